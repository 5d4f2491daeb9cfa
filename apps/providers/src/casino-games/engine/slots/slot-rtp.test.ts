import { describe, expect, it } from 'vitest';
import { add, div, mul, ONE, ratio, sub } from '../../../shared/games/rational.js';
import { evaluateWindow } from './slot-engine.js';
import { compileSlot, type SlotDef, type SlotMachine, symbolAt } from './slot-machine.js';
import { slotRtp } from './slot-rtp.js';

/** Every stop combination of a small machine, evaluated by the real window evaluation. */
function bruteForce(machine: SlotMachine) {
  const lengths = machine.strips.map((strip) => strip.length);
  const space = lengths.reduce((a, b) => a * b, 1);
  let lineCoins = 0;
  let scatterCoins = 0;
  let awarded = 0;
  let awards = 0;
  let bonuses = 0;
  const stops = new Array<number>(lengths.length).fill(0);
  for (let combo = 0; combo < space; combo++) {
    let rest = combo;
    lengths.forEach((length, reel) => {
      stops[reel] = rest % length;
      rest = Math.floor(rest / length);
    });
    const cells = stops.map((stop, reel) =>
      Array.from({ length: machine.rows }, (_, row) => symbolAt(machine, reel, stop, row)),
    );
    const result = evaluateWindow(machine, cells);
    const scatter = result.scatter?.coins ?? 0;
    scatterCoins += scatter;
    lineCoins += result.coins - scatter;
    awarded += result.scatter?.freeSpins ?? 0;
    if ((result.scatter?.freeSpins ?? 0) > 0) awards += 1;
    if (result.bonusTriggered) bonuses += 1;
  }
  const per = BigInt(space) * BigInt(machine.def.coins);
  return {
    lines: ratio(lineCoins, per),
    scatter: ratio(scatterCoins, per),
    awarded: ratio(awarded, space),
    awardChance: ratio(awards, space),
    bonusChance: ratio(bonuses, space),
  };
}

const symbols: SlotDef['symbols'] = [
  { id: 'W', name: 'Wild', kind: 'wild', pays: { 2: 3, 3: 20, 4: 60, 5: 300 } },
  { id: 'S', name: 'Scatter', kind: 'scatter', pays: { 2: 1, 3: 5, 4: 20 } },
  { id: 'H', name: 'High', kind: 'regular', pays: { 2: 2, 3: 10, 4: 40, 5: 200 } },
  { id: 'M', name: 'Middle', kind: 'regular', pays: { 3: 5, 4: 15, 5: 50 } },
  { id: 'L', name: 'Low', kind: 'regular', pays: { 3: 2, 4: 5, 5: 10 } },
];

/** 4–6 stops a reel: 4 × 5 × 6 × 5 × 4 = 2,400 windows, wilds on the first reel, stacked symbols. */
const tinyLines: SlotDef = {
  id: 'tiny-lines',
  name: 'Tiny lines',
  theme: 'test',
  rows: 3,
  coins: 4,
  symbols,
  reels: ['W H L S', 'H W M L S', 'L M W H S L', 'M L H W S', 'W H M L'],
  pays: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 1, 0, 1, 2],
      [0, 1, 2, 2, 2],
    ],
  },
  freeSpins: { awards: { 4: 1, 5: 2 }, multiplier: 2, retrigger: true },
};

