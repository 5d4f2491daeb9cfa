import { campaignDraftSchema, perCurrency } from '@meridian/contract/operator-bonuses';
import { describe, expect, it } from 'vitest';
import { type CampaignFacts, campaignErrors } from './bonuses.campaign-rules.js';

const facts: CampaignFacts = {
  currencies: new Map(Object.keys(perCurrency(1)).map((code) => [code, code === 'JPY' ? 0 : 2])),
  games: new Map([
    ['lucky-orchard', 'meridian'],
    ['speed-roulette', 'live-studio'],
  ]),
  providers: new Set(['meridian', 'live-studio']),
  slugTaken: false,
  codeTaken: false,
};

const draft = (fields: Record<string, unknown>) =>
  campaignDraftSchema.parse({
    type_id: 1,
    trigger: 'promo_code',
    slug: 'test',
    names: { en: 'Test', ru: 'Тест' },
    amounts: perCurrency(10),
    wagering_multiplier: 5,
    valid_days: 7,
    promo_code: 'TEST10',
    starts_at: '2026-12-01T00:00:00Z',
    ...fields,
  });

describe('campaignErrors', () => {
  it('passes every demo-like campaign of each type', () => {
    expect(campaignErrors(draft({}), facts)).toEqual({});
    expect(
      campaignErrors(
        draft({
          type_id: 4,
          amounts: {},
          spins: 20,
          spin_bets: perCurrency(0.2),
          games: ['lucky-orchard'],
          provider: 'meridian',
        }),
        facts,
      ),
    ).toEqual({});
    expect(
      campaignErrors(
        draft({
          type_id: 3,
          trigger: 'weekly_stakes',
          promo_code: null,
          wagering_multiplier: 0,
          min_stakes: perCurrency(25),
        }),
        facts,
      ),
    ).toEqual({});
  });

  it('refuses the fields of another type and trigger', () => {
    expect(campaignErrors(draft({ type_id: 3, min_odds: '1.50', spins: 5 }), facts)).toMatchObject({
      'campaign.min_odds': ['Does not apply to a free bet.'],
      'campaign.spins': ['Does not apply to a free bet.'],
      'campaign.wagering_multiplier': ['A free bet has no wagering: its winnings are cash.'],
    });
    expect(campaignErrors(draft({ trigger: 'manual', max_uses: 10, percent: 50 }), facts)).toMatchObject({
      'campaign.promo_code': ['Only a promo-code campaign has a code.'],
      'campaign.max_uses': ['Only a promo code has a number of uses.'],
      'campaign.percent': ['Only a first-deposit bonus is a share of the deposit.'],
    });
    expect(campaignErrors(draft({ type_id: 4, trigger: 'first_deposit', percent: 100 }), facts)).toHaveProperty(
      'campaign.trigger',
    );
  });

  it('keeps amounts sane: known currencies, above zero, in line with the euro amount, under the cap', () => {
    const errors = campaignErrors(
      draft({ amounts: { EUR: 1_000, USD: 10_000, RUB: 0, XXX: 5, GBP: 20_000_000 } }),
      facts,
    );
    expect(errors['campaign.amounts.USD']?.[0]).toMatch(/^Out of line with the other currencies: about 10 USD/);
    expect(errors['campaign.amounts.RUB']).toEqual(['Above zero.']);
    expect(errors['campaign.amounts.XXX']).toEqual(['XXX is not a currency of the site.']);
    expect(errors['campaign.amounts.GBP']?.[0]).toMatch(/^At most 100000 GBP/);
    expect(campaignErrors(draft({ amounts: {} }), facts)).toHaveProperty('campaign.amounts');
  });

  it('checks games and provider against the casino, and the end after the start', () => {
    const errors = campaignErrors(
      draft({
        type_id: 2,
        min_odds: null,
        games: ['speed-roulette'],
        provider: 'meridian',
        ends_at: '2026-11-30T00:00:00Z',
      }),
      facts,
    );
    expect(errors).toMatchObject({
      'campaign.games': ['speed-roulette is not a game of meridian.'],
      'campaign.ends_at': ['After the start.'],
    });
  });
});
