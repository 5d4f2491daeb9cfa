/**
 * @module-tag engine
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeedMessage } from '@meridian/feed/messages';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { fixture, footballMarkets, live, odds, settlement } from '../../../test/feed-factory.js';
import { feed, untilCatalogStatus } from '../../../test/feed-helpers.js';
import { startApp } from '../../../test/helper.js';
import { silentLogger } from '../../../test/silent-logger.js';
import { testConfig } from '../../config.js';
import { SUBJECTS } from '../../platform/bus.js';
import { JobQueue } from '../../platform/jobs.js';
import { scheduleStaleSweep } from './feed-sweep.js';
import { ABANDONED_REASON, WITHDRAWN_REASON } from './ingestion.retire.js';

type App = Awaited<ReturnType<typeof startApp>>;

const MINUTE = 60_000;

const liveIds = async (app: App): Promise<number[]> =>
  (await call(app, 'POST', '/events/live/matches-best', { body: {} }))
    .json()
    .payload.list.map((m: { id: number }) => m.id);

const lineIds = async (app: App): Promise<number[]> =>
  (await call(app, 'POST', '/events/line/matches-best', { body: {} }))
    .json()
    .payload.list.map((m: { id: number }) => m.id);

const statusOf = async (app: App, id: number) =>
  (await app.database.db.selectFrom('sport_matches').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

const marketStatuses = async (app: App, id: number) =>
  Object.fromEntries(
    (
      await app.database.db.selectFrom('sport_markets').select(['id', 'status']).where('match_id', '=', id).execute()
    ).map((r) => [r.id, r.status]),
  );

const cancellations = (app: App, id: number) =>
  app.database.db
    .selectFrom('sport_market_cancellations')
    .select(['market_id', 'reason'])
    .where('match_id', '=', id)
    .orderBy('market_id')
    .execute();

describe('retiring fixtures the feed no longer knows', () => {
  let app: App;
  beforeEach(async () => {
    app = await startApp();
  });
  afterEach(() => app.close());

  it('cancels open fixtures missing from a snapshot and leaves the others alone', async () => {
    const gone = fixture({ startsIn: -1200 });
    const kept = fixture({ startsIn: -600 });
    const upcoming = fixture({ startsIn: 7200 });
    const finished = fixture({ startsIn: -7200 });
    const goneLive = live(gone, [1, 0]);
    await feed(
      app,
      gone,
      kept,
      upcoming,
      finished,
      goneLive,
      odds(gone, footballMarkets(), goneLive.ts + 100),
      settlement(
        gone,
        [
          {
            id: 7,
            outcomes: [
              [71, 'won'],
              [72, 'lost'],
              [73, 'lost'],
            ],
          },
        ],
        goneLive.ts + 200,
      ),
      live(kept, [0, 0]),
      odds(kept, footballMarkets(), kept.ts + 1100),
      odds(upcoming, footballMarkets()),
      { ...finished, ts: finished.ts + 5000, status: 'ended' },
    );
    expect(await liveIds(app)).toEqual(expect.arrayContaining([gone.event_id, kept.event_id]));
    const resumeTs = await app.services.ingestion.lastTs();

    const published: FeedMessage[][] = [];
    const off = app.bus.subscribe(SUBJECTS.feed, (payload) => published.push(payload as FeedMessage[]));
    const snapshotTs = kept.ts + 2000;
    const result = await app.services.ingestion.ingestSnapshot([
      { ...live(kept, [1, 1]), ts: snapshotTs },
      odds(kept, footballMarkets([2500, 3100, 2900]), snapshotTs),
      { ...upcoming, ts: snapshotTs },
      odds(upcoming, footballMarkets(), snapshotTs),
    ]);
    off();
    await untilCatalogStatus(app, gone.event_id, 'cancelled');

    expect(result.retired).toEqual([gone.event_id]);
    expect(await statusOf(app, gone.event_id)).toBe('cancelled');
    expect(await statusOf(app, kept.event_id)).toBe('live');
    expect(await statusOf(app, upcoming.event_id)).toBe('not_started');
    expect(await statusOf(app, finished.event_id)).toBe('ended');

    // The open markets are cancelled with a reason; the one already settled keeps its result.
    expect(await marketStatuses(app, gone.event_id)).toEqual({
      1: 'cancelled',
      2: 'cancelled',
      3: 'cancelled',
      4: 'cancelled',
      5: 'cancelled',
      6: 'cancelled',
      7: 'settled',
    });
    const reasons = await cancellations(app, gone.event_id);
    expect(reasons.map((r) => r.market_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(reasons.map((r) => r.reason))).toEqual(new Set([WITHDRAWN_REASON]));
    expect(Object.values(await marketStatuses(app, kept.event_id))).not.toContain('cancelled');

    // Every node hears of it like any other cancellation.
    const retirement = published.flat().filter((m) => m.event_id === gone.event_id);
    expect(retirement).toEqual([
      expect.objectContaining({ type: 'fixture_change', status: 'cancelled', scores: goneLive.scores }),
      expect.objectContaining({ type: 'bet_cancel', market_ids: [1, 2, 3, 4, 5, 6], reason: WITHDRAWN_REASON }),
    ]);

    const liveNow = await liveIds(app);
    expect(liveNow).toContain(kept.event_id);
    expect(liveNow).not.toContain(gone.event_id);
    expect(await lineIds(app)).toContain(upcoming.event_id);
    const shown = (await call(app, 'POST', '/events/match', { body: { ids: [gone.event_id] } })).json().payload.list;
    for (const match of shown) {
      expect(match.is_live).toBe(false);
      expect(match.markets).toEqual([]);
    }
    // The resume point is the feed's own time, not the moment of the retirement.
    expect(await app.services.ingestion.lastTs()).toBe(Math.max(resumeTs ?? 0, snapshotTs));
  });

  it('sweeps fixtures the feed stopped updating and keeps the recent ones', async () => {
    const now = Date.now();
    const silent = fixture({ startsIn: -3600, ts: now - 45 * MINUTE });
    const talking = fixture({ startsIn: -3600, ts: now - 45 * MINUTE });
    const overdue = fixture({ start_time: Math.floor((now - 3 * 60 * MINUTE) / 1000), ts: now - 4 * 60 * MINUTE });
    const late = fixture({ start_time: Math.floor((now - 30 * MINUTE) / 1000), ts: now - 60 * MINUTE });
    const silentLive = live(silent, [2, 1], now - 40 * MINUTE);
    await feed(
      app,
      silent,
      talking,
      overdue,
      late,
      silentLive,
      odds(silent, footballMarkets(), now - 40 * MINUTE),
      live(talking, [0, 0], now - 40 * MINUTE),
      odds(talking, footballMarkets(), now - 2 * MINUTE),
      odds(overdue, footballMarkets(), now - 4 * 60 * MINUTE),
      odds(late, footballMarkets(), now - 60 * MINUTE),
    );
    const resumeTs = await app.services.ingestion.lastTs();

    // A sweep judged before the thresholds passed retires nothing.
    expect(await app.services.ingestion.sweepStale(now - 70 * MINUTE)).toEqual([]);

    const retired = await app.services.ingestion.sweepStale(now);
    await untilCatalogStatus(app, silent.event_id, 'cancelled');
    await untilCatalogStatus(app, overdue.event_id, 'cancelled');
    expect(retired).toEqual([silent.event_id, overdue.event_id].sort((a, b) => a - b));
    expect(await statusOf(app, silent.event_id)).toBe('cancelled');
    expect(await statusOf(app, overdue.event_id)).toBe('cancelled');
    expect(await statusOf(app, talking.event_id)).toBe('live');
    expect(await statusOf(app, late.event_id)).toBe('not_started');
    expect(new Set(Object.values(await marketStatuses(app, silent.event_id)))).toEqual(new Set(['cancelled']));
    expect((await cancellations(app, overdue.event_id)).every((r) => r.reason === ABANDONED_REASON)).toBe(true);
    expect(await cancellations(app, overdue.event_id)).toHaveLength(7);

    const liveNow = await liveIds(app);
    expect(liveNow).toContain(talking.event_id);
    expect(liveNow).not.toContain(silent.event_id);
    expect(await lineIds(app)).not.toContain(overdue.event_id);
    expect(await app.services.ingestion.lastTs()).toBe(resumeTs);

    // Retired fixtures are closed, and a feed silent as a whole (an outage) is judged at its own
    // last time: hours later by the wall clock, the match it last spoke of is still not stale.
    expect(await app.services.ingestion.sweepStale(now + 10 * 60 * MINUTE)).toEqual([]);
    expect(await statusOf(app, talking.event_id)).toBe('live');
  });
});

describe('the stale-fixture sweep job', () => {
  let app: App;
  beforeEach(async () => {
    app = await startApp();
  });
  afterEach(() => app.close());

  /** A queue beside the app's on its database, driven by hand: its jobs run when the test says. */
  function queueFor(source: 'simulator' | 'amqp' | 'none'): JobQueue {
    const jobs = new JobQueue(app.database, silentLogger, { work: false, supervise: false });
    scheduleStaleSweep({ feed: { ...app.config.feed, source } }, jobs, app.services.ingestion, silentLogger);
    return jobs;
  }

  it('runs on the queue alongside a feed source, first a minute after start, and retires the silent fixtures', async () => {
    const now = Date.now();
    const silent = fixture({ startsIn: -3600, ts: now - 45 * MINUTE });
    const talking = fixture({ startsIn: -3600, ts: now - 45 * MINUTE });
    await feed(
      app,
      silent,
      talking,
      live(silent, [2, 1], now - 40 * MINUTE),
      live(talking, [0, 0], now - 40 * MINUTE),
      odds(talking, footballMarkets(), now - 2 * MINUTE),
    );
    const jobs = queueFor('simulator');
    await jobs.start();
    try {
      expect(await jobs.runDue('ingestion-stale-sweep')).toBe(0);
      await sql`update ${sql.id(jobs.schema, 'job')} set start_after = now() - interval '1 second'
        where name = 'ingestion-stale-sweep' and state = 'created'`.execute(app.database.db);
      expect(await jobs.runDue('ingestion-stale-sweep')).toBe(1);
      await untilCatalogStatus(app, silent.event_id, 'cancelled');
      expect(await statusOf(app, silent.event_id)).toBe('cancelled');
      expect(await statusOf(app, talking.event_id)).toBe('live');
    } finally {
      await jobs.stop();
    }
  });

  it('is not scheduled without a feed source', async () => {
    const jobs = queueFor('none');
    await jobs.start();
    try {
      await expect(jobs.runDue('ingestion-stale-sweep')).rejects.toThrow('not defined');
    } finally {
      await jobs.stop();
    }
  });
});

