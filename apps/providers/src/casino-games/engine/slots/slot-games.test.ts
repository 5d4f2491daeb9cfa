import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../../shared/games/provably-fair.js';
import { toNumber, toPercent } from '../../../shared/games/rational.js';
import { confidenceHalfWidth, seededRounds, simulate } from '../simulation.js';
import { jadeTemple, jadeTempleInfo } from './jade-temple.slot.js';
import { luckyOrchard, luckyOrchardInfo } from './lucky-orchard.slot.js';
import {
  autoPickBonus,
  dealPickBonus,
  pickBonusTile,
  playSlot,
  type SlotRound,
  verifySlotRound,
  visibleBonus,
} from './slot-engine.js';
import type { SlotMachine } from './slot-machine.js';
import { slotRtp } from './slot-rtp.js';
import { sunkenTreasure, sunkenTreasureInfo } from './sunken-treasure.slot.js';

const SERVER_SEED = '3f'.repeat(32);
const ROUNDS = 200_000;

const slots = [
  { machine: sunkenTreasure, info: sunkenTreasureInfo, percent: '96.0700' },
  { machine: jadeTemple, info: jadeTempleInfo, percent: '96.2548' },
  { machine: luckyOrchard, info: luckyOrchardInfo, percent: '95.7488' },
];

const returned = (round: SlotRound) => round.winCoins / round.stakeCoins;
const playOut = (machine: SlotMachine) => (rng: Parameters<typeof playSlot>[2]) =>
  returned(autoPickBonus(playSlot(machine, 100n, rng)));

describe.each(slots)('$machine.def.name', ({ machine, info, percent }) => {
  it('states its exact RTP', () => {
    const rtp = info.rtp();
    expect(rtp.exact && toPercent(rtp.exact)).toBe(percent);
    expect(rtp.value).toBeGreaterThan(0.94);
    expect(rtp.value).toBeLessThan(0.97);
    expect(info.kind).toBe('slot');
    expect(info.help.rules.at(-1)).toContain(`${(rtp.value * 100).toFixed(2)} %`);
  });

  it('returns its exact RTP in simulated play, within a 99.9 % confidence interval', () => {
    const result = simulate(ROUNDS, playOut(machine), seededRounds(SERVER_SEED, machine.def.id));
    const rtp = info.rtp().value;
    expect(Math.abs(result.mean - rtp)).toBeLessThan(confidenceHalfWidth(result.variance, result.rounds));
  });

  it('replays a provably fair round from its seeds and changes with the nonce', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'replay', nonce: 11 };
    const played = autoPickBonus(playSlot(machine, 250n, fairRandom(seeds)));
    const picks = played.bonus?.picked ?? [];
    expect(verifySlotRound(machine, seeds, 250n, picks)).toEqual(played);
    const others = Array.from({ length: 5 }, (_, i) => verifySlotRound(machine, { ...seeds, nonce: 12 + i }, 250n));
    expect(others.some((other) => other.base.stops.join() !== played.base.stops.join())).toBe(true);
  });

  it('pays whole minor units, never negative, rounded down from the coins won', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.nat(), (stake, nonce) => {
        const round = autoPickBonus(
          playSlot(machine, stake, fairRandom({ serverSeed: SERVER_SEED, clientSeed: 'p', nonce })),
        );
        const exact = stake * BigInt(round.winCoins);
        const coins = BigInt(round.stakeCoins);
        return round.complete && round.win >= 0n && round.win * coins <= exact && exact < (round.win + 1n) * coins;
      }),
      { numRuns: 300 },
    );
  });
});

