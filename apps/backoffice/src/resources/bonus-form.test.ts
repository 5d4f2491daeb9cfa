import { describe, expect, it } from 'vitest';
import {
  campaignDraftOf,
  campaignFormErrorsOf,
  campaignFormOf,
  fieldsShown,
  fillFromEuros,
  groupErrors,
  triggersOf,
} from './bonus-form';

const running = {
  id: 7,
  status: 'running' as const,
  type_id: 1 as const,
  trigger: 'promo_code' as const,
  slug: 'meridian-10',
  names: { en: '€10 sports bonus', ru: 'Спортивный бонус 10 €' },
  percent: null,
  amounts: { EUR: 1_000, JPY: 1_500 },
  wagering_multiplier: 3,
  min_odds: '1.80',
  min_events: 2,
  bet_type_id: null,
  games: null,
  provider: null,
  spins: null,
  spin_bets: null,
  contributions: null,
  conversion_cap_multiplier: null,
  min_stakes: null,
  valid_days: 14,
  is_cancellable: true,
  promo_code: 'MERIDIAN10',
  max_uses: 1_000,
  per_player: 1,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: null,
  uses: 3,
  gifts: { total: 3, open: 1 },
  cost: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the campaign form', () => {
  it('reads a campaign and writes it back as the same draft', () => {
    const form = campaignFormOf(running);
    expect(form.amounts).toEqual({ EUR: '10.00', JPY: '1500' });
    const parsed = campaignDraftOf(form);
    expect(parsed).toEqual({
      draft: expect.objectContaining({
        type_id: 1,
        trigger: 'promo_code',
        amounts: { EUR: 1_000, JPY: 1_500 },
        min_odds: '1.80',
        min_events: 2,
        promo_code: 'MERIDIAN10',
        max_uses: 1_000,
        starts_at: '2026-01-01T00:00:00.000Z',
        ends_at: null,
        spins: null,
        games: null,
        contributions: null,
      }),
    });
  });

  it('sends only the fields of the chosen type and trigger', () => {
    const form = { ...campaignFormOf(running), type_id: 3 as const, trigger: 'weekly_stakes' as const };
    form.min_stakes = { EUR: '25' };
    const parsed = campaignDraftOf(form);
    if (!('draft' in parsed)) throw new Error('expected a draft');
    expect(parsed.draft).toMatchObject({
      min_odds: null,
      min_events: null,
      wagering_multiplier: 0,
      promo_code: null,
      max_uses: null,
      min_stakes: { EUR: 2_500 },
    });
    expect(fieldsShown(4, 'promo_code')).toMatchObject({ amounts: false, spins: true, casino: true, sports: false });
    expect(triggersOf(1)).toEqual(['first_deposit', 'promo_code', 'manual']);
    expect(triggersOf(3)).not.toContain('first_deposit');
  });

  it('says what was typed wrong by field', () => {
    const form = { ...campaignFormOf(running), valid_days: 'ten', amounts: { EUR: '10.505', USD: '' } };
    expect(campaignDraftOf(form)).toEqual({
      errors: { valid_days: 'meridian.bonuses.errors.whole', 'amounts.EUR': 'meridian.bonuses.errors.amount' },
    });
  });

  it('fills every currency from a euro amount, and puts the server’s errors on the form’s fields', () => {
    const filled = fillFromEuros('10');
    expect(filled).toMatchObject({ EUR: '10.00', RUB: '1000.00', JPY: '1500' });
    expect(fillFromEuros('-1')).toBeNull();
    const errors = campaignFormErrorsOf({ 'campaign.amounts.USD': ['Above zero.'], 'campaign.slug': ['Taken.'] });
    expect(errors).toEqual({ 'amounts.USD': 'Above zero.', slug: 'Taken.' });
    expect(groupErrors(errors, 'amounts')).toEqual([{ code: 'USD', message: 'Above zero.' }]);
  });
});
