import { GIFT_TYPE } from '@meridian/contract/bonuses';
import { LANGUAGES } from '@meridian/contract/constants';
import type { FieldErrors } from '@meridian/contract/envelope';
import { type CampaignDraft, UNITS_PER_EURO } from '@meridian/contract/operator-bonuses';

/** What the rules of a campaign read from the database besides the draft itself. */
export interface CampaignFacts {
  /** Currency code → its scale. */
  currencies: ReadonlyMap<string, number>;
  /** The casino's games by external id, with their provider's code. */
  games: ReadonlyMap<string, string>;
  providers: ReadonlySet<string>;
  slugTaken: boolean;
  codeTaken: boolean;
  /** Editing: the campaign as stored, and whether gifts were granted under it. */
  stored?: { type_id: number; trigger: string; hasGifts: boolean };
}

/** A share of one currency's amount above which a campaign is out of line: ×5 or ÷5 of the others'. */
const LINE = 5;
/** The most a gift may be worth, in euros. */
const EURO_CAP = 100_000;

const TYPE_NAMES: Record<number, string> = {
  [GIFT_TYPE.sport]: 'a sports bonus',
  [GIFT_TYPE.casino]: 'a casino bonus',
  [GIFT_TYPE.freeBet]: 'a free bet',
  [GIFT_TYPE.freeSpins]: 'free spins',
};

/** Which gift types each trigger can give (the service grants each of these as its own rules say). */
const TYPES_OF_TRIGGER: Record<CampaignDraft['trigger'], readonly number[]> = {
  first_deposit: [GIFT_TYPE.sport, GIFT_TYPE.casino],
  promo_code: [GIFT_TYPE.sport, GIFT_TYPE.casino, GIFT_TYPE.freeBet, GIFT_TYPE.freeSpins],
  weekly_stakes: [GIFT_TYPE.freeBet],
  manual: [GIFT_TYPE.sport, GIFT_TYPE.casino, GIFT_TYPE.freeBet, GIFT_TYPE.freeSpins],
};

/** The fields each type takes beyond the common ones; any other set is refused as not applying. */
const FIELDS_OF_TYPE: Record<number, ReadonlySet<string>> = {
  [GIFT_TYPE.sport]: new Set(['wagering_multiplier', 'min_odds', 'min_events', 'bet_type_id']),
  [GIFT_TYPE.casino]: new Set([
    'wagering_multiplier',
    'games',
    'provider',
    'contributions',
    'conversion_cap_multiplier',
  ]),
  [GIFT_TYPE.freeBet]: new Set([]),
  [GIFT_TYPE.freeSpins]: new Set([
    'wagering_multiplier',
    'games',
    'provider',
    'contributions',
    'conversion_cap_multiplier',
    'spins',
    'spin_bets',
  ]),
};
const TYPED_FIELDS = [
  'min_odds',
  'min_events',
  'bet_type_id',
  'games',
  'provider',
  'contributions',
  'conversion_cap_multiplier',
  'spins',
  'spin_bets',
] as const;

