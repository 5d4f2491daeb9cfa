import { describe, expect, it } from 'vitest';
import { type CustomBetMarket, type CustomBetSelection, CustomBetService } from './custom-bet.js';
import { EventFeed } from './event-feed.js';
import type { GoalContext, GoalSport } from './goal-model.js';
import { baseballModel, football, footballModel, iceHockey } from './goal-sports.js';
import { MARKET_TYPE as M } from './market-types.js';
import type { Fixture, MatchModel } from './match-model.js';
import type { FeedMarket, OddsChange } from './messages.js';
import { DEFAULT_MARGIN, roundOdds } from './odds.js';
import { ROOT_PART_ID } from './parts.js';
import { unitHash } from './prng.js';
import { Schedule } from './schedule.js';
import { type SportDefinition, sportById } from './sports.js';

const OPTIONS = { seed: 7, speed: 10 };
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const schedule = new Schedule(OPTIONS.seed, OPTIONS.speed);
const service = new CustomBetService(OPTIONS);

/** The first fixtures of a sport starting after `fromMs`, none of them cancelled. */
function fixturesOf(sportId: number, count: number, fromMs = T0): Fixture[] {
  const found: Fixture[] = [];
  schedule.forEachStart(fromMs, fromMs + 6 * 3_600_000, (ref) => {
    const fixture = schedule.fixture(ref);
    if (ref.sport.id === sportId && fixture.cancel === null && found.length < count) found.push(fixture);
  });
  return found;
}

const modelOf = (sportId: number) => sportById(sportId).model as unknown as MatchModel<GoalContext>;
const goalSportOf = (sportId: number): GoalSport => (sportId === 1 ? football : iceHockey);

/** Moments of a match's script: its steps' times by what they do. */
function momentsOf(fixture: Fixture) {
  const steps = modelOf(fixture.sportId).simulate(fixture);
  const changed = steps.filter((step) => step.reprice === 'changed').map((step) => step.atMs);
  return {
    steps,
    prematch: fixture.startMs - 1000,
    early: changed[1]!,
    late: changed[changed.length - 2]!,
    pause: steps.find((step) => step.state?.status === 'paused')!.atMs,
    stop: steps.find((step) => step.stop)!.atMs,
    end: steps[steps.length - 1]!.atMs,
  };
}

/** The pricing context at `atMs`, worked out here from the script and the pre-match drift. */
function contextAt(fixture: Fixture, atMs: number): GoalContext {
  const model = modelOf(fixture.sportId);
  if (atMs < fixture.startMs) {
    const driftMs = (3 * 3_600_000) / fixture.speed;
    const published = Math.max(1, Math.ceil((fixture.startMs - fixture.publishMs) / driftMs));
    const j = Math.min(Math.max(1, Math.ceil((fixture.startMs - atMs) / driftMs)), published);
    return model.prematch(fixture, (unitHash(fixture.seed, j, 3) - 0.5) * 0.12);
  }
  return model
    .simulate(fixture)
    .filter((step) => step.atMs <= atMs && step.context)
    .at(-1)!.context!;
}

/** The feed's own open markets at `atMs`, as its snapshot has them. */
function feedMarkets(fixture: Fixture, atMs: number): Map<number, FeedMarket> {
  const feed = new EventFeed(fixture, sportById(fixture.sportId) as SportDefinition, DEFAULT_MARGIN);
  const odds = feed.snapshot(atMs).find((message): message is OddsChange => message.type === 'odds_change');
  return new Map((odds?.markets ?? []).filter((m) => m.status === 'active').map((m) => [m.id, m]));
}

function poisson(mean: number): number[] {
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= 14; k += 1) out.push((out[k - 1]! * mean) / k);
  return out;
}

type Score = [number, number];

