import { BET_STATUS } from '@meridian/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATS_TEST_URL, reachable } from '../../../test/external-services.js';
import { settlement } from '../../../test/feed-factory.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { TestSocketClient } from '../realtime/realtime.test-client.js';
import { betRow, fundedPlayer, legOn, openMatch, payoutsOf, placeBet, walletBalance } from './settlement.fixtures.js';

/**
 * ARCHITECTURE.md §1, §6: two API nodes on one PostgreSQL schema and one NATS server, both running
 * the settlement job's leader election. A settlement ingested once pays the bet once, and the
 * player's socket on the other node hears of it once.
 */
const enabled = Boolean(process.env.DATABASE_URL) && (await reachable(NATS_TEST_URL));

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.runIf(enabled)('settlement with two API nodes', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const configA = testConfig({ natsUrl: NATS_TEST_URL });
    a = await buildApp(configA);
    b = await buildApp({
      ...testConfig({ natsUrl: NATS_TEST_URL }),
      databaseSchema: configA.databaseSchema,
      disposableDatabase: false,
    });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('pays a bet once when a settlement is ingested once, and tells the player’s socket on the other node once', async () => {
    const player = await fundedPlayer(a, 10_000n);
    const client = await TestSocketClient.open(b);
    try {
      client.send({ type: 'auth', token: player.token });
      expect((await client.next()).type).toBe('authenticated');
      expect((await client.subscribe('user')).type).toBe('snapshot');

      const match = await openMatch(a);
      const bets = [
        await placeBet(a, player, 1_000n, [legOn(match, 1, 11)]),
        await placeBet(a, player, 2_000n, [legOn(match, 1, 12)]),
      ];
      await a.services.ingestion.ingest([
        settlement(match, [
          {
            id: 1,
            outcomes: [
              [11, 'won'],
              [12, 'lost'],
              [13, 'lost'],
            ],
          },
        ]),
      ]);
      // Whichever node leads settles; both may sweep as well, and nothing is paid twice.
      await until(async () => (await betRow(a, bets[0] as bigint)).status === BET_STATUS.won);
      await Promise.all([a.services.settlement.sweep(), b.services.settlement.sweep()]);

      expect(await payoutsOf(a, bets[0] as bigint)).toEqual([{ key: `bet:${bets[0]}:win`, amount: 2_100n }]);
      expect((await betRow(b, bets[1] as bigint)).status).toBe(BET_STATUS.lost);
      expect(await walletBalance(b, player.walletId)).toBe(10_000n - 3_000n + 2_100n);

      const settled: number[] = [];
      for (;;) {
        const frame = await client.nextUpdate();
        if (frame.data?.kind === 'bet_settled') settled.push(frame.data.bet_id);
        if (settled.length === 2) break;
      }
      expect(settled.sort()).toEqual(bets.map(Number).sort());
      // Nothing else about these bets follows: the next answer is the ping's, after the balance.
      const rest: string[] = [];
      client.send({ type: 'ping' });
      for (;;) {
        const frame = await client.next();
        if (frame.type === 'pong') break;
        rest.push(frame.data?.kind);
      }
      expect(rest.filter((kind) => kind === 'bet_settled')).toEqual([]);
    } finally {
      client.close();
    }
  });
});
