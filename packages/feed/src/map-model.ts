import { MARKET_TYPE } from './market-types.js';
import {
  type Fixture,
  type MarketSpec,
  type MatchModel,
  type MatchState,
  type ScriptStep,
  marketSpec as spec,
} from './match-model.js';
import { ScoreBoard, type Side, StatBook } from './match-state.js';
import { PART_IDS, ROOT_PART_ID } from './parts.js';
import { normalCdf } from './points-model.js';
import { Rng } from './prng.js';

/**
 * Dota 2: best of three maps of open length. Each side's kills come at a rate set by the ratings; a
 * map lasts 30–55 match minutes and is won by the side ahead on kills when it ends (a simplification
 * the scores make visible: a map's score is its kills). In play the map is priced from the kill
 * lead plus the normal law of the kills still to come over the expected time left; the match from
 * the maps by the same best-of recursion as set sports.
 */
const MAPS = PART_IDS.maps.slice(0, 3);
const MAPS_TO_WIN = 2;
const KILLS_PER_MINUTE = 0.65;
const RATING_WEIGHT = 0.25;
/** Spread of a map's momentum (log-rate shift between the sides), drawn per map: fights snowball. */
const MOMENTUM = 0.35;
const MIN_MAP_SECONDS = 30 * 60;
const MAP_SPREAD_SECONDS = 25 * 60;
const EXPECTED_MAP_SECONDS = MIN_MAP_SECONDS + MAP_SPREAD_SECONDS / 2;
const BREAK_SECONDS = 8 * 60;
const KILL_LINES = [5050, 5550, 6050];
const S = { towers: 31, roshans: 32 } as const;

export interface MapContext {
  rates: [number, number];
  mapsHome: number;
  mapsAway: number;
  mapIndex: number;
  home: number;
  away: number;
  elapsed: number;
}

function rates(fixture: Fixture, shift: number): [number, number] {
  const edge = (fixture.rating.home + shift - fixture.rating.away) * RATING_WEIGHT;
  const base = KILLS_PER_MINUTE / 60;
  return [base * Math.exp(edge / 2), base * Math.exp(-edge / 2)];
}

function above(mean: number, variance: number, threshold: number): number {
  if (variance < 0.05) return mean > threshold ? 1 : 0;
  return 1 - normalCdf((threshold - mean) / Math.sqrt(variance));
}

function mapLaw(
  context: MapContext,
  index: number,
): { homeWin: number; killsMean: number; killsVar: number; played: number } {
  const current = index === context.mapIndex;
  const remaining = current ? Math.max(5 * 60, EXPECTED_MAP_SECONDS - context.elapsed) : EXPECTED_MAP_SECONDS;
  const [rateHome, rateAway] = context.rates;
  const lead = current ? context.home - context.away : 0;
  const variance = (rateHome + rateAway) * remaining;
  // The unknown momentum of the map adds (MOMENTUM × mean kills / 2)² to the spread of the lead.
  const momentum = ((MOMENTUM * (rateHome + rateAway) * remaining) / 2) ** 2;
  return {
    homeWin: above(lead + (rateHome - rateAway) * remaining, variance + momentum, 0),
    killsMean: (rateHome + rateAway) * remaining,
    killsVar: variance,
    played: current ? context.home + context.away : 0,
  };
}

function finals(context: MapContext): [number, number, number][] {
  const out = new Map<string, [number, number, number]>();
  const go = (home: number, away: number, index: number, p: number) => {
    if (home === MAPS_TO_WIN || away === MAPS_TO_WIN) {
      const key = `${home}:${away}`;
      const entry = out.get(key) ?? [home, away, 0];
      entry[2] += p;
      out.set(key, entry);
      return;
    }
    const win = mapLaw(context, index).homeWin;
    go(home + 1, away, index + 1, p * win);
    go(home, away + 1, index + 1, p * (1 - win));
  };
  go(context.mapsHome, context.mapsAway, context.mapIndex, 1);
  return [...out.values()];
}

function markets(): MarketSpec[] {
  const list: MarketSpec[] = [
    spec(MARKET_TYPE.winner, ROOT_PART_ID),
    spec(MARKET_TYPE.correctScore, ROOT_PART_ID, null, ['2:0', '2:1', '1:2', '0:2']),
    spec(MARKET_TYPE.totalMaps, ROOT_PART_ID, 250),
    spec(MARKET_TYPE.mapHandicap, ROOT_PART_ID, -150),
    spec(MARKET_TYPE.mapHandicap, ROOT_PART_ID, 150),
  ];
  for (const map of MAPS) {
    list.push(spec(MARKET_TYPE.winner, map));
    for (const line of KILL_LINES) list.push(spec(MARKET_TYPE.totalKills, map, line));
  }
  return list;
}

