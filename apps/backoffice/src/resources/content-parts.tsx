import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import { Alert, Button, Chip, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { AdminApiError } from '../api/admin-client';
import { type FormErrors, formErrorsOf } from './content-form';

/** A tab per language of the site; a language with an error or a missing text says so in its tab. */
export function LanguageTabs({
  value,
  onChange,
  flagged,
  label,
  idPrefix,
}: {
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  /** Languages whose fields need attention. */
  flagged: readonly LanguageCode[];
  label: string;
  idPrefix: string;
}) {
  const translate = useTranslate();
  return (
    <Tabs value={value} onChange={(_, next: LanguageCode) => onChange(next)} aria-label={label}>
      {LANGUAGES.map((language) => (
        <Tab
          key={language}
          value={language}
          id={`${idPrefix}-${language}`}
          aria-controls={`${idPrefix}-panel`}
          label={
            flagged.includes(language)
              ? `${translate(`meridian.content.languages.${language}`)} •`
              : translate(`meridian.content.languages.${language}`)
          }
          aria-description={flagged.includes(language) ? translate('meridian.content.needsAttention') : undefined}
        />
      ))}
    </Tabs>
  );
}

/** Where a banner or page stands: draft, published, archived, and whether a change waits to be published. */
export function StatusChips({ status, pending }: { status: 'draft' | 'published' | 'archived'; pending: boolean }) {
  const translate = useTranslate();
  const color = status === 'published' ? 'success' : status === 'archived' ? 'default' : 'warning';
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={color} label={translate(`meridian.content.status.${status}`)} />
      {pending && status !== 'draft' && (
        <Chip size="small" variant="outlined" color="warning" label={translate('meridian.content.status.pending')} />
      )}
    </Stack>
  );
}

/**
 * Runs a changing call; a refusal naming fields puts its messages on them (`onFields`) and closes the
 * dialog with a notice, anything else stays in the dialog as its error.
 */
export async function withFieldErrors<T>(
  call: () => Promise<T>,
  prefix: 'banner' | 'page',
  onFields: (errors: FormErrors) => void,
): Promise<T | null> {
  try {
    return await call();
  } catch (caught) {
    if (!(caught instanceof AdminApiError) || !caught.fieldErrors) throw caught;
    onFields(formErrorsOf(caught.fieldErrors, prefix));
    return null;
  }
}

/** The editor's two columns from a wide screen up: the form and its preview. */
export function EditorColumns({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', lg: 'row' }}
      spacing={2}
      sx={{ alignItems: 'flex-start', '& > *': { flex: 1, minWidth: 0, width: '100%' } }}
    >
      {children}
    </Stack>
  );
}

export type Texts = Record<LanguageCode, string>;

/**
 * One language's text of a field kept per language (`titles`, `descriptions`, `bodies`): its value,
 * the server's error for `<field>.<language>`, and under it the help given or a character counter.
 */
export function LanguageTextField({
  field,
  language,
  texts,
  errors,
  max,
  label,
  required = false,
  rows,
  help,
  input = {},
  onChange,
}: {
  field: string;
  language: LanguageCode;
  texts: Texts;
  errors: FormErrors;
  max: number;
  label: string;
  required?: boolean;
  /** A multi-line field's least and most rows. */
  rows?: { min: number; max?: number };
  help?: string;
  /** More attributes of the input element. */
  input?: Record<string, unknown>;
  /** The texts with this language's changed, and the error key the change clears. */
  onChange: (texts: Texts, key: string) => void;
}) {
  const translate = useTranslate();
  const key = `${field}.${language}`;
  return (
    <TextField
      label={label}
      required={required}
      {...(rows ? { multiline: true, minRows: rows.min, ...(rows.max ? { maxRows: rows.max } : {}) } : {})}
      value={texts[language]}
      onChange={(e) => onChange({ ...texts, [language]: e.target.value }, key)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? help ?? translate('meridian.content.counter', { used: texts[language].length, max })}
      slotProps={{ htmlInput: { maxLength: max, lang: language, ...input } }}
    />
  );
}

/** A list or record that failed to load: the error, and a button to ask again. */
export function LoadFailed({ error, retry }: { error: Error; retry: () => unknown }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button onClick={() => void retry()}>{translate('ra.action.refresh')}</Button>}>
      {error.message}
    </Alert>
  );
}

/** An editor's top line: back to the list, its heading, and where the record stands. */
export function EditorHeading({
  heading,
  onBack,
  children,
}: {
  heading: string;
  onBack: () => void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button onClick={onBack}>{translate('meridian.content.back')}</Button>
      <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
        {heading}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * An editor's buttons: undo while the form differs from the saved copy, take it off the site when
 * `unpublish` is given, save the draft, and publish.
 */
export function EditorActions({
  dirty,
  canPublish,
  onUndo,
  onSave,
  onPublish,
  unpublish,
}: {
  dirty: boolean;
  canPublish: boolean;
  onUndo: () => void;
  onSave: () => void;
  onPublish: () => void;
  unpublish?: { label: string; onClick: () => void };
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {dirty && <Button onClick={onUndo}>{translate('meridian.content.undo')}</Button>}
      {unpublish && (
        <Button color="error" onClick={unpublish.onClick}>
          {unpublish.label}
        </Button>
      )}
      <Button variant="outlined" disabled={!dirty} onClick={onSave}>
        {translate('meridian.content.saveDraft')}
      </Button>
      <Button variant="contained" disabled={!canPublish} onClick={onPublish}>
        {translate('meridian.content.publish')}
      </Button>
    </Stack>
  );
}

/**
 * An editor's preview column: the language shown, a note while the form holds unsaved changes, and
 * the saved copy as the preview call answered it (nothing before the first save).
 */
export function PreviewPane({
  language,
  dirty,
  query,
  children,
  note,
}: {
  language: LanguageCode;
  dirty: boolean;
  /** The preview call; null before the record is first saved. */
  query: { error: Error | null; isPending: boolean } | null;
  /** The preview itself, once the call has answered. */
  children: () => ReactNode;
  /** A line under the preview: what players see of the record now. */
  note?: string | null;
}) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-label={translate('meridian.content.preview')} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography component="h3" variant="subtitle1">
          {translate('meridian.content.previewIn', { language: translate(`meridian.content.languages.${language}`) })}
        </Typography>
        {dirty && <Alert severity="info">{translate('meridian.content.previewSaved')}</Alert>}
        {!query ? (
          <Typography color="text.secondary">{translate('meridian.content.previewAfterSave')}</Typography>
        ) : query.error ? (
          <Alert severity="error">{query.error.message}</Alert>
        ) : query.isPending ? (
          <Loading />
        ) : (
          children()
        )}
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
