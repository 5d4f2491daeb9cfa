import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import type { SiteSettingKey } from '@meridian/contract/site-settings';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  InputAdornment,
  Paper,
  Stack,
  Switch,
  TextField,
  type TextFieldProps,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Loading, Title, useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { AdminApiError, callAdmin } from '../api/admin-client';
import { formatTime } from './formatting';
import { ReasonDialog } from './reason-dialog';
import { CountriesSection } from './site-countries';
import {
  betsForm,
  contactsForm,
  type FormErrors,
  licenceForm,
  maintenanceForm,
  PERIOD_FIELDS,
  type PeriodField,
  periodsForm,
  placeServerErrors,
  type SiteForm,
  secondsText,
} from './site-settings-form';

type Settings = AnswerOf<AdminEndpointOf<'GET /site-settings'>>;
type Setting = Settings['list'][number];

/** The fields of a form that hold text. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** What a card's fields are given: the form's values, a change to them, and each text field's wiring. */
interface CardFields<F> {
  values: F;
  change: (patch: Partial<F>) => void;
  /** A text field's value, change and error (in place of its hint while there is one). */
  text: (field: TextKey<F>, hint?: string) => Pick<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'>;
  busy: boolean;
}

const sameForm = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One setting as a card: its title and what it does, whether it is the default or when it changed,
 * the environment variable that overrides it, and its form. Save asks the reason (kept in the audit)
 * and sends the value; the server's field errors land on the fields.
 */
