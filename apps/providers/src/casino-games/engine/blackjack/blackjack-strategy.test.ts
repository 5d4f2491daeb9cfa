import { describe, expect, it } from 'vitest';
import { blackjackInfo } from './blackjack-info.js';
import {
  basicStrategy,
  basicStrategyExpectation,
  dealerOutcomes,
  dealerOutcomesFrom,
  expectationAgainst,
  UP_CARDS,
} from './blackjack-strategy.js';

const at = (up: number | 'A') => UP_CARDS.indexOf(up === 'A' ? 1 : (up as 2));

describe('dealer outcomes on an infinite deck', () => {
  it('draws one card to a hard 16: 17 to 21 with 1/13 each, bust with 8/13', () => {
    const outcomes = dealerOutcomesFrom(16, false);
    for (let i = 0; i < 5; i++) expect(outcomes[i]).toBeCloseTo(1 / 13, 15);
    expect(outcomes[5]).toBeCloseTo(8 / 13, 15);
  });

  it('stands on a soft 17 and hits a soft 16 (ace and five)', () => {
    expect(dealerOutcomesFrom(7, true)).toEqual([1, 0, 0, 0, 0, 0]);
    // A+5 then: ace → soft 17, 2 → 18, 3 → 19, 4 → 20, 5 → 21, 6-10 → hard 12-16, which draws again.
    expect(dealerOutcomesFrom(6, true)[4]).toBeGreaterThan(1 / 13);
  });

  it('busts as often as the published stands-on-soft-17 figures', () => {
    const bust = UP_CARDS.map((up) => Math.round(dealerOutcomes(up, false)[5] * 10_000) / 100);
    expect(bust).toEqual([35.36, 37.39, 39.45, 41.64, 42.32, 26.23, 24.47, 22.84, 21.21, 11.53]);
  });

  it('sums to one for every up card, with and without the peek', () => {
    for (const up of UP_CARDS) {
      for (const peeked of [false, true])
        expect(dealerOutcomes(up, peeked).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    }
  });
});

describe('player expectations', () => {
  it('values standing on 21 against a 6 as every dealer outcome but 21', () => {
    const outcomes = dealerOutcomes(6, true);
    expect(expectationAgainst(6).stand(21, false)).toBeCloseTo(1 - outcomes[4], 15);
    // Twenty against a ten the dealer has checked: loses only to 21.
    const ten = dealerOutcomes(10, true);
    expect(expectationAgainst(10).stand(20, false)).toBeCloseTo(ten[5] + ten[0] + ten[1] + ten[2] - ten[4], 15);
  });

  it('puts the house edge of the basic strategy near half a percent', () => {
    const edge = -basicStrategyExpectation();
    expect(edge).toBeGreaterThan(0.004);
    expect(edge).toBeLessThan(0.007);
    expect(blackjackInfo.rtp().value).toBeCloseTo(0.994296, 6);
  });
});

describe('basic strategy', () => {
  const { hard, soft, pairs } = basicStrategy();

  it('agrees with the classic multi-deck chart for stands-on-soft-17 with double after split', () => {
    expect(hard[16]).toEqual(['S', 'S', 'S', 'S', 'S', 'H', 'H', 'H', 'H', 'H']);
    expect(hard[12]).toEqual(['H', 'H', 'S', 'S', 'S', 'H', 'H', 'H', 'H', 'H']);
    expect(hard[11]).toEqual(['D', 'D', 'D', 'D', 'D', 'D', 'D', 'D', 'D', 'H']);
    expect(hard[10]).toEqual(['D', 'D', 'D', 'D', 'D', 'D', 'D', 'D', 'H', 'H']);
    expect(hard[9]).toEqual(['H', 'D', 'D', 'D', 'D', 'H', 'H', 'H', 'H', 'H']);
    expect(soft[18]).toEqual(['S', 'Ds', 'Ds', 'Ds', 'Ds', 'S', 'S', 'H', 'H', 'H']);
    expect(soft[19]?.every((action) => action === 'S')).toBe(true);
    expect(pairs[1]?.every((action) => action === 'P')).toBe(true);
    expect(pairs[8]?.every((action) => action === 'P')).toBe(true);
    expect(pairs[10]?.every((action) => action === 'S')).toBe(true);
    expect(pairs[9]).toEqual(['P', 'P', 'P', 'P', 'P', 'S', 'P', 'P', 'S', 'S']);
    expect(pairs[4]?.[at(5)]).toBe('P');
    expect(pairs[5]).toEqual(hard[10]);
  });

  it('never takes insurance and shows every table on the help screen', () => {
    const titles = blackjackInfo.help.tables.map((table) => table.title);
    expect(titles.filter((title) => title.startsWith('Basic strategy'))).toHaveLength(3);
  });
});
