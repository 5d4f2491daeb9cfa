import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedMarket, FeedMessage, FixtureChange, OddsChange } from './messages.js';
import { createSimulator } from './simulator.js';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

function fixtures(messages: FeedMessage[]): FixtureChange[] {
  return messages.filter((message): message is FixtureChange => message.type === 'fixture_change');
}

describe('createSimulator', () => {
  it('rejects a seed, speed, margin or time it cannot run with', () => {
    expect(() => createSimulator({ seed: 1, speed: 0 })).toThrow(/speed/);
    expect(() => createSimulator({ seed: 1, speed: 1, margin: 0.9 })).toThrow(/margin/);
    expect(() => createSimulator({ seed: 1.5, speed: 1 })).toThrow(/seed/);
    const simulator = createSimulator({ seed: 1, speed: 1 });
    expect(() => simulator.snapshotAt(Number.NaN)).toThrow(/atMs/);
    expect(() => simulator.messagesBetween(0, Number.POSITIVE_INFINITY)).toThrow(/toMs/);
    expect(simulator.messagesBetween(T0, T0)).toEqual([]);
  });

  it('says the same thing for the same seed and something else for another seed', () => {
    const window = [T0, T0 + 8 * 60_000] as const;
    const first = createSimulator({ seed: 7, speed: 10 }).messagesBetween(...window);
    const again = createSimulator({ seed: 7, speed: 10 }).messagesBetween(...window);
    const other = createSimulator({ seed: 8, speed: 10 }).messagesBetween(...window);
    expect(first.length).toBeGreaterThan(100);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(createSimulator({ seed: 7, speed: 10 }).snapshotAt(T0)).toEqual(
      createSimulator({ seed: 7, speed: 10 }).snapshotAt(T0),
    );
  }, 60_000);

  it('gives the same messages for a window whether asked at once or in two pieces', () => {
    const simulator = createSimulator({ seed: 3, speed: 10 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 * 60_000 }),
        fc.integer({ min: 1, max: 5 * 60_000 }),
        fc.integer({ min: 1, max: 5 * 60_000 }),
        (offset, first, second) => {
          const a = T0 + offset;
          const b = a + first;
          const c = b + second;
          const whole = simulator.messagesBetween(a, c);
          expect([...simulator.messagesBetween(a, b), ...simulator.messagesBetween(b, c)]).toEqual(whole);
          for (let i = 1; i < whole.length; i += 1) expect(whole[i]!.ts).toBeGreaterThanOrEqual(whole[i - 1]!.ts);
          for (const message of whole) {
            expect(message.ts).toBeGreaterThan(a);
            expect(message.ts).toBeLessThanOrEqual(c);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);

  it('keeps the catalogue full at any moment and any speed', () => {
    for (const speed of [1, 10]) {
      const simulator = createSimulator({ seed: 11, speed });
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 30 * 24 * HOUR }), (offset) => {
          const at = T0 + offset;
          const snapshot = simulator.snapshotAt(at);
          const states = fixtures(snapshot);
          const live = states.filter((state) => state.status === 'live' || state.status === 'paused');
          const upcoming = states.filter(
            (state) => state.status === 'not_started' && state.start_time * 1000 - at <= 48 * HOUR,
          );
          expect(live.length).toBeGreaterThanOrEqual(20);
          expect(new Set(live.map((state) => state.sport_id)).size).toBeGreaterThanOrEqual(5);
          expect(upcoming.length).toBeGreaterThanOrEqual(150);
          for (const hours of [1, 3, 12, 24, 48]) {
            const within = upcoming.filter(
              (state) => state.start_time * 1000 - at <= hours * HOUR && state.start_time * 1000 > at,
            );
            expect(within.length, `upcoming within ${hours} h at speed ${speed}`).toBeGreaterThan(0);
          }
          // One fixture_change then one odds_change per event, nothing ended or cancelled.
          expect(snapshot.length).toBe(states.length * 2);
          snapshot.forEach((message, index) => {
            expect(message.type).toBe(index % 2 === 0 ? 'fixture_change' : 'odds_change');
            expect(message.event_id).toBe(snapshot[index - (index % 2)]!.event_id);
          });
          expect(states.every((state) => state.status !== 'ended' && state.status !== 'cancelled')).toBe(true);
        }),
        { numRuns: 6 },
      );
    }
  }, 180_000);

  it('keeps event ids stable, positive and below 2^31', () => {
    const ids = fixtures(createSimulator({ seed: 5, speed: 1 }).snapshotAt(T0)).map((state) => state.event_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThan(0);
      expect(id).toBeLessThan(2 ** 31);
    }
    const again = fixtures(createSimulator({ seed: 5, speed: 1 }).snapshotAt(T0 + 60_000)).map(
      (state) => state.event_id,
    );
    expect(again.filter((id) => ids.includes(id)).length).toBeGreaterThan(ids.length * 0.9);
  }, 60_000);

  it('matches a snapshot taken later with the state the messages lead to', () => {
    const simulator = createSimulator({ seed: 21, speed: 10 });
    const later = T0 + 5 * 60_000;
    const state = new Map<number, FixtureChange>();
    const markets = new Map<number, Map<number, FeedMarket>>();
    const book = (id: number) => {
      let entry = markets.get(id);
      if (!entry) {
        entry = new Map();
        markets.set(id, entry);
      }
      return entry;
    };
    for (const message of [...simulator.snapshotAt(T0), ...simulator.messagesBetween(T0, later)]) {
      const entry = book(message.event_id);
      switch (message.type) {
        case 'fixture_change':
          state.set(message.event_id, message);
          break;
        case 'odds_change':
          for (const market of message.markets) entry.set(market.id, market);
          break;
        case 'bet_stop':
          for (const [id, market] of entry) {
            if (market.status === 'active' && (message.market_ids === null || message.market_ids.includes(id))) {
              entry.set(id, { ...market, status: 'suspended' });
            }
          }
          break;
        case 'bet_settlement':
          for (const market of message.markets) entry.delete(market.id);
          break;
        case 'bet_cancel':
          entry.clear();
          break;
      }
    }
    const snapshot = simulator.snapshotAt(later);
    expect(snapshot.length).toBeGreaterThan(100);
    const byId = (a: FeedMarket, b: FeedMarket) => a.id - b.id;
    for (let i = 0; i < snapshot.length; i += 2) {
      const fixture = snapshot[i] as FixtureChange;
      const odds = snapshot[i + 1] as OddsChange;
      const replayed = state.get(fixture.event_id)!;
      expect(replayed, `event ${fixture.event_id}`).toBeDefined();
      expect({ ...replayed, ts: 0 }).toEqual({ ...fixture, ts: 0 });
      const open = [...book(fixture.event_id).values()].filter((market) => market.status !== 'deactivated');
      expect(open.sort(byId), `markets of event ${fixture.event_id}`).toEqual([...odds.markets].sort(byId));
    }
  }, 60_000);

  it('catches up six hours at speed 1 quickly', () => {
    const simulator = createSimulator({ seed: 9, speed: 1 });
    simulator.snapshotAt(T0);
    // CPU time, not wall time: the figure should not depend on what else the machine runs.
    const started = process.cpuUsage();
    const messages = simulator.messagesBetween(T0, T0 + 6 * HOUR);
    const elapsed = process.cpuUsage(started).user / 1000;
    expect(messages.length).toBeGreaterThan(1000);
    // A few hundred messages a minute at most at speed 1.
    expect(messages.length / (6 * 60)).toBeLessThan(300);
    expect(elapsed).toBeLessThan(1500);
  }, 60_000);
});
