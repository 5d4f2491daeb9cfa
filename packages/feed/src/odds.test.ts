import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_MAX, ODDS_MIN, overround, quote, roundOdds, validateMargin } from './odds.js';

describe('quote', () => {
  it('prices an even two-way market at the margin', () => {
    const quoted = quote([0.5, 0.5], 0.06)!;
    expect(quoted.map((outcome) => outcome.odds)).toEqual([1890, 1890]);
    expect(overround(quoted)).toBeCloseTo(1.058, 2);
  });

  it('keeps the book within the margin band for any market it quotes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 17 }),
        fc.double({ min: 0.03, max: 0.08, noNaN: true }),
        (weights, margin) => {
          const quoted = quote(weights, margin);
          if (!quoted) return;
          const book = overround(quoted);
          expect(book).toBeGreaterThan(1.0);
          expect(book).toBeLessThan(1 + margin + 0.04);
          for (const outcome of quoted) {
            expect(Number.isInteger(outcome.odds)).toBe(true);
            expect(outcome.odds).toBeGreaterThanOrEqual(ODDS_MIN);
            expect(outcome.odds).toBeLessThanOrEqual(ODDS_MAX);
          }
        },
      ),
    );
  });

  it('refuses a market whose favourite would be quoted under 1.01', () => {
    expect(quote([0.97, 0.03], 0.06)).toBeNull();
    expect(quote([1, 0], 0.06)).toBeNull();
  });

  it('offers outcomes too unlikely to quote as inactive at the maximum', () => {
    const quoted = quote([0.6, 0.3999, 0.0001], 0.06)!;
    expect(quoted[2]).toEqual({ odds: ODDS_MAX, active: false });
    expect(quoted.slice(0, 2).every((outcome) => outcome.active)).toBe(true);
  });

  it('normalises a double chance book to two winning outcomes', () => {
    const quoted = quote([0.7, 0.8, 0.5], 0.06, 2)!;
    expect(overround(quoted, 2)).toBeGreaterThan(1.03);
    expect(overround(quoted, 2)).toBeLessThan(1.09);
  });
});

describe('roundOdds', () => {
  it('rounds to the ladder step of the price range', () => {
    expect(roundOdds(1234.4)).toBe(1230);
    expect(roundOdds(2345)).toBe(2340);
    expect(roundOdds(4321)).toBe(4300);
    expect(roundOdds(7777)).toBe(7800);
    expect(roundOdds(13_300)).toBe(13_500);
    expect(roundOdds(1004)).toBe(ODDS_MIN);
  });
});

describe('validateMargin', () => {
  it('rejects a margin outside 1%–20%', () => {
    expect(() => validateMargin(0)).toThrow(/margin/);
    expect(() => validateMargin(0.5)).toThrow(/margin/);
    expect(validateMargin(0.05)).toBe(0.05);
  });
});
