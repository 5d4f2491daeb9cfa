import type { LanguageCode, PolicyPageId } from '@meridian/contract/constants';
import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { PAGE_BODY_MAX, PAGE_TITLE_MAX } from '@meridian/contract/operator-content';
import {
  Alert,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import {
  type FormErrors,
  languageOfFirstError,
  missingLanguages,
  type PageForm,
  pageDraftOf,
  pageFormOf,
} from './content-form';
import {
  EditorColumns,
  LanguageTabs,
  LanguageTextField,
  LoadFailed,
  StatusChips,
  withFieldErrors,
} from './content-parts';
import { PageArticlePreview } from './content-preview';
import { Time } from './formatting';
import { ReasonDialog } from './reason-dialog';
import { secondsText } from './site-settings-form';

type OperatorPage = AnswerOf<AdminEndpointOf<'GET /content/pages/{id}'>>;

const PAGES_KEY = ['content', 'pages'] as const;

/** The seven policy pages: each one's title and status, and the editor of the chosen one. */
export function PagesSection() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<PolicyPageId | null>(null);
  const [locale = 'en'] = useLocaleState();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: PAGES_KEY,
    queryFn: () => callAdmin('GET /content/pages'),
  });
  if (error) {
    return <LoadFailed error={error} retry={refetch} />;
  }
  if (isPending) return <Loading />;
  if (editing) return <PageEditorLoader id={editing} refreshMs={data.refresh_ms} onBack={() => setEditing(null)} />;
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {translate('meridian.content.tabs.pages')}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('meridian.content.tabs.pages')}>
          <TableHead>
            <TableRow>
              {['title', 'address', 'status', 'published', 'changed', 'actions'].map((column) => (
                <TableCell key={column}>{translate(`meridian.content.pages.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.list.map((page) => (
              <TableRow key={page.id} hover>
                <TableCell>{page.titles[locale as LanguageCode] || page.titles.en || page.id}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>/terms/{page.id}</TableCell>
                <TableCell>
                  <StatusChips
                    status={page.published_at ? 'published' : 'draft'}
                    pending={page.has_unpublished_changes}
                  />
                </TableCell>
                <TableCell>
                  <Time iso={page.published_at} />
                </TableCell>
                <TableCell>
                  <Time iso={page.updated_at} />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => setEditing(page.id)}
                    aria-label={translate('meridian.content.pages.editOf', { title: page.titles.en ?? page.id })}
                  >
                    {translate('ra.action.edit')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}

function PageEditorLoader({ id, refreshMs, onBack }: { id: PolicyPageId; refreshMs: number; onBack: () => void }) {
  const { data, error, isPending } = useQuery({
    queryKey: ['content', 'page', id],
    queryFn: () => callAdmin('GET /content/pages/{id}', { params: { id } }),
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (isPending) return <Loading />;
  return <PageEditor page={data} refreshMs={refreshMs} onBack={onBack} />;
}

/**
 * One policy page's editor: a tab per language with its title and body (the restricted HTML players
 * get), the saved draft's preview beside it, Save draft and Publish, each with a reason.
 */
function PageEditor({ page, refreshMs, onBack }: { page: OperatorPage; refreshMs: number; onBack: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [record, setRecord] = useState(page);
  const [saved, setSaved] = useState<PageForm>(() => pageFormOf(page));
  const [form, setForm] = useState<PageForm>(saved);
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [dialog, setDialog] = useState<'save' | 'publish' | null>(null);
  const [locale = 'en'] = useLocaleState();
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const missing = missingLanguages(form.titles, form.bodies);
  const flagged = [
    ...new Set([
      ...missing,
      ...Object.keys(errors).flatMap((f) => (f.endsWith('.ru') ? ['ru'] : f.endsWith('.en') ? ['en'] : [])),
    ]),
  ] as LanguageCode[];

  const preview = useQuery({
    queryKey: ['content', 'page-preview', record.id, language, record.updated_at],
    queryFn: () => callAdmin('GET /content/pages/{id}/preview', { params: { id: record.id }, query: { language } }),
  });

  const change = (next: PageForm, field: string) => {
    setForm(next);
    if (errors[field]) {
      const { [field]: _gone, ...rest } = errors;
      setErrors(rest);
    }
  };
  const showErrors = (found: FormErrors) => {
    setErrors(found);
    const at = languageOfFirstError(found);
    if (at) setLanguage(at);
  };

  const save = () => {
    const draft = pageDraftOf(form);
    if ('errors' in draft) return showErrors(draft.errors);
    setDialog('save');
  };

  const act = async (reason: string) => {
    const kind = dialog;
    const answer = await withFieldErrors(
      () => {
        if (kind === 'save') {
          const draft = pageDraftOf(form);
          if (!('draft' in draft)) throw new Error(translate('meridian.content.refused'));
          return callAdmin('PUT /content/pages/{id}', {
            params: { id: record.id },
            body: { page: draft.draft, reason },
          });
        }
        return callAdmin('POST /content/pages/{id}/publish', { params: { id: record.id }, body: { reason } });
      },
      'page',
      (found) => {
        showErrors(found);
        notify('meridian.content.refused', { type: 'error' });
      },
    );
    if (!answer) return;
    setRecord(answer);
    const next = pageFormOf(answer);
    setSaved(next);
    setForm(next);
    setErrors({});
    void queryClient.invalidateQueries({ queryKey: PAGES_KEY });
    if (kind === 'save') notify('meridian.content.savedDraft', { type: 'success' });
    else notify('meridian.content.published', { type: 'success', messageArgs: { seconds: secondsText(refreshMs) } });
  };

  const canPublish = !dirty && record.has_unpublished_changes;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={onBack}>{translate('meridian.content.back')}</Button>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {translate('meridian.content.pages.editTitle', {
            title: record.titles[locale as LanguageCode] || record.titles.en || record.id,
          })}
        </Typography>
        <StatusChips status={record.published ? 'published' : 'draft'} pending={record.has_unpublished_changes} />
      </Stack>
      <EditorColumns>
        <Paper
          variant="outlined"
          component="section"
          aria-label={translate('meridian.content.pages.form')}
          sx={{ p: 2 }}
        >
          <Stack spacing={2}>
            <LanguageTabs
              value={language}
              onChange={setLanguage}
              flagged={flagged}
              label={translate('meridian.content.languagesLabel')}
              idPrefix="page-language"
            />
            <Stack spacing={2} role="tabpanel" id="page-language-panel" aria-labelledby={`page-language-${language}`}>
              <LanguageTextField
                label={translate('meridian.content.pages.title')}
                required
                field="titles"
                language={language}
                texts={form.titles}
                errors={errors}
                max={PAGE_TITLE_MAX}
                onChange={(titles, key) => change({ ...form, titles }, key)}
              />
              <LanguageTextField
                label={translate('meridian.content.pages.body')}
                required
                rows={{ min: 14, max: 28 }}
                field="bodies"
                language={language}
                texts={form.bodies}
                errors={errors}
                max={PAGE_BODY_MAX}
                help={translate('meridian.content.pages.bodyHelp')}
                input={{ spellCheck: false, style: { fontFamily: 'monospace', fontSize: '0.85rem' } }}
                onChange={(bodies, key) => change({ ...form, bodies }, key)}
              />
            </Stack>
            {missing.length > 0 && (
              <Alert severity="info">
                {translate('meridian.content.missingPage', {
                  languages: missing.map((code) => translate(`meridian.content.languages.${code}`)).join(', '),
                })}
              </Alert>
            )}
            {errors.page && <Alert severity="error">{errors.page}</Alert>}
            <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              {dirty && (
                <Button
                  onClick={() => {
                    setForm(saved);
                    setErrors({});
                  }}
                >
                  {translate('meridian.content.undo')}
                </Button>
              )}
              <Button variant="outlined" disabled={!dirty} onClick={save}>
                {translate('meridian.content.saveDraft')}
              </Button>
              <Button variant="contained" disabled={!canPublish} onClick={() => setDialog('publish')}>
                {translate('meridian.content.publish')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
        <Paper variant="outlined" component="section" aria-label={translate('meridian.content.preview')} sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography component="h3" variant="subtitle1">
              {translate('meridian.content.previewIn', {
                language: translate(`meridian.content.languages.${language}`),
              })}
            </Typography>
            {dirty && <Alert severity="info">{translate('meridian.content.previewSaved')}</Alert>}
            {preview.error ? (
              <Alert severity="error">{preview.error.message}</Alert>
            ) : preview.isPending ? (
              <Loading />
            ) : (
              preview.data.list.map((item) => <PageArticlePreview key={item.id} page={item} language={language} />)
            )}
          </Stack>
        </Paper>
      </EditorColumns>
      {dialog && (
        <ReasonDialog
          title={translate(`meridian.content.dialogs.${dialog}.title`)}
          help={translate(`meridian.content.dialogs.${dialog}.help`, { seconds: secondsText(refreshMs) })}
          confirm={translate(`meridian.content.dialogs.${dialog}.confirm`)}
          act={act}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