function SettingCard<F extends object>({
  setting,
  refreshMs,
  form,
  title,
  help,
  wide = false,
  onSaved,
  children,
}: {
  setting: Setting;
  refreshMs: number;
  form: SiteForm<F, unknown>;
  title: string;
  help: string;
  /** Across the page's columns. */
  wide?: boolean;
  onSaved: () => void;
  children: (fields: CardFields<F>) => ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale = 'en'] = useLocaleState();
  const titleId = useId();
  const stored = form.read(setting.value);
  const fallback = form.read(setting.default);
  const [initial] = useState(() => stored ?? fallback);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [sending, setSending] = useState<{ value: unknown } | null>(null);
  const seconds = secondsText(refreshMs);

  if (values === null || initial === null) {
    return <Alert severity="error">{translate('meridian.siteSettings.unreadable')}</Alert>;
  }

  /** The form's new values; the errors of the fields changed (and the card's own) go. */
  const update = (next: F, changed: string[]) => {
    setValues(next);
    const cleared = { ...errors };
    for (const field of [...changed, '']) delete cleared[field];
    setErrors(cleared);
  };
  const change = (patch: Partial<F>) => update({ ...values, ...patch }, Object.keys(patch));
  const text: CardFields<F>['text'] = (field, hint) => ({
    value: values[field],
    onChange: (event) => update({ ...values, [field]: event.target.value }, [field]),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint,
  });

  const save = () => {
    const written = form.write(values);
    if (written.errors) {
      setErrors(Object.fromEntries(Object.entries(written.errors).map(([field, key]) => [field, translate(key)])));
      return;
    }
    setErrors({});
    setSending({ value: written.value });
  };

  const send = async (value: unknown, reason: string) => {
    try {
      await callAdmin('PUT /site-settings/{key}', { params: { key: setting.key }, body: { value, reason } });
    } catch (caught) {
      if (!(caught instanceof AdminApiError) || !caught.fieldErrors) throw caught;
      const { placed, rest } = placeServerErrors(caught.fieldErrors, form.fields);
      setErrors(placed);
      // Every refusal on a field of the card: the dialog closes on them; else it says what is left.
      if (rest.length > 0 || Object.keys(placed).length === 0) throw new Error([caught.message, ...rest].join(' '));
      notify('meridian.siteSettings.refused', { type: 'error' });
      return;
    }
    notify('meridian.siteSettings.saved', { type: 'success', messageArgs: { seconds } });
    onSaved();
  };

  // The stored value read as the form reads it: the database keeps its own key order.
  const isDefault = stored !== null && fallback !== null && sameForm(stored, fallback);
  const dirty = !sameForm(values, initial);
  const atDefault = fallback !== null && sameForm(values, fallback);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ mr: 'auto' }}>
            {title}
          </Typography>
          {isDefault || setting.updated_at === null ? (
            <Chip size="small" label={translate('meridian.siteSettings.default')} />
          ) : (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={translate('meridian.siteSettings.changed', { time: formatTime(setting.updated_at, locale) })}
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
        {setting.overridden_by && (
          <Alert severity="warning">
            {translate('meridian.siteSettings.overridden', { variable: setting.overridden_by })}
          </Alert>
        )}
        {stored === null && <Alert severity="warning">{translate('meridian.siteSettings.unreadable')}</Alert>}
        {errors[''] && <Alert severity="error">{errors['']}</Alert>}
        {children({ values, change, text, busy: sending !== null })}
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            disabled={atDefault}
            onClick={() => fallback !== null && change(fallback)}
            aria-label={translate('meridian.siteSettings.resetOf', { setting: title })}
          >
            {translate('meridian.siteSettings.reset')}
          </Button>
          {dirty && (
            <Button
              onClick={() => {
                setValues(initial);
                setErrors({});
              }}
            >
              {translate('meridian.siteSettings.undo')}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={!dirty}
            onClick={save}
            aria-label={translate('meridian.siteSettings.saveOf', { setting: title })}
          >
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </Stack>
      {sending && (
        <ReasonDialog
          title={translate('meridian.siteSettings.saveTitle', { setting: title })}
          help={translate('meridian.siteSettings.saveHelp', { seconds })}
          confirm={translate('ra.action.save')}
          act={(reason) => send(sending.value, reason)}
          onClose={() => setSending(null)}
        />
      )}
    </Paper>
  );
}

/** The bet settings' fields: their label and rule (under `meridian.siteSettings`) and the keyboard they want. */
const BET_FIELDS: readonly {
  field: 'amount_min' | 'amount_max' | 'coupon_max_size' | 'fast_bets' | 'cash_out_margin';
  label: string;
  rule: string;
  inputMode: 'decimal' | 'numeric';
  maxLength?: number;
}[] = [
  { field: 'amount_min', label: 'bets.amountMin', rule: 'bets.amountRule', inputMode: 'decimal' },
  { field: 'amount_max', label: 'bets.amountMax', rule: 'bets.amountRule', inputMode: 'decimal' },
  {
    field: 'coupon_max_size',
    label: 'bets.couponMaxSize',
    rule: 'bets.couponRule',
    inputMode: 'numeric',
    maxLength: 2,
  },
  { field: 'fast_bets', label: 'bets.fastBets', rule: 'bets.fastBetsRule', inputMode: 'decimal' },
  {
    field: 'cash_out_margin',
    label: 'bets.cashOutMargin',
    rule: 'bets.cashOutMarginRule',
    inputMode: 'decimal',
    maxLength: 5,
  },
];

const PERIOD_LABELS: Record<PeriodField, string> = {
  'basket.live': 'meridian.siteSettings.periods.basketLive',
  'basket.line': 'meridian.siteSettings.periods.basketLine',
  'lists.live.top': 'meridian.siteSettings.periods.liveTop',
  'lists.live.list': 'meridian.siteSettings.periods.liveList',
  'lists.line.top': 'meridian.siteSettings.periods.lineTop',
  'lists.line.list': 'meridian.siteSettings.periods.lineList',
};

/** The fields of a card, one column on a phone and two from a tablet up. */
function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The site's settings an admin changes (maintenance, contacts, bet amounts, update periods, licence),
 * a card and a form for each, and below them each country's switches: every node shows a change
 * within the refresh the server answers.
 */
export function SiteSettingsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { canAccess: canSeeCountries = false } = useCanAccess({ resource: 'site-settings', action: 'countries' });
  const { data, error, isPending } = useQuery({
    queryKey: ['site-settings'],
    queryFn: () => callAdmin('GET /site-settings'),
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (isPending) return <Loading />;

  const byKey = new Map(data.list.map((setting) => [setting.key, setting]));
  const t = (key: string) => translate(`meridian.siteSettings.${key}`);
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['site-settings'] });
  /**
   * What every card shares, its title and help from its texts (`meridian.siteSettings.<texts>`); its key
   * follows the stored value, so a saved card starts from what it saved.
   */
  const card = (key: SiteSettingKey, texts: string) => {
    const setting = byKey.get(key);
    return setting
      ? {
          key: `${key}:${setting.updated_at ?? 'default'}`,
          setting,
          refreshMs: data.refresh_ms,
          onSaved: reload,
          title: t(`${texts}.title`),
          help: t(`${texts}.help`),
        }
      : null;
  };
  const maintenance = card('maintenance', 'maintenance');
  const contacts = card('contacts', 'contacts');
  const bets = card('bets', 'bets');
  const periods = card('update_periods', 'periods');
  const licence = card('licence', 'licence');
  const page = t('page');

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={page} />
      <Typography component="h1" variant="h5">
        {page}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('meridian.siteSettings.intro', { seconds: secondsText(data.refresh_ms) })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {maintenance && (
          <SettingCard {...maintenance} key={maintenance.key} form={maintenanceForm}>
            {({ values, change, busy }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={values.enabled}
                    disabled={busy}
                    onChange={(event) => change({ enabled: event.target.checked })}
                  />
                }
                label={t('maintenance.enabled')}
              />
            )}
          </SettingCard>
        )}
        {contacts && (
          <SettingCard {...contacts} key={contacts.key} form={contactsForm}>
            {({ text }) => (
              <FieldGrid>
                <TextField
                  label={t('contacts.email')}
                  type="email"
                  required
                  {...text('email', t('contacts.emailRule'))}
                  slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
                />
                <TextField
                  label={t('contacts.phone')}
                  type="tel"
                  required
                  {...text('phone', t('contacts.phoneRule'))}
                  slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
                />
              </FieldGrid>
            )}
          </SettingCard>
        )}
        {bets && (
          <SettingCard {...bets} key={bets.key} form={betsForm}>
            {({ text }) => (
              <FieldGrid>
                {BET_FIELDS.map(({ field, label, rule, inputMode, maxLength }) => (
                  <TextField
                    key={field}
                    label={t(label)}
                    required
                    {...text(field, t(rule))}
                    slotProps={{ htmlInput: { inputMode, ...(maxLength ? { maxLength } : {}) } }}
                  />
                ))}
              </FieldGrid>
            )}
          </SettingCard>
        )}
        {periods && (
          <SettingCard {...periods} key={periods.key} form={periodsForm}>
            {({ text }) => (
              <FieldGrid>
                {PERIOD_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    label={translate(PERIOD_LABELS[field])}
                    required
                    {...text(field)}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal' },
                      input: { endAdornment: <InputAdornment position="end">{t('periods.unit')}</InputAdornment> },
                    }}
                  />
                ))}
              </FieldGrid>
            )}
          </SettingCard>
        )}
        {licence && (
          <SettingCard {...licence} key={licence.key} form={licenceForm} wide>
            {({ text }) => (
              <Stack spacing={2}>
                <TextField
                  label={t('licence.footer')}
                  required
                  multiline
                  minRows={3}
                  {...text('footer_licence', t('licence.footerRule'))}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
                <TextField
                  label={t('licence.footerRu')}
                  multiline
                  minRows={3}
                  {...text('footer_licence_translations.ru', t('licence.footerRuHelp'))}
                  slotProps={{ htmlInput: { maxLength: 2000, lang: 'ru' } }}
                />
                <FieldGrid>
                  <TextField
                    label={t('licence.license')}
                    required
                    {...text('license', t('licence.licenseRule'))}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                  />
                  <TextField
                    label={t('licence.licenseId')}
                    required
                    {...text('license_id', t('licence.licenseIdRule'))}
                    slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
                  />
                </FieldGrid>
              </Stack>
            )}
          </SettingCard>
        )}
      </Box>
      {canSeeCountries && <CountriesSection />}
    </Stack>
  );
}
