import { describe, expect, it } from 'vitest';
import type { Fixture } from './match-model.js';
import { circlePairing, clearFixtures, Schedule, teamsPerTournament } from './schedule.js';
import { SPORTS, type SportDefinition } from './sports.js';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

/** The fixtures of one sport in `count` consecutive slots from the slot holding `fromMs`. */
function fixturesOf(schedule: Schedule, sport: SportDefinition, fromMs: number, count: number): Fixture[] {
  const sportIndex = SPORTS.indexOf(sport);
  const first = Math.floor((fromMs - Date.UTC(2024, 0, 1)) / schedule.slotMs(sport));
  const found: Fixture[] = [];
  for (let slot = first; slot < first + count; slot += 1) {
    for (let index = 0; index < sport.perSlot; index += 1) {
      found.push(schedule.fixture({ sport, sportIndex, slot, index }));
    }
  }
  return found;
}

/** Pairs of fixtures in which one team plays while its previous match may still be running. */
function clashes(schedule: Schedule, sport: SportDefinition, fixtures: readonly Fixture[]): string[] {
  const byTeam = new Map<number, Fixture[]>();
  for (const fixture of fixtures) {
    for (const team of [fixture.home, fixture.away]) {
      const list = byTeam.get(team.id) ?? [];
      list.push(fixture);
      byTeam.set(team.id, list);
    }
  }
  const found: string[] = [];
  const maxMs = schedule.maxDurationMs(sport);
  for (const [teamId, list] of byTeam) {
    list.sort((a, b) => a.startMs - b.startMs);
    for (let i = 1; i < list.length; i += 1) {
      const previous = list[i - 1]!;
      if (list[i]!.startMs < previous.startMs + maxMs) {
        found.push(`team ${teamId}: events ${previous.eventId} and ${list[i]!.eventId}`);
      }
    }
  }
  return found;
}

describe('circlePairing', () => {
  it('plays every team once a round and spaces its matches at least half the field apart', () => {
    for (const teams of [18, 24, 26]) {
      const seen = new Map<number, number>();
      for (let n = -5 * teams; n < 40 * teams; n += 1) {
        const pair = circlePairing(n, teams);
        expect(pair[0]).not.toBe(pair[1]);
        for (const team of pair) {
          expect(team).toBeGreaterThanOrEqual(0);
          expect(team).toBeLessThan(teams);
          const previous = seen.get(team);
          if (previous !== undefined) expect(n - previous).toBeGreaterThanOrEqual(teams / 2 - 1);
          seen.set(team, n);
        }
      }
      const round = Array.from({ length: teams / 2 }, (_, i) => circlePairing(3 * (teams / 2) + i, teams)).flat();
      expect(new Set(round).size).toBe(teams);
    }
  });

  it('gives each sport enough teams for its longest match', () => {
    for (const sport of SPORTS) {
      const teams = teamsPerTournament(sport);
      expect(teams % 2).toBe(0);
      expect(teams / 2 - 1).toBeGreaterThanOrEqual(clearFixtures(sport));
      const gap = sport.slotMinutes / sport.perSlot;
      expect((clearFixtures(sport) - 0.8) * gap).toBeGreaterThanOrEqual(sport.maxMinutes);
    }
  });
});

describe('Schedule', () => {
  it.each(SPORTS.map((sport) => [sport.name, sport] as const))(
    '%s: no team plays two matches at the same time',
    (_, sport) => {
      for (const [seed, speed] of [
        [1, 1],
        [42, 30],
        [7, 3.5],
      ] as const) {
        const schedule = new Schedule(seed, speed);
        const fixtures = fixturesOf(schedule, sport, T0, 4000);
        for (const fixture of fixtures) expect(fixture.home.id).not.toBe(fixture.away.id);
        expect(clashes(schedule, sport, fixtures), `seed ${seed}, speed ${speed}`).toEqual([]);
        // Every tournament of the sport is drawn and its teams play often, so the check is not vacuous.
        const tournaments = new Set(fixtures.map((fixture) => fixture.tournament.id));
        expect(tournaments.size).toBe(sport.leagues.length);
        const teams = new Set(fixtures.flatMap((fixture) => [fixture.home.id, fixture.away.id]));
        expect(teams.size).toBeGreaterThanOrEqual(18 * sport.leagues.length);
      }
    },
    60_000,
  );

  it('keeps every team free of clashes across the start of the schedule', () => {
    const sport = SPORTS[0]!;
    const schedule = new Schedule(5, 1);
    const fixtures = fixturesOf(schedule, sport, Date.UTC(2024, 0, 1) - 500 * schedule.slotMs(sport), 1000);
    expect(clashes(schedule, sport, fixtures)).toEqual([]);
  });

  it('builds a fixture the same on its own as within a long window', () => {
    const sport = SPORTS[1]!;
    const whole = fixturesOf(new Schedule(9, 10), sport, T0, 300);
    const alone = fixturesOf(new Schedule(9, 10), sport, whole[150]!.startMs, 1)[0]!;
    expect(alone).toEqual(whole[150]);
  });

  it('lets teams play both at home and away, against many opponents', () => {
    const sport = SPORTS[0]!;
    const schedule = new Schedule(3, 1);
    const home = new Map<number, number>();
    const away = new Map<number, number>();
    const opponents = new Map<number, Set<number>>();
    for (const fixture of fixturesOf(schedule, sport, T0, 4000)) {
      home.set(fixture.home.id, (home.get(fixture.home.id) ?? 0) + 1);
      away.set(fixture.away.id, (away.get(fixture.away.id) ?? 0) + 1);
      for (const [team, other] of [
        [fixture.home.id, fixture.away.id],
        [fixture.away.id, fixture.home.id],
      ] as const) {
        const set = opponents.get(team) ?? new Set<number>();
        set.add(other);
        opponents.set(team, set);
      }
    }
    for (const [team, count] of home) {
      const total = count + (away.get(team) ?? 0);
      expect(count / total).toBeGreaterThan(0.2);
      expect(count / total).toBeLessThan(0.8);
      expect(opponents.get(team)!.size).toBeGreaterThan(5);
    }
  });

  it('gives different seeds different pairings', () => {
    const sport = SPORTS[0]!;
    const names = (seed: number) =>
      fixturesOf(new Schedule(seed, 1), sport, T0, 50).map((fixture) => `${fixture.home.name}-${fixture.away.name}`);
    expect(names(1)).toEqual(names(1));
    expect(names(1)).not.toEqual(names(2));
  });
});
