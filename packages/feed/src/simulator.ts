import { EventFeed } from './event-feed.js';
import type { FeedMessage } from './messages.js';
import { DEFAULT_MARGIN, validateMargin } from './odds.js';
import { Schedule } from './schedule.js';
import { SPORTS, sportById } from './sports.js';

export interface SimulatorOptions {
  seed: number;
  /** Match seconds per wall second, (0, 1000]: 1 is real time, 10 plays a football match in about 12 minutes. */
  speed: number;
  /** Bookmaker margin spread over each market (0.06 quotes books summing to about 106%). */
  margin?: number;
}

export interface FeedSimulator {
  /**
   * The whole state at `atMs` (unix ms, wall clock): for every event that is upcoming (within the
   * schedule horizon) or live at that moment, one fixture_change then one odds_change with all its
   * open and suspended markets.
   */
  snapshotAt(atMs: number): FeedMessage[];
  /** Every message with fromMs < ts <= toMs in ts order (ties: by event, then as emitted). */
  messagesBetween(fromMs: number, toMs: number): FeedMessage[];
}

/** At most this many events are kept built; others are rebuilt from the seed when asked again. */
const CACHE_LIMIT = 20_000;

/** A deterministic feed: everything it says is a pure function of (seed, speed, margin, time). */
export function createSimulator(options: SimulatorOptions): FeedSimulator {
  if (!Number.isInteger(options.seed)) throw new RangeError(`seed must be an integer, got ${options.seed}`);
  if (!Number.isFinite(options.speed) || options.speed <= 0 || options.speed > 1000) {
    throw new RangeError(`speed must be in (0, 1000], got ${options.speed}`);
  }
  const margin = validateMargin(options.margin ?? DEFAULT_MARGIN);
  const schedule = new Schedule(options.seed, options.speed);
  const longestMs = Math.max(...SPORTS.map((sport) => schedule.maxDurationMs(sport)));
  const feeds = new Map<number, EventFeed>();

  const feedOf = (ref: Parameters<Schedule['fixture']>[0]): EventFeed => {
    const id = schedule.eventId(ref);
    let feed = feeds.get(id);
    if (feed) {
      feeds.delete(id);
      feeds.set(id, feed);
      return feed;
    }
    const sport = ref.sport;
    feed = new EventFeed(schedule.fixture(ref), sport, margin);
    feeds.set(id, feed);
    if (feeds.size > CACHE_LIMIT) feeds.delete(feeds.keys().next().value!);
    return feed;
  };

  /**
   * Drops built events that closed before `fromMs`: the feed moves forward, and an older window asked
   * again is rebuilt from the seed (the same messages).
   */
  const prune = (fromMs: number) => {
    for (const [id, feed] of feeds) {
      if (feed.fixture.startMs + schedule.maxDurationMs(sportById(feed.fixture.sportId)) < fromMs) feeds.delete(id);
    }
  };

  /** Events whose life (publication to close) may overlap [fromMs, toMs], in event id order. */
  const eventsAround = (fromMs: number, toMs: number): EventFeed[] => {
    const found: EventFeed[] = [];
    schedule.forEachCandidate(fromMs - longestMs, toMs, (ref, startMs) => {
      if (schedule.publishOf(ref, startMs) > toMs) return;
      if (startMs + schedule.maxDurationMs(ref.sport) < fromMs) return;
      found.push(feedOf(ref));
    });
    return found.sort((a, b) => a.fixture.eventId - b.fixture.eventId);
  };

  const checkTime = (name: string, value: number) => {
    if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite unix time in ms, got ${value}`);
  };

  return {
    snapshotAt(atMs) {
      checkTime('atMs', atMs);
      const out: FeedMessage[] = [];
      for (const feed of eventsAround(atMs, atMs)) out.push(...feed.snapshot(atMs));
      prune(atMs);
      return out;
    },
    messagesBetween(fromMs, toMs) {
      checkTime('fromMs', fromMs);
      checkTime('toMs', toMs);
      if (toMs <= fromMs) return [];
      const out: FeedMessage[] = [];
      for (const feed of eventsAround(fromMs, toMs)) feed.collect(fromMs, toMs, out);
      prune(fromMs);
      // Stable: equal timestamps keep event id order, and each event's own order.
      return out.sort((a, b) => a.ts - b.ts);
    },
  };
}