export const dotaModel: MatchModel<MapContext> = {
  countsUnits: true,
  parts: () => [...MAPS],
  markets,
  prematch: (fixture, shift) => ({
    rates: rates(fixture, shift),
    mapsHome: 0,
    mapsAway: 0,
    mapIndex: 0,
    home: 0,
    away: 0,
    elapsed: 0,
  }),
  price(spec, context) {
    const line = (spec.line ?? 0) / 100;
    if (spec.partId === ROOT_PART_ID) {
      const law = finals(context);
      const sum = (test: (home: number, away: number) => boolean) =>
        law.reduce((total, [home, away, p]) => total + (test(home, away) ? p : 0), 0);
      switch (spec.typeId) {
        case MARKET_TYPE.winner:
          return [sum((h, a) => h > a), sum((h, a) => a > h)];
        case MARKET_TYPE.correctScore:
          return (spec.listed ?? []).map((name) => sum((h, a) => `${h}:${a}` === name));
        case MARKET_TYPE.totalMaps:
          return [sum((h, a) => h + a > line), sum((h, a) => h + a < line)];
        case MARKET_TYPE.mapHandicap:
          return [sum((h, a) => h + line > a), sum((h, a) => h + line < a)];
        default:
          return null;
      }
    }
    const index = MAPS.indexOf(spec.partId as (typeof MAPS)[number]);
    if (index < context.mapIndex || index > context.mapIndex + 1) return null;
    const law = mapLaw(context, index);
    if (spec.typeId === MARKET_TYPE.winner) return [law.homeWin, 1 - law.homeWin];
    const over = above(law.played + law.killsMean, law.killsVar, line);
    return [over, 1 - over];
  },
  simulate: simulateDota,
};

function simulateDota(fixture: Fixture): ScriptStep<MapContext>[] {
  const rng = Rng.of(fixture.seed, 4);
  const kill = rates(fixture, 0);
  const board = new ScoreBoard();
  const book = new StatBook([S.towers, S.roshans]);
  const steps: ScriptStep<MapContext>[] = [];
  const wall = (seconds: number) => fixture.startMs + Math.round((seconds * 1000) / fixture.speed);
  const maps = { home: 0, away: 0 };
  let elapsed = 0;
  let mapIndex = 0;
  let mapElapsed = 0;
  let status: MatchState['status'] = 'live';

  const context = (): MapContext => {
    const score = board.get(MAPS[mapIndex] ?? -1);
    return {
      rates: kill,
      mapsHome: maps.home,
      mapsAway: maps.away,
      mapIndex,
      home: score.home,
      away: score.away,
      elapsed: mapElapsed,
    };
  };
  const state = (): MatchState => {
    const scores = board.toScores();
    scores[0] = { part_id: ROOT_PART_ID, home: maps.home, away: maps.away };
    return {
      status,
      currentPartId: MAPS[Math.min(mapIndex, MAPS.length - 1)]!,
      clock: status === 'live' ? { seconds: Math.round(mapElapsed), running: true, rate: fixture.speed } : null,
      scores,
      redCards: { home: 0, away: 0 },
      statistics: book.build(MAPS),
    };
  };
  const push = (step: Omit<ScriptStep<MapContext>, 'atMs' | 'context'>) =>
    steps.push({ atMs: wall(elapsed), ...step, ...(step.reprice ? { context: context() } : {}) });

  while (maps.home < MAPS_TO_WIN && maps.away < MAPS_TO_WIN) {
    const partId = MAPS[mapIndex]!;
    board.startPart(partId);
    mapElapsed = 0;
    status = 'live';
    push({ state: state(), reprice: 'all' });
    const duration = MIN_MAP_SECONDS + Math.floor(rng.next() * MAP_SPREAD_SECONDS);
    const swing = rng.normal() * MOMENTUM;
    const mapRates = [kill[0] * Math.exp(swing / 2), kill[1] * Math.exp(-swing / 2)] as const;
    for (let minute = 0; minute * 60 < duration; minute += 1) {
      const fight = rng.chance(0.12);
      if (fight) {
        elapsed += 30;
        mapElapsed += 30;
        push({ stop: true });
        elapsed += 30;
        mapElapsed += 30;
      } else {
        elapsed += 60;
        mapElapsed += 60;
      }
      let changed = false;
      for (const [side, rate] of [
        ['home', mapRates[0]],
        ['away', mapRates[1]],
      ] as const) {
        const kills = rng.poisson(rate * 60 * (fight ? 2.5 : 1));
        if (kills > 0) {
          board.add(partId, side, kills, false);
          changed = true;
        }
        if (rng.chance(0.02)) book.add(partId, S.towers, side);
      }
      if (minute % 12 === 11) book.add(partId, S.roshans, rng.chance(kill[0] / (kill[0] + kill[1])) ? 'home' : 'away');
      const reprice = fight || minute % 3 === 2;
      if (changed || reprice) push({ state: state(), ...(reprice ? { reprice: fight ? 'all' : 'changed' } : {}) });
    }
    const score = board.get(partId);
    if (score.home === score.away) {
      // The map's last fight decides it.
      board.add(partId, rng.chance(kill[0] / (kill[0] + kill[1])) ? 'home' : 'away', 1, false);
    }
    const winner: Side = board.get(partId).home > board.get(partId).away ? 'home' : 'away';
    maps[winner] += 1;
    if (maps.home === MAPS_TO_WIN || maps.away === MAPS_TO_WIN) break;
    mapIndex += 1;
    mapElapsed = 0;
    status = 'paused';
    push({ state: state(), stop: true, settleParts: [partId], reprice: 'all' });
    elapsed += BREAK_SECONDS;
  }
  status = 'ended';
  push({ state: state(), end: true });
  return steps;
}
