/**
 * @module-tag engine
 */
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { BET_ERRORS } from '@meridian/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { NATS_TEST_URL } from '../../../test/external-services.js';
import { betStop, fixture, footballMarkets, odds } from '../../../test/feed-factory.js';
import { twoNodesEnabled, until } from '../../../test/two-nodes.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { fundedPlayer, makeBet, pick } from '../bets/bets.fixtures.js';

/** A TCP relay to the NATS server that the test can cut and restore: a node's real network outage. */
class CuttableLink {
  readonly #sockets = new Set<Socket>();
  #open = true;
  readonly #server: Server;

  private constructor(target: URL) {
    this.#server = createServer((client) => this.#relay(client, target));
  }

  static async start(target: URL): Promise<CuttableLink> {
    const link = new CuttableLink(target);
    await new Promise<void>((resolve) => link.#server.listen(0, '127.0.0.1', resolve));
    return link;
  }

  #relay(client: Socket, target: URL): void {
    if (!this.#open) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      this.#sockets.add(s);
      s.on('close', () => this.#sockets.delete(s));
      s.on('error', () => {});
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  }

  get url(): string {
    const address = this.#server.address() as { port: number };
    return `nats://127.0.0.1:${address.port}`;
  }

  cut(): void {
    this.#open = false;
    for (const s of this.#sockets) s.destroy();
  }

  restore(): void {
    this.#open = true;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

const EUR = 1;

/**
 * NATS core delivers at most once: a node cut off the bus misses feed batches. It must stop pricing
 * from its memory until it has reloaded the catalog from the database (issue 12, item 8).
 */
describe.runIf(twoNodesEnabled)('a node that loses the bus', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let link: CuttableLink;

  beforeAll(async () => {
    link = await CuttableLink.start(new URL(NATS_TEST_URL));
    const configA = testConfig({ natsUrl: NATS_TEST_URL });
    a = await buildApp(configA);
    b = await buildApp({
      ...testConfig({ natsUrl: link.url }),
      databaseSchema: configA.databaseSchema,
      disposableDatabase: false,
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await link?.close();
  });

  it('refuses bets while cut off and after reconnecting shows the market suspended on the other node', async () => {
    const match = fixture();
    await a.services.ingestion.ingest([match, odds(match, footballMarkets())]);
    await until(() => b.services.catalog.get(match.event_id)?.markets.get(1)?.status === 'active');
    const player = await fundedPlayer(b, 10_000n);
    const slip = { account_id: player.walletId, amount: 100, bet_type: 1, check_odds: 1 };

    link.cut();
    await until(() => b.services.catalog.stale);
    // Node A suspends the market; node B never hears of it.
    await a.services.ingestion.ingest([betStop(match, [1])]);
    await until(() => a.services.catalog.get(match.event_id)?.markets.get(1)?.status === 'suspended');
    expect(b.services.catalog.get(match.event_id)?.markets.get(1)?.status).toBe('active');

    const offBus = await makeBet(b, player.token, { ...slip, events: [pick(match, 1, 11, 2100)] });
    expect(offBus.statusCode, offBus.body).toBe(200);
    expect(offBus.json().payload).toMatchObject({ error: BET_ERRORS.eventClosed, bet_id: null });
    const slipUpdate = await call(b, 'POST', '/bets/update', {
      body: { currency_id: EUR, events: [pick(match, 1, 11, 2100)] },
    });
    expect(slipUpdate.json().payload.events).toEqual([expect.objectContaining({ market_id: 1, is_blocked: true })]);

    link.restore();
    await until(() => !b.services.catalog.stale, 20_000);
    expect(b.services.catalog.get(match.event_id)?.markets.get(1)?.status).toBe('suspended');
    const afterResync = await makeBet(b, player.token, { ...slip, events: [pick(match, 1, 11, 2100)] });
    expect(afterResync.json().payload).toMatchObject({ error: BET_ERRORS.eventClosed, bet_id: null });
    const slipAfter = await call(b, 'POST', '/bets/update', {
      body: { currency_id: EUR, events: [pick(match, 1, 11, 2100)] },
    });
    expect(slipAfter.json().payload.events).toEqual([expect.objectContaining({ market_id: 1, is_blocked: true })]);

    // Back on the bus: what node A ingests next reaches node B again, and bets are taken.
    await a.services.ingestion.ingest([odds(match, footballMarkets(), match.ts + 700)]);
    await until(() => b.services.catalog.get(match.event_id)?.markets.get(1)?.status === 'active');
    const placedBet = await makeBet(b, player.token, { ...slip, events: [pick(match, 1, 11, 2100)] });
    expect(placedBet.json().payload).toMatchObject({ error: null });
  }, 40_000);
});
