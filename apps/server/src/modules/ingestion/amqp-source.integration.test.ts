import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import type { FeedMessage } from '@meridian/feed/messages';
import { type ChannelModel, connect } from 'amqplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AMQP_TEST_URL, reachable } from '../../../test/external-services.js';
import { fixture, footballMarkets, live, nextId, odds } from '../../../test/feed-factory.js';
import { startApp } from '../../../test/helper.js';
import { silentLogger as silent } from '../../../test/silent-logger.js';
import { testConfig } from '../../config.js';
import { AmqpFeedSource, parseFeedMessages, withHeartbeat } from './amqp-source.js';

const up = await reachable(AMQP_TEST_URL);

const oddsChange = (eventId: number, odds: number): FeedMessage => ({
  type: 'odds_change',
  event_id: eventId,
  ts: 1_780_000_000_000 + odds,
  markets: [
    {
      id: 1,
      type_id: 1,
      part_id: 1,
      line: null,
      name: '1X2',
      status: 'active',
      outcomes: [{ id: 11, name: '1', odds, active: true }],
    },
  ],
});

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('withHeartbeat', () => {
  it('asks for a heartbeat unless the address names one', () => {
    expect(withHeartbeat('amqp://guest:guest@127.0.0.1:5672/')).toBe('amqp://guest:guest@127.0.0.1:5672/?heartbeat=10');
    expect(withHeartbeat('amqp://127.0.0.1/vhost?heartbeat=30')).toBe('amqp://127.0.0.1/vhost?heartbeat=30');
  });
});

describe('parseFeedMessages', () => {
  it('accepts one message or an array, and nothing else', () => {
    const one = oddsChange(1, 1500);
    expect(parseFeedMessages(Buffer.from(JSON.stringify(one)))).toEqual([one]);
    expect(parseFeedMessages(Buffer.from(JSON.stringify([one, one])))).toHaveLength(2);
    expect(parseFeedMessages(Buffer.from('{'))).toBeNull();
    expect(parseFeedMessages(Buffer.from('[]'))).toBeNull();
    expect(parseFeedMessages(Buffer.from(JSON.stringify([one, { type: 'goal', event_id: 1, ts: 1 }])))).toBeNull();
  });
});

