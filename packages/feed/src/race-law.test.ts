import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convolve, setOutcome, type UnitChances } from './race-law.js';

const even = (p: number): UnitChances => ({ serve: p, receive: p, even: p, homeServesFirst: true });
const volleyball = { target: 25, winByTwo: true };
const tennis = { target: 6, winByTwo: true, tiebreakAt: 6 };

describe('setOutcome', () => {
  it('gives an even set to equal sides and accounts for all the probability', () => {
    const law = setOutcome(volleyball, 25, 0, 0, even(0.5));
    expect(law.homeWin).toBeCloseTo(0.5, 9);
    const total = law.finals.reduce((sum, entry) => sum + entry.p, 0);
    expect(total).toBeCloseTo(1, 9);
    for (const { home, away } of law.finals) {
      expect(Math.max(home, away)).toBeGreaterThanOrEqual(25);
      expect(Math.abs(home - away)).toBeGreaterThanOrEqual(2);
    }
  });

  it('prices deuce by the two-in-a-row formula', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 0.8, noNaN: true }), (p) => {
        const law = setOutcome(volleyball, 25, 24, 24, even(p));
        expect(law.homeWin).toBeCloseTo((p * p) / (p * p + (1 - p) * (1 - p)), 6);
      }),
      { numRuns: 30 },
    );
  });

  it('ends tennis sets at 6–x, 7–5 or 7–6 only, and favours the side serving for the set at 5–4', () => {
    const serving: UnitChances = { serve: 0.8, receive: 0.2, even: 0.5, homeServesFirst: true };
    const law = setOutcome(tennis, 6, 0, 0, serving);
    for (const { home, away } of law.finals) {
      const [winner, loser] = home > away ? [home, away] : [away, home];
      expect(winner === 6 ? loser <= 4 : winner === 7 && loser >= 5).toBe(true);
    }
    const homeServes = setOutcome(tennis, 6, 5, 4, serving).homeWin;
    const awayServes = setOutcome(tennis, 6, 5, 4, { ...serving, homeServesFirst: false }).homeWin;
    expect(homeServes).toBeGreaterThan(awayServes);
  });

  it('is won more often by the side more likely to win each unit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.3, max: 0.7, noNaN: true }), (p) => {
        const law = setOutcome({ target: 11, winByTwo: true }, 11, 0, 0, even(p));
        expect(Math.sign(law.homeWin - 0.5)).toBe(Math.sign(p - 0.5) || Math.sign(law.homeWin - 0.5));
      }),
      { numRuns: 30 },
    );
  });
});

describe('convolve', () => {
  it('adds independent counts', () => {
    expect([...convolve(Float64Array.of(0.5, 0.5), Float64Array.of(0.5, 0.5))]).toEqual([0.25, 0.5, 0.25]);
  });
});
