/**
 * @module-tag engine
 */
import { BET_ERRORS } from '@meridian/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { startTwoNodes, stopTwoNodes, twoNodesEnabled, until } from '../../../test/two-nodes.js';
import { fundedPlayer, lineMatch, pick, placed, singleBet } from '../bets/bets.fixtures.js';
import { TestSocketClient } from '../realtime/realtime.test-client.js';
import { hold } from './trading.fixtures.js';

type Delta = { id: number; markets?: Array<{ id: number; is_blocked: boolean }> };

/** The next update of market 1 of the match on the socket: whether it is blocked. */
async function nextMarketOne(client: TestSocketClient, matchId: number): Promise<boolean> {
  for (;;) {
    const frame = await client.nextUpdate();
    const deltas = (frame.data?.deltas ?? []) as Delta[];
    const market = deltas.find((d) => d.id === matchId)?.markets?.find((m) => m.id === 1);
    if (market) return market.is_blocked;
  }
}

/**
 * ARCHITECTURE.md §6: an operator's suspension made through one node reaches every node's catalog
 * over the bus: the players of the other node see the market lock on their socket and cannot bet on it.
 */
describe.runIf(twoNodesEnabled)('trading with two API nodes', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    ({ a, b } = await startTwoNodes());
  });
  afterAll(() => stopTwoNodes(a, b));

  it('refuses on node B a bet on a market suspended on node A, locks it on B’s sockets, and reopens it on resume', async () => {
    const trader = await newSignedInOperator(a, operatorClock(a), 'trader');
    const player = await fundedPlayer(a, 100_000n);
    const m = await lineMatch(a);
    await until(() => b.services.catalog.get(m.event_id)?.markets.has(1) === true);
    const client = await TestSocketClient.open(b);
    try {
      expect((await client.subscribe(`match:${m.event_id}`)).type).toBe('snapshot');

      await hold(a, trader.token, 'suspend', m.event_id, { market_id: 1, reason: 'suspicious volume' });
      expect(await nextMarketOne(client, m.event_id)).toBe(true);
      const refused = await placed(b, player.token, singleBet(player.walletId, pick(m, 1, 11, 2100)));
      expect(refused).toMatchObject({ error: BET_ERRORS.eventClosed, bet_id: null });

      await hold(a, trader.token, 'resume', m.event_id, { market_id: 1, reason: 'volume explained' });
      expect(await nextMarketOne(client, m.event_id)).toBe(false);
      expect((await placed(b, player.token, singleBet(player.walletId, pick(m, 1, 11, 2100)))).error).toBeNull();
    } finally {
      client.close();
    }
  });
});
