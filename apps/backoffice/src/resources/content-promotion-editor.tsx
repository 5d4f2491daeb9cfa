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
  Stack,
  TextField,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { labelName, usePromotionLabels } from './content-categories';
import { LanguagePanel, PublishableEditor, useEditorForm } from './content-editor';
import {
  missingPromotionLanguages,
  type PromotionButton,
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
  const editor = useEditorForm(promotion, promotionFormOf);
  const { record, form, errors, language, change, showErrors } = editor;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [locale = 'en'] = useLocaleState();
  const categories = usePromotionLabels('categories');
  const tags = usePromotionLabels('tags');
  const t = (key: string, args?: object) => translate(`meridian.content.promotions.${key}`, args);

  const preview = useQuery({
    queryKey: ['content', 'promotion-preview', record?.id, language, record?.updated_at],
    queryFn: () =>
      callAdmin('GET /content/promotions/{id}/preview', { params: { id: record?.id ?? 0 }, query: { language } }),
    enabled: record !== null,
  });

  const text = (field: 'image' | 'position' | 'starts_at' | 'ends_at' | 'promo_code' | 'action_path') => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => change({ ...form, [field]: event.target.value }, field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? t(`help.${field}`),
  });

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
    editor.landed(answer);
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

  const previewCategories = (preview.data?.category_ids ?? []).flatMap((id) => {
    const found = categories.data?.list.find((c) => c.id === id);
    return found ? [labelName(found, language)] : [];
  });
  return (
    <PublishableEditor
      section="promotions"
      editor={editor}
      onBack={onBack}
      onSave={save}
      onAsk={(kind) => setDialog({ kind })}
      preview={preview}
      renderPreview={() =>
        preview.data && (
          <PromotionPreview promotion={preview.data} language={language} categoryNames={previewCategories} />
        )
      }
      dialog={
        dialog && (
          <ReasonDialog
            title={
              dialog.kind === 'save'
                ? translate('meridian.content.dialogs.save.title')
                : t(`dialogs.${dialog.kind}.title`)
            }
            help={
              dialog.kind === 'save'
                ? translate('meridian.content.dialogs.save.help')
                : t(`dialogs.${dialog.kind}.help`)
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
        )
      }
    >
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
      <LanguagePanel
        editor={editor}
        idPrefix="promotion-language"
        fields={[
          { field: 'titles', label: t('title'), required: true, max: PROMOTION_TITLE_MAX },
          {
            field: 'descriptions',
            label: t('description'),
            required: true,
            rows: { min: 2 },
            max: PROMOTION_DESCRIPTION_MAX,
          },
          ...(form.action === 'link'
            ? [
                {
                  field: 'action_labels' as const,
                  label: t('buttonLabel'),
                  required: true,
                  max: PROMOTION_ACTION_LABEL_MAX,
                },
              ]
            : []),
          {
            field: 'bodies',
            label: t('body'),
            required: true,
            rows: { min: 10, max: 24 },
            max: PROMOTION_BODY_MAX,
            html: true,
          },
        ]}
        missing={missingPromotionLanguages(form)}
        missingKey="meridian.content.promotions.missing"
      />
    </PublishableEditor>
  );
}
