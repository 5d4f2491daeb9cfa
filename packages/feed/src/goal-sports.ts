import { type GoalSport, goalModel } from './goal-model.js';
import { MARKET_TYPE } from './market-types.js';
import { type MarketSpec, marketSpec as spec } from './match-model.js';
import type { StatBook } from './match-state.js';
import { PART_IDS, ROOT_PART_ID } from './parts.js';

/** Football, ice hockey and baseball on the goal model. */

const S = {
  shots: 1,
  onTarget: 2,
  corners: 3,
  fouls: 4,
  yellow: 5,
  red: 6,
  possession: 7,
  penaltyMinutes: 13,
  powerPlayGoals: 14,
  hits: 19,
  errors: 20,
  homeRuns: 30,
  firstGoal: 40,
  lastGoal: 41,
  firstToScore: 44,
} as const;

export function lines(typeId: number, partId: number, values: readonly number[]): MarketSpec[] {
  return values.map((line) => spec(typeId, partId, line));
}

export function correctScores(maxGoals: number): string[] {
  const names: string[] = [];
  for (let home = 0; home <= maxGoals; home += 1) {
    for (let away = 0; away <= maxGoals; away += 1) names.push(`${home}:${away}`);
  }
  names.push('Other');
  return names;
}

const M = MARKET_TYPE;
const FOOTBALL_SCORES = correctScores(3);

/** The home and the away team's total, on the same lines. */
const teamTotals = (partId: number, values: readonly number[]): MarketSpec[] => [
  ...lines(M.homeTotal, partId, values),
  ...lines(M.awayTotal, partId, values),
];

/** Notes the minute and team of the match's first goal (once) and of its latest. */
function noteGoalTimes(book: StatBook, minute: number, team: string): void {
  if (!book.hasText(S.firstGoal)) book.text(S.firstGoal, `${minute}' ${team}`);
  book.text(S.lastGoal, `${minute}' ${team}`);
}

export const football: GoalSport = {
  parts: PART_IDS.halves,
  partSeconds: 45 * 60,
  breakSeconds: 15 * 60,
  addedTime: [
    [60, 240],
    [120, 360],
  ],
  goalsPerMatch: 2.7,
  homeAdvantage: 0.25,
  ratingWeight: 0.6,
  clock: true,
  extra: null,
  redCards: true,
  dangerPerMinute: 0.06,
  markets: () => {
    const root = ROOT_PART_ID;
    const markets: MarketSpec[] = [
      spec(M.result, root),
      spec(M.doubleChance, root),
      spec(M.drawNoBet, root),
      ...lines(M.total, root, [50, 150, 250, 350, 450, 550]),
      ...lines(M.handicap, root, [-250, -150, -50, 50, 150, 250]),
      spec(M.bothScore, root),
      spec(M.correctScore, root, null, FOOTBALL_SCORES),
      ...teamTotals(root, [50, 150, 250]),
      spec(M.oddEven, root),
    ];
    for (const half of PART_IDS.halves) {
      markets.push(spec(M.result, half), ...lines(M.total, half, [50, 150, 250]), spec(M.bothScore, half));
    }
    markets.push(spec(M.doubleChance, PART_IDS.halves[0]), ...lines(M.handicap, PART_IDS.halves[0], [-50, 50]));
    return markets;
  },
  statIds: [S.shots, S.onTarget, S.corners, S.fouls, S.yellow, S.red, S.possession],
  averagedStats: [S.possession],
  minuteStats(book, partId, side, strength, rng) {
    if (rng.chance(0.12 * strength)) {
      book.add(partId, S.shots, side);
      if (rng.chance(0.36)) book.add(partId, S.onTarget, side);
    }
    if (rng.chance(0.055 * strength)) book.add(partId, S.corners, side);
    if (rng.chance(0.12)) book.add(partId, S.fouls, side);
    if (rng.chance(0.02)) book.add(partId, S.yellow, side);
  },
  partStats(book, partId, edge, rng) {
    const home = Math.round(Math.min(70, Math.max(30, 50 + edge * 40 + rng.normal() * 4)));
    book.set(partId, S.possession, home, 100 - home);
  },
  tracker: {
    stats: {
      [S.shots]: 'shot',
      [S.onTarget]: 'shot_on_target',
      [S.corners]: 'corner',
      [S.fouls]: 'foul',
      [S.yellow]: 'yellow_card',
    },
  },
  onGoal(book, minute, team, partId, side) {
    book.add(partId, S.shots, side);
    book.add(partId, S.onTarget, side);
    noteGoalTimes(book, minute, team);
  },
};