describe('the simulator restarted at another speed', () => {
  it('cancels the fixtures of the world it no longer plays', async () => {
    const overrides = process.env.DATABASE_URL
      ? {}
      : { dataDir: join(mkdtempSync(join(tmpdir(), 'meridian-retire-')), 'pgdata') };
    if (overrides.dataDir) cpSync(inject('pgliteTemplate'), overrides.dataDir, { recursive: true });
    const base = testConfig().feed;
    const openIds = async (app: App) =>
      (
        await app.database.db
          .selectFrom('sport_matches')
          .select('id')
          .where('status', 'in', ['not_started', 'live', 'paused'])
          .execute()
      ).map((r) => r.id);

    const first = await startApp({
      ...overrides,
      disposableDatabase: false,
      feed: { ...base, source: 'simulator', speed: 20 },
    });
    let before: number[] = [];
    let liveBefore: number[] = [];
    try {
      for (let i = 0; i < 120 && liveBefore.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        liveBefore = await liveIds(first);
      }
      before = await openIds(first);
    } finally {
      await first.close();
    }
    expect(liveBefore.length).toBeGreaterThan(0);

    const second = await startApp({
      ...overrides,
      databaseSchema: first.config.databaseSchema,
      feed: { ...base, source: 'simulator', speed: 5 },
    });
    try {
      let stillOpen = before;
      for (let i = 0; i < 120 && stillOpen.length > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const open = new Set(await openIds(second));
        stillOpen = before.filter((id) => open.has(id));
      }
      expect(stillOpen).toEqual([]);
      await untilCatalogStatus(second, liveBefore[0] ?? 0, 'cancelled');
      const liveAfter = await liveIds(second);
      expect(liveAfter.filter((id) => liveBefore.includes(id))).toEqual([]);
      const statuses = await second.database.db
        .selectFrom('sport_matches')
        .select('status')
        .where('id', 'in', liveBefore)
        .execute();
      expect(new Set(statuses.map((r) => r.status))).toEqual(new Set(['cancelled']));
    } finally {
      await second.close();
    }
  }, 90_000);
});
