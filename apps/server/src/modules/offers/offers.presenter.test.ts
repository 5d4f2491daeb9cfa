import { describe, expect, it } from 'vitest';
import { presentPromotion } from './offers.presenter.js';
import type { PromotionRow } from './offers.repository.js';

const row = (overrides: Partial<PromotionRow> = {}): PromotionRow => ({
  id: 7,
  image: '/static/promotions/euro-nights.svg',
  category_ids: [1],
  tag_ids: [7],
  starts_at: new Date('2026-09-01T00:00:00Z'),
  ends_at: new Date('2026-10-01T00:00:00Z'),
  promo_code: 'EURONIGHTS',
  action: 'link',
  action_path: '/line',
  title: 'Euro Nights reload',
  description: 'A reload for September.',
  action_label: 'Bet on sport',
  ...overrides,
});

describe('presentPromotion', () => {
  it('runs until the moment of ends_at, with its code and button, in unix seconds', () => {
    const promotion = presentPromotion(row(), new Date('2026-09-30T23:59:59Z'));
    expect(promotion).toMatchObject({
      starts_at: Date.UTC(2026, 8, 1) / 1000,
      ends_at: Date.UTC(2026, 9, 1) / 1000,
      is_ended: false,
      image_preview: '/static/promotions/euro-nights.svg',
      campaign: { promo_code: 'EURONIGHTS', action: { type: 'link', path: '/line', label: 'Bet on sport' } },
    });
  });

  it('is ended from ends_at on, and then offers nothing to take part in', () => {
    const promotion = presentPromotion(row(), new Date('2026-10-01T00:00:00Z'));
    expect(promotion.is_ended).toBe(true);
    expect(promotion.campaign).toBeNull();
  });

  it('never ends without an ends_at', () => {
    const promotion = presentPromotion(row({ ends_at: null }), new Date('2030-01-01T00:00:00Z'));
    expect(promotion).toMatchObject({ ends_at: null, is_ended: false });
  });

  it('gives a welcome offer a join button with no path or label, and no campaign to one with neither', () => {
    const join = presentPromotion(
      row({ ends_at: null, promo_code: null, action: 'join', action_path: null }),
      new Date(),
    );
    expect(join.campaign).toEqual({ promo_code: null, action: { type: 'join', path: null, label: null } });
    const none = presentPromotion(
      row({ ends_at: null, promo_code: null, action: null, action_path: null }),
      new Date(),
    );
    expect(none.campaign).toBeNull();
  });
});
