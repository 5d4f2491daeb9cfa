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
  markets(_fixture, [home, away]): MarketSpec[] {
    const root = ROOT_PART_ID;
    const markets: MarketSpec[] = [
      spec(M.winner, root),
      ...lines(M.handicap, root, spreads(home - away, 4, 3)),
      ...lines(M.total, root, around(home + away, 5, 5)),
      ...lines(M.homeTotal, root, around(home, 4, 1)),
      ...lines(M.awayTotal, root, around(away, 4, 1)),
      spec(M.oddEven, root),
    ];
    for (const quarter of PART_IDS.quarters) {
      markets.push(spec(M.result, quarter), ...lines(M.total, quarter, around((home + away) / 4, 4, 1)));
    }
    markets.push(...lines(M.handicap, PART_IDS.quarters[0], spreads((home - away) / 4, 2, 1)));
    return markets;
  },
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
  markets(_fixture, [home, away]): MarketSpec[] {
    const root = ROOT_PART_ID;
    const markets: MarketSpec[] = [
      spec(M.result, root),
      spec(M.doubleChance, root),
      ...lines(M.handicap, root, spreads(home - away, 2, 3)),
      ...lines(M.total, root, around(home + away, 2, 5)),
      ...lines(M.homeTotal, root, around(home, 2, 1)),
      ...lines(M.awayTotal, root, around(away, 2, 1)),
      spec(M.oddEven, root),
    ];
    for (const half of PART_IDS.halves) {
      markets.push(spec(M.result, half), ...lines(M.total, half, around((home + away) / 2, 2, 3)));
    }
    return markets;
  },
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
  markets(_fixture, [home, away]): MarketSpec[] {
    const root = ROOT_PART_ID;
    const markets: MarketSpec[] = [
      spec(M.winner, root),
      ...lines(M.handicap, root, spreads(home - away, 3, 3)),
      ...lines(M.total, root, around(home + away, 3, 5)),
      ...lines(M.homeTotal, root, around(home, 3, 1)),
      ...lines(M.awayTotal, root, around(away, 3, 1)),
    ];
    for (const quarter of PART_IDS.quarters)
      markets.push(spec(M.result, quarter), ...lines(M.total, quarter, around((home + away) / 4, 3, 1)));
    return markets;
  },
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
