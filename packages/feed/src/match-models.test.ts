import { describe, expect, it } from 'vitest';
import { MARKET_TYPE } from './market-types.js';
import type { Fixture, MatchState } from './match-model.js';
import { PART_IDS, ROOT_PART_ID } from './parts.js';
import { Schedule } from './schedule.js';
import { SPORTS, type SportDefinition, sportById } from './sports.js';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

function fixturesOf(sport: SportDefinition, count: number, speed = 1): Fixture[] {
  const schedule = new Schedule(99, speed);
  const found: Fixture[] = [];
  const width = schedule.slotMs(sport) * sport.perSlot;
  schedule.forEachStart(T0, T0 + width * (count + 2), (ref) => {
    if (ref.sport === sport && found.length < count) found.push(schedule.fixture(ref));
  });
  return found;
}

function finalState(sport: SportDefinition, fixture: Fixture): { state: MatchState; endMs: number } {
  const steps = sport.model.simulate(fixture);
  const last = steps[steps.length - 1]!;
  expect(last.end).toBe(true);
  return { state: last.state!, endMs: last.atMs };
}

describe('match scripts', () => {
  it.each(SPORTS.map((sport) => [sport.name, sport] as const))(
    '%s: every match ends within its bound with a final state',
    (_, sport) => {
      for (const speed of [1, 25]) {
        for (const fixture of fixturesOf(sport, 60, speed)) {
          const steps = sport.model.simulate(fixture);
          for (let i = 1; i < steps.length; i += 1) expect(steps[i]!.atMs).toBeGreaterThanOrEqual(steps[i - 1]!.atMs);
          const { state, endMs } = finalState(sport, fixture);
          expect(state.status).toBe('ended');
          expect(endMs - fixture.startMs).toBeLessThanOrEqual((sport.maxMinutes * 60_000) / speed);
          expect(state.scores[0]!.part_id).toBe(ROOT_PART_ID);
          expect(state.statistics[0]!.part_id).toBe(ROOT_PART_ID);
        }
      }
    },
  );

  it('plays football to about 2.7 goals a match with the stronger side winning more often', () => {
    const football = sportById(1);
    let goals = 0;
    let favouriteWins = 0;
    let underdogWins = 0;
    const fixtures = fixturesOf(football, 400);
    for (const fixture of fixtures) {
      const root = finalState(football, fixture).state.scores[0]!;
      goals += root.home + root.away;
      const homeStronger = fixture.rating.home > fixture.rating.away;
      if (root.home !== root.away) {
        if (root.home > root.away === homeStronger) favouriteWins += 1;
        else underdogWins += 1;
      }
    }
    expect(goals / fixtures.length).toBeGreaterThan(2.2);
    expect(goals / fixtures.length).toBeLessThan(3.2);
    expect(favouriteWins).toBeGreaterThan(underdogWins);
  });

  it('plays tennis sets to valid scores and counts sets won at the root', () => {
    const tennis = sportById(2);
    for (const fixture of fixturesOf(tennis, 80)) {
      const { scores } = finalState(tennis, fixture).state;
      const sets = scores.slice(1);
      const won = { home: 0, away: 0 };
      for (const set of sets) {
        const [winner, loser] = set.home > set.away ? [set.home, set.away] : [set.away, set.home];
        expect(
          winner === 6 ? loser <= 4 : winner === 7 && (loser === 5 || loser === 6),
          `${set.home}:${set.away}`,
        ).toBe(true);
        won[set.home > set.away ? 'home' : 'away'] += 1;
      }
      expect(Math.max(won.home, won.away)).toBe(2);
      expect(scores[0]).toEqual({ part_id: ROOT_PART_ID, ...won });
    }
  });

  it('never ends basketball or baseball level, and plays overtime or extra innings to break ties', () => {
    for (const sportId of [3, 8]) {
      const sport = sportById(sportId);
      for (const fixture of fixturesOf(sport, 80)) {
        const { scores } = finalState(sport, fixture).state;
        expect(scores[0]!.home).not.toBe(scores[0]!.away);
        const regulation = scores.filter(
          (score) =>
            score.part_id !== ROOT_PART_ID &&
            score.part_id !== PART_IDS.overtime &&
            score.part_id !== PART_IDS.extraInnings,
        );
        const regular = regulation.reduce((sum, score) => sum + score.home - score.away, 0);
        const extra = scores.some(
          (score) => score.part_id === PART_IDS.overtime || score.part_id === PART_IDS.extraInnings,
        );
        expect(extra).toBe(regular === 0);
      }
    }
  });
});

