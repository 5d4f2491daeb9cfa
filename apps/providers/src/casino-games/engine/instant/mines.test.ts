import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../../shared/games/provably-fair.js';
import { mul, ratio, toNumber } from '../../../shared/games/rational.js';
import { confidenceHalfWidth, seededRounds, simulate } from '../simulation.js';
import {
  cashOutMines,
  minesMultiplier,
  minesSafeChance,
  minesView,
  openTile,
  startMines,
  verifyMinesRound,
} from './mines.js';

const SEED = '4b'.repeat(32);

describe('mines multipliers', () => {
  it('are 0.99 × C(25, k) / C(25 − m, k), exactly', () => {
    // One mine, one tile: 0.99 × 25 / 24.
    expect(minesMultiplier(1, 1)).toEqual(ratio(99 * 25, 100 * 24));
    // Three mines, two tiles: 0.99 × 300 / 231.
    expect(minesMultiplier(3, 2)).toEqual(ratio(99 * 300, 100 * 231));
    // 24 mines, the one safe tile: 0.99 × 25.
    expect(minesMultiplier(24, 1)).toEqual(ratio(2_475, 100));
    // One mine, every safe tile: 0.99 × 25.
    expect(minesMultiplier(1, 24)).toEqual(ratio(2_475, 100));
  });

  it('return 99 % for every number of mines and tiles', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let safe = 1; safe <= 25 - mines; safe++) {
        expect(mul(minesSafeChance(mines, safe), minesMultiplier(mines, safe))).toEqual(ratio(99, 100));
      }
    }
  });
});

describe('mines rounds', () => {
  const rigged = (mines: number) =>
    startMines(100n, mines, fairRandom({ serverSeed: SEED, clientSeed: 'rig', nonce: mines }));

  it('places the mines at the start and loses the stake on a mine', () => {
    const state = rigged(5);
    expect(state.layout).toHaveLength(5);
    expect(new Set(state.layout).size).toBe(5);
    const mine = state.layout[0]!;
    const lost = openTile(state, mine);
    expect(lost).toMatchObject({ status: 'lost', hit: mine, payout: 0n });
    expect(() => openTile(lost, 0)).toThrow(/over/);
  });

  it('cashes out at the multiplier of the safe tiles opened, rounded down', () => {
    let state = rigged(3);
    expect(() => cashOutMines(state)).toThrow(/open a tile/);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((tile) => !state.layout.includes(tile));
    state = openTile(openTile(state, safe[0]!), safe[1]!);
    expect(() => openTile(state, safe[0]!)).toThrow(/already open/);
    expect(minesView(state).layout).toBeNull();
    const done = cashOutMines(state);
    // 100 × 0.99 × 300 / 231 = 128.57…
    expect(done).toMatchObject({ status: 'cashedOut', payout: 128n });
    expect(minesView(done).layout).toEqual(state.layout);
  });

  it('cashes out by itself when every safe tile is open', () => {
    let state = rigged(24);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((tile) => !state.layout.includes(tile))!;
    state = openTile(state, safe);
    expect(state).toMatchObject({ status: 'cashedOut', payout: 2_475n });
  });

  it('replays a round from its seeds and moves', () => {
    const seeds = { serverSeed: SEED, clientSeed: 'replay', nonce: 1 };
    const start = startMines(50n, 4, fairRandom(seeds));
    const tiles = Array.from({ length: 25 }, (_, i) => i)
      .filter((tile) => !start.layout.includes(tile))
      .slice(0, 6);
    let played = start;
    for (const tile of tiles) played = openTile(played, tile);
    played = cashOutMines(played);
    expect(verifyMinesRound(seeds, 50n, 4, tiles, true)).toEqual(played);
    expect(verifyMinesRound({ ...seeds, nonce: 2 }, 50n, 4, [], false).layout).not.toEqual(start.layout);
  });

  it('never pays a negative or fractional amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.array(fc.nat(24), { maxLength: 25 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.nat(),
        (mines, picks, stake, nonce) => {
          let state = startMines(stake, mines, fairRandom({ serverSeed: SEED, clientSeed: 'p', nonce }));
          for (const tile of new Set(picks)) if (state.status === 'playing') state = openTile(state, tile);
          if (state.status === 'playing' && state.opened.length > 0) state = cashOutMines(state);
          return state.payout >= 0n && state.payout <= (stake * state.multiplier.num) / state.multiplier.den;
        },
      ),
    );
  });

  it('returns 99 % in simulated play, within a 99.9 % confidence interval of the exact variance', () => {
    // Three mines, cash out after five safe tiles opened in a fixed order.
    const chance = toNumber(minesSafeChance(3, 5));
    const multiplier = toNumber(minesMultiplier(3, 5));
    const variance = multiplier ** 2 * chance * (1 - chance);
    const rounds = 150_000;
    const result = simulate(
      rounds,
      (rng) => {
        let state = startMines(1_000_000n, 3, rng);
        for (const tile of [12, 0, 24, 6, 18]) if (state.status === 'playing') state = openTile(state, tile);
        return state.status === 'playing' ? multiplier : 0;
      },
      seededRounds(SEED, 'mines-rtp'),
    );
    expect(Math.abs(result.mean - 0.99)).toBeLessThan(confidenceHalfWidth(variance, rounds));
  });
});
