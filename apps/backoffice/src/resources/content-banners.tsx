import type { LanguageCode } from '@meridian/contract/constants';
import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { BANNER_DESCRIPTION_MAX, BANNER_TITLE_MAX } from '@meridian/contract/operator-content';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import {
  type BannerForm,
  bannerDraftOf,
  bannerFormOf,
  type FormErrors,
  languageOfFirstError,
  missingLanguages,
} from './content-form';
import {
  EditorColumns,
  LanguageTabs,
  LanguageTextField,
  LoadFailed,
  StatusChips,
  withFieldErrors,
} from './content-parts';
import { BannerSlidePreview } from './content-preview';
import { Time } from './formatting';
import { ReasonDialog } from './reason-dialog';
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
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {translate('meridian.content.tabs.banners')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {translate('meridian.content.banners.new')}
        </Button>
      </Stack>
      {data.list.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{translate('meridian.content.banners.empty')}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('meridian.content.tabs.banners')}>
            <TableHead>
              <TableRow>
                {['artwork', 'title', 'link', 'status', 'order', 'dates', 'changed'].map((column) => (
                  <TableCell key={column}>{translate(`meridian.content.banners.columns.${column}`)}</TableCell>
                ))}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('meridian.content.banners.columns.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
  const [record, setRecord] = useState(banner);
  const [saved, setSaved] = useState<BannerForm>(() => bannerFormOf(banner));
  const [form, setForm] = useState<BannerForm>(saved);
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [locale = 'en'] = useLocaleState();
  const t = (key: string, args?: object) => translate(`meridian.content.banners.${key}`, args);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const missing = missingLanguages(form.titles);
  const flagged = [
    ...new Set([
      ...missing,
      ...Object.keys(errors).flatMap((f) => (f.endsWith('.ru') ? ['ru'] : f.endsWith('.en') ? ['en'] : [])),
    ]),
  ] as LanguageCode[];

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
  const change = (next: BannerForm, field: string) => {
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

  const landed = (answer: OperatorBanner) => {
    setRecord(answer);
    const next = bannerFormOf(answer);
    setSaved(next);
    setForm(next);
    setErrors({});
    void queryClient.invalidateQueries({ queryKey: BANNERS_KEY });
  };

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
    landed(answer);
    const seconds = secondsText(refreshMs);
    if (dialog.kind === 'save') notify('meridian.content.savedDraft', { type: 'success' });
    else if (dialog.kind === 'publish')
      notify('meridian.content.published', { type: 'success', messageArgs: { seconds } });
    else notify('meridian.content.banners.unpublished', { type: 'success', messageArgs: { seconds } });
  };

  const heading = record
    ? t('editTitle', { title: record.titles[locale as LanguageCode] || record.titles.en || record.id })
    : t('new');
  const canPublish = record !== null && !dirty && (record.status !== 'published' || record.has_unpublished_changes);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={onBack}>{translate('meridian.content.back')}</Button>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {heading}
        </Typography>
        {record && <StatusChips status={record.status} pending={record.has_unpublished_changes} />}
      </Stack>
      <EditorColumns>
        <Paper variant="outlined" component="section" aria-label={t('form')} sx={{ p: 2 }}>
          <Stack spacing={2}>
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
            <LanguageTabs
              value={language}
              onChange={setLanguage}
              flagged={flagged}
              label={translate('meridian.content.languagesLabel')}
              idPrefix="banner-language"
            />
            <Stack
              spacing={2}
              role="tabpanel"
              id="banner-language-panel"
              aria-labelledby={`banner-language-${language}`}
            >
              <LanguageTextField
                label={t('title')}
                required
                field="titles"
                language={language}
                texts={form.titles}
                errors={errors}
                max={BANNER_TITLE_MAX}
                onChange={(titles, key) => change({ ...form, titles }, key)}
              />
              <LanguageTextField
                label={t('description')}
                rows={{ min: 2 }}
                field="descriptions"
                language={language}
                texts={form.descriptions}
                errors={errors}
                max={BANNER_DESCRIPTION_MAX}
                onChange={(descriptions, key) => change({ ...form, descriptions }, key)}
              />
            </Stack>
            {missing.length > 0 && (
              <Alert severity="info">
                {translate('meridian.content.missing', {
                  languages: missing.map((code) => translate(`meridian.content.languages.${code}`)).join(', '),
                })}
              </Alert>
            )}
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
              {record?.status === 'published' && (
                <Button color="error" onClick={() => setDialog({ kind: 'unpublish' })}>
                  {t('unpublish')}
                </Button>
              )}
              <Button variant="outlined" disabled={!dirty} onClick={save}>
                {translate('meridian.content.saveDraft')}
              </Button>
              <Button variant="contained" disabled={!canPublish} onClick={() => setDialog({ kind: 'publish' })}>
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
            {!record ? (
              <Typography color="text.secondary">{translate('meridian.content.previewAfterSave')}</Typography>
            ) : preview.error ? (
              <Alert severity="error">{preview.error.message}</Alert>
            ) : preview.isPending ? (
              <Loading />
            ) : (
              preview.data.list.map((item) => <BannerSlidePreview key={item.id} banner={item} language={language} />)
            )}
            {record && (
              <Typography variant="body2" color="text.secondary">
                {record.status === 'published'
                  ? translate('meridian.content.banners.playersSeePublished')
                  : translate('meridian.content.banners.playersSeeNothing')}
              </Typography>
            )}
          </Stack>
        </Paper>
      </EditorColumns>
      {dialog && (
        <ReasonDialog
          title={translate(`meridian.content.dialogs.${dialog.kind}.title`)}
          help={translate(`meridian.content.dialogs.${dialog.kind}.help`, { seconds: secondsText(refreshMs) })}
          confirm={translate(`meridian.content.dialogs.${dialog.kind}.confirm`)}
          color={dialog.kind === 'unpublish' ? 'error' : 'primary'}
          act={act}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
