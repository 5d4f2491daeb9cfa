import { describe, expect, it } from 'vitest';
import type { Fixture, ScriptStep } from './match-model.js';
import type { FeedIncident, MatchIncidents } from './messages.js';
import { ROOT_PART_ID } from './parts.js';
import { gameScore } from './race-model.js';
import { Schedule } from './schedule.js';
import { createSimulator } from './simulator.js';
import { type SportDefinition, sportById } from './sports.js';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const FOOTBALL = 1;
const TENNIS = 2;
const BASKETBALL = 3;
const ICE_HOCKEY = 4;

function fixturesOf(sport: SportDefinition, count: number): Fixture[] {
  const schedule = new Schedule(41, 10);
  const found: Fixture[] = [];
  schedule.forEachStart(T0, T0 + schedule.slotMs(sport) * sport.perSlot * (count + 2), (ref) => {
    if (ref.sport === sport && found.length < count) found.push(schedule.fixture(ref));
  });
  return found;
}

type Incident = Omit<FeedIncident, 'seq'>;

/** The script's incidents in order, each with the root score of the last state said before it. */
function play(sportId: number, fixture: Fixture) {
  const steps = sportById(sportId).model.simulate(fixture, { incidents: true }) as ScriptStep<unknown>[];
  const incidents: { incident: Incident; atMs: number; stated: { home: number; away: number } }[] = [];
  let stated = { home: 0, away: 0 };
  for (const step of steps) {
    if (step.state) stated = step.state.scores.find((s) => s.part_id === ROOT_PART_ID)!;
    for (const incident of step.incidents ?? []) incidents.push({ incident, atMs: step.atMs, stated });
  }
  const final = steps[steps.length - 1]!.state!.scores.find((s) => s.part_id === ROOT_PART_ID)!;
  return { steps, incidents, final };
}

describe('match incidents', () => {
  it.each([
    ['football', FOOTBALL],
    ['ice hockey', ICE_HOCKEY],
  ])('%s: every goal is an incident, told with the score the match shows at that moment', (_, sportId) => {
    for (const fixture of fixturesOf(sportById(sportId), 12)) {
      const { incidents, final } = play(sportId, fixture);
      const goals = incidents.filter(({ incident }) => incident.kind === 'goal');
      expect(goals.filter(({ incident }) => incident.side === 'home')).toHaveLength(final.home);
      expect(goals.filter(({ incident }) => incident.side === 'away')).toHaveLength(final.away);
      for (const { incident, stated } of goals)
        expect(incident.score).toEqual({ home: stated.home, away: stated.away });
      expect(incidents[0]!.incident.kind).toBe('part_start');
      expect(incidents.at(-1)!.incident).toMatchObject({
        kind: 'match_end',
        score: { home: final.home, away: final.away },
      });
      for (const { incident } of incidents.filter(({ incident }) => incident.kind === 'possession')) {
        expect(['safe', 'attack', 'dangerous']).toContain(incident.zone);
      }
    }
  });

  it('football: tells shots, corners and cards, and where the ball is before a shot', () => {
    const kinds = new Set<string>();
    for (const fixture of fixturesOf(sportById(FOOTBALL), 6)) {
      const { incidents } = play(FOOTBALL, fixture);
      incidents.forEach(({ incident }, i) => {
        kinds.add(incident.kind);
        if (incident.kind === 'corner' || incident.kind.startsWith('shot')) {
          expect(incidents[i - 1]!.incident).toMatchObject({ side: incident.side, zone: 'dangerous' });
        }
      });
    }
    for (const kind of ['shot', 'shot_on_target', 'corner', 'foul', 'yellow_card', 'possession', 'part_end']) {
      expect(kinds).toContain(kind);
    }
  });

  it('ice hockey: tells two-minute penalties', () => {
    const kinds = new Set(
      fixturesOf(sportById(ICE_HOCKEY), 6).flatMap((fixture) => play(ICE_HOCKEY, fixture).incidents),
    );
    expect([...kinds].some(({ incident }) => incident.kind === 'penalty')).toBe(true);
  });

  it('basketball: the points of the scoring plays add up to the score, with free throws, fouls and time-outs', () => {
    const kinds = new Set<string>();
    const values = new Set<number>();
    for (const fixture of fixturesOf(sportById(BASKETBALL), 8)) {
      const { incidents, final } = play(BASKETBALL, fixture);
      const sum = { home: 0, away: 0 };
      for (const { incident } of incidents) {
        kinds.add(incident.kind);
        if (incident.kind !== 'score') continue;
        values.add(incident.points!);
        sum[incident.side!] += incident.points!;
        expect(incident.score).toEqual(sum);
      }
      expect(sum).toEqual({ home: final.home, away: final.away });
    }
    expect([...values].sort()).toEqual([1, 2, 3]);
    for (const kind of ['foul', 'timeout', 'possession']) expect(kinds).toContain(kind);
  });

  it('tennis: each game is served, played point by point and won by the side the match says', () => {
    for (const fixture of fixturesOf(sportById(TENNIS), 12)) {
      const { steps, incidents, final } = play(TENNIS, fixture);
      const games = incidents.filter(({ incident }) => incident.kind === 'game');
      const gamesPlayed = steps.at(-1)!.state!.scores.filter((s) => s.part_id !== ROOT_PART_ID);
      expect(games).toHaveLength(gamesPlayed.reduce((sum, set) => sum + set.home + set.away, 0));
      let server: string | null = null;
      let points = { home: 0, away: 0 };
      for (const { incident } of incidents) {
        if (incident.kind === 'serve') {
          expect(incident.side).not.toBe(server);
          server = incident.side;
          points = { home: 0, away: 0 };
        } else if (incident.kind === 'point') {
          points[incident.side!] += 1;
          expect(points[incident.side!]).toBeGreaterThan(0);
        } else if (incident.kind === 'game') {
          // The game's last point goes to its winner, and leaves them at least two points clear.
          points[incident.side!] += 1;
          const other = incident.side === 'home' ? points.away : points.home;
          expect(points[incident.side!] - other).toBeGreaterThanOrEqual(2);
        }
      }
      expect(incidents.at(-1)!.incident.score).toEqual({ home: final.home, away: final.away });
    }
  });

  it('tennis: shows the point score the way an umpire calls it', () => {
    expect(gameScore(2, 1, false)).toBe('30:15');
    expect(gameScore(3, 3, false)).toBe('40:40');
    expect(gameScore(5, 4, false)).toBe('A:40');
    expect(gameScore(3, 4, false)).toBe('40:A');
    expect(gameScore(5, 4, true)).toBe('5:4');
  });

  it('sends none for sports without a tracker', () => {
    for (const fixture of fixturesOf(sportById(5), 3)) expect(play(5, fixture).incidents).toEqual([]);
  });

  it('are said as match_incidents messages numbered 1, 2, 3 … per match, the same for the same seed', () => {
    const window: [number, number] = [T0, T0 + 5 * 60_000];
    const said = (seed: number) =>
      createSimulator({ seed, speed: 30 })
        .messagesBetween(...window)
        .filter((message): message is MatchIncidents => message.type === 'match_incidents');
    const messages = said(3);
    expect(messages.length).toBeGreaterThan(50);
    const last = new Map<number, number>();
    for (const message of messages) {
      for (const incident of message.incidents) {
        const previous = last.get(message.event_id);
        if (previous !== undefined) expect(incident.seq).toBe(previous + 1);
        last.set(message.event_id, incident.seq);
      }
    }
    expect(said(3)).toEqual(messages);
  }, 60_000);
});