describe.runIf(up)('AmqpFeedSource', () => {
  let queue: string;
  let admin: ChannelModel;
  let source: AmqpFeedSource | null = null;
  let proxy: Server | null = null;
  const proxied = new Set<Socket>();

  beforeEach(async () => {
    queue = `meridian.test.${randomBytes(6).toString('hex')}`;
    admin = await connect(AMQP_TEST_URL);
  });
  afterEach(async () => {
    await source?.stop();
    source = null;
    for (const s of proxied) s.destroy();
    proxy?.close();
    proxy = null;
    const channel = await admin.createChannel();
    await channel.deleteQueue(queue);
    await admin.close();
  });

  async function publish(body: unknown): Promise<void> {
    const channel = await admin.createChannel();
    await channel.assertQueue(queue, { durable: true });
    channel.sendToQueue(queue, Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)));
    await channel.close();
  }

  /**
   * A TCP proxy to the broker. `cut()` destroys its connections as a network failure would; while
   * `holding` is set it accepts connections and never forwards them, like a peer that never answers.
   */
  async function startProxy() {
    const target = new URL(AMQP_TEST_URL);
    const state = { holding: false, held: 0 };
    const track = (s: Socket) => {
      proxied.add(s);
      s.on('error', () => {});
      s.on('close', () => proxied.delete(s));
    };
    proxy = createServer((client) => {
      track(client);
      if (state.holding) {
        state.held += 1;
        return;
      }
      const upstream = tcpConnect(Number(target.port || 5672), target.hostname);
      track(upstream);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => proxy?.listen(0, '127.0.0.1', r));
    const url = new URL(AMQP_TEST_URL);
    url.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    return {
      url: url.toString(),
      state,
      cut: () => {
        for (const s of proxied) s.destroy();
      },
    };
  }

  async function waiting(): Promise<number> {
    const channel = await admin.createChannel();
    const { messageCount } = await channel.checkQueue(queue);
    await channel.close();
    return messageCount;
  }

  it('delivers the messages of the queue in order and acknowledges them', async () => {
    await publish([oddsChange(5, 1500), oddsChange(5, 1600)]);
    await publish(oddsChange(5, 1700));
    const batches: FeedMessage[][] = [];
    source = new AmqpFeedSource({ url: AMQP_TEST_URL, queue, log: silent });
    await source.start(async (messages) => {
      batches.push(messages);
    });
    await until(() => batches.length === 2);
    expect(batches.map((b) => b.map((m) => (m.type === 'odds_change' ? m.markets[0]?.outcomes[0]?.odds : 0)))).toEqual([
      [1500, 1600],
      [1700],
    ]);
    await source.stop();
    source = null;
    expect(await waiting()).toBe(0);
  });

  it('redelivers a message whose delivery failed, and rejects one that is not a feed message', async () => {
    await publish('not a feed message');
    await publish(oddsChange(6, 2000));
    let attempts = 0;
    const delivered: FeedMessage[][] = [];
    source = new AmqpFeedSource({ url: AMQP_TEST_URL, queue, log: silent, minBackoffMs: 50 });
    await source.start(async (messages) => {
      attempts += 1;
      if (attempts === 1) throw new Error('database unavailable');
      delivered.push(messages);
    });
    await until(() => delivered.length === 1);
    expect(attempts).toBe(2);
    expect(delivered[0]?.[0]?.event_id).toBe(6);
    await source.stop();
    source = null;
    expect(await waiting()).toBe(0);
  });

  it('reconnects after the connection drops', { timeout: 60_000 }, async () => {
    const broker = await startProxy();
    const delivered: number[] = [];
    source = new AmqpFeedSource({ url: broker.url, queue, log: silent, minBackoffMs: 50 });
    await source.start(async (messages) => {
      delivered.push(...messages.map((m) => m.event_id));
    });
    await publish(oddsChange(7, 1800));
    await until(() => delivered.length === 1);
    broker.cut();
    await publish(oddsChange(8, 1800));
    // Noticing the dropped socket, backing off and reconnecting through the broker can take
    // seconds on a machine busy with other suites.
    await until(() => delivered.includes(8), 30_000);
    // The acknowledgement of 7 may still have been on its way when the connection dropped: the
    // broker then delivers 7 again, ahead of 8. At least once and in order, never lost.
    expect(delivered.filter((id, i) => id !== delivered[i - 1])).toEqual([7, 8]);
  });

  it('delivers again a message whose acknowledgement was lost with the connection', { timeout: 60_000 }, async () => {
    const broker = await startProxy();
    const delivered: number[] = [];
    source = new AmqpFeedSource({ url: broker.url, queue, log: silent, minBackoffMs: 50 });
    await source.start(async (messages) => {
      delivered.push(...messages.map((m) => m.event_id));
      // The connection fails while the first delivery is being stored, before its acknowledgement.
      if (delivered.length === 1) broker.cut();
    });
    await publish(oddsChange(7, 1800));
    await until(() => delivered.length === 2, 30_000);
    expect(delivered).toEqual([7, 7]);
    await source.stop();
    source = null;
    expect(await waiting()).toBe(0);
  });

  it('gives up on a connection the broker never answers and tries again', { timeout: 60_000 }, async () => {
    const broker = await startProxy();
    broker.state.holding = true;
    const delivered: number[] = [];
    source = new AmqpFeedSource({
      url: broker.url,
      queue,
      log: silent,
      minBackoffMs: 50,
      maxBackoffMs: 200,
      connectTimeoutMs: 500,
    });
    const starting = source.start(async (messages) => {
      delivered.push(...messages.map((m) => m.event_id));
    });
    // A second connection shows that the first attempt gave up instead of waiting for ever.
    await until(() => broker.state.held >= 2);
    broker.state.holding = false;
    await publish(oddsChange(9, 1800));
    await until(() => delivered.length === 1, 30_000);
    await starting;
    expect(delivered).toEqual([9]);
  });

  it('feeds the catalog of an app started with FEED_SOURCE=amqp', async () => {
    const app = await startApp({
      feed: { ...testConfig().feed, source: 'amqp', amqpUrl: AMQP_TEST_URL, amqpQueue: queue },
    });
    try {
      const match = live(fixture({ tournamentId: nextId(), startsIn: -600 }));
      await publish([match, odds(match, footballMarkets(), match.ts + 1)]);
      await until(() => app.services.catalog.match(match.event_id, 'en') !== null);
      expect(app.services.catalog.tournamentMatches('live', match.tournament.id, 'en')).toHaveLength(1);
    } finally {
      await app.close();
    }
    expect(await waiting()).toBe(0);
  });
});
