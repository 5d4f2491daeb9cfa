import type { Database } from '../../db/database.js';
import type { BonusTrigger } from '../../db/schema.js';

/**
 * Euro amounts in other currencies, rounded to amounts a player reads easily: how many units of
 * each currency a euro of a campaign is worth (a currency missing here is not offered the campaign).
 */
const UNITS_PER_EURO: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1,
  GBP: 1,
  CHF: 1,
  USDT: 1,
  CAD: 1.5,
  AUD: 1.5,
  AZN: 2,
  GEL: 3,
  BYN: 3,
  PLN: 4,
  BRL: 5,
  SEK: 10,
  NOK: 10,
  ZAR: 20,
  MXN: 20,
  CZK: 25,
  TRY: 40,
  UAH: 40,
  INR: 90,
  RUB: 100,
  KES: 150,
  JPY: 150,
  KGS: 100,
  KZT: 500,
  NGN: 1_500,
  UZS: 12_000,
};
/** Minor units per unit (every currency above has two decimals but the yen). */
const SCALE: Readonly<Record<string, number>> = { JPY: 1 };

/** `euros` in minor units of each currency a campaign is offered in. */
export function perCurrency(euros: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(UNITS_PER_EURO).map(([code, units]) => [code, Math.round(euros * units * (SCALE[code] ?? 100))]),
  );
}

export interface CampaignSeed {
  slug: string;
  typeId: 1 | 2 | 3 | 4;
  trigger: BonusTrigger;
  names: { en: string; ru: string };
  percent?: number;
  amounts: Record<string, number>;
  wageringMultiplier: number;
  minOdds?: string;
  minEvents?: number;
  betTypeId?: number;
  games?: string[];
  provider?: string;
  contributions?: Record<string, number>;
  conversionCapMultiplier?: number;
  spins?: number;
  spinBets?: Record<string, number>;
  minStakes?: Record<string, number>;
  validDays: number;
  isCancellable?: boolean;
  promoCode?: string;
  maxUses?: number;
  perPlayer?: number;
  startsAt: Date;
  endsAt?: Date;
}

const LAUNCH = new Date('2026-01-01T00:00:00Z');

/** The campaigns a new installation starts with (docs/bonuses.md); the promotions pages describe them. */
export const CAMPAIGNS: readonly CampaignSeed[] = [
  {
    slug: 'sport-welcome',
    typeId: 1,
    trigger: 'first_deposit',
    names: { en: 'Sports welcome bonus', ru: 'Приветственный бонус на спорт' },
    percent: 100,
    amounts: perCurrency(100),
    wageringMultiplier: 5,
    minOdds: '1.50',
    validDays: 30,
    startsAt: LAUNCH,
  },
  {
    slug: 'casino-welcome',
    typeId: 2,
    trigger: 'first_deposit',
    names: { en: 'Casino welcome bonus', ru: 'Приветственный бонус казино' },
    percent: 100,
    amounts: perCurrency(200),
    wageringMultiplier: 30,
    // Slots count in full, table games and live tables a tenth.
    contributions: { slots: 100, table: 10, live: 10 },
    conversionCapMultiplier: 5,
    validDays: 30,
    startsAt: LAUNCH,
  },
  {
    slug: 'weekly-free-bet',
    typeId: 3,
    trigger: 'weekly_stakes',
    names: { en: 'Weekly free bet', ru: 'Еженедельный фрибет' },
    // A €5 free bet for €25 of sports stakes in a week (Monday to Sunday, UTC).
    amounts: perCurrency(5),
    minStakes: perCurrency(25),
    wageringMultiplier: 0,
    validDays: 7,
    isCancellable: false,
    startsAt: LAUNCH,
  },
  {
    slug: 'spins-50',
    typeId: 4,
    trigger: 'promo_code',
    names: { en: '50 free spins', ru: '50 фриспинов' },
    amounts: perCurrency(0),
    wageringMultiplier: 20,
    games: ['lucky-orchard'],
    provider: 'meridian',
    contributions: { slots: 100 },
    spins: 50,
    spinBets: perCurrency(0.2),
    validDays: 7,
    promoCode: 'SPINS50',
    startsAt: LAUNCH,
  },
  {
    slug: 'meridian-10',
    typeId: 1,
    trigger: 'promo_code',
    names: { en: '€10 sports bonus', ru: 'Спортивный бонус 10 €' },
    amounts: perCurrency(10),
    wageringMultiplier: 3,
    minOdds: '1.80',
    minEvents: 2,
    validDays: 14,
    promoCode: 'MERIDIAN10',
    maxUses: 1_000,
    startsAt: LAUNCH,
  },
  {
    slug: 'euro-nights-reload',
    typeId: 1,
    trigger: 'promo_code',
    names: { en: 'Euro Nights reload', ru: 'Релоад «Евровечера»' },
    amounts: perCurrency(50),
    wageringMultiplier: 5,
    minOdds: '1.50',
    validDays: 14,
    promoCode: 'EURONIGHTS',
    startsAt: new Date('2026-09-01T00:00:00Z'),
    endsAt: new Date('2026-10-01T00:00:00Z'),
  },
];

/** Inserts the campaigns that are missing by slug; campaigns an operator changed stay as they are. */
export async function seedCampaigns(db: Database): Promise<void> {
  await insertCampaigns(db, CAMPAIGNS);
}

/** Inserts campaigns; one whose slug exists already is left as it is. Answers the ids of those inserted. */
export async function insertCampaigns(db: Database, campaigns: readonly CampaignSeed[]): Promise<bigint[]> {
  const rows = await db
    .insertInto('bonus_campaigns')
    .values(
      campaigns.map((c) => ({
        slug: c.slug,
        type_id: c.typeId,
        trigger: c.trigger,
        names: JSON.stringify(c.names),
        percent: c.percent ?? null,
        amounts: JSON.stringify(c.amounts),
        wagering_multiplier: c.wageringMultiplier,
        min_odds: c.minOdds ?? null,
        min_events: c.minEvents ?? null,
        bet_type_id: c.betTypeId ?? null,
        games: c.games ? JSON.stringify(c.games) : null,
        provider: c.provider ?? null,
        contributions: c.contributions ? JSON.stringify(c.contributions) : null,
        conversion_cap_multiplier: c.conversionCapMultiplier ?? null,
        spins: c.spins ?? null,
        spin_bets: c.spinBets ? JSON.stringify(c.spinBets) : null,
        min_stakes: c.minStakes ? JSON.stringify(c.minStakes) : null,
        valid_days: c.validDays,
        is_cancellable: c.isCancellable ?? true,
        promo_code: c.promoCode ?? null,
        max_uses: c.maxUses ?? null,
        per_player: c.perPlayer ?? 1,
        starts_at: c.startsAt,
        ends_at: c.endsAt ?? null,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
