import { type CampaignDraftInput, campaignDraftSchema, perCurrency } from '@meridian/contract/operator-bonuses';
import type { Database } from '../../db/database.js';
import { BonusDesk } from './bonuses.desk.js';

const LAUNCH = '2026-01-01T00:00:00Z';

/** The campaigns a new installation starts with (docs/bonuses.md); the promotions pages describe them. */
export const CAMPAIGNS: readonly CampaignDraftInput[] = [
  {
    slug: 'sport-welcome',
    type_id: 1,
    trigger: 'first_deposit',
    names: { en: 'Sports welcome bonus', ru: 'Приветственный бонус на спорт' },
    percent: 100,
    amounts: perCurrency(100),
    wagering_multiplier: 5,
    min_odds: '1.50',
    valid_days: 30,
    starts_at: LAUNCH,
  },
  {
    slug: 'casino-welcome',
    type_id: 2,
    trigger: 'first_deposit',
    names: { en: 'Casino welcome bonus', ru: 'Приветственный бонус казино' },
    percent: 100,
    amounts: perCurrency(200),
    wagering_multiplier: 30,
    // Slots count in full, table games and live tables a tenth.
    contributions: { slots: 100, table: 10, live: 10 },
    conversion_cap_multiplier: 5,
    valid_days: 30,
    starts_at: LAUNCH,
  },
  {
    slug: 'weekly-free-bet',
    type_id: 3,
    trigger: 'weekly_stakes',
    names: { en: 'Weekly free bet', ru: 'Еженедельный фрибет' },
    // A €5 free bet for €25 of sports stakes in a week (Monday to Sunday, UTC).
    amounts: perCurrency(5),
    min_stakes: perCurrency(25),
    wagering_multiplier: 0,
    valid_days: 7,
    is_cancellable: false,
    starts_at: LAUNCH,
  },
  {
    slug: 'spins-50',
    type_id: 4,
    trigger: 'promo_code',
    names: { en: '50 free spins', ru: '50 фриспинов' },
    amounts: perCurrency(0),
    wagering_multiplier: 20,
    games: ['lucky-orchard'],
    provider: 'meridian',
    contributions: { slots: 100, table: 0, live: 0 },
    spins: 50,
    spin_bets: perCurrency(0.2),
    valid_days: 7,
    promo_code: 'SPINS50',
    starts_at: LAUNCH,
  },
  {
    slug: 'meridian-10',
    type_id: 1,
    trigger: 'promo_code',
    names: { en: '€10 sports bonus', ru: 'Спортивный бонус 10 €' },
    amounts: perCurrency(10),
    wagering_multiplier: 3,
    min_odds: '1.80',
    min_events: 2,
    valid_days: 14,
    promo_code: 'MERIDIAN10',
    max_uses: 1_000,
    starts_at: LAUNCH,
  },
  {
    slug: 'euro-nights-reload',
    type_id: 1,
    trigger: 'promo_code',
    names: { en: 'Euro Nights reload', ru: 'Релоад «Евровечера»' },
    amounts: perCurrency(50),
    wagering_multiplier: 5,
    min_odds: '1.50',
    valid_days: 14,
    promo_code: 'EURONIGHTS',
    starts_at: '2026-09-01T00:00:00Z',
    ends_at: '2026-10-01T00:00:00Z',
  },
];

/**
 * The demo campaigns, created through the operators' desk as an operator would (without an audit
 * record: no operator makes them), each only when no campaign has its slug: operators' changes stay.
 */
export async function seedCampaigns(db: Database): Promise<void> {
  const stored = new Set((await db.selectFrom('bonus_campaigns').select('slug').execute()).map((row) => row.slug));
  const missing = CAMPAIGNS.filter((campaign) => !stored.has(campaign.slug));
  if (missing.length === 0) return;
  const desk = new BonusDesk(db, null);
  for (const campaign of missing) await desk.create(null, campaignDraftSchema.parse(campaign));
}
