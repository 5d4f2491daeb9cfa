import type { NamedSeed } from './named.js';

export interface CasinoProviderSeed {
  id: number;
  /** Also the logo file name: /static/casino/providers/{code}.svg */
  code: string;
  name: string;
  isLive: boolean;
}

// Icons: /static/casino/categories/{slug}.svg
export const casinoCategories: NamedSeed[] = [
  { id: 1, slug: 'slots', name: 'Slots', nameRu: 'Слоты' },
  { id: 2, slug: 'roulette', name: 'Roulette', nameRu: 'Рулетка' },
  { id: 3, slug: 'table-games', name: 'Table Games', nameRu: 'Настольные игры' },
  { id: 4, slug: 'instant-games', name: 'Instant Games', nameRu: 'Моментальные игры' },
  { id: 5, slug: 'live-roulette', name: 'Live Roulette', nameRu: 'Live-рулетка' },
  { id: 6, slug: 'live-blackjack', name: 'Live Blackjack', nameRu: 'Live-блэкджек' },
  { id: 7, slug: 'live-baccarat', name: 'Live Baccarat', nameRu: 'Live-баккара' },
  { id: 8, slug: 'game-shows', name: 'Game Shows', nameRu: 'Игровые шоу' },
];

export const casinoProviders: CasinoProviderSeed[] = [
  { id: 1, code: 'meridian', name: 'Meridian Originals', isLive: false },
  { id: 2, code: 'meridian-live', name: 'Meridian Live', isLive: true },
];
