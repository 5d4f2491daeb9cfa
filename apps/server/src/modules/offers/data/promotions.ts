import type { LanguageCode } from '@meridian/contract/constants';
import type { CategorySlug, TagSlug } from './categories.js';
import { casinoWelcomeBonus } from './promotions/casino-welcome-bonus.js';
import { euroNightsReload } from './promotions/euro-nights-reload.js';
import { freeSpinsLuckyOrchard } from './promotions/free-spins-lucky-orchard.js';
import { liveCashbackFriday } from './promotions/live-cashback-friday.js';
import { meridian10SportsBonus } from './promotions/meridian10-sports-bonus.js';
import { sportsWelcomeBonus } from './promotions/sports-welcome-bonus.js';
import { weeklyFreeBet } from './promotions/weekly-free-bet.js';

export type Texts = Record<LanguageCode, string>;

export interface PromotionSeed {
  /** Served at /promotions/{id}; the top page's banners link there. */
  id: number;
  /** Preview art under apps/server/public/promotions/. */
  image: string;
  categories: CategorySlug[];
  tags: TagSlug[];
  /** ISO instants; `endsAt` is the first moment after the promotion, null while it runs on. */
  startsAt: string;
  endsAt: string | null;
  /** Upper-case letters and digits, as the bonus campaigns keep them. */
  promoCode: string | null;
  action: { type: 'join' } | { type: 'link'; path: string; label: Texts } | null;
  title: Texts;
  /** One or two sentences for the card. */
  description: Texts;
  /**
   * Restricted HTML, as the text pages' (content/data/pages.ts): h2, h3, p, ul, ol, li, strong, em
   * and links to the app's own paths.
   */
  body: Texts;
}

// The list's order while they all run.
export const promotions: PromotionSeed[] = [
  sportsWelcomeBonus,
  casinoWelcomeBonus,
  weeklyFreeBet,
  freeSpinsLuckyOrchard,
  meridian10SportsBonus,
  liveCashbackFriday,
  euroNightsReload,
];
