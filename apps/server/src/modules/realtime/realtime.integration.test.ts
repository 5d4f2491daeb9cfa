import type { FeedMarket, FixtureChange } from '@meridian/feed/messages';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fixture, footballMarkets, live, nextId, odds, statistics } from '../../../test/feed-factory.js';
import { startApp } from '../../../test/helper.js';
import { listeningApp, TestSocketClient } from './realtime.test-client.js';

const sockets = listeningApp();
const open = (query?: string) => sockets.open(query);

/** A live football match with its markets, ingested; answers the fixture. */
async function liveMatch(): Promise<FixtureChange> {
  const match = live(fixture({ tournamentId: nextId(), startsIn: -600 }));
  await sockets.app.services.ingestion.ingest([match, odds(match, footballMarkets(), match.ts + 1)]);
  return match;
}

let step = 0;
/** A new price of the 1X2 home outcome (outcome 11 of market 1), later in feed time. */
async function reprice(match: FixtureChange, home: number): Promise<void> {
  const market = footballMarkets([home, 3300, 3600])[0] as FeedMarket;
  step += 1;
  await sockets.app.services.ingestion.ingest([odds(match, [market], match.ts + 10 + step)]);
}

const homeOdds = (m: { markets: { id: number; outcomes: { id: number; odds: number }[] }[] }) =>
  m.markets.find((x) => x.id === 1)?.outcomes.find((o) => o.id === 11)?.odds;

/** Proves nothing else is queued: the next frame after a ping is its pong. */
async function expectQuiet(client: TestSocketClient): Promise<void> {
  await new Promise((r) => setTimeout(r, 150));
  client.send({ type: 'ping' });
  expect(await client.next()).toEqual({ type: 'pong' });
}

describe('the realtime socket on the real catalog', () => {
  it('sends a tournament snapshot, then the changed odds', async () => {
    const match = await liveMatch();
    const client = await open();
    const channel = `tournament:live:${match.tournament.id}`;
    const snapshot = await client.subscribe(channel);
    expect(snapshot.type).toBe('snapshot');
    expect(snapshot.channel).toBe(channel);
    expect(snapshot.data.list.map((m: { id: number }) => m.id)).toEqual([match.event_id]);
    expect(homeOdds(snapshot.data.list[0])).toBe(2100);

    await reprice(match, 2250);
    const update = await client.nextUpdate();
    expect(update.type).toBe('update');
    expect(update.channel).toBe(channel);
    const delta = update.data.deltas.find((d: { id: number }) => d.id === match.event_id);
    expect(delta.odds).toContainEqual({ market_id: 1, id: 11, odds: 2250, is_blocked: false });
  });

  it('sends a match channel every market, and stops after unsubscribe', async () => {
    const match = await liveMatch();
    const client = await open();
    const snapshot = await client.subscribe(`match:${match.event_id}`);
    expect(snapshot.data.list[0].id).toBe(match.event_id);
    expect(snapshot.data.list[0].markets.length).toBeGreaterThan(3);

    client.send({ type: 'unsubscribe', channel: `match:${match.event_id}` });
    await reprice(match, 2400);
    await expectQuiet(client);
  });

  it('gives a reconnecting client a fresh snapshot', async () => {
    const match = await liveMatch();
    const first = await open();
    await first.subscribe(`match:${match.event_id}`);
    first.close();
    await reprice(match, 1950);
    const again = await open();
    const snapshot = await again.subscribe(`match:${match.event_id}`);
    expect(homeOdds(snapshot.data.list[0])).toBe(1950);
  });

  it('sends the statistics of a live match and their changes', async () => {
    const base = live(fixture({ tournamentId: nextId(), startsIn: -600, statistics: statistics([3, 1]) }));
    await sockets.app.services.ingestion.ingest([base]);
    const client = await open();
    const snapshot = await client.subscribe(`statistics:${base.event_id}`);
    expect(snapshot.type).toBe('snapshot');
    expect(JSON.stringify(snapshot.data.list)).toContain('3:1');
    await sockets.app.services.ingestion.ingest([{ ...base, ts: base.ts + 5, statistics: statistics([4, 1]) }]);
    const update = await client.nextUpdate();
    expect(update.channel).toBe(`statistics:${base.event_id}`);
    expect(JSON.stringify(update.data.list)).toContain('4:1');
  });

  it('answers an error frame for an unknown channel or match', async () => {
    const client = await open();
    expect(await client.subscribe('tournament:casino:1')).toMatchObject({
      type: 'error',
      channel: 'tournament:casino:1',
      message: 'unknown channel',
    });
    expect(await client.subscribe('match:1')).toMatchObject({ type: 'error', channel: 'match:1' });
  });

  it('renders each connection in its own language', async () => {
    const match = await liveMatch();
    const en = await open('?lang=en');
    const ru = await open('?lang=ru');
    const inEnglish = (await en.subscribe(`match:${match.event_id}`)).data.list[0];
    const inRussian = (await ru.subscribe(`match:${match.event_id}`)).data.list[0];
    expect(inEnglish.event_part_name).not.toBe(inRussian.event_part_name);
    expect(inRussian.event_part_name).toMatch(/[а-яё]/i);
    await reprice(match, 2600);
    expect((await en.nextUpdate()).data.deltas[0].id).toBe(match.event_id);
    expect((await ru.nextUpdate()).data.deltas[0].id).toBe(match.event_id);
  });
});

describe('the realtime socket behind the access gate', () => {
  it('refuses to open during maintenance', async () => {
    const closed = await startApp({ maintenance: true });
    try {
      await closed.listen({ port: 0, host: '127.0.0.1' });
      const ws = new WebSocket(TestSocketClient.url(closed));
      const status = await new Promise<number>((resolve, reject) => {
        ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        ws.once('open', () => reject(new Error('the socket opened')));
        ws.once('error', () => {});
      });
      ws.terminate();
      expect(status).toBe(503);
    } finally {
      await closed.close();
    }
  });
});
