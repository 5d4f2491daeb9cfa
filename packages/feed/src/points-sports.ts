import { lines } from './goal-sports.js';
import { MARKET_TYPE } from './market-types.js';
import type { MarketSpec } from './match-model.js';
import { marketSpec as spec } from './match-model.js';
import { PART_IDS, ROOT_PART_ID } from './parts.js';
import { type PointsSport, pointsModel } from './points-model.js';

/** Basketball, handball and American football on the points model. */

const S = {
  fouls: 4,
  rebounds: 10,
  assists: 11,
  threePointers: 12,
  suspensions: 17,
  sevenMetres: 18,
  touchdowns: 21,
  fieldGoals: 22,
  freeThrows: 29,
} as const;

const M = MARKET_TYPE;

/** Half lines around a centre, `step` apart: centre 215.2 → 205.5, 210.5, 215.5, 220.5, 225.5. */
function around(centre: number, step: number, count: number): number[] {
  const middle = Math.floor(centre) + 0.5;
  const half = Math.floor(count / 2);
  return Array.from({ length: count }, (_, k) => Math.round((middle + (k - half) * step) * 100));
}

/** Home handicaps around the expected margin (the favourite gives points). */
function spreads(margin: number, step: number, count: number): number[] {
  return around(-margin, step, count);
}

/**
 * The whole match's handicap (three lines), total (five) and team totals (one each) around the expected
 * points, `step` apart (`totalStep` for the match total).
 */
function matchLines([home, away]: [number, number], step: number, totalStep = step): MarketSpec[] {
  return [
    ...lines(M.handicap, ROOT_PART_ID, spreads(home - away, step, 3)),
    ...lines(M.total, ROOT_PART_ID, around(home + away, totalStep, 5)),
    ...lines(M.homeTotal, ROOT_PART_ID, around(home, step, 1)),
    ...lines(M.awayTotal, ROOT_PART_ID, around(away, step, 1)),
  ];
}

/** Each part's result and `count` total lines around its even share of the expected points, `step` apart. */
function partMarkets(parts: readonly number[], [home, away]: [number, number], step: number, count: number) {
  const share = (home + away) / parts.length;
  return parts.flatMap((part) => [spec(M.result, part), ...lines(M.total, part, around(share, step, count))]);
}

export const basketball: PointsSport = {
  parts: PART_IDS.quarters,
  partSeconds: 12 * 60,
  breaks: [130, 15 * 60, 130],
  pointsPerMatch: 218,
  homeAdvantage: 3,
  ratingWeight: 9,
  scoring: [
    { points: 2, weight: 0.6 },
    { points: 3, weight: 0.24 },
    { points: 1, weight: 0.16 },
  ],
  overtime: { partId: PART_IDS.overtime, seconds: 5 * 60, max: 3 },
  stoppage: { chance: 0.2, seconds: [60, 100] },
  dangerPerMinute: 0,
  repriceMinutes: 2,
  markets: (_fixture, means) => [
    spec(M.winner, ROOT_PART_ID),
    ...matchLines(means, 4, 5),
    spec(M.oddEven, ROOT_PART_ID),
    ...partMarkets(PART_IDS.quarters, means, 4, 1),
    ...lines(M.handicap, PART_IDS.quarters[0], spreads((means[0] - means[1]) / 4, 2, 1)),
  ],
  statIds: [S.rebounds, S.assists, S.threePointers, S.freeThrows, S.fouls],
  scoreStats(book, partId, side, points, rng) {
    if (points === 3) book.add(partId, S.threePointers, side);
    if (points === 1) book.add(partId, S.freeThrows, side);
    if (points > 1 && rng.chance(0.6)) book.add(partId, S.assists, side);
  },
  tracker: { foulStat: S.fouls },
  minuteStats(book, partId, side, rng) {
    book.add(partId, S.rebounds, side, rng.poisson(0.9));
    if (rng.chance(0.4)) book.add(partId, S.fouls, side);
  },
};

export const handball: PointsSport = {
  parts: PART_IDS.halves,
  partSeconds: 30 * 60,
  breaks: [15 * 60],
  pointsPerMatch: 55,
  homeAdvantage: 1.5,
  ratingWeight: 3.5,
  scoring: [{ points: 1, weight: 1 }],
  overtime: null,
  stoppage: { chance: 0.05, seconds: [40, 70] },
  dangerPerMinute: 0.08,
  repriceMinutes: 3,
  markets: (_fixture, means) => [
    spec(M.result, ROOT_PART_ID),
    spec(M.doubleChance, ROOT_PART_ID),
    ...matchLines(means, 2),
    spec(M.oddEven, ROOT_PART_ID),
    ...partMarkets(PART_IDS.halves, means, 2, 3),
  ],
  statIds: [S.sevenMetres, S.suspensions],
  scoreStats(book, partId, side, _points, rng) {
    if (rng.chance(0.12)) book.add(partId, S.sevenMetres, side);
  },
  minuteStats(book, partId, side, rng) {
    if (rng.chance(0.06)) book.add(partId, S.suspensions, side);
  },
};

export const americanFootball: PointsSport = {
  parts: PART_IDS.quarters,
  partSeconds: 15 * 60,
  breaks: [120, 13 * 60, 120],
  pointsPerMatch: 45,
  homeAdvantage: 2,
  ratingWeight: 7,
  scoring: [
    { points: 7, weight: 0.52 },
    { points: 3, weight: 0.38 },
    { points: 6, weight: 0.07 },
    { points: 2, weight: 0.03 },
  ],
  overtime: { partId: PART_IDS.overtime, seconds: 10 * 60, max: 1 },
  stoppage: { chance: 0.4, seconds: [90, 150] },
  dangerPerMinute: 0.1,
  repriceMinutes: 3,
  markets: (_fixture, means) => [
    spec(M.winner, ROOT_PART_ID),
    ...matchLines(means, 3),
    ...partMarkets(PART_IDS.quarters, means, 3, 1),
  ],
  statIds: [S.touchdowns, S.fieldGoals],
  scoreStats(book, partId, side, points) {
    if (points >= 6) book.add(partId, S.touchdowns, side);
    if (points === 3) book.add(partId, S.fieldGoals, side);
  },
  minuteStats() {},
};

export const basketballModel = pointsModel(basketball);
export const handballModel = pointsModel(handball);
export const americanFootballModel = pointsModel(americanFootball);
