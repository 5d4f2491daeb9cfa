/**
 * @module-tag engine
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeedMessage } from '@meridian/feed/messages';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { betStop, cancel, fixture, footballMarkets, live, odds } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { startApp } from '../../../test/helper.js';
import { testConfig } from '../../config.js';
import { SUBJECTS } from '../../platform/bus.js';

type App = Awaited<ReturnType<typeof startApp>>;

const matchById = async (app: App, id: number, partId?: number) =>
  (await call(app, 'POST', '/events/match', { body: { ids: [id], ...(partId ? { part_id: partId } : {}) } })).json()
    .payload.list[0];

describe('feed ingestion', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('stores a batch and publishes the applied messages on the bus', async () => {
    const seen: FeedMessage[][] = [];
    const off = app.bus.subscribe(SUBJECTS.feed, (payload) => seen.push(payload as FeedMessage[]));
    const match = fixture();
    await feed(app, match, odds(match, footballMarkets()));
    off();
    expect(seen).toEqual([[match, expect.objectContaining({ type: 'odds_change' })]]);
    const stored = await app.database.db
      .selectFrom('sport_markets')
      .select(['id', 'status'])
      .where('match_id', '=', match.event_id)
      .execute();
    expect(stored).toHaveLength(7);
    expect(await app.services.ingestion.lastTs()).toBeGreaterThanOrEqual(match.ts + 500);
  });

  it('ignores messages older than what is stored for the match', async () => {
    const match = fixture();
    const playing = live(match, [1, 0], match.ts + 10_000);
    await feed(app, match, playing, odds(match, footballMarkets(), playing.ts));
    const result = await app.services.ingestion.ingest([
      { ...match, ts: match.ts + 5_000 },
      odds(match, footballMarkets([9000, 9000, 9000]), match.ts + 6_000),
    ]);
    expect(result).toEqual({ accepted: 0, ignored: 2 });
    const shown = await matchById(app, match.event_id);
    expect(shown).toMatchObject({ is_live: true, info: { scores: [{ home: 1, away: 0 }, expect.anything()] } });
    expect(shown.markets[0].outcomes[0].odds).toBe(2100);
    const row = await app.database.db
      .selectFrom('sport_matches')
      .select('status')
      .where('id', '=', match.event_id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('live');
  });

  it('ignores market messages of a match it has no fixture for', async () => {
    const unknown = fixture();
    expect(await app.services.ingestion.ingest([odds(unknown, footballMarkets())])).toEqual({
      accepted: 0,
      ignored: 1,
    });
  });

  it('suspends on a bet stop and reopens with the next prices', async () => {
    const match = fixture();
    await feed(app, match, odds(match, footballMarkets()));
    await feed(app, betStop(match, null));
    const stopped = await matchById(app, match.event_id);
    expect(stopped.markets.every((m: { is_blocked: boolean }) => m.is_blocked)).toBe(true);
    expect(stopped.markets[0].outcomes[0].is_blocked).toBe(true);
    const rows = await app.database.db
      .selectFrom('sport_markets')
      .select('status')
      .where('match_id', '=', match.event_id)
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['suspended']));
    await feed(app, odds(match, footballMarkets([2000, 3400, 3700]).slice(0, 1), match.ts + 700));
    const reopened = await matchById(app, match.event_id);
    expect(reopened.markets[0]).toMatchObject({ id: 1, is_blocked: false });
    expect(reopened.markets[0].outcomes[0].odds).toBe(2000);
    expect(reopened.markets[1].is_blocked).toBe(true);
  });

  it('applies a bet stop and new prices of one batch in feed order', async () => {
    const match = fixture();
    await feed(app, match, odds(match, footballMarkets()));
    await feed(app, betStop(match, [1], match.ts + 600), odds(match, footballMarkets().slice(0, 1), match.ts + 700));
    expect((await matchById(app, match.event_id)).markets[0].is_blocked).toBe(false);
    await feed(app, odds(match, footballMarkets().slice(0, 1), match.ts + 800), betStop(match, [1], match.ts + 900));
    expect((await matchById(app, match.event_id)).markets[0].is_blocked).toBe(true);
  });

  it('records cancelled markets and takes them off the match', async () => {
    const match = fixture();
    await feed(app, match, odds(match, footballMarkets()));
    await feed(app, cancel(match, null));
    const rows = await app.database.db
      .selectFrom('sport_market_cancellations')
      .select(['market_id', 'reason'])
      .where('match_id', '=', match.event_id)
      .execute();
    expect(rows).toHaveLength(7);
    expect(rows[0]?.reason).toBe('Match abandoned');
    expect((await matchById(app, match.event_id)).markets).toEqual([]);
  });

  it('writes nothing of a batch that fails', async () => {
    const good = fixture();
    const bad = { ...fixture(), status: 'postponed' } as unknown as FeedMessage;
    await expect(app.services.ingestion.ingest([good, bad])).rejects.toThrow();
    const row = await app.database.db
      .selectFrom('sport_matches')
      .select('id')
      .where('id', '=', good.event_id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(app.services.catalog.get(good.event_id)).toBeUndefined();
  });
});

describe('catalog after a restart', () => {
  it('reloads fixtures, markets and live state from the database', async () => {
    const overrides = process.env.DATABASE_URL
      ? {}
      : { dataDir: join(mkdtempSync(join(tmpdir(), 'meridian-restart-')), 'pgdata') };
    if (overrides.dataDir) cpSync(inject('pgliteTemplate'), overrides.dataDir, { recursive: true });
    const first = await startApp({ ...overrides, disposableDatabase: false });
    const upcoming = fixture();
    const playing = fixture({ startsIn: -300 });
    await feed(
      first,
      upcoming,
      playing,
      odds(upcoming, footballMarkets()),
      live(playing, [2, 2]),
      odds(playing, footballMarkets([2500, 3000, 2900]), playing.ts + 1500),
    );
    await feed(first, betStop(playing, [1], playing.ts + 1600));
    const before = await matchById(first, playing.event_id);
    const schema = first.config.databaseSchema;
    await first.close();

    const second = await startApp({ ...overrides, databaseSchema: schema });
    try {
      const after = await matchById(second, playing.event_id);
      expect(after).toMatchObject({
        is_live: true,
        info: { scores: before.info.scores, red_cards: before.info.red_cards },
        current_part: before.current_part,
      });
      expect(after.markets).toEqual(before.markets);
      expect(after.markets[0].is_blocked).toBe(true);
      const line = (await call(second, 'POST', '/events/line/matches-best', { body: {} })).json().payload.list;
      expect(line.map((m: { id: number }) => m.id)).toContain(upcoming.event_id);
      // The restarted node goes on from what it loaded: older news is still ignored.
      const stale = await second.services.ingestion.ingest([{ ...playing, ts: playing.ts + 100 }]);
      expect(stale.accepted).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe('the simulator feed', () => {
  it('runs on the leader and fills the line and live lists', async () => {
    const base = testConfig();
    const app = await startApp({ feed: { ...base.feed, source: 'simulator', speed: 20 } });
    try {
      let totals = { line: 0, live: 0 };
      for (let i = 0; i < 120 && (totals.line === 0 || totals.live === 0); i++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const line = (await call(app, 'GET', '/events/line')).json().payload.total;
        const live = (await call(app, 'GET', '/events/live')).json().payload.total;
        totals = { line, live };
      }
      expect(totals.line).toBeGreaterThan(50);
      expect(totals.live).toBeGreaterThan(5);
      expect(await app.services.ingestion.lastTs()).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await app.close();
    }
  }, 90_000);
});
