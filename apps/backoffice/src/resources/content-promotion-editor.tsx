import type { LanguageCode } from '@meridian/contract/constants';
import {
  type OperatorPromotion,
  type OperatorPromotionLabel,
  PROMOTION_ACTION_LABEL_MAX,
  PROMOTION_BODY_MAX,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_TITLE_MAX,
  type PromotionDraft,
} from '@meridian/contract/operator-offers';
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { labelName, usePromotionLabels } from './content-categories';
import { type FormErrors, languageOfFirstError } from './content-form';
import {
  EditorActions,
  EditorColumns,
  EditorHeading,
  LanguageTabs,
  LanguageTextField,
  PreviewPane,
  StatusChips,
} from './content-parts';
import {
  missingPromotionLanguages,
  type PromotionButton,
  type PromotionForm,
  promotionDraftOf,
  promotionFormOf,
  refusedFields,
  toggled,
} from './content-promotion-form';
import { PromotionPreview } from './content-promotion-preview';
import { ReasonDialog } from './reason-dialog';

export const PROMOTIONS_KEY = ['content', 'promotions'] as const;

/** A row of fields sharing its width evenly (stacked on a narrow screen). */
const ROW = { '& > *': { flex: 1, minWidth: 0 } } as const;

type Dialog = { kind: 'save'; draft: PromotionDraft } | { kind: 'publish' } | { kind: 'unpublish' };

/**
 * One promotion's editor: its art, dates, order, code and button, its categories and tags, a tab per
 * language for its title, card text, article and button label, and beside them the preview of the
 * saved working copy in the players' shape. Saving, publishing and unpublishing each ask a reason.
 */
