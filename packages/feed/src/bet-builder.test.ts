import { describe, expect, it } from 'vitest';
import {
  type BuilderLeg,
  type BuilderPart,
  builderChance,
  builderPrice,
  conflictingSelections,
} from './bet-builder.js';
import { correctScores } from './goal-sports.js';
import { MARKET_TYPE as M } from './market-types.js';
import { marketSpec as spec } from './match-model.js';
import { roundOdds } from './odds.js';
import { poissonGrid, priceOnGrid, type ScoreGrid } from './score-distribution.js';

const MATCH = 1;
const FIRST_HALF = 2;
const SECOND_HALF = 3;

// A match before kick-off: each half's goals are Poisson, so the whole match's are Poisson with the
// summed means, a grid the markets are priced on independently of the builder.
const halves: BuilderPart[] = [
  { partId: FIRST_HALF, grid: poissonGrid(0, 0, 0.6, 0.5) },
  { partId: SECOND_HALF, grid: poissonGrid(0, 0, 0.75, 0.6) },
];
const wholeMatch = poissonGrid(0, 0, 1.35, 1.1);

/** A first half that ended 1:0, and the second to come. */
const finished = (home: number, away: number): ScoreGrid => ({
  home0: home,
  away0: away,
  home: Float64Array.of(1),
  away: Float64Array.of(1),
});
const atHalfTime: BuilderPart[] = [
  { partId: FIRST_HALF, grid: finished(1, 0) },
  { partId: SECOND_HALF, grid: poissonGrid(0, 0, 0.75, 0.6) },
];

const scores = correctScores(3);
const leg = (typeId: number, outcome: number, line: number | null = null, partId = MATCH): BuilderLeg => ({
  spec: spec(typeId, partId, line, typeId === M.correctScore ? scores : undefined),
  outcome,
});
const chanceOf = (parts: BuilderPart[], legs: BuilderLeg[]) => builderChance(parts, legs) as number;

const single: BuilderLeg[] = [
  leg(M.result, 0),
  leg(M.result, 1),
  leg(M.result, 2),
  leg(M.doubleChance, 0),
  leg(M.doubleChance, 1),
  leg(M.doubleChance, 2),
  leg(M.total, 0, 250),
  leg(M.total, 1, 250),
  leg(M.homeTotal, 0, 50),
  leg(M.awayTotal, 1, 150),
  leg(M.handicap, 0, -50),
  leg(M.handicap, 1, 150),
  leg(M.bothScore, 0),
  leg(M.bothScore, 1),
  leg(M.oddEven, 0),
  leg(M.correctScore, scores.indexOf('2:1')),
  leg(M.correctScore, scores.indexOf('Other')),
];

describe('bet builder', () => {
  it('prices a single selection at its own market’s fair chance, before kick-off and at half-time', () => {
    for (const selection of single) {
      const market = priceOnGrid(selection.spec, wholeMatch)?.[selection.outcome];
      expect(chanceOf(halves, [selection]), selection.spec.key).toBeCloseTo(market as number, 8);
      const inPlay = priceOnGrid(selection.spec, poissonGrid(1, 0, 0.75, 0.6))?.[selection.outcome];
      expect(chanceOf(atHalfTime, [selection]), selection.spec.key).toBeCloseTo(inPlay as number, 8);
    }
    const firstHalfHome = leg(M.result, 0, null, FIRST_HALF);
    const [halfHome] = priceOnGrid(firstHalfHome.spec, poissonGrid(0, 0, 0.6, 0.5)) ?? [];
    expect(chanceOf(halves, [firstHalfHome])).toBeCloseTo(halfHome as number, 8);
  });

  it('prices what the legs mean together, not the product of their prices', () => {
    // Each side over 0.5 goals is both teams scoring.
    const [bothScore] = priceOnGrid(spec(M.bothScore, MATCH), wholeMatch) ?? [];
    expect(chanceOf(halves, [leg(M.homeTotal, 0, 50), leg(M.awayTotal, 0, 50)])).toBeCloseTo(bothScore as number, 8);
    // A first-half home win already holds a goal: the match's over 0.5 adds nothing.
    const [halfHome] = priceOnGrid(spec(M.result, FIRST_HALF), poissonGrid(0, 0, 0.6, 0.5)) ?? [];
    expect(chanceOf(halves, [leg(M.result, 0, null, FIRST_HALF), leg(M.total, 0, 50)])).toBeCloseTo(
      halfHome as number,
      8,
    );
    // 2:1 is over 2.5 goals and a home win.
    const twoOne = leg(M.correctScore, scores.indexOf('2:1'));
    expect(chanceOf(halves, [twoOne, leg(M.total, 0, 250), leg(M.result, 0)])).toBeCloseTo(
      chanceOf(halves, [twoOne]),
      10,
    );
  });

  it('refuses legs that cannot all win, across parts too', () => {
    expect(builderChance(halves, [leg(M.result, 0), leg(M.doubleChance, 2)])).toBe('contradiction');
    expect(builderChance(halves, [leg(M.correctScore, scores.indexOf('1:0')), leg(M.total, 0, 250)])).toBe(
      'contradiction',
    );
    // The home side scores in the first half, so the match cannot end with no home goal.
    expect(builderChance(halves, [leg(M.result, 0, null, FIRST_HALF), leg(M.bothScore, 1), leg(M.result, 2)])).toBe(
      'contradiction',
    );
    // At half-time 1:0, the home side cannot stay under 0.5.
    expect(builderChance(atHalfTime, [leg(M.homeTotal, 1, 50)])).toBe('contradiction');
  });

  it('names the selections that would conflict with the legs chosen', () => {
    // A home win with under 2.5 goals is 1:0 or 2:0: a draw, both teams scoring (2:1 at least), the
    // 2:1 itself and the away side at -1.5 cannot join it; the 1:0 can.
    const chosen = [leg(M.result, 0), leg(M.total, 1, 250)];
    const draw = leg(M.result, 1);
    const bothScore = leg(M.bothScore, 0);
    const oneNil = leg(M.correctScore, scores.indexOf('1:0'));
    const twoOne = leg(M.correctScore, scores.indexOf('2:1'));
    const awayMinusOneAndHalf = leg(M.handicap, 1, 150);
    const candidates = [draw, bothScore, oneNil, twoOne, awayMinusOneAndHalf];
    expect(conflictingSelections(halves, chosen, candidates)).toEqual([draw, bothScore, twoOne, awayMinusOneAndHalf]);
  });

  it('refuses the same market twice, markets that can be void or pushed, and parts the match has not', () => {
    expect(builderChance(halves, [leg(M.total, 0, 250), leg(M.total, 1, 250)])).toBe('same_market');
    expect(builderChance(halves, [leg(M.total, 0, 200)])).toBe('not_combinable');
    expect(builderChance(halves, [leg(M.drawNoBet, 0)])).toBe('not_combinable');
    expect(builderChance(halves, [leg(M.result, 0, null, 8)])).toBe('unknown_part');
  });

  it('applies the margin once, to the whole combination, and quotes it on the ladder', () => {
    const legs = [leg(M.bothScore, 0), leg(M.total, 0, 250)];
    const chance = chanceOf(halves, legs);
    expect(builderPrice(halves, legs, 0.06)).toEqual({ odds: roundOdds(1000 / (chance * 1.06)), chance });
    // Under 9.5 goals is all but certain: under 1.01 with the margin.
    expect(builderPrice(halves, [leg(M.total, 1, 950)], 0.06)).toEqual({ refused: 'too_likely' });
  });
});
