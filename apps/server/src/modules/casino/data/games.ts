export interface CasinoGameSeed {
  /** The provider's code (casino_providers.code) and the game's code there. */
  provider: string;
  code: string;
  name: string;
  /** casino_categories ids. */
  categories: number[];
  hasDemo: boolean;
  isNew: boolean;
  isTop: boolean;
  /** A live table of a live studio (the live casino's lobby), not a game of the regular casino. */
  isLive?: boolean;
}

/** The games of the built-in studio, in lobby order. Tile art: /static/casino/games/{code}.svg */
export const casinoGames: CasinoGameSeed[] = [
  {
    provider: 'meridian',
    code: 'sunken-treasure',
    name: 'Sunken Treasure',
    categories: [1],
    hasDemo: true,
    isNew: false,
    isTop: true,
  },
  {
    provider: 'meridian',
    code: 'european-roulette',
    name: 'European Roulette',
    categories: [2],
    hasDemo: true,
    isNew: false,
    isTop: true,
  },
  {
    provider: 'meridian',
    code: 'blackjack',
    name: 'Blackjack',
    categories: [3],
    hasDemo: true,
    isNew: false,
    isTop: true,
  },
  {
    provider: 'meridian',
    code: 'jade-temple',
    name: 'Jade Temple',
    categories: [1],
    hasDemo: true,
    isNew: true,
    isTop: false,
  },
  { provider: 'meridian', code: 'mines', name: 'Mines', categories: [4], hasDemo: true, isNew: false, isTop: true },
  {
    provider: 'meridian',
    code: 'lucky-orchard',
    name: 'Lucky Orchard',
    categories: [1],
    hasDemo: true,
    isNew: true,
    isTop: false,
  },
  { provider: 'meridian', code: 'crash', name: 'Crash', categories: [4], hasDemo: true, isNew: true, isTop: false },
  { provider: 'meridian', code: 'dice', name: 'Dice', categories: [4], hasDemo: true, isNew: false, isTop: false },
  // The live studio's tables (apps/providers/src/live-casino/live.tables.ts): real play only.
  ...(
    [
      ['blackjack-emerald', 'Emerald Blackjack', 6, true, false],
      ['blackjack-sapphire', 'Sapphire Blackjack VIP', 6, false, true],
      ['roulette-grand', 'Grand Roulette', 5, true, false],
      ['roulette-speed', 'Speed Roulette', 5, false, true],
      ['baccarat-golden', 'Golden Baccarat', 7, false, false],
      ['money-wheel', 'Money Wheel', 8, true, true],
    ] as const
  ).map(([code, name, category, isTop, isNew]) => ({
    provider: 'meridian-live',
    code,
    name,
    categories: [category],
    hasDemo: false,
    isNew,
    isTop,
    isLive: true,
  })),
];
