import type { LanguageCode, PolicyPageId } from '@meridian/contract/constants';
import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { PAGE_BODY_MAX, PAGE_TITLE_MAX } from '@meridian/contract/operator-content';
import { Alert, Button, Paper, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { LanguagePanel, useEditorForm } from './content-editor';
import { missingLanguages, pageDraftOf, pageFormOf } from './content-form';
import {
  EditorActions,
  EditorColumns,
  EditorHeading,
  LoadFailed,
  PreviewPane,
  StatusChips,
  withFieldErrors,
} from './content-parts';
import { PageArticlePreview } from './content-preview';
import { Time } from './formatting';
import { ReasonDialog } from './reason-dialog';
import { ListTable } from './record-table';
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
      <ListTable
        label={translate('meridian.content.tabs.pages')}
        columns={['title', 'address', 'status', 'published', 'changed', 'actions'].map((column) =>
          translate(`meridian.content.pages.columns.${column}`),
        )}
      >
        {data.list.map((page) => (
          <TableRow key={page.id} hover>
            <TableCell>{page.titles[locale as LanguageCode] || page.titles.en || page.id}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>/terms/{page.id}</TableCell>
            <TableCell>
              <StatusChips status={page.published_at ? 'published' : 'draft'} pending={page.has_unpublished_changes} />
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
      </ListTable>
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
  const editor = useEditorForm(page, pageFormOf);
  const { record, form, errors, language, dirty, showErrors } = editor;
  const [dialog, setDialog] = useState<'save' | 'publish' | null>(null);
  const [locale = 'en'] = useLocaleState();

  const preview = useQuery({
    queryKey: ['content', 'page-preview', record.id, language, record.updated_at],
    queryFn: () => callAdmin('GET /content/pages/{id}/preview', { params: { id: record.id }, query: { language } }),
  });

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
    editor.landed(answer);
    void queryClient.invalidateQueries({ queryKey: PAGES_KEY });
    if (kind === 'save') notify('meridian.content.savedDraft', { type: 'success' });
    else notify('meridian.content.published', { type: 'success', messageArgs: { seconds: secondsText(refreshMs) } });
  };

  const canPublish = !dirty && record.has_unpublished_changes;
  return (
    <Stack spacing={2}>
      <EditorHeading
        heading={translate('meridian.content.pages.editTitle', {
          title: record.titles[locale as LanguageCode] || record.titles.en || record.id,
        })}
        onBack={onBack}
      >
        <StatusChips status={record.published ? 'published' : 'draft'} pending={record.has_unpublished_changes} />
      </EditorHeading>
      <EditorColumns>
        <Paper
          variant="outlined"
          component="section"
          aria-label={translate('meridian.content.pages.form')}
          sx={{ p: 2 }}
        >
          <Stack spacing={2}>
            <LanguagePanel
              editor={editor}
              idPrefix="page-language"
              fields={[
                {
                  field: 'titles',
                  label: translate('meridian.content.pages.title'),
                  required: true,
                  max: PAGE_TITLE_MAX,
                },
                {
                  field: 'bodies',
                  label: translate('meridian.content.pages.body'),
                  required: true,
                  rows: { min: 14, max: 28 },
                  max: PAGE_BODY_MAX,
                  html: true,
                },
              ]}
              missing={missingLanguages(form.titles, form.bodies)}
              missingKey="meridian.content.missingPage"
            />
            {errors.page && <Alert severity="error">{errors.page}</Alert>}
            <EditorActions
              dirty={dirty}
              canPublish={canPublish}
              onUndo={editor.undo}
              onSave={save}
              onPublish={() => setDialog('publish')}
            />
          </Stack>
        </Paper>
        <PreviewPane language={language} dirty={dirty} query={preview}>
          {() => preview.data?.list.map((item) => <PageArticlePreview key={item.id} page={item} language={language} />)}
        </PreviewPane>
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