/** Whether the outcome wins on the part's final score, from the market types' rules. */
function wins(market: CustomBetMarket, outcome: number, [h, a]: Score, listed: readonly string[]): boolean {
  const line = (market.line ?? 0) / 100;
  const pick = (...tests: boolean[]) => tests[outcome]!;
  switch (market.typeId) {
    case M.result:
      return pick(h > a, h === a, h < a);
    case M.doubleChance:
      return pick(h >= a, h !== a, h <= a);
    case M.total:
      return pick(h + a > line, h + a < line);
    case M.homeTotal:
      return pick(h > line, h < line);
    case M.awayTotal:
      return pick(a > line, a < line);
    case M.handicap:
      return pick(h + line > a, h + line < a);
    case M.bothScore:
      return pick(h > 0 && a > 0, h === 0 || a === 0);
    case M.oddEven:
      return pick((h + a) % 2 === 1, (h + a) % 2 === 0);
    case M.correctScore:
      return listed[outcome] === 'Other' ? !listed.includes(`${h}:${a}`) : listed[outcome] === `${h}:${a}`;
    default:
      throw new Error(`no rule for type ${market.typeId}`);
  }
}

/**
 * The chance that every selection wins, summed over the product of the parts' score grids: each part
 * its score so far plus Poisson goals in its time left at the rates the red cards leave.
 */
function bruteForceChance(fixture: Fixture, atMs: number, picks: { market: CustomBetMarket; outcome: number }[]) {
  const sport = goalSportOf(fixture.sportId);
  const context = contextAt(fixture, atMs);
  const [rateHome, rateAway] = context.rates;
  const home = rateHome * 0.72 ** context.red[0] * 1.12 ** context.red[1];
  const away = rateAway * 0.72 ** context.red[1] * 1.12 ** context.red[0];
  const grids = sport.parts.map((partId, index) => {
    const seconds = index < context.partIndex ? 0 : context.remaining[index]!;
    return {
      partId,
      base: context.scores.get(partId) ?? [0, 0],
      home: poisson(home * seconds),
      away: poisson(away * seconds),
    };
  });
  const listed = footballModel.markets(fixture).find((spec) => spec.typeId === M.correctScore)?.listed ?? [];
  const scores: Score[] = [];
  let total = 0;
  const visit = (at: number, chance: number) => {
    if (at === grids.length) {
      const match: Score = [scores.reduce((s, x) => s + x[0], 0), scores.reduce((s, x) => s + x[1], 0)];
      const all = picks.every(({ market, outcome }) => {
        const score = market.partId === ROOT_PART_ID ? match : scores[sport.parts.indexOf(market.partId)]!;
        return wins(market, outcome, score, listed);
      });
      if (all) total += chance;
      return;
    }
    const grid = grids[at]!;
    grid.home.forEach((ph, i) => {
      grid.away.forEach((pa, j) => {
        if (ph * pa * chance < 1e-14) return;
        scores[at] = [grid.base[0] + i, grid.base[1] + j];
        visit(at + 1, chance * ph * pa);
      });
    });
  };
  visit(0, 1);
  return total;
}

/** The offered market of a type, part and line, if the builder offers it now. */
const find = (markets: CustomBetMarket[], typeId: number, partId = ROOT_PART_ID, line: number | null = null) =>
  markets.find((m) => m.typeId === typeId && m.partId === partId && m.line === line);

const select = (market: CustomBetMarket | undefined, outcome: number): CustomBetSelection | null =>
  market?.outcomeIds.includes(market.marketId * 100 + outcome + 1)
    ? { marketId: market.marketId, outcomeId: market.marketId * 100 + outcome + 1 }
    : null;

const [FIRST, SECOND] = [2, 3];
const [P1, , P3] = [8, 9, 10];

/** Combinations of two and three legs, each on markets the sport has. */
const COMBINATIONS: Record<number, [number, number, number | null, number][][]> = {
  1: [
    [
      [M.result, ROOT_PART_ID, null, 0],
      [M.total, ROOT_PART_ID, 250, 0],
    ],
    [
      [M.bothScore, ROOT_PART_ID, null, 0],
      [M.total, FIRST, 50, 0],
      [M.awayTotal, ROOT_PART_ID, 150, 1],
    ],
    [
      [M.correctScore, ROOT_PART_ID, null, 5],
      [M.result, SECOND, null, 1],
    ],
    [
      [M.handicap, ROOT_PART_ID, -50, 0],
      [M.oddEven, ROOT_PART_ID, null, 1],
      [M.result, SECOND, null, 0],
    ],
  ],
  4: [
    [
      [M.result, ROOT_PART_ID, null, 0],
      [M.total, P1, 150, 0],
      [M.result, P3, null, 2],
    ],
    [
      [M.homeTotal, ROOT_PART_ID, 250, 0],
      [M.total, ROOT_PART_ID, 550, 1],
    ],
  ],
};

