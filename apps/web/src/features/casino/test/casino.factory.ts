import type { CasinoGame, CasinoLaunch } from '@meridian/contract/casino';
import type { LiveProvider } from '../lib/live-casino';
import type { LiveTableFrame } from '../lib/live-tables';

let nextId = 1;

/** A lobby game as `GET /casino/games` lists it; override what a test needs. */
export function buildGame(overrides: Partial<CasinoGame> = {}): CasinoGame {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Game ${id}`,
    image: `/static/casino/games/game-${id}.svg`,
    has_demo: true,
    is_live: false,
    is_new: false,
    is_top: false,
    provider_id: 1,
    external_id: `game-${id}`,
    category_ids: [1],
    ...overrides,
  };
}

/** `count` games with ids from `firstId`. */
export function buildGames(count: number, firstId = 1000): CasinoGame[] {
  return Array.from({ length: count }, (_, index) => buildGame({ id: firstId + index }));
}

export const casinoDictionaries = {
  categories: [
    { id: 1, slug: 'slots', name: 'Slots', image: '/static/casino/categories/slots.svg' },
    { id: 2, slug: 'roulette', name: 'Roulette', image: '/static/casino/categories/roulette.svg' },
    { id: 5, slug: 'live-roulette', name: 'Live Roulette', image: '/static/casino/categories/live-roulette.svg' },
    { id: 6, slug: 'live-blackjack', name: 'Live Blackjack', image: '/static/casino/categories/live-blackjack.svg' },
    { id: 8, slug: 'game-shows', name: 'Game Shows', image: '/static/casino/categories/game-shows.svg' },
  ],
  providers: [
    {
      id: 1,
      code: 'meridian',
      name: 'Meridian Originals',
      image: '/static/casino/providers/meridian.svg',
      is_live: false,
    },
    {
      id: 3,
      code: 'northern',
      name: 'Northern Lights',
      image: '/static/casino/providers/northern.svg',
      is_live: false,
    },
    {
      id: 2,
      code: 'meridian-live',
      name: 'Meridian Live',
      image: '/static/casino/providers/meridian-live.svg',
      is_live: true,
    },
  ],
};

/** A launch answer for a game in a frame. */
export function buildLaunch(overrides: Partial<CasinoLaunch> = {}): CasinoLaunch {
  return {
    url: 'https://studio.example/play/pharaohs-fortune?token=t',
    name: 'Pharaoh’s Fortune',
    provider: 'meridian',
    launch_options: {},
    script_url: null,
    account_id: 11,
    ...overrides,
  };
}

/** The live studio as settings `casino.providers` name it. */
export const liveProvider: LiveProvider = {
  code: 'meridian-live',
  name: 'Meridian Live',
  script_url: '/providers/live-casino/launcher.js',
  server: '/providers/live-casino/ws',
  casino_id: 'meridian',
};

/** A live table of the lobby: real play only, its `external_id` the studio's table id. */
export function buildLiveGame(overrides: Partial<CasinoGame> = {}): CasinoGame {
  return buildGame({ provider_id: 2, has_demo: false, is_live: true, category_ids: [5], ...overrides });
}

type FrameOverrides = Partial<Omit<LiveTableFrame, 'value'>> & { value?: Partial<LiveTableFrame['value']> };

/** A `table` frame of the studio: an open roulette table in EUR unless told otherwise. */
export function buildTableFrame({ value, ...overrides }: FrameOverrides = {}): LiveTableFrame {
  return {
    type: 'table',
    providerId: 'meridian-live',
    tableId: 'roulette-grand',
    currencyCode: 'EUR',
    status: 'online',
    ...overrides,
    value: {
      tableName: 'Grand Roulette',
      tableType: 'ROULETTE',
      tableLimits: { minBet: 50, maxBet: 200_000 },
      totalSeatedPlayers: null,
      availableSeats: null,
      players: 12,
      results: [17, 0, 32],
      opensAt: null,
      ...value,
    },
  };
}
