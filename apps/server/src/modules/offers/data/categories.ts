import type { LanguageCode } from '@meridian/contract/constants';

type Texts = Record<LanguageCode, string>;

export interface CategorySeed {
  id: number;
  slug: string;
  name: Texts;
}

export interface TagSeed {
  id: number;
  slug: string;
  name: Texts;
}

/** In the order of the chips over the promotions list. */
export const categories = [
  { id: 1, slug: 'sport', name: { en: 'Sport', ru: 'Спорт' } },
  { id: 2, slug: 'casino', name: { en: 'Casino', ru: 'Казино' } },
  { id: 3, slug: 'live-casino', name: { en: 'Live casino', ru: 'Live-казино' } },
] as const satisfies readonly CategorySeed[];

export const tags = [
  { id: 1, slug: 'welcome', name: { en: 'Welcome', ru: 'Приветственные' } },
  { id: 2, slug: 'free-bet', name: { en: 'Free bet', ru: 'Фрибет' } },
  { id: 3, slug: 'free-spins', name: { en: 'Free spins', ru: 'Фриспины' } },
  { id: 4, slug: 'promo-code', name: { en: 'Promo code', ru: 'Промокод' } },
  { id: 5, slug: 'weekly', name: { en: 'Weekly', ru: 'Каждую неделю' } },
  { id: 6, slug: 'cashback', name: { en: 'Cashback', ru: 'Кешбэк' } },
  { id: 7, slug: 'reload', name: { en: 'Reload', ru: 'Повторный депозит' } },
] as const satisfies readonly TagSeed[];

export type CategorySlug = (typeof categories)[number]['slug'];
export type TagSlug = (typeof tags)[number]['slug'];