/** What a euro is worth in minor units of a currency, when its rate is known. */
function minorPerEuro(code: string, scale: number): number | null {
  const units = UNITS_PER_EURO[code];
  return units === undefined ? null : units * 10 ** scale;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Amounts per currency a player reads sensibly: known currencies, above zero, worth at most
 * €100 000, and each in line with the others (none worth five times more or less than the euro amount,
 * or than their median without one).
 */
function amountErrors(
  field: string,
  amounts: Record<string, number>,
  facts: CampaignFacts,
  errors: FieldErrors,
  required: boolean,
): void {
  const entries = Object.entries(amounts);
  if (required && entries.length === 0) {
    errors[field] = ['Give the amount in at least one currency.'];
    return;
  }
  const worth = new Map<string, number>();
  for (const [code, amount] of entries) {
    const scale = facts.currencies.get(code);
    const key = `${field}.${code}`;
    if (scale === undefined) errors[key] = [`${code} is not a currency of the site.`];
    else if (amount <= 0) errors[key] = ['Above zero.'];
    else {
      const perEuro = minorPerEuro(code, scale);
      if (perEuro === null) continue;
      const euros = amount / perEuro;
      if (euros > EURO_CAP) errors[key] = [`At most ${(EURO_CAP * perEuro) / 10 ** scale} ${code} (€${EURO_CAP}).`];
      else worth.set(code, euros);
    }
  }
  if (worth.size < 2) return;
  // The euro amount is the one the others are made from (perCurrency); without one, their median.
  const typical = worth.get('EUR') ?? median([...worth.values()]);
  for (const [code, euros] of worth) {
    if (euros > typical * LINE || euros < typical / LINE) {
      const scale = facts.currencies.get(code) ?? 2;
      const expected = (typical * (minorPerEuro(code, scale) ?? 1)) / 10 ** scale;
      errors[`${field}.${code}`] = [
        `Out of line with the other currencies: about ${expected.toLocaleString('en', { maximumFractionDigits: scale })} ${code} would match.`,
      ];
    }
  }
}

/**
 * The field errors of a campaign draft, keyed `campaign.<field>` as the request's own are: what does
 * not apply to its type or trigger, what is missing, what is out of range or taken.
 */
export function campaignErrors(draft: CampaignDraft, facts: CampaignFacts): FieldErrors {
  const errors: FieldErrors = {};
  const type = draft.type_id;
  const typeName = TYPE_NAMES[type] ?? 'this type';

  if (facts.slugTaken) errors.slug = ['A campaign has this slug already.'];
  for (const language of LANGUAGES) {
    if (!draft.names[language]) errors[`names.${language}`] = ['A name in every language of the site.'];
  }
  if (!TYPES_OF_TRIGGER[draft.trigger].includes(type)) {
    errors.trigger =
      draft.trigger === 'first_deposit'
        ? ['The first deposit gives a sports or a casino bonus only.']
        : ['The weekly grant gives free bets only.'];
  }
  if (facts.stored?.hasGifts) {
    if (facts.stored.type_id !== type)
      errors.type_id = ['Gifts were granted under this type: end the campaign and create another.'];
    if (facts.stored.trigger !== draft.trigger) {
      errors.trigger = ['Gifts were granted under this trigger: end the campaign and create another.'];
    }
  }

  const allowed = FIELDS_OF_TYPE[type] ?? new Set<string>();
  for (const field of TYPED_FIELDS) {
    if (draft[field] !== null && !allowed.has(field)) errors[field] = [`Does not apply to ${typeName}.`];
  }
  if (type === GIFT_TYPE.freeBet && draft.wagering_multiplier !== 0) {
    errors.wagering_multiplier = ['A free bet has no wagering: its winnings are cash.'];
  }

  // What a gift gives.
  if (type === GIFT_TYPE.freeSpins) {
    if (Object.values(draft.amounts).some((amount) => amount !== 0)) {
      errors.amounts = ['Free spins give spins, not money: set the bet of a spin instead.'];
    }
    if (draft.spins === null) errors.spins = ['How many spins.'];
    if (draft.spin_bets === null) errors.spin_bets = ['The bet of a spin in at least one currency.'];
    else amountErrors('spin_bets', draft.spin_bets, facts, errors, true);
    if (draft.games === null && draft.provider === null) {
      errors.games = ['The games the spins are played in, or their provider.'];
    }
  } else {
    amountErrors('amounts', draft.amounts, facts, errors, true);
  }
  if (draft.percent !== null && draft.trigger !== 'first_deposit') {
    errors.percent = ['Only a first-deposit bonus is a share of the deposit.'];
  }
  if (draft.trigger === 'first_deposit' && draft.percent === null) {
    errors.percent = ['The share of the first deposit given, up to the amount.'];
  }
  if (draft.min_odds !== null && Number(draft.min_odds) < 1.01) errors.min_odds = ['At least 1.01.'];
  for (const game of draft.games ?? []) {
    const provider = facts.games.get(game);
    if (provider === undefined) errors.games = [`No game ${game} in the casino.`];
    else if (draft.provider !== null && provider !== draft.provider) {
      errors.games = [`${game} is not a game of ${draft.provider}.`];
    }
  }
  if (draft.provider !== null && !facts.providers.has(draft.provider)) {
    errors.provider = [`No provider ${draft.provider} in the casino.`];
  }

  // How players get it.
  if (draft.trigger === 'promo_code') {
    if (draft.promo_code === null) errors.promo_code = ['The code players type.'];
    else if (facts.codeTaken) errors.promo_code = ['A campaign has this promo code already.'];
  } else {
    if (draft.promo_code !== null) errors.promo_code = ['Only a promo-code campaign has a code.'];
    if (draft.max_uses !== null) errors.max_uses = ['Only a promo code has a number of uses.'];
    if (draft.per_player !== 1) errors.per_player = ['Only a promo code may be used more than once by a player.'];
  }
  if (draft.trigger === 'weekly_stakes') {
    if (draft.min_stakes === null) errors.min_stakes = ['The week’s stakes that earn the free bet, per currency.'];
    else {
      amountErrors('min_stakes', draft.min_stakes, facts, errors, true);
      for (const code of Object.keys(draft.min_stakes)) {
        if (draft.amounts[code] === undefined) errors[`min_stakes.${code}`] = [`No free bet amount in ${code}.`];
      }
    }
  } else if (draft.min_stakes !== null) {
    errors.min_stakes = ['Only the weekly free bet asks for stakes.'];
  }

  // When.
  if (draft.ends_at !== null && Date.parse(draft.ends_at) <= Date.parse(draft.starts_at)) {
    errors.ends_at = ['After the start.'];
  }
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`campaign.${field}`, messages]));
}
