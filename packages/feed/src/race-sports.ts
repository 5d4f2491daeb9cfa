import { MARKET_TYPE } from './market-types.js';
import { PART_IDS } from './parts.js';
import { type RaceSport, raceModel } from './race-model.js';

/** Tennis, volleyball, table tennis, darts and Counter-Strike on the race model. */

const S = {
  aces: 8,
  doubleFaults: 9,
  blocks: 15,
  attackPoints: 16,
  errors: 20,
  kills: 23,
  headshots: 24,
  oneEighties: 25,
  checkouts: 26,
  breakPointsWon: 27,
  servicePointsWon: 28,
} as const;

const setTypes = { total: MARKET_TYPE.totalSets, handicap: MARKET_TYPE.setHandicap };

export const tennis: RaceSport = {
  sets: PART_IDS.sets.slice(0, 3),
  setsToWin: 2,
  rules: { target: 6, winByTwo: true, tiebreakAt: 6 },
  ratingWeight: 0.55,
  serveEdge: 1.35,
  unitSeconds: 270,
  breakSeconds: 120,
  dangerPerUnit: 0.25,
  repriceEvery: 1,
  unitTotalType: MARKET_TYPE.totalGames,
  setCountTypes: setTypes,
  matchUnitLines: [1950, 2150, 2350],
  setUnitLines: [850, 950, 1050],
  statIds: [S.aces, S.doubleFaults, S.breakPointsWon],
  unitStats(book, partId, winner, server, rng) {
    book.add(partId, S.aces, server, rng.poisson(0.5));
    if (rng.chance(0.2)) book.add(partId, S.doubleFaults, server);
    if (winner !== server) book.add(partId, S.breakPointsWon, winner);
  },
  tracker: { servePointChance: 0.63 },
};

export const volleyball: RaceSport = {
  sets: PART_IDS.sets,
  setsToWin: 3,
  rules: { target: 25, lastSet: 15, winByTwo: true },
  ratingWeight: 0.2,
  unitSeconds: 32,
  breakSeconds: 180,
  dangerPerUnit: 0.02,
  repriceEvery: 4,
  unitTotalType: MARKET_TYPE.total,
  setCountTypes: setTypes,
  matchUnitLines: [],
  setUnitLines: [4250, 4450, 4650],
  statIds: [S.aces, S.blocks, S.attackPoints, S.errors],
  unitStats(book, partId, winner, server, rng) {
    const roll = rng.next();
    if (winner === server && roll < 0.07) book.add(partId, S.aces, winner);
    else if (roll < 0.2) book.add(partId, S.blocks, winner);
    else if (roll < 0.75) book.add(partId, S.attackPoints, winner);
    else book.add(partId, S.errors, winner === 'home' ? 'away' : 'home');
  },
};

export const tableTennis: RaceSport = {
  sets: PART_IDS.sets,
  setsToWin: 3,
  rules: { target: 11, winByTwo: true },
  ratingWeight: 0.22,
  unitSeconds: 16,
  breakSeconds: 60,
  dangerPerUnit: 0,
  repriceEvery: 3,
  unitTotalType: MARKET_TYPE.total,
  setCountTypes: setTypes,
  matchUnitLines: [],
  setUnitLines: [1750, 1850, 1950],
  statIds: [S.servicePointsWon, S.errors],
  unitStats(book, partId, winner, server, rng) {
    if (winner === server) book.add(partId, S.servicePointsWon, winner);
    if (rng.chance(0.3)) book.add(partId, S.errors, winner === 'home' ? 'away' : 'home');
  },
};

export const darts: RaceSport = {
  sets: PART_IDS.sets,
  setsToWin: 3,
  rules: { target: 3, winByTwo: false },
  ratingWeight: 0.4,
  serveEdge: 0.45,
  unitSeconds: 150,
  breakSeconds: 90,
  dangerPerUnit: 0.3,
  repriceEvery: 1,
  unitTotalType: MARKET_TYPE.totalLegs,
  setCountTypes: setTypes,
  matchUnitLines: [1450, 1650, 1850],
  setUnitLines: [350, 450],
  statIds: [S.oneEighties, S.checkouts],
  unitStats(book, partId, winner, _server, rng) {
    book.add(partId, S.oneEighties, 'home', rng.poisson(0.35));
    book.add(partId, S.oneEighties, 'away', rng.poisson(0.35));
    book.add(partId, S.checkouts, winner);
  },
};

export const counterStrike: RaceSport = {
  sets: PART_IDS.maps.slice(0, 3),
  setsToWin: 2,
  rules: { target: 13, winByTwo: false },
  ratingWeight: 0.3,
  unitSeconds: 110,
  breakSeconds: 300,
  dangerPerUnit: 0.15,
  repriceEvery: 2,
  unitTotalType: MARKET_TYPE.totalRounds,
  setCountTypes: { total: MARKET_TYPE.totalMaps, handicap: MARKET_TYPE.mapHandicap },
  matchUnitLines: [],
  setUnitLines: [2050, 2250],
  statIds: [S.kills, S.headshots],
  unitStats(book, partId, winner, _server, rng) {
    const loser = winner === 'home' ? 'away' : 'home';
    const winnerKills = 3 + rng.int(0, 2);
    const loserKills = rng.int(0, 4);
    book.add(partId, S.kills, winner, winnerKills);
    book.add(partId, S.kills, loser, loserKills);
    book.add(partId, S.headshots, winner, Math.round(winnerKills * 0.45));
    book.add(partId, S.headshots, loser, Math.round(loserKills * 0.45));
  },
};

export const tennisModel = raceModel(tennis);
export const volleyballModel = raceModel(volleyball);
export const tableTennisModel = raceModel(tableTennis);
export const dartsModel = raceModel(darts);
export const counterStrikeModel = raceModel(counterStrike);
