import type { LanguageCode } from '@meridian/contract/constants';
import type { CampaignStatus, OperatorCampaign } from '@meridian/contract/operator-bonuses';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { type AmountTexts, CURRENCY_CODES, type FormErrors, fillFromEuros, groupErrors } from './bonus-form';

const STATUS_COLORS: Record<CampaignStatus, 'success' | 'warning' | 'default' | 'info'> = {
  running: 'success',
  scheduled: 'info',
  paused: 'warning',
  ended: 'default',
};

export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`meridian.bonuses.statuses.${status}`)} />;
}

/** The campaign's name in the operator's language, else English, else its slug. */
export function campaignName(campaign: Pick<OperatorCampaign, 'names' | 'slug'>, locale: string): string {
  return campaign.names[locale as LanguageCode] || campaign.names.en || campaign.slug;
}

/** A titled group of the campaign form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Amounts per currency: a euro amount that fills every currency (rounded as players read them), and
 * every currency's own field, folded away until needed or in error.
 */
export function AmountGrid({
  label,
  field,
  values,
  errors,
  onChange,
}: {
  label: string;
  field: string;
  values: AmountTexts;
  errors: FormErrors;
  onChange: (values: AmountTexts, key: string) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`meridian.bonuses.fields.${key}`, args);
  const [euros, setEuros] = useState(values.EUR ?? '');
  const [open, setOpen] = useState(false);
  const problems = groupErrors(errors, field);
  const set = Object.values(values).filter((v) => v.trim()).length;
  const fill = () => {
    const filled = fillFromEuros(euros);
    if (filled) onChange(filled, field);
  };
  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography variant="body2">{label}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('euros')}
          value={euros}
          onChange={(e) => setEuros(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
          sx={{ maxWidth: 180 }}
        />
        <Button variant="outlined" onClick={fill} disabled={!fillFromEuros(euros)}>
          {t('fill')}
        </Button>
      </Stack>
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          {problems
            .map(({ code, message }) => `${code ? `${code}: ` : ''}${translate(message, { _: message })}`)
            .join(' ')}
        </Alert>
      )}
      <Accordion
        expanded={open || problems.length > 0}
        onChange={(_, expanded) => setOpen(expanded)}
        disableGutters
        variant="outlined"
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">{t('perCurrency', { count: set })}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
            {CURRENCY_CODES.map((code) => {
              const key = `${field}.${code}`;
              return (
                <TextField
                  key={code}
                  label={code}
                  size="small"
                  value={values[code] ?? ''}
                  onChange={(e) => onChange({ ...values, [code]: e.target.value }, key)}
                  error={Boolean(errors[key])}
                  slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16, 'aria-label': `${label}: ${code}` } }}
                />
              );
            })}
          </Box>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

/** The saved campaign as players read it, one bonus card per language, in a chosen currency. */
export function CampaignPreviewPanel({ id, version, dirty }: { id: number | null; version: string; dirty: boolean }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`meridian.bonuses.${key}`, args);
  const [currency, setCurrency] = useState('EUR');
  const preview = useQuery({
    queryKey: ['bonuses', 'preview', id, currency, version],
    queryFn: () => callAdmin('GET /bonuses/campaigns/{id}/preview', { params: { id: id ?? 0 }, query: { currency } }),
    enabled: id !== null,
  });
  return (
    <Paper variant="outlined" component="section" aria-label={t('preview')} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography component="h3" variant="subtitle1" sx={{ mr: 'auto' }}>
            {t('preview')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('previewCurrency')}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            sx={{ minWidth: 120 }}
          >
            {CURRENCY_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {dirty && id !== null && <Alert severity="info">{t('previewSaved')}</Alert>}
        {id === null ? (
          <Typography color="text.secondary">{t('previewAfterSave')}</Typography>
        ) : preview.error ? (
          <Alert severity="error">{preview.error.message}</Alert>
        ) : preview.isPending ? (
          <Loading />
        ) : (
          <>
            {!preview.data.offered && (
              <Alert severity="warning">{t('previewNotOffered', { currency: preview.data.currency })}</Alert>
            )}
            {preview.data.list.map((item) => (
              <PreviewCard key={item.language} item={item} />
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}

type PreviewItem = {
  language: LanguageCode;
  card: {
    name: string;
    kind: string;
    offer: string;
    how: string;
    wagering: string;
    conditions: string[];
    validity: string;
  };
};

/** One language's bonus card, in the player app's order: name and kind, what it gives, its conditions. */
function PreviewCard({ item }: { item: PreviewItem }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`meridian.bonuses.card.${key}`);
  const { card } = item;
  const headingId = useId();
  return (
    <Box
      component="article"
      lang={item.language}
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'action.hover' }}
    >
      <Typography variant="overline" color="text.secondary">
        {translate('meridian.bonuses.previewIn', {
          language: translate(`meridian.content.languages.${item.language}`),
        })}
      </Typography>
      <Typography id={headingId} component="h4" variant="h6">
        {card.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {card.kind}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {(
          [
            ['gift', card.offer],
            ['how', card.how],
            ['wagering', card.wagering],
            ['validity', card.validity],
          ] as const
        ).map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {card.conditions.length > 0 && (
        <>
          <Typography component="h5" variant="subtitle2" sx={{ mt: 1 }}>
            {t('conditions')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {card.conditions.map((text) => (
              <Typography component="li" variant="body2" key={text}>
                {text}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
