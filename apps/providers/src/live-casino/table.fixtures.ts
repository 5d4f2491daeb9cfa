import type { RandomSource } from '../shared/games/random.js';
import { ratio } from '../shared/games/rational.js';
import type { LiveGame } from './engine/live-game.js';
import type { LiveTable } from './live.tables.js';

/** A coin for the table runner's tests: heads or tails, even money. */
export const coin: LiveGame<'heads' | 'tails'> = {
  code: 'roulette',
  isSpot: (spot) => spot === 'heads' || spot === 'tails',
  spots: () => [
    { spot: 'heads', returns: ratio(2), rtp: ratio(1) },
    { spot: 'tails', returns: ratio(2), rtp: ratio(1) },
  ],
  draw: (rng: RandomSource) => (rng.int(2) === 0 ? 'heads' : 'tails'),
  returnOf: (bet, outcome) => (bet.spot === outcome ? bet.amount * 2n : 0n),
  describe: (outcome) => ({ side: outcome }),
};

/** A shared coin table, open around the clock; limits 1 – 100 EUR: 100 – 10,000 cents. */
export const coinTable: LiveTable = {
  id: 'coin-table',
  game: 'roulette',
  name: 'Coin',
  seats: null,
  timing: { bettingMs: 10_000, closingMs: 1_000, revealMs: 4_000, resultMs: 3_000 },
  limitHundredths: { min: 100, max: 10_000 },
  hours: null,
};
