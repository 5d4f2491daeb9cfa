import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { BANNER_DESCRIPTION_MAX, BANNER_TITLE_MAX } from '@meridian/contract/operator-content';
import { Box, Button, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { LanguagePanel, PublishableEditor, useEditorForm } from './content-editor';
import { bannerDraftOf, bannerFormOf, missingLanguages } from './content-form';
import { LoadFailed, StatusChips, withFieldErrors } from './content-parts';
import { BannerSlidePreview } from './content-preview';
import { Time } from './formatting';
import { ReasonDialog } from './reason-dialog';
import { CreatableList } from './record-table';
import { secondsText } from './site-settings-form';

type Banners = AnswerOf<AdminEndpointOf<'GET /content/banners'>>;
type OperatorBanner = Banners['list'][number];

const BANNERS_KEY = ['content', 'banners'] as const;

/** The banners: the list with each one's status, and the editor for a new or chosen one. */
export function BannersSection() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<OperatorBanner | 'new' | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: BANNERS_KEY,
    queryFn: () => callAdmin('GET /content/banners'),
  });
  if (error) {
    return <LoadFailed error={error} retry={refetch} />;
  }
  if (isPending) return <Loading />;
  if (editing) {
    return (
      <BannerEditor
        banner={editing === 'new' ? null : editing}
        refreshMs={data.refresh_ms}
        onBack={() => setEditing(null)}
      />
    );
  }
  return (
    <CreatableList
      title={translate('meridian.content.tabs.banners')}
      newLabel={translate('meridian.content.banners.new')}
      onNew={() => setEditing('new')}
      empty={data.list.length === 0 ? translate('meridian.content.banners.empty') : null}
      columns={[
        ...['artwork', 'title', 'link', 'status', 'order', 'dates', 'changed'].map((column) =>
          translate(`meridian.content.banners.columns.${column}`),
        ),
        { text: translate('meridian.content.banners.columns.actions'), hidden: true },
      ]}
    >
      {data.list.map((banner) => (
        <TableRow key={banner.id} hover>
          <TableCell>
            <Box
              component="img"
              src={banner.image}
              alt=""
              sx={{ width: 96, height: 30, objectFit: 'cover', objectPosition: 'right', borderRadius: 0.5 }}
            />
          </TableCell>
          <TableCell>{banner.titles.en || banner.titles.ru || '—'}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>{banner.path}</TableCell>
          <TableCell>
            <StatusChips status={banner.status} pending={banner.has_unpublished_changes} />
          </TableCell>
          <TableCell>{banner.position}</TableCell>
          <TableCell>
            {banner.starts_at || banner.ends_at ? (
              <>
                <Time iso={banner.starts_at} /> – <Time iso={banner.ends_at} />
              </>
            ) : (
              translate('meridian.content.banners.always')
            )}
          </TableCell>
          <TableCell>
            <Time iso={banner.updated_at} />
          </TableCell>
          <TableCell>
            <Button
              size="small"
              onClick={() => setEditing(banner)}
              aria-label={translate('meridian.content.banners.editOf', {
                title: banner.titles.en || String(banner.id),
              })}
            >
              {translate('ra.action.edit')}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </CreatableList>
  );
}

type Dialog = { kind: 'save'; draft: ReturnType<typeof bannerDraftOf> } | { kind: 'publish' } | { kind: 'unpublish' };

/**
 * One banner's editor: its link, artwork, order and dates, a tab per language for its title and
 * description, and beside them the preview of the saved draft as the player app draws it. Saving,
 * publishing and unpublishing each ask a reason.
 */
function BannerEditor({
  banner,
  refreshMs,
  onBack,
}: {
  banner: OperatorBanner | null;
  refreshMs: number;
  onBack: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const editor = useEditorForm(banner, bannerFormOf);
  const { record, form, errors, language, change, showErrors } = editor;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const t = (key: string, args?: object) => translate(`meridian.content.banners.${key}`, args);

  const preview = useQuery({
    queryKey: ['content', 'banner-preview', record?.id, language, record?.updated_at],
    queryFn: () =>
      callAdmin('GET /content/banners/{id}/preview', {
        params: { id: record?.id ?? 0 },
        query: { language },
      }),
    enabled: record !== null,
  });

  const text = (field: 'image' | 'path' | 'position' | 'starts_at' | 'ends_at') => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => change({ ...form, [field]: event.target.value }, field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? t(`help.${field}`),
  });

  const save = () => {
    const draft = bannerDraftOf(form);
    if ('errors' in draft) return showErrors(draft.errors);
    setDialog({ kind: 'save', draft });
  };

  const act = async (reason: string) => {
    if (!dialog) return;
    const answer = await withFieldErrors(
      () => {
        if (dialog.kind === 'save') {
          if (!('draft' in dialog.draft)) throw new Error(t('invalid'));
          const body = { banner: dialog.draft.draft, reason };
          return record
            ? callAdmin('PUT /content/banners/{id}', { params: { id: record.id }, body })
            : callAdmin('POST /content/banners', { body });
        }
        if (!record) throw new Error(t('invalid'));
        return dialog.kind === 'publish'
          ? callAdmin('POST /content/banners/{id}/publish', { params: { id: record.id }, body: { reason } })
          : callAdmin('POST /content/banners/{id}/unpublish', { params: { id: record.id }, body: { reason } });
      },
      'banner',
      (found) => {
        showErrors(found);
        notify('meridian.content.refused', { type: 'error' });
      },
    );
    if (!answer) return;
    editor.landed(answer);
    void queryClient.invalidateQueries({ queryKey: BANNERS_KEY });
    const seconds = secondsText(refreshMs);
    if (dialog.kind === 'save') notify('meridian.content.savedDraft', { type: 'success' });
    else if (dialog.kind === 'publish')
      notify('meridian.content.published', { type: 'success', messageArgs: { seconds } });
    else notify('meridian.content.banners.unpublished', { type: 'success', messageArgs: { seconds } });
  };

  return (
    <PublishableEditor
      section="banners"
      editor={editor}
      onBack={onBack}
      onSave={save}
      onAsk={(kind) => setDialog({ kind })}
      preview={preview}
      renderPreview={() =>
        preview.data?.list.map((item) => <BannerSlidePreview key={item.id} banner={item} language={language} />)
      }
      dialog={
        dialog && (
          <ReasonDialog
            title={translate(`meridian.content.dialogs.${dialog.kind}.title`)}
            help={translate(`meridian.content.dialogs.${dialog.kind}.help`, { seconds: secondsText(refreshMs) })}
            confirm={translate(`meridian.content.dialogs.${dialog.kind}.confirm`)}
            color={dialog.kind === 'unpublish' ? 'error' : 'primary'}
            act={act}
            onClose={() => setDialog(null)}
          />
        )
      }
    >
      <TextField label={t('image')} required {...text('image')} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <TextField label={t('link')} required {...text('path')} slotProps={{ htmlInput: { maxLength: 500 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('order')}
          required
          {...text('position')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
        <TextField
          label={t('startsAt')}
          type="datetime-local"
          {...text('starts_at')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('endsAt')}
          type="datetime-local"
          {...text('ends_at')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <LanguagePanel
        editor={editor}
        idPrefix="banner-language"
        fields={[
          { field: 'titles', label: t('title'), required: true, max: BANNER_TITLE_MAX },
          { field: 'descriptions', label: t('description'), rows: { min: 2 }, max: BANNER_DESCRIPTION_MAX },
        ]}
        missing={missingLanguages(form.titles)}
        missingKey="meridian.content.missing"
      />
    </PublishableEditor>
  );
}
