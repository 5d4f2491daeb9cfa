import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import { Chip, Stack, Tab, Tabs, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
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

type Texts = Record<LanguageCode, string>;

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
