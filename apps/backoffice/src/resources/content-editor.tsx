import type { LanguageCode } from '@meridian/contract/constants';
import { Alert, Paper, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { type FormErrors, languageOfFirstError } from './content-form';
import {
  EditorActions,
  EditorColumns,
  EditorHeading,
  LanguageTabs,
  LanguageTextField,
  PreviewPane,
  StatusChips,
  type Texts,
} from './content-parts';

/**
 * An editor's record and the form beside its saved copy: the fields' errors, the language shown (the
 * first error's once errors are shown), whether the form differs from the saved copy, and the record
 * replaced when a call answers.
 */
export function useEditorForm<R, F>(initial: R, formOf: (record: R) => F) {
  const [record, setRecord] = useState(initial);
  const [saved, setSaved] = useState<F>(() => formOf(initial));
  const [form, setForm] = useState<F>(saved);
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<LanguageCode>('en');
  return {
    record,
    form,
    errors,
    language,
    setLanguage,
    dirty: JSON.stringify(form) !== JSON.stringify(saved),
    /** The form changed in `field`, whose error the change answers. */
    change: (next: F, field: string) => {
      setForm(next);
      setErrors(({ [field]: _answered, ...others }) => others);
    },
    showErrors: (found: FormErrors) => {
      setErrors(found);
      const at = languageOfFirstError(found);
      if (at) setLanguage(at);
    },
    /** The record a call answered with; the form starts again from it. */
    landed: (answer: R) => {
      const next = formOf(answer);
      setRecord(answer);
      setSaved(next);
      setForm(next);
      setErrors({});
    },
    undo: () => {
      setForm(saved);
      setErrors({});
    },
  };
}

/** A text kept per language that the language panel gives a field. */
export interface LanguageFieldSpec<K extends string> {
  field: K;
  label: string;
  max: number;
  required?: boolean;
  rows?: { min: number; max?: number };
  /** An article's body: the restricted HTML players get, typed in monospace under its help. */
  html?: boolean;
}

/**
 * The texts an editor keeps per language: a tab per language (marked where a text is missing or
 * refused), the shown language's fields, and a note naming the languages still without their texts
 * (`missingKey` says it).
 */
export function LanguagePanel<K extends string, F extends Record<K, Texts>>({
  editor: { form, errors, language, setLanguage, change },
  idPrefix,
  fields,
  missing,
  missingKey,
}: {
  editor: Pick<ReturnType<typeof useEditorForm<unknown, F>>, 'form' | 'errors' | 'language' | 'setLanguage' | 'change'>;
  idPrefix: string;
  fields: readonly LanguageFieldSpec<K>[];
  missing: readonly LanguageCode[];
  missingKey: string;
}) {
  const translate = useTranslate();
  const flagged = [
    ...new Set([
      ...missing,
      ...Object.keys(errors).flatMap((f) => (f.endsWith('.ru') ? ['ru'] : f.endsWith('.en') ? ['en'] : [])),
    ]),
  ] as LanguageCode[];
  return (
    <>
      <LanguageTabs
        value={language}
        onChange={setLanguage}
        flagged={flagged}
        label={translate('meridian.content.languagesLabel')}
        idPrefix={idPrefix}
      />
      <Stack spacing={2} role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-${language}`}>
        {fields.map(({ field, html, ...spec }) => (
          <LanguageTextField
            key={field}
            {...spec}
            {...(html
              ? {
                  help: translate('meridian.content.pages.bodyHelp'),
                  input: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: '0.85rem' } },
                }
              : {})}
            field={field}
            language={language}
            texts={form[field]}
            errors={errors}
            onChange={(texts, key) => change({ ...form, [field]: texts }, key)}
          />
        ))}
      </Stack>
      {missing.length > 0 && (
        <Alert severity="info">
          {translate(missingKey, {
            languages: missing.map((code) => translate(`meridian.content.languages.${code}`)).join(', '),
          })}
        </Alert>
      )}
    </>
  );
}

/** A banner or promotion as its editor's frame reads it. */
interface Publishable {
  id: number;
  status: 'draft' | 'published' | 'archived';
  has_unpublished_changes: boolean;
  titles: Partial<Texts>;
}

/**
 * The editor of what is published and taken off the site again (a banner, a promotion): its heading
 * and where it stands, the form (`children`) with its buttons, and beside it the saved copy's preview
 * and what players see of it now. Its texts live under `meridian.content.<section>`.
 */
export function PublishableEditor({
  section,
  editor: { record, dirty, language, undo },
  onBack,
  onSave,
  onAsk,
  preview,
  renderPreview,
  dialog,
  children,
}: {
  section: 'banners' | 'promotions';
  /** The saved record is null until a new one is first saved. */
  editor: Pick<ReturnType<typeof useEditorForm<Publishable | null, unknown>>, 'record' | 'dirty' | 'language' | 'undo'>;
  onBack: () => void;
  onSave: () => void;
  /** Asks the reason to publish the record or take it off the site. */
  onAsk: (kind: 'publish' | 'unpublish') => void;
  preview: { error: Error | null; isPending: boolean };
  renderPreview: () => ReactNode;
  /** The reason dialog, while one is open. */
  dialog: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const t = (key: string, args?: object) => translate(`meridian.content.${section}.${key}`, args);
  const published = record?.status === 'published';
  return (
    <Stack spacing={2}>
      <EditorHeading
        heading={
          record
            ? t('editTitle', { title: record.titles[locale as LanguageCode] || record.titles.en || record.id })
            : t('new')
        }
        onBack={onBack}
      >
        {record && <StatusChips status={record.status} pending={record.has_unpublished_changes} />}
      </EditorHeading>
      <EditorColumns>
        <Paper variant="outlined" component="section" aria-label={t('form')} sx={{ p: 2 }}>
          <Stack spacing={2}>
            {children}
            <EditorActions
              dirty={dirty}
              canPublish={record !== null && !dirty && (!published || record.has_unpublished_changes)}
              onUndo={undo}
              onSave={onSave}
              onPublish={() => onAsk('publish')}
              unpublish={published ? { label: t('unpublish'), onClick: () => onAsk('unpublish') } : undefined}
            />
          </Stack>
        </Paper>
        <PreviewPane
          language={language}
          dirty={dirty}
          query={record ? preview : null}
          note={record && t(published ? 'playersSeePublished' : 'playersSeeNothing')}
        >
          {renderPreview}
        </PreviewPane>
      </EditorColumns>
      {dialog}
    </Stack>
  );
}