export function PromotionEditor({ promotion, onBack }: { promotion: OperatorPromotion | null; onBack: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [record, setRecord] = useState(promotion);
  const [saved, setSaved] = useState<PromotionForm>(() => promotionFormOf(promotion));
  const [form, setForm] = useState<PromotionForm>(saved);
  const [errors, setErrors] = useState<FormErrors>({});
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [locale = 'en'] = useLocaleState();
  const categories = usePromotionLabels('categories');
  const tags = usePromotionLabels('tags');
  const t = (key: string, args?: object) => translate(`meridian.content.promotions.${key}`, args);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const missing = missingPromotionLanguages(form);
  const flagged = [
    ...new Set([
      ...missing,
      ...Object.keys(errors).flatMap((f) => (f.endsWith('.ru') ? ['ru'] : f.endsWith('.en') ? ['en'] : [])),
    ]),
  ] as LanguageCode[];

  const preview = useQuery({
    queryKey: ['content', 'promotion-preview', record?.id, language, record?.updated_at],
    queryFn: () =>
      callAdmin('GET /content/promotions/{id}/preview', { params: { id: record?.id ?? 0 }, query: { language } }),
    enabled: record !== null,
  });

  /** The form changed in `field`, whose error the change answers. */
  const change = (next: PromotionForm, field: string) => {
    setForm(next);
    setErrors(({ [field]: _answered, ...others }) => others);
  };
  const text = (field: 'image' | 'position' | 'starts_at' | 'ends_at' | 'promo_code' | 'action_path') => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => change({ ...form, [field]: event.target.value }, field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? t(`help.${field}`),
  });
  const showErrors = (found: FormErrors) => {
    setErrors(found);
    const at = languageOfFirstError(found);
    if (at) setLanguage(at);
  };

  const save = () => {
    const draft = promotionDraftOf(form);
    if ('errors' in draft) return showErrors(draft.errors);
    setDialog({ kind: 'save', draft: draft.draft });
  };

  const call = (current: Dialog, reason: string) => {
    if (current.kind === 'save') {
      const body = { promotion: current.draft, reason };
      return record
        ? callAdmin('PUT /content/promotions/{id}', { params: { id: record.id }, body })
        : callAdmin('POST /content/promotions', { body });
    }
    const params = { id: record?.id ?? 0 };
    return current.kind === 'publish'
      ? callAdmin('POST /content/promotions/{id}/publish', { params, body: { reason } })
      : callAdmin('POST /content/promotions/{id}/unpublish', { params, body: { reason } });
  };

  const act = async (reason: string) => {
    if (!dialog) return;
    let answer: OperatorPromotion;
    try {
      answer = await call(dialog, reason);
    } catch (caught) {
      const fields = refusedFields(caught, 'promotion');
      if (!fields) throw caught;
      showErrors(fields);
      notify('meridian.content.refused', { type: 'error' });
      return;
    }
    setRecord(answer);
    const next = promotionFormOf(answer);
    setSaved(next);
    setForm(next);
    setErrors({});
    void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['content', 'promotion-labels'] });
    if (dialog.kind === 'save') notify('meridian.content.savedDraft', { type: 'success' });
    else notify(`meridian.content.promotions.${dialog.kind}ed`, { type: 'success' });
  };

  const choices = (
    kind: 'categories' | 'tags',
    field: 'category_ids' | 'tag_ids',
    labels: { data?: { list: OperatorPromotionLabel[] }; error: Error | null; isPending: boolean },
  ) => (
    <FormControl component="fieldset" error={Boolean(errors[field])} variant="standard">
      <FormLabel component="legend">{t(kind)}</FormLabel>
      {labels.error ? (
        <Alert severity="error">{labels.error.message}</Alert>
      ) : labels.isPending || !labels.data ? (
        <Loading />
      ) : labels.data.list.length === 0 ? (
        <FormHelperText>{t(`no_${kind}`)}</FormHelperText>
      ) : (
        <FormGroup row>
          {labels.data.list.map((label) => (
            <FormControlLabel
              key={label.id}
              label={labelName(label, locale)}
              control={
                <Checkbox
                  checked={form[field].includes(label.id)}
                  onChange={() => change({ ...form, [field]: toggled(form[field], label.id) }, field)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {errors[field] && <FormHelperText>{errors[field]}</FormHelperText>}
    </FormControl>
  );

  const heading = record
    ? t('editTitle', { title: record.titles[locale as LanguageCode] || record.titles.en || record.id })
    : t('new');
  const canPublish = record !== null && !dirty && (record.status !== 'published' || record.has_unpublished_changes);
  const previewCategories = (preview.data?.category_ids ?? []).flatMap((id) => {
    const found = categories.data?.list.find((c) => c.id === id);
    return found ? [labelName(found, language)] : [];
  });
  return (
    <Stack spacing={2}>
      <EditorHeading heading={heading} onBack={onBack}>
        {record && <StatusChips status={record.status} pending={record.has_unpublished_changes} />}
      </EditorHeading>
      <EditorColumns>
        <Paper variant="outlined" component="section" aria-label={t('form')} sx={{ p: 2 }}>
          <Stack spacing={2}>
            <TextField label={t('image')} required {...text('image')} slotProps={{ htmlInput: { maxLength: 500 } }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={ROW}>
              <TextField
                label={t('startsAt')}
                type="datetime-local"
                required
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
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={ROW}>
              <TextField
                label={t('promoCode')}
                {...text('promo_code')}
                slotProps={{ htmlInput: { maxLength: 32, spellCheck: false, style: { textTransform: 'uppercase' } } }}
              />
              <TextField
                label={t('order')}
                required
                {...text('position')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={ROW}>
              <TextField
                select
                label={t('button')}
                value={form.action}
                onChange={(event) => change({ ...form, action: event.target.value as PromotionButton }, 'action')}
                helperText={t('help.action')}
              >
                {(['none', 'join', 'link'] as const).map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`buttons.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
              {form.action === 'link' ? (
                <TextField
                  label={t('buttonPath')}
                  required
                  {...text('action_path')}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              ) : (
                <span />
              )}
            </Stack>
            {choices('categories', 'category_ids', categories)}
            {choices('tags', 'tag_ids', tags)}
            <LanguageTabs
              value={language}
              onChange={setLanguage}
              flagged={flagged}
              label={translate('meridian.content.languagesLabel')}
              idPrefix="promotion-language"
            />
            <Stack
              spacing={2}
              role="tabpanel"
              id="promotion-language-panel"
              aria-labelledby={`promotion-language-${language}`}
            >
              <LanguageTextField
                label={t('title')}
                required
                field="titles"
                language={language}
                texts={form.titles}
                errors={errors}
                max={PROMOTION_TITLE_MAX}
                onChange={(titles, key) => change({ ...form, titles }, key)}
              />
              <LanguageTextField
                label={t('description')}
                required
                rows={{ min: 2 }}
                field="descriptions"
                language={language}
                texts={form.descriptions}
                errors={errors}
                max={PROMOTION_DESCRIPTION_MAX}
                onChange={(descriptions, key) => change({ ...form, descriptions }, key)}
              />
              {form.action === 'link' && (
                <LanguageTextField
                  label={t('buttonLabel')}
                  required
                  field="action_labels"
                  language={language}
                  texts={form.action_labels}
                  errors={errors}
                  max={PROMOTION_ACTION_LABEL_MAX}
                  onChange={(action_labels, key) => change({ ...form, action_labels }, key)}
                />
              )}
              <LanguageTextField
                label={t('body')}
                required
                rows={{ min: 10, max: 24 }}
                field="bodies"
                language={language}
                texts={form.bodies}
                errors={errors}
                max={PROMOTION_BODY_MAX}
                help={translate('meridian.content.pages.bodyHelp')}
                input={{ spellCheck: false, style: { fontFamily: 'monospace', fontSize: '0.85rem' } }}
                onChange={(bodies, key) => change({ ...form, bodies }, key)}
              />
            </Stack>
            {missing.length > 0 && (
              <Alert severity="info">
                {t('missing', {
                  languages: missing.map((code) => translate(`meridian.content.languages.${code}`)).join(', '),
                })}
              </Alert>
            )}
            <EditorActions
              dirty={dirty}
              canPublish={canPublish}
              onUndo={() => {
                setForm(saved);
                setErrors({});
              }}
              onSave={save}
              onPublish={() => setDialog({ kind: 'publish' })}
              unpublish={
                record?.status === 'published'
                  ? { label: t('unpublish'), onClick: () => setDialog({ kind: 'unpublish' }) }
                  : undefined
              }
            />
          </Stack>
        </Paper>
        <PreviewPane
          language={language}
          dirty={dirty}
          query={record ? preview : null}
          footer={
            record && (
              <Typography variant="body2" color="text.secondary">
                {record.status === 'published' ? t('playersSeePublished') : t('playersSeeNothing')}
              </Typography>
            )
          }
        >
          {() =>
            preview.data && (
              <PromotionPreview promotion={preview.data} language={language} categoryNames={previewCategories} />
            )
          }
        </PreviewPane>
      </EditorColumns>
      {dialog && (
        <ReasonDialog
          title={
            dialog.kind === 'save'
              ? translate('meridian.content.dialogs.save.title')
              : t(`dialogs.${dialog.kind}.title`)
          }
          help={
            dialog.kind === 'save' ? translate('meridian.content.dialogs.save.help') : t(`dialogs.${dialog.kind}.help`)
          }
          confirm={
            dialog.kind === 'save'
              ? translate('meridian.content.dialogs.save.confirm')
              : t(`dialogs.${dialog.kind}.confirm`)
          }
          color={dialog.kind === 'unpublish' ? 'error' : 'primary'}
          act={act}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