describe('Sunken Treasure free spins', () => {
  it('plays every awarded free spin, retriggers included, at three times the pays', () => {
    const rng = seededRounds(SERVER_SEED, 'free-spins');
    let round: SlotRound | null = null;
    for (let nonce = 0; !round; nonce++) {
      const candidate = playSlot(sunkenTreasure, 20n, rng(nonce));
      if (candidate.freeSpins.some((spin) => spin.scatter && spin.scatter.freeSpins > 0)) round = candidate;
    }
    const awarded = [round.base, ...round.freeSpins].reduce((total, spin) => total + (spin.scatter?.freeSpins ?? 0), 0);
    expect(round.freeSpins).toHaveLength(awarded);
    for (const spin of round.freeSpins) {
      const paid = spin.lineWins.reduce((total, win) => total + win.coins, 0) + (spin.scatter?.coins ?? 0);
      expect(spin.multiplier).toBe(3);
      expect(spin.coins).toBe(paid * 3);
    }
    expect(round.winCoins).toBe(round.base.coins + round.freeSpins.reduce((total, spin) => total + spin.coins, 0));
  });
});

describe('Lucky Orchard bonus', () => {
  const triggered = () => {
    const rng = seededRounds(SERVER_SEED, 'bonus');
    for (let nonce = 0; ; nonce++) {
      const round = playSlot(luckyOrchard, 10n, rng(nonce));
      if (round.bonus) return round;
    }
  };

  it('waits for picks, shows only opened tiles, and ends on a Collect tile', () => {
    let round = triggered();
    expect(round.complete).toBe(false);
    expect(round.base.window[0]).toContain('BON');
    expect(visibleBonus(round.bonus!).tiles.every((tile) => tile === null)).toBe(true);
    const collect = round.bonus!.board.indexOf('collect');
    const prize = round.bonus!.board.findIndex((tile) => tile !== 'collect');
    const before = round.winCoins;
    round = pickBonusTile(round, prize);
    expect(round.winCoins).toBe(before + (round.bonus!.board[prize] as number));
    expect(visibleBonus(round.bonus!).tiles.filter((tile) => tile !== null)).toHaveLength(1);
    expect(() => pickBonusTile(round, prize)).toThrow(/already open/);
    round = pickBonusTile(round, collect);
    expect(round.complete).toBe(true);
    expect(round.win).toBe((10n * BigInt(round.winCoins)) / 10n);
    expect(() => pickBonusTile(round, 0)).toThrow(/no bonus/);
  });

  it('is worth Σ prizes / (collects + 1) whatever order the tiles are opened in', () => {
    const bonus = luckyOrchard.def.bonus!;
    const { prizes, collects } = bonus;
    const host = triggered();
    const boards = 20_000;
    const mean = (order: (size: number) => number[]) => {
      let total = 0;
      const rng = seededRounds(SERVER_SEED, 'bonus-order');
      for (let nonce = 0; nonce < boards; nonce++) {
        let round: SlotRound = { ...host, bonus: dealPickBonus(bonus, rng(nonce)) };
        for (const tile of order(prizes.length + collects)) if (!round.complete) round = pickBonusTile(round, tile);
        total += round.bonus!.coins;
      }
      return total / boards;
    };
    // A prize is kept with chance 1 / (c + 1), two prizes together with 2 / ((c + 2)(c + 1)).
    const sum = prizes.reduce((a, b) => a + b, 0);
    const squares = prizes.reduce((a, b) => a + b * b, 0);
    const one = 1 / (collects + 1);
    const two = 2 / ((collects + 2) * (collects + 1));
    const variance = squares * (one - one * one) + (sum * sum - squares) * (two - one * one);
    const expected = sum * one;
    const forwards = mean((size) => Array.from({ length: size }, (_, i) => i));
    const backwards = mean((size) => Array.from({ length: size }, (_, i) => size - 1 - i));
    expect(Math.abs(forwards - expected)).toBeLessThan(confidenceHalfWidth(variance, boards));
    expect(Math.abs(backwards - expected)).toBeLessThan(confidenceHalfWidth(variance, boards));
    const exact = slotRtp(luckyOrchard);
    expect(toNumber(exact.bonus)).toBeCloseTo((toNumber(exact.bonusChance) * expected) / luckyOrchard.def.coins, 12);
  });
});
