import { GIFT_TYPE } from '@meridian/contract/bonuses';
import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import type { FieldErrors } from '@meridian/contract/envelope';
import {
  type CampaignDraftInput,
  type CampaignTrigger,
  type GiftTypeId,
  type OperatorCampaign,
  perCurrency,
  scaleOfCode,
  UNITS_PER_EURO,
} from '@meridian/contract/operator-bonuses';
import { fromLocalInput, toLocalInput } from './content-form';
import { majorUnitsText, minorUnitsOf } from './money-input';

/**
 * The bonus desk's campaign form (bonus-editor.tsx) without React: a campaign as the fields the
 * operator types, and back as the draft the server checks. Only the fields of the chosen type and
 * trigger are sent; the server refuses any other and decides the rest.
 */

/** The currencies an amount is typed in, euro first: those a euro amount fills. */
export const CURRENCY_CODES = Object.keys(UNITS_PER_EURO);

/** Amounts typed per currency code, in the currency's units ("12.50"). */
export type AmountTexts = Record<string, string>;

export interface CampaignForm {
  type_id: GiftTypeId;
  trigger: CampaignTrigger;
  slug: string;
  names: Record<LanguageCode, string>;
  percent: string;
  amounts: AmountTexts;
  wagering_multiplier: string;
  min_odds: string;
  min_events: string;
  /** '' either, '1' singles, '2' accumulators. */
  bet_type_id: '' | '1' | '2';
  /** Games' external ids, one per line or comma. */
  games: string;
  provider: string;
  spins: string;
  spin_bets: AmountTexts;
  contributions: { slots: string; table: string; live: string };
  conversion_cap_multiplier: string;
  min_stakes: AmountTexts;
  valid_days: string;
  is_cancellable: boolean;
  promo_code: string;
  max_uses: string;
  per_player: string;
  /** `datetime-local` values in the browser's time zone. */
  starts_at: string;
  ends_at: string;
}

/**
 * What a form's fields hold wrong, by field (`names.ru`, `amounts.USD`): a text key of the back office
 * for what the form finds, or the server's own message.
 */
export type FormErrors = Record<string, string>;

/** Which of the form's groups of fields a type and trigger show. */
export function fieldsShown(type: GiftTypeId, trigger: CampaignTrigger) {
  const casino = type === GIFT_TYPE.casino || type === GIFT_TYPE.freeSpins;
  return {
    amounts: type !== GIFT_TYPE.freeSpins,
    percent: trigger === 'first_deposit',
    wagering: type !== GIFT_TYPE.freeBet,
    sports: type === GIFT_TYPE.sport,
    casino,
    spins: type === GIFT_TYPE.freeSpins,
    promo: trigger === 'promo_code',
    weekly: trigger === 'weekly_stakes',
  };
}

/** The triggers a type can have (the server's rule, so the form offers no other). */
export function triggersOf(type: GiftTypeId): CampaignTrigger[] {
  if (type === GIFT_TYPE.sport || type === GIFT_TYPE.casino) return ['first_deposit', 'promo_code', 'manual'];
  if (type === GIFT_TYPE.freeBet) return ['promo_code', 'weekly_stakes', 'manual'];
  return ['promo_code', 'manual'];
}

const amountTexts = (amounts: Record<string, number> | null | undefined): AmountTexts =>
  Object.fromEntries(
    Object.entries(amounts ?? {}).map(([code, minor]) => [code, majorUnitsText(minor, scaleOfCode(code))]),
  );

/** Every currency's amount from a euro amount typed ("10" fills €10 and its like in each currency). */
export function fillFromEuros(text: string): AmountTexts | null {
  const euros = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(euros) || euros <= 0) return null;
  return amountTexts(perCurrency(euros));
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function campaignFormOf(campaign: OperatorCampaign | null): CampaignForm {
  const now = new Date();
  now.setSeconds(0, 0);
  return {
    type_id: (campaign?.type_id ?? GIFT_TYPE.sport) as GiftTypeId,
    trigger: campaign?.trigger ?? 'promo_code',
    slug: campaign?.slug ?? '',
    names: Object.fromEntries(LANGUAGES.map((l) => [l, campaign?.names[l] ?? ''])) as Record<LanguageCode, string>,
    percent: numberText(campaign?.percent ?? 100),
    amounts: amountTexts(campaign?.amounts),
    wagering_multiplier: numberText(campaign?.wagering_multiplier ?? 5),
    min_odds: campaign?.min_odds ?? '',
    min_events: numberText(campaign?.min_events),
    bet_type_id: campaign?.bet_type_id ? (String(campaign.bet_type_id) as '1' | '2') : '',
    games: (campaign?.games ?? []).join(', '),
    provider: campaign?.provider ?? '',
    spins: numberText(campaign?.spins),
    spin_bets: amountTexts(campaign?.spin_bets),
    contributions: {
      slots: numberText(campaign?.contributions?.slots ?? 100),
      table: numberText(campaign?.contributions?.table ?? 10),
      live: numberText(campaign?.contributions?.live ?? 10),
    },
    conversion_cap_multiplier: numberText(campaign?.conversion_cap_multiplier),
    min_stakes: amountTexts(campaign?.min_stakes),
    valid_days: numberText(campaign?.valid_days ?? 7),
    is_cancellable: campaign?.is_cancellable ?? true,
    promo_code: campaign?.promo_code ?? '',
    max_uses: numberText(campaign?.max_uses),
    per_player: numberText(campaign?.per_player ?? 1),
    starts_at: toLocalInput(campaign?.starts_at ?? now.toISOString()),
    ends_at: toLocalInput(campaign?.ends_at ?? null),
  };
}

