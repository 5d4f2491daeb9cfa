/**
 * @module-tag engine
 */
import { BET_STATUS } from '@meridian/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeWins } from '../../../test/feed-factory.js';
import { startTwoNodes, stopTwoNodes, twoNodesEnabled, until } from '../../../test/two-nodes.js';
import { TestSocketClient } from '../realtime/realtime.test-client.js';
import { betRow, fundedPlayer, legOn, openMatch, payoutsOf, placeBet, walletBalance } from './settlement.fixtures.js';

/**
 * ARCHITECTURE.md §1, §6: two API nodes on one PostgreSQL schema and one NATS server, both running
 * the settlement job's leader election. A settlement ingested once pays the bet once, and the
 * player's socket on the other node hears of it once.
 */
describe.runIf(twoNodesEnabled)('settlement with two API nodes', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    ({ a, b } = await startTwoNodes());
  });
  afterAll(() => stopTwoNodes(a, b));

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
      await a.services.ingestion.ingest([homeWins(match)]);
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
