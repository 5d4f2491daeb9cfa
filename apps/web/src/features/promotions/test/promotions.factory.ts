import type { Promotion, PromotionArticle, PromotionCategory, PromotionTag } from '@meridian/contract/offers';
import { stubFetch } from '../../../test/fetch-stub';

export const promotionCategories: PromotionCategory[] = [
  { id: 1, name: 'Sport', slug: 'sport' },
  { id: 2, name: 'Casino', slug: 'casino' },
  { id: 3, name: 'Live casino', slug: 'live-casino' },
];

export const promotionTags: PromotionTag[] = [
  { id: 1, name: 'Welcome' },
  { id: 4, name: 'Promo code' },
];

/** Stubs fetch with the categories and tags above, and `routes` (which may replace them). */
export function stubOffers(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    '/offers/categories': { list: promotionCategories },
    '/offers/tags': { list: promotionTags },
    ...routes,
  });
}

/** A running promotion of the Sport category; override what a test needs. */
export function buildPromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    title: 'Sports welcome bonus',
    description: 'Your first deposit matched up to €100.',
    image_preview: '/static/promotions/sports-welcome.svg',
    category_ids: [1],
    tag_ids: [1],
    starts_at: Date.UTC(2026, 0, 1) / 1000,
    ends_at: null,
    is_ended: false,
    campaign: { promo_code: null, action: { type: 'join', path: null, label: null } },
    ...overrides,
  };
}

export function buildArticle(overrides: Partial<PromotionArticle> = {}): PromotionArticle {
  return {
    ...buildPromotion(),
    body: '<h2>How it works</h2><p>Choose the <strong>Sports bonus</strong> when you sign up.</p>',
    ...overrides,
  };
}

export const freeSpins = buildPromotion({
  id: 4,
  title: '50 free spins on Lucky Orchard',
  description: 'Enter the code SPINS50.',
  image_preview: '/static/promotions/free-spins.svg',
  category_ids: [2],
  tag_ids: [4],
  campaign: {
    promo_code: 'SPINS50',
    action: { type: 'link', path: '/casino/games?category=1', label: 'Go to slots' },
  },
});

export const euroNights = buildPromotion({
  id: 7,
  title: 'Euro Nights reload',
  description: 'A 50 % reload for September.',
  image_preview: '/static/promotions/euro-nights.svg',
  tag_ids: [4],
  starts_at: Date.UTC(2026, 8, 1) / 1000,
  ends_at: Date.UTC(2026, 9, 1) / 1000,
  is_ended: true,
  campaign: null,
});
