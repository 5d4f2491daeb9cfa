import { GIFT_TYPE } from '@meridian/contract/bonuses';
import { LANGUAGES } from '@meridian/contract/constants';
import {
  CAMPAIGN_NAME_MAX,
  type CampaignDraftInput,
  GIFT_TYPES,
  type GiftTypeId,
  type OperatorCampaign,
} from '@meridian/contract/operator-bonuses';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  type TextFieldProps,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { AdminApiError, callAdmin } from '../api/admin-client';
import {
  type AmountTexts,
  type CampaignForm,
  campaignDraftOf,
  campaignFormErrorsOf,
  campaignFormOf,
  type FormErrors,
  fieldsShown,
  triggersOf,
} from './bonus-form';
import { AmountGrid, CampaignPreviewPanel, CampaignStatusChip, campaignName, FormSection } from './bonus-parts';
import { EditorColumns } from './content-parts';
import { ReasonDialog } from './reason-dialog';

/** A row of fields that wraps rather than cut their labels short. */
const WRAP = { flexWrap: 'wrap', '& > *': { flex: '1 1 220px' } } as const;

type Dialog = { kind: 'save' | 'create'; draft: CampaignDraftInput } | { kind: 'pause' | 'resume' | 'end' };

/**
 * One campaign's editor: only the fields of its type and trigger, every currency's amounts filled
 * from a euro amount, and beside them the saved campaign as players read it in each language. Saving
 * and each change of state ask a reason, kept in the audit.
 */
