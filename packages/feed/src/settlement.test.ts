import { describe, expect, it } from 'vitest';
import { MARKET_TYPE, winningOutcomes } from './market-types.js';
import type { FeedMarket, FeedMessage, FeedOutcomeResult, FixtureChange } from './messages.js';
import { ROOT_PART_ID } from './parts.js';
import { createSimulator } from './simulator.js';
import { SPORTS } from './sports.js';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
/** Sports won in sets or maps: their root score counts sets, totals count the units of the sets. */
const SET_SPORTS = new Set([2, 5, 7, 10, 11, 12]);

interface Tracked {
  markets: Map<number, FeedMarket>;
  settled: Map<number, { id: number; result: FeedOutcomeResult }[]>;
  cancelled: boolean;
  final: FixtureChange | null;
  started: boolean;
}

/** Replays a window from a snapshot and follows every event's markets to their end. */
function replay(speed: number, seed: number, minutes: number) {
  const simulator = createSimulator({ seed, speed });
  const messages: FeedMessage[] = [
    ...simulator.snapshotAt(T0),
    ...simulator.messagesBetween(T0, T0 + minutes * 60_000),
  ];
  const events = new Map<number, Tracked>();
  const track = (id: number) => {
    let entry = events.get(id);
    if (!entry) {
      entry = { markets: new Map(), settled: new Map(), cancelled: false, final: null, started: false };
      events.set(id, entry);
    }
    return entry;
  };
  for (const message of messages) {
    const entry = track(message.event_id);
    switch (message.type) {
      case 'fixture_change':
        if (message.status === 'live') entry.started = true;
        if (message.status === 'ended') entry.final = message;
        if (message.status === 'cancelled') entry.cancelled = true;
        break;
      case 'odds_change':
        for (const market of message.markets) entry.markets.set(market.id, market);
        break;
      case 'bet_settlement':
        for (const market of message.markets) {
          expect(entry.settled.has(market.id), `market ${market.id} of ${message.event_id} settled twice`).toBe(false);
          entry.settled.set(market.id, market.outcomes);
        }
        break;
      case 'bet_cancel':
        entry.cancelled = true;
        break;
      case 'bet_stop':
        break;
    }
  }
  return { messages, events };
}

/** Independent reading of the rules for the common market types. */
function expectedResults(market: FeedMarket, final: FixtureChange): FeedOutcomeResult[] | null {
  const part = final.scores.find((score) => score.part_id === market.part_id);
  if (!part) return market.outcomes.map(() => 'void');
  const setSport = SET_SPORTS.has(final.sport_id);
  const units =
    setSport && market.part_id === ROOT_PART_ID
      ? final.scores
          .filter((score) => score.part_id !== ROOT_PART_ID)
          .reduce((sum, score) => sum + score.home + score.away, 0)
      : part.home + part.away;
  const line = (market.line ?? 0) / 100;
  const pair = (first: boolean): FeedOutcomeResult[] => (first ? ['won', 'lost'] : ['lost', 'won']);
  switch (market.type_id) {
    case MARKET_TYPE.result:
      return [part.home > part.away, part.home === part.away, part.home < part.away].map((won) =>
        won ? 'won' : 'lost',
      );
    case MARKET_TYPE.winner:
      return part.home === part.away ? ['void', 'void'] : pair(part.home > part.away);
    case MARKET_TYPE.total:
      return pair(units > line);
    case MARKET_TYPE.handicap:
      return setSport ? null : pair(part.home + line > part.away);
    case MARKET_TYPE.bothScore:
      return pair(part.home > 0 && part.away > 0);
    case MARKET_TYPE.correctScore:
      return market.outcomes.map((outcome) =>
        outcome.name === `${part.home}:${part.away}` ||
        (outcome.name === 'Other' && !market.outcomes.some((other) => other.name === `${part.home}:${part.away}`))
          ? 'won'
          : 'lost',
      );
    case MARKET_TYPE.totalSets:
    case MARKET_TYPE.totalMaps:
      return pair(part.home + part.away > line);
    default:
      return null;
  }
}