/**
 * The form as the draft to send, or what is wrong with what was typed (numbers, amounts, dates).
 * Fields the type or trigger does not show are sent empty.
 */
export function campaignDraftOf(form: CampaignForm): { draft: CampaignDraftInput } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const shown = fieldsShown(form.type_id, form.trigger);
  const whole = (field: string, text: string, required: boolean): number | null => {
    const trimmed = text.trim();
    if (!trimmed) {
      if (required) errors[field] = 'meridian.bonuses.errors.required';
      return null;
    }
    if (!/^\d{1,9}$/.test(trimmed)) {
      errors[field] = 'meridian.bonuses.errors.whole';
      return null;
    }
    return Number(trimmed);
  };
  const money = (field: string, texts: AmountTexts): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const [code, text] of Object.entries(texts)) {
      if (!text.trim()) continue;
      const minor = minorUnitsOf(text, scaleOfCode(code), Number.MAX_SAFE_INTEGER);
      if (minor === null) errors[`${field}.${code}`] = 'meridian.bonuses.errors.amount';
      else out[code] = minor;
    }
    return out;
  };
  if (!form.slug.trim()) errors.slug = 'meridian.bonuses.errors.required';
  for (const language of LANGUAGES)
    if (!form.names[language].trim()) errors[`names.${language}`] = 'meridian.bonuses.errors.required';
  if (shown.promo && !form.promo_code.trim()) errors.promo_code = 'meridian.bonuses.errors.required';
  const starts = fromLocalInput(form.starts_at);
  if (!starts) errors.starts_at = 'meridian.bonuses.errors.required';
  const ends = form.ends_at ? fromLocalInput(form.ends_at) : null;
  if (form.ends_at && !ends) errors.ends_at = 'meridian.bonuses.errors.time';
  const games = form.games
    .split(/[\s,]+/)
    .map((g) => g.trim())
    .filter(Boolean);
  const draft: CampaignDraftInput = {
    type_id: form.type_id,
    trigger: form.trigger,
    slug: form.slug.trim(),
    names: Object.fromEntries(LANGUAGES.map((l) => [l, form.names[l].trim()])),
    percent: shown.percent ? whole('percent', form.percent, true) : null,
    amounts: shown.amounts ? money('amounts', form.amounts) : {},
    wagering_multiplier: shown.wagering ? (whole('wagering_multiplier', form.wagering_multiplier, true) ?? 0) : 0,
    min_odds: shown.sports && form.min_odds.trim() ? form.min_odds.trim().replace(',', '.') : null,
    min_events: shown.sports ? whole('min_events', form.min_events, false) : null,
    bet_type_id: shown.sports && form.bet_type_id ? (Number(form.bet_type_id) as 1 | 2) : null,
    games: shown.casino && games.length > 0 ? games : null,
    provider: shown.casino && form.provider.trim() ? form.provider.trim() : null,
    spins: shown.spins ? whole('spins', form.spins, true) : null,
    spin_bets: shown.spins ? money('spin_bets', form.spin_bets) : null,
    contributions: shown.casino
      ? {
          slots: whole('contributions.slots', form.contributions.slots, true) ?? 0,
          table: whole('contributions.table', form.contributions.table, true) ?? 0,
          live: whole('contributions.live', form.contributions.live, true) ?? 0,
        }
      : null,
    conversion_cap_multiplier: shown.casino
      ? whole('conversion_cap_multiplier', form.conversion_cap_multiplier, false)
      : null,
    min_stakes: shown.weekly ? money('min_stakes', form.min_stakes) : null,
    valid_days: whole('valid_days', form.valid_days, true) ?? 0,
    is_cancellable: form.is_cancellable,
    promo_code: shown.promo && form.promo_code.trim() ? form.promo_code.trim() : null,
    max_uses: shown.promo ? whole('max_uses', form.max_uses, false) : null,
    per_player: shown.promo ? (whole('per_player', form.per_player, true) ?? 1) : 1,
    starts_at: starts ?? '',
    ends_at: ends,
  };
  return Object.keys(errors).length > 0 ? { errors } : { draft };
}

/** The server's field errors (`campaign.amounts.USD`) as the form's (`amounts.USD`). */
export function campaignFormErrorsOf(fieldErrors: FieldErrors): FormErrors {
  const errors: FormErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = key.startsWith('campaign.') ? key.slice('campaign.'.length) : key;
    errors[field] = messages.join(' ');
  }
  return errors;
}

/** The errors of a group of amounts (`amounts`, `amounts.USD`…), for the group's summary: the currency, if one. */
export function groupErrors(errors: FormErrors, field: string): Array<{ code: string | null; message: string }> {
  return Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .map(([key, message]) => ({ code: key === field ? null : key.slice(field.length + 1), message }));
}