describe('slotRtp', () => {
  it('gives a lines slot the same line and scatter RTP as enumerating every window', () => {
    const machine = compileSlot(tinyLines);
    const exact = slotRtp(machine);
    const brute = bruteForce(machine);
    expect(exact.lines).toEqual(brute.lines);
    expect(exact.scatter).toEqual(brute.scatter);
    expect(exact.freeSpinsChance).toEqual(brute.awardChance);
  });

  it('values retriggered free spins as a / (1 − a) spins, each worth multiplier × a spin', () => {
    const machine = compileSlot(tinyLines);
    const exact = slotRtp(machine);
    const brute = bruteForce(machine);
    expect(brute.awarded.num).toBeGreaterThan(0n);
    const spins = div(brute.awarded, sub(ONE, brute.awarded));
    expect(exact.freeSpinsPerSpin).toEqual(spins);
    expect(exact.freeSpins).toEqual(mul(mul(spins, ratio(2)), add(brute.lines, brute.scatter)));
    expect(exact.total).toEqual(add(add(brute.lines, brute.scatter), exact.freeSpins));
  });

  it('values free spins without retriggers as the spins awarded', () => {
    const machine = compileSlot({ ...tinyLines, freeSpins: { awards: { 3: 4 }, multiplier: 3, retrigger: false } });
    const brute = bruteForce(machine);
    expect(slotRtp(machine).freeSpinsPerSpin).toEqual(brute.awarded);
  });

  it('gives a ways slot the same RTP as enumerating every window', () => {
    const machine = compileSlot({
      ...tinyLines,
      id: 'tiny-ways',
      coins: 10,
      symbols: [{ id: 'W', name: 'Wild', kind: 'wild' }, ...symbols.slice(1)],
      reels: ['H L M S', 'H W M L W', 'L M W H H L', 'M L H W S', 'H H M L'],
      pays: { kind: 'ways' },
      freeSpins: undefined,
    });
    const exact = slotRtp(machine);
    const brute = bruteForce(machine);
    expect(exact.lines).toEqual(brute.lines);
    expect(exact.scatter).toEqual(brute.scatter);
    expect(exact.total).toEqual(add(brute.lines, brute.scatter));
  });

  it('gives the bonus chance of enumerating every window, on a window of two rows', () => {
    const machine = compileSlot({
      id: 'tiny-bonus',
      name: 'Tiny bonus',
      theme: 'test',
      rows: 2,
      coins: 2,
      symbols: [
        { id: 'H', name: 'High', kind: 'regular', pays: { 2: 2, 3: 10, 4: 40 } },
        { id: 'M', name: 'Middle', kind: 'regular', pays: { 3: 5, 4: 15 } },
        { id: 'L', name: 'Low', kind: 'regular', pays: { 3: 2, 4: 5 } },
        { id: 'B', name: 'Bonus', kind: 'bonus' },
      ],
      reels: ['H B L M', 'H M L', 'B L M H B', 'L H M'],
      pays: {
        kind: 'lines',
        lines: [
          [0, 0, 0, 0],
          [1, 1, 1, 1],
        ],
      },
      bonus: { reels: [0, 2], prizes: [5, 10, 25], collects: 2 },
    });
    const exact = slotRtp(machine);
    const brute = bruteForce(machine);
    expect(exact.bonusChance).toEqual(brute.bonusChance);
    expect(exact.lines).toEqual(brute.lines);
    // Σ prizes / (collects + 1) = 40 / 3 coins of a 2-coin stake.
    expect(exact.bonus).toEqual(mul(brute.bonusChance, ratio(40, 3 * 2)));
  });
});

describe('compileSlot', () => {
  it('refuses definitions the engine cannot play or price', () => {
    expect(() => compileSlot({ ...tinyLines, reels: ['W H L S', 'H W M L X', 'L M', 'M L H', 'W H M'] })).toThrow(
      /unknown symbol X|shorter/,
    );
    expect(() => compileSlot({ ...tinyLines, coins: 5 })).toThrow(/one coin per line/);
    expect(() => compileSlot({ ...tinyLines, pays: { kind: 'ways' } })).toThrow(/wilds off the first reel/);
    expect(() =>
      compileSlot({
        ...tinyLines,
        pays: {
          kind: 'lines',
          lines: [
            [1, 1, 1, 1, 1],
            [1, 1, 1, 1, 1],
            [0, 0, 0, 0, 0],
            [3, 0, 0, 0, 0],
          ],
        },
      }),
    ).toThrow(/twice|bad line/);
    expect(() =>
      compileSlot({ ...tinyLines, freeSpins: { awards: { 3: 2 }, multiplier: 0, retrigger: true } }),
    ).toThrow(/multiplier/);
  });
});