describe('settlement', () => {
  it('settles every market an ended event ever opened, once, in line with the final score', () => {
    const { events } = replay(20, 31, 45);
    let ended = 0;
    let checked = 0;
    const sports = new Set<number>();
    const problems: string[] = [];
    for (const [id, entry] of events) {
      if (!entry.final || entry.cancelled) continue;
      ended += 1;
      sports.add(entry.final.sport_id);
      for (const [marketId, market] of entry.markets) {
        const label = `${market.name} (market ${marketId}) of event ${id}`;
        const results = entry.settled.get(marketId);
        if (!results) {
          problems.push(`${label}: not settled`);
          continue;
        }
        if (results.map((outcome) => outcome.id).join() !== market.outcomes.map((outcome) => outcome.id).join()) {
          problems.push(`${label}: outcomes settled do not match the outcomes offered`);
        }
        const got = results.map((outcome) => outcome.result).join();
        const expected = expectedResults(market, entry.final);
        if (expected) {
          checked += 1;
          if (got !== expected.join()) problems.push(`${label}: ${got}, expected ${expected.join()}`);
        }
        const winners = results.filter((outcome) => outcome.result === 'won').length;
        const voided = results.every((outcome) => outcome.result === 'void');
        if (!voided && winners !== winningOutcomes(market.type_id)) problems.push(`${label}: ${winners} winners`);
      }
    }
    expect(problems).toEqual([]);
    expect(ended).toBeGreaterThan(50);
    expect(sports.size).toBe(SPORTS.length);
    expect(checked).toBeGreaterThan(1000);
  }, 180_000);

  it('cancels every market of a cancelled event and says nothing more about it', () => {
    let cancelledSeen = 0;
    for (const seed of [1, 2, 3]) {
      if (cancelledSeen > 0) break;
      const { messages, events } = replay(30, seed, 30);
      for (const [id, entry] of events) {
        if (!entry.cancelled) continue;
        cancelledSeen += 1;
        const own = messages.filter((message) => message.event_id === id);
        const cancel = own.findIndex((message) => message.type === 'bet_cancel');
        expect(cancel).toBeGreaterThanOrEqual(0);
        const after = own.slice(cancel + 1);
        expect(after.map((message) => message.type)).toEqual(['fixture_change']);
        expect((after[0] as FixtureChange).status).toBe('cancelled');
      }
    }
    expect(cancelledSeen).toBeGreaterThan(0);
  }, 180_000);
});

describe('prices', () => {
  it('quotes every active market within the margin band, before and during play', () => {
    const { messages } = replay(20, 41, 20);
    let markets = 0;
    let inPlay = 0;
    const live = new Set<number>();
    const problems: string[] = [];
    for (const message of messages) {
      if (message.type === 'fixture_change' && message.status === 'live') live.add(message.event_id);
      if (message.type !== 'odds_change') continue;
      for (const market of message.markets) {
        if (market.status !== 'active') continue;
        markets += 1;
        if (live.has(message.event_id)) inPlay += 1;
        const active = market.outcomes.filter((outcome) => outcome.active);
        const book = active.reduce((sum, outcome) => sum + 1000 / outcome.odds, 0) / winningOutcomes(market.type_id);
        const odds = market.outcomes.map((outcome) => outcome.odds);
        if (active.length < 2 || book < 1.02 || book > 1.12)
          problems.push(`${market.name}: ${odds.join(' ')} (${book.toFixed(3)})`);
        if (odds.some((value) => !Number.isInteger(value) || value < 1010 || value > 501_000))
          problems.push(`${market.name}: ${odds.join(' ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(markets).toBeGreaterThan(5000);
    expect(inPlay).toBeGreaterThan(2000);
  }, 180_000);
});