describe('CustomBetService', () => {
  const footballMatches = fixturesOf(1, 2);
  const [hockeyMatch] = fixturesOf(4, 1);
  // A match with a red card, priced after it: the rates the card leaves.
  const sentOff = fixturesOf(1, 60)
    .map((fixture) => {
      const after = momentsOf(fixture).steps.find(
        (step) => step.reprice === 'changed' && step.context!.red.some(Boolean),
      );
      return after ? { fixture, atMs: after.atMs } : null;
    })
    .find((found) => found !== null)!;
  const cases = [...footballMatches, hockeyMatch!].flatMap((fixture) => {
    const at = momentsOf(fixture);
    return [at.prematch, at.early, at.pause, at.late].map((atMs) => ({ fixture, atMs }));
  });
  cases.push(sentOff);

  it('offers the feed’s open markets builders take, a single selection at the feed’s own odds', () => {
    for (const { fixture, atMs } of cases) {
      const markets = service.available(fixture.eventId, atMs);
      expect(markets, `${fixture.eventId} at ${atMs}`).not.toBeNull();
      const quoted = feedMarkets(fixture, atMs);
      expect(markets!.length).toBeGreaterThan(3);
      for (const market of markets!) {
        const own = quoted.get(market.marketId);
        expect(own?.status).toBe('active');
        expect(market.typeId).not.toBe(M.drawNoBet);
        for (const outcomeId of market.outcomeIds) {
          const odds = own!.outcomes.find((outcome) => outcome.id === outcomeId)!.odds;
          expect(service.calculate(fixture.eventId, [{ marketId: market.marketId, outcomeId }], atMs)).toEqual({
            odds,
          });
        }
      }
    }
  });

  it('prices combinations at the sum over the product of the parts’ score grids, not the product of the legs', () => {
    let priced = 0;
    let apart = 0;
    for (const { fixture, atMs } of cases) {
      const markets = service.available(fixture.eventId, atMs)!;
      for (const combination of COMBINATIONS[fixture.sportId]!) {
        const picks = combination
          .map(([typeId, partId, line, outcome]) => ({ market: find(markets, typeId, partId, line), outcome }))
          .filter(
            (pick): pick is { market: CustomBetMarket; outcome: number } => select(pick.market, pick.outcome) !== null,
          );
        if (picks.length < 2) continue;
        const selections = picks.map(({ market, outcome }) => select(market, outcome)!);
        const chance = bruteForceChance(fixture, atMs, picks);
        const answer = service.calculate(fixture.eventId, selections, atMs);
        if (chance === 0) {
          expect(answer).toEqual({ refused: 'contradiction' });
          continue;
        }
        const expected = roundOdds(1000 / (chance * (1 + DEFAULT_MARGIN)));
        expect(answer, `${fixture.eventId} at ${atMs}: ${JSON.stringify(selections)}`).toEqual({ odds: expected });
        const singles = selections.map(
          (selection) => (service.calculate(fixture.eventId, [selection], atMs) as { odds: number }).odds / 1000,
        );
        if (Math.abs(singles.reduce((a, b) => a * b, 1) * 1000 - expected) > expected * 0.05) apart += 1;
        priced += 1;
      }
    }
    expect(priced).toBeGreaterThan(15);
    expect(apart).toBeGreaterThan(5);
  });

  it('refuses contradictions, a market twice, markets builders do not take and selections not offered', () => {
    const [fixture] = footballMatches;
    const { prematch: atMs, pause } = momentsOf(fixture!);
    const markets = service.available(fixture!.eventId, atMs)!;
    const result = find(markets, M.result);
    const home = select(result, 0)!;
    const calc = (...selections: CustomBetSelection[]) => service.calculate(fixture!.eventId, selections, atMs);
    expect(calc(home, select(find(markets, M.doubleChance), 2)!)).toEqual({ refused: 'contradiction' });
    const oneNil = select(find(markets, M.correctScore), 4)!;
    expect(calc(oneNil, select(find(markets, M.total, ROOT_PART_ID, 250), 0)!)).toEqual({ refused: 'contradiction' });
    expect(calc(home, select(result, 1)!)).toEqual({ refused: 'same_market' });
    const drawNoBet = footballModel.markets(fixture!).findIndex((spec) => spec.typeId === M.drawNoBet) + 1;
    expect(calc(home, { marketId: drawNoBet, outcomeId: drawNoBet * 100 + 1 })).toEqual({ refused: 'not_combinable' });
    expect(calc(home, { marketId: 999, outcomeId: 99_901 })).toEqual({ refused: 'not_offered' });
    expect(calc({ marketId: home.marketId, outcomeId: 201 })).toEqual({ refused: 'not_offered' });
    // At half-time the first half is settled: its markets are no longer offered.
    const firstHalf = select(find(markets, M.result, FIRST), 0)!;
    expect(service.calculate(fixture!.eventId, [firstHalf], pause)).toEqual({ refused: 'not_offered' });
    expect(service.available(fixture!.eventId, pause)!.some((m) => m.partId === FIRST)).toBe(false);
  });

  it('names the available outcomes that would conflict with the selections', () => {
    const [fixture] = footballMatches;
    const atMs = momentsOf(fixture!).prematch;
    const markets = service.available(fixture!.eventId, atMs)!;
    const home = select(find(markets, M.result), 0)!;
    const under = select(find(markets, M.total, ROOT_PART_ID, 250), 1)!;
    const filtered = service.calculateFilter(fixture!.eventId, [home, under], atMs)!;
    expect(filtered).toMatchObject(service.calculate(fixture!.eventId, [home, under], atMs)!);
    const conflicting = new Set(filtered.conflicting.map((selection) => selection.outcomeId));
    const outcome = (typeId: number, index: number, partId = ROOT_PART_ID, line: number | null = null) =>
      select(find(markets, typeId, partId, line), index)!.outcomeId;
    // A home win with under 2.5 goals is 1:0 or 2:0.
    for (const no of [
      outcome(M.result, 1),
      outcome(M.result, 2),
      outcome(M.total, 0, ROOT_PART_ID, 250),
      outcome(M.bothScore, 0),
      outcome(M.correctScore, 9), // 2:1
      outcome(M.correctScore, 5), // 1:1
      outcome(M.doubleChance, 2),
    ]) {
      expect(conflicting.has(no)).toBe(true);
    }
    for (const yes of [
      outcome(M.correctScore, 4),
      outcome(M.correctScore, 8),
      outcome(M.bothScore, 1),
      outcome(M.result, 0, FIRST),
    ]) {
      expect(conflicting.has(yes)).toBe(false);
    }
    expect(conflicting.has(home.outcomeId) || conflicting.has(under.outcomeId)).toBe(false);
  });

  it('names the conflicts of an ice-hockey builder over two periods as pricing each outcome with it would', () => {
    const { prematch, early } = momentsOf(hockeyMatch!);
    for (const atMs of [prematch, early]) {
      const markets = service.available(hockeyMatch!.eventId, atMs)!;
      const selections = [select(find(markets, M.result, P1), 0), select(find(markets, M.total, P3, 150), 1)].filter(
        (selection): selection is CustomBetSelection => selection !== null,
      );
      expect(selections.length, `at ${atMs}`).toBe(2);
      const filtered = service.calculateFilter(hockeyMatch!.eventId, selections, atMs)!;
      const conflicting = new Set(filtered.conflicting.map((selection) => selection.outcomeId));
      let named = 0;
      for (const market of markets) {
        for (const outcomeId of market.outcomeIds) {
          if (selections.some((selection) => selection.outcomeId === outcomeId)) continue;
          const price = service.calculate(
            hockeyMatch!.eventId,
            [...selections, { marketId: market.marketId, outcomeId }],
            atMs,
          )!;
          const refused = 'refused' in price && price.refused !== 'too_likely';
          expect(conflicting.has(outcomeId), `${market.marketId}/${outcomeId} at ${atMs}`).toBe(refused);
          if (refused) named += 1;
        }
      }
      expect(named).toBeGreaterThan(2);
    }
  });

  it('keeps a conflicts answer per book and set of selections, and works it out again when the book moves', () => {
    const { prematch, early } = momentsOf(hockeyMatch!);
    const pick = (atMs: number) => {
      const markets = service.available(hockeyMatch!.eventId, atMs)!;
      return [select(find(markets, M.result, P1), 2)!, select(find(markets, M.bothScore), 0)!];
    };
    const [first, second] = pick(prematch);
    const answer = service.calculateFilter(hockeyMatch!.eventId, [first!, second!], prematch);
    expect(service.calculateFilter(hockeyMatch!.eventId, [second!, first!], prematch)).toBe(answer);
    const later = pick(early);
    const moved = service.calculateFilter(hockeyMatch!.eventId, later, early);
    expect(moved).not.toBe(answer);
    expect(moved).toMatchObject(service.calculate(hockeyMatch!.eventId, later, early)!);
  });

  it('takes no builders on a match ended, stopped, cancelled or of another sport, nor on an unknown id', () => {
    const [fixture] = footballMatches;
    const { end, stop } = momentsOf(fixture!);
    const home = { marketId: 1, outcomeId: 101 };
    for (const atMs of [end, end + 60_000, stop, fixture!.publishMs - 1]) {
      expect(service.available(fixture!.eventId, atMs), `at ${atMs}`).toBeNull();
      expect(service.calculate(fixture!.eventId, [home], atMs)).toBeNull();
      expect(service.calculateFilter(fixture!.eventId, [home], atMs)).toBeNull();
    }
    expect(service.fixture(fixture!.eventId, end)).toEqual(fixture);
    expect(feedMarkets(fixture!, stop).size).toBe(0);

    const cancelled: Fixture[] = [];
    schedule.forEachStart(T0, T0 + 48 * 3_600_000, (ref) => {
      const candidate = schedule.fixture(ref);
      if (ref.sport.id === 1 && candidate.cancel && 'atMs' in candidate.cancel) cancelled.push(candidate);
    });
    const called = cancelled[0]!;
    const cancelAt = (called.cancel as { atMs: number }).atMs;
    expect(service.available(called.eventId, cancelAt - 1)).not.toBeNull();
    expect(service.available(called.eventId, cancelAt)).toBeNull();

    const [baseball] = fixturesOf(8, 1);
    expect(baseballModel.parts(baseball!)).toContain(31);
    expect(service.available(baseball!.eventId, baseball!.startMs - 1000)).toBeNull();
    expect(service.available(2_147_483_647, T0)).toBeNull();
    expect(service.fixture(2_147_483_647, T0)).toBeNull();
  });
});

describe('Schedule.refOf', () => {
  it('finds the slot of every event on the feed at a moment, and none for an event not on it', () => {
    for (const atMs of [T0, T0 + 5 * 3_600_000]) {
      let seen = 0;
      schedule.forEachCandidate(atMs, atMs, (ref, startMs) => {
        if (schedule.publishOf(ref, startMs) > atMs) return;
        expect(schedule.refOf(schedule.eventId(ref), atMs)).toEqual(ref);
        seen += 1;
      });
      expect(seen).toBeGreaterThan(100);
    }
    const [early] = fixturesOf(1, 1);
    expect(schedule.refOf(early!.eventId, early!.publishMs - 1)).toBeNull();
    expect(schedule.refOf(early!.eventId, early!.startMs + schedule.maxDurationMs(sportById(1)) + 1)).toBeNull();
    expect(schedule.refOf(0, T0)).toBeNull();
  });
});
