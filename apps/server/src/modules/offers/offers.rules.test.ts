import type { PromotionDraft } from '@meridian/contract/operator-offers';
import { describe, expect, it } from 'vitest';
import { promotionDraftErrors, promotionPublishErrors, promotionsCarrying, promotionVersion } from './offers.rules.js';

const draft = (overrides: Partial<PromotionDraft> = {}): PromotionDraft => ({
  image: '/static/promotions/free-spins.svg',
  category_ids: [2, 2],
  tag_ids: [3],
  starts_at: '2030-01-01T02:00:00+02:00',
  ends_at: null,
  promo_code: null,
  action: 'join',
  action_path: '/casino',
  position: 1,
  titles: { en: 'Spins', ru: '' },
  descriptions: { en: 'Fifty spins.' },
  bodies: { en: '<p>Terms.</p>' },
  action_labels: { en: 'Spin' },
  ...overrides,
});

const known = { categories: new Set([1, 2]), tags: new Set([3]) };

describe('promotionVersion', () => {
  it('drops empty languages and repeated ids, keeps times as UTC ISO text, and a path and label only for a link', () => {
    expect(promotionVersion(draft())).toEqual({
      image: '/static/promotions/free-spins.svg',
      category_ids: [2],
      tag_ids: [3],
      starts_at: '2030-01-01T00:00:00.000Z',
      ends_at: null,
      promo_code: null,
      action: 'join',
      action_path: null,
      position: 1,
      titles: { en: 'Spins' },
      descriptions: { en: 'Fifty spins.' },
      bodies: { en: '<p>Terms.</p>' },
      action_labels: {},
    });
    const link = promotionVersion(draft({ action: 'link' }));
    expect(link).toMatchObject({ action_path: '/casino', action_labels: { en: 'Spin' } });
  });
});

describe('promotionDraftErrors', () => {
  it('names an article outside the allowed HTML and ids that do not exist', () => {
    const version = promotionVersion(
      draft({ bodies: { ru: '<p onclick="x()">Hi</p>' }, category_ids: [1, 9], tag_ids: [3, 8] }),
    );
    const errors = promotionDraftErrors(version, known);
    expect(Object.keys(errors)).toEqual(['promotion.bodies.ru', 'promotion.category_ids', 'promotion.tag_ids']);
    expect(errors['promotion.category_ids']).toEqual(['No such category: 9.']);
    expect(promotionDraftErrors(promotionVersion(draft()), known)).toEqual({});
  });
});

describe('promotionPublishErrors', () => {
  it('asks every language’s title, card text and article, and a link’s label', () => {
    expect(Object.keys(promotionPublishErrors(promotionVersion(draft({ action: 'link' }))))).toEqual([
      'promotion.titles.ru',
      'promotion.descriptions.ru',
      'promotion.bodies.ru',
      'promotion.action_labels.ru',
    ]);
    const complete = draft({
      titles: { en: 'Spins', ru: 'Спины' },
      descriptions: { en: 'Fifty.', ru: 'Пятьдесят.' },
      bodies: { en: '<p>T</p>', ru: '<p>У</p>' },
    });
    expect(promotionPublishErrors(promotionVersion(complete))).toEqual({});
  });
});

describe('promotionsCarrying', () => {
  it('answers each promotion once, in order, from its working copy or its published version', () => {
    const uses = [
      { id: 5, ids: { category_ids: [1], tag_ids: [] } },
      { id: 2, ids: { category_ids: [], tag_ids: [1] } },
      { id: 5, ids: { category_ids: [1], tag_ids: [1] } },
      { id: 3, ids: { category_ids: [1], tag_ids: [] } },
    ];
    expect(promotionsCarrying(1, 'category_ids', uses)).toEqual([3, 5]);
    expect(promotionsCarrying(1, 'tag_ids', uses)).toEqual([2, 5]);
    expect(promotionsCarrying(7, 'tag_ids', uses)).toEqual([]);
  });
});