describe('pre-match prices', () => {
  it('are calibrated: football home wins and overs happen about as often as priced', () => {
    const football = sportById(1);
    const result = football.model.markets({} as Fixture).find((spec) => spec.typeId === MARKET_TYPE.result)!;
    const over = football.model
      .markets({} as Fixture)
      .find((spec) => spec.typeId === MARKET_TYPE.total && spec.line === 250)!;
    let expectedHome = 0;
    let expectedOver = 0;
    let home = 0;
    let overs = 0;
    const fixtures = fixturesOf(football, 500);
    for (const fixture of fixtures) {
      const context = football.model.prematch(fixture, 0);
      expectedHome += football.model.price(result, context)![0]!;
      expectedOver += football.model.price(over, context)![0]!;
      const root = finalState(football, fixture).state.scores[0]!;
      if (root.home > root.away) home += 1;
      if (root.home + root.away > 2.5) overs += 1;
    }
    // Binomial noise on 500 matches is about ±11 (one standard deviation); allow four.
    expect(Math.abs(home - expectedHome)).toBeLessThan(45);
    expect(Math.abs(overs - expectedOver)).toBeLessThan(45);
  });

  it('are calibrated: favourites win about as often as priced', () => {
    for (const sportId of [3, 5, 7, 11]) {
      const sport = sportById(sportId);
      const fixtures = fixturesOf(sport, 300);
      const winner = sport.model
        .markets(fixtures[0]!)
        .find((spec) => spec.typeId === MARKET_TYPE.winner && spec.partId === ROOT_PART_ID)!;
      let expected = 0;
      let wins = 0;
      for (const fixture of fixtures) {
        expected += sport.model.price(winner, sport.model.prematch(fixture, 0))![0]!;
        const root = finalState(sport, fixture).state.scores[0]!;
        if (root.home > root.away) wins += 1;
      }
      expect(Math.abs(wins - expected), `sport ${sportId}`).toBeLessThan(40);
    }
  });
});

describe('in-play prices', () => {
  it('are calibrated at half-time: football results happen about as often as priced from the score', () => {
    const football = sportById(1);
    const fixtures = fixturesOf(football, 500);
    const result = football.model
      .markets(fixtures[0]!)
      .find((spec) => spec.typeId === MARKET_TYPE.result && spec.partId === ROOT_PART_ID)!;
    const expected = [0, 0, 0];
    const seen = [0, 0, 0];
    for (const fixture of fixtures) {
      const steps = football.model.simulate(fixture);
      const halfTime = steps.find((step) => step.settleParts?.includes(PART_IDS.halves[0]))!;
      const probabilities = football.model.price(result, halfTime.context)!;
      probabilities.forEach((p, k) => {
        expected[k]! += p;
      });
      const root = steps[steps.length - 1]!.state!.scores[0]!;
      seen[root.home > root.away ? 0 : root.home === root.away ? 1 : 2]! += 1;
    }
    for (let k = 0; k < 3; k += 1) expect(Math.abs(seen[k]! - expected[k]!), `outcome ${k}`).toBeLessThan(40);
  });

  it('are calibrated mid-set in sports with a server: tennis and darts winners from the score and the serve', () => {
    for (const sportId of [2, 12]) {
      const sport = sportById(sportId);
      const fixtures = fixturesOf(sport, 400);
      const winner = sport.model
        .markets(fixtures[0]!)
        .find((spec) => spec.typeId === MARKET_TYPE.winner && spec.partId === ROOT_PART_ID)!;
      let expected = 0;
      let wins = 0;
      for (const fixture of fixtures) {
        const steps = sport.model.simulate(fixture);
        // The first repricing three units into the match: the score and the server matter.
        const step = steps.filter((candidate) => candidate.context)[3]!;
        expected += sport.model.price(winner, step.context)![0]!;
        const root = steps[steps.length - 1]!.state!.scores[0]!;
        if (root.home > root.away) wins += 1;
      }
      expect(Math.abs(wins - expected), `sport ${sportId}`).toBeLessThan(45);
    }
  });
});