export function CampaignEditor({ campaign, onBack }: { campaign: OperatorCampaign | null; onBack: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale = 'en'] = useLocaleState();
  const [record, setRecord] = useState(campaign);
  const [saved, setSaved] = useState<CampaignForm>(() => campaignFormOf(campaign));
  const [form, setForm] = useState<CampaignForm>(saved);
  const [errors, setErrors] = useState<FormErrors>({});
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const t = (key: string, args?: object) => translate(`meridian.bonuses.${key}`, args);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const shown = fieldsShown(form.type_id, form.trigger);
  const ended = record?.status === 'ended';

  /** A field's error in the operator's language (the server's own messages as they come). */
  const shownError = (field: string) => {
    const message = errors[field];
    return message === undefined ? undefined : translate(message, { _: message });
  };
  const change = (next: CampaignForm, key: string) => {
    setForm(next);
    if (Object.keys(errors).some((field) => field === key || field.startsWith(`${key}.`))) {
      setErrors(
        Object.fromEntries(Object.entries(errors).filter(([field]) => field !== key && !field.startsWith(`${key}.`))),
      );
    }
  };
  const text = (
    field: Exclude<
      keyof CampaignForm,
      'names' | 'amounts' | 'spin_bets' | 'min_stakes' | 'contributions' | 'is_cancellable' | 'type_id' | 'trigger'
    >,
    label: string,
    extra: Partial<TextFieldProps> = {},
  ) => (
    <TextField
      label={label}
      value={form[field]}
      onChange={(e) => change({ ...form, [field]: e.target.value }, field)}
      error={Boolean(errors[field])}
      helperText={shownError(field) ?? extra.helperText}
      disabled={ended}
      {...extra}
    />
  );
  const amounts = (field: 'amounts' | 'spin_bets' | 'min_stakes', label: string) => (
    <AmountGrid
      label={label}
      field={field}
      values={form[field]}
      errors={errors}
      onChange={(values: AmountTexts, key) => change({ ...form, [field]: values }, key)}
    />
  );
  const contribution = (kind: 'slots' | 'table' | 'live') => (
    <TextField
      label={t(`fields.${kind}`)}
      value={form.contributions[kind]}
      onChange={(e) =>
        change({ ...form, contributions: { ...form.contributions, [kind]: e.target.value } }, `contributions.${kind}`)
      }
      error={Boolean(errors[`contributions.${kind}`] ?? errors.contributions)}
      helperText={shownError(`contributions.${kind}`)}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
      disabled={ended}
    />
  );

  const save = () => {
    const parsed = campaignDraftOf(form);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      notify('meridian.bonuses.invalid', { type: 'error' });
      return;
    }
    setDialog({ kind: record ? 'save' : 'create', draft: parsed.draft });
  };

  const landed = (answer: OperatorCampaign) => {
    setRecord(answer);
    const next = campaignFormOf(answer);
    setSaved(next);
    setForm(next);
    setErrors({});
  };

  const act = async (reason: string) => {
    if (!dialog) return;
    try {
      let answer: OperatorCampaign;
      if (dialog.kind === 'create' || dialog.kind === 'save') {
        const body = { campaign: dialog.draft, reason };
        answer = record
          ? await callAdmin('PUT /bonuses/campaigns/{id}', { params: { id: record.id }, body })
          : await callAdmin('POST /bonuses/campaigns', { body });
      } else {
        if (!record) return;
        const input = { params: { id: record.id }, body: { reason } };
        answer =
          dialog.kind === 'pause'
            ? await callAdmin('POST /bonuses/campaigns/{id}/pause', input)
            : dialog.kind === 'resume'
              ? await callAdmin('POST /bonuses/campaigns/{id}/resume', input)
              : await callAdmin('POST /bonuses/campaigns/{id}/end', input);
      }
      landed(answer);
      notify(
        dialog.kind === 'create' || dialog.kind === 'save'
          ? 'meridian.bonuses.saved'
          : `meridian.bonuses.done.${dialog.kind}`,
        {
          type: 'success',
        },
      );
    } catch (caught) {
      if (!(caught instanceof AdminApiError) || !caught.fieldErrors) throw caught;
      setErrors(campaignFormErrorsOf(caught.fieldErrors));
      notify('meridian.bonuses.refused', { type: 'error' });
    }
  };

  const setType = (type: GiftTypeId) => {
    const triggers = triggersOf(type);
    const trigger = triggers.includes(form.trigger) ? form.trigger : (triggers[0] ?? 'manual');
    change({ ...form, type_id: type, trigger }, 'type_id');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={onBack}>{t('back')}</Button>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {record ? t('editTitle', { name: campaignName(record, locale) }) : t('new')}
        </Typography>
        {record && <CampaignStatusChip status={record.status} />}
        {record && (record.status === 'running' || record.status === 'scheduled') && (
          <Button variant="outlined" color="warning" onClick={() => setDialog({ kind: 'pause' })}>
            {t('pause')}
          </Button>
        )}
        {record?.status === 'paused' && (
          <Button variant="outlined" onClick={() => setDialog({ kind: 'resume' })}>
            {t('resume')}
          </Button>
        )}
        {record && !ended && (
          <Button variant="outlined" color="error" onClick={() => setDialog({ kind: 'end' })}>
            {t('end')}
          </Button>
        )}
      </Stack>
      {record?.status === 'running' && <Alert severity="info">{t('help.editRunning')}</Alert>}
      <EditorColumns>
        <Paper variant="outlined" component="section" aria-label={t('form')} sx={{ p: 2 }}>
          <Stack
            spacing={3}
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('fields.type')}
                value={form.type_id}
                onChange={(e) => setType(Number(e.target.value) as GiftTypeId)}
                error={Boolean(errors.type_id)}
                helperText={shownError('type_id')}
                disabled={ended || (record !== null && record.gifts.total > 0)}
                sx={{ minWidth: 200 }}
              >
                {GIFT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={t('fields.trigger')}
                value={form.trigger}
                onChange={(e) => change({ ...form, trigger: e.target.value as CampaignForm['trigger'] }, 'trigger')}
                error={Boolean(errors.trigger)}
                helperText={shownError('trigger')}
                disabled={ended || (record !== null && record.gifts.total > 0)}
                sx={{ minWidth: 200 }}
              >
                {triggersOf(form.type_id).map((trigger) => (
                  <MenuItem key={trigger} value={trigger}>
                    {t(`triggers.${trigger}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {text('slug', t('fields.slug'), {
              required: true,
              helperText: t('help.slug'),
              slotProps: { htmlInput: { maxLength: 63 } },
            })}

            <FormSection title={t('sections.names')}>
              {LANGUAGES.map((language) => (
                <TextField
                  key={language}
                  label={`${t('fields.name')} (${translate(`meridian.content.languages.${language}`)})`}
                  required
                  value={form.names[language]}
                  onChange={(e) =>
                    change({ ...form, names: { ...form.names, [language]: e.target.value } }, `names.${language}`)
                  }
                  error={Boolean(errors[`names.${language}`])}
                  helperText={shownError(`names.${language}`)}
                  disabled={ended}
                  slotProps={{ htmlInput: { maxLength: CAMPAIGN_NAME_MAX, lang: language } }}
                />
              ))}
            </FormSection>

            <FormSection title={t('sections.gift')}>
              {shown.percent &&
                text('percent', t('fields.percent'), {
                  required: true,
                  slotProps: { htmlInput: { inputMode: 'numeric' } },
                })}
              {shown.amounts &&
                amounts(
                  'amounts',
                  form.type_id === GIFT_TYPE.freeBet ? t('fields.freeBetAmounts') : t('fields.amounts'),
                )}
              {shown.spins && (
                <>
                  {text('spins', t('fields.spins'), {
                    required: true,
                    slotProps: { htmlInput: { inputMode: 'numeric' } },
                  })}
                  {amounts('spin_bets', t('fields.spinBets'))}
                </>
              )}
            </FormSection>

            {(shown.wagering || shown.casino) && (
              <FormSection title={t('sections.wagering')}>
                {shown.wagering &&
                  text('wagering_multiplier', t('fields.wagering'), {
                    required: true,
                    slotProps: { htmlInput: { inputMode: 'numeric' } },
                  })}
                {shown.sports && (
                  <Stack direction="row" spacing={2} useFlexGap sx={WRAP}>
                    {text('min_odds', t('fields.minOdds'), { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
                    {text('min_events', t('fields.minEvents'), { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
                    {text('bet_type_id', t('fields.betType'), {
                      select: true,
                      sx: { minWidth: 180 },
                      children: [
                        <MenuItem key="any" value="">
                          {t('fields.anyBet')}
                        </MenuItem>,
                        <MenuItem key="1" value="1">
                          {t('fields.singles')}
                        </MenuItem>,
                        <MenuItem key="2" value="2">
                          {t('fields.accumulators')}
                        </MenuItem>,
                      ],
                    })}
                  </Stack>
                )}
                {shown.casino && (
                  <>
                    {text('games', t('fields.games'), { helperText: t('help.games') })}
                    {text('provider', t('fields.provider'))}
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                      {contribution('slots')}
                      {contribution('table')}
                      {contribution('live')}
                    </Stack>
                    {text('conversion_cap_multiplier', t('fields.cap'), {
                      helperText: t('help.cap'),
                      slotProps: { htmlInput: { inputMode: 'numeric' } },
                    })}
                  </>
                )}
              </FormSection>
            )}

            <FormSection title={t('sections.how')}>
              {shown.promo && (
                <Stack direction="row" spacing={2} useFlexGap sx={WRAP}>
                  {text('promo_code', t('fields.promoCode'), {
                    required: true,
                    slotProps: { htmlInput: { maxLength: 32, style: { textTransform: 'uppercase' } } },
                  })}
                  {text('max_uses', t('fields.maxUses'), {
                    helperText: t('help.maxUses'),
                    slotProps: { htmlInput: { inputMode: 'numeric' } },
                  })}
                  {text('per_player', t('fields.perPlayer'), { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
                </Stack>
              )}
              {shown.weekly && amounts('min_stakes', t('fields.minStakes'))}
              {text('valid_days', t('fields.validDays'), {
                required: true,
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              })}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.is_cancellable}
                    onChange={(e) => change({ ...form, is_cancellable: e.target.checked }, 'is_cancellable')}
                    disabled={ended}
                  />
                }
                label={t('fields.cancellable')}
              />
            </FormSection>

            <FormSection title={t('sections.when')}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text('starts_at', t('fields.startsAt'), {
                  type: 'datetime-local',
                  required: true,
                  slotProps: { inputLabel: { shrink: true } },
                })}
                {text('ends_at', t('fields.endsAt'), {
                  type: 'datetime-local',
                  slotProps: { inputLabel: { shrink: true } },
                })}
              </Stack>
            </FormSection>

            {!ended && (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                {dirty && (
                  <Button
                    onClick={() => {
                      setForm(saved);
                      setErrors({});
                    }}
                  >
                    {t('undo')}
                  </Button>
                )}
                <Button type="submit" variant="contained" disabled={record !== null && !dirty}>
                  {record ? t('save') : t('create')}
                </Button>
              </Stack>
            )}
          </Stack>
        </Paper>
        <CampaignPreviewPanel id={record?.id ?? null} version={record?.updated_at ?? ''} dirty={dirty} />
      </EditorColumns>
      {dialog && (
        <ReasonDialog
          title={t(`dialogs.${dialog.kind}.title`)}
          help={t(`dialogs.${dialog.kind}.help`)}
          confirm={t(`dialogs.${dialog.kind}.confirm`)}
          color={dialog.kind === 'end' ? 'error' : 'primary'}
          act={act}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