export const iceHockey: GoalSport = {
  parts: PART_IDS.periods,
  partSeconds: 20 * 60,
  breakSeconds: 17 * 60,
  goalsPerMatch: 5.6,
  homeAdvantage: 0.15,
  ratingWeight: 0.5,
  clock: true,
  extra: null,
  redCards: false,
  dangerPerMinute: 0.07,
  markets: () => {
    const root = ROOT_PART_ID;
    const markets: MarketSpec[] = [
      spec(M.result, root),
      spec(M.doubleChance, root),
      spec(M.drawNoBet, root),
      ...lines(M.total, root, [350, 450, 550, 650, 750]),
      ...lines(M.handicap, root, [-250, -150, 150, 250]),
      spec(M.bothScore, root),
      ...teamTotals(root, [150, 250, 350]),
      spec(M.oddEven, root),
    ];
    for (const period of PART_IDS.periods)
      markets.push(spec(M.result, period), ...lines(M.total, period, [50, 150, 250]));
    return markets;
  },
  statIds: [S.shots, S.penaltyMinutes, S.powerPlayGoals],
  minuteStats(book, partId, side, strength, rng) {
    if (rng.chance(0.5 * strength)) book.add(partId, S.shots, side);
    if (rng.chance(0.06)) book.add(partId, S.penaltyMinutes, side, 2);
  },
  tracker: { stats: { [S.shots]: 'shot', [S.penaltyMinutes]: 'penalty' } },
  onGoal(book, minute, team, partId, side) {
    book.add(partId, S.shots, side);
    if (minute % 5 === 0) book.add(partId, S.powerPlayGoals, side);
    noteGoalTimes(book, minute, team);
  },
};

export const baseball: GoalSport = {
  parts: PART_IDS.innings,
  partSeconds: 18 * 60,
  breakSeconds: 2 * 60,
  goalsPerMatch: 8.8,
  homeAdvantage: 0.08,
  ratingWeight: 0.45,
  clock: false,
  extra: { partId: PART_IDS.extraInnings, seconds: 18 * 60 },
  redCards: false,
  dangerPerMinute: 0.05,
  markets: () => {
    const root = ROOT_PART_ID;
    const first = PART_IDS.innings[0];
    return [
      spec(M.winner, root),
      ...lines(M.total, root, [650, 750, 850, 950, 1050]),
      ...lines(M.handicap, root, [-250, -150, 150, 250]),
      ...teamTotals(root, [350, 450]),
      spec(M.oddEven, root),
      spec(M.result, first),
      spec(M.total, first, 50),
    ];
  },
  statIds: [S.hits, S.errors, S.homeRuns],
  minuteStats(book, partId, side, strength, rng) {
    if (rng.chance(0.022 * strength)) book.add(partId, S.hits, side);
    if (rng.chance(0.003)) book.add(partId, S.errors, side);
  },
  onGoal(book, minute, team, partId, side) {
    book.add(partId, S.hits, side);
    if (minute % 4 === 0) book.add(partId, S.homeRuns, side);
    if (!book.hasText(S.firstToScore)) book.text(S.firstToScore, team);
  },
};

export const footballModel = goalModel(football);
export const iceHockeyModel = goalModel(iceHockey);
export const baseballModel = goalModel(baseball);
