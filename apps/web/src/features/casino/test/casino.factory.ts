import type { CasinoGame, CasinoLaunch } from '@meridian/contract/casino';

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
    ...overrides,
  };
}
