/**
 * @module-tag engine
 */
import type { FeedMarket } from '@meridian/feed/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocketClient } from '../src/modules/realtime/realtime.test-client.js';
import { fixture, footballMarkets, live, nextId, odds } from './feed-factory.js';
import { startTwoNodes, stopTwoNodes, twoNodesEnabled, until } from './two-nodes.js';

/**
 * ARCHITECTURE.md §6: two API nodes on one PostgreSQL schema and one NATS server. The schema is
 * private to this run, and the bus subjects are prefixed with it, so parallel runs stay apart.
 */
describe.runIf(twoNodesEnabled)('two API nodes', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    ({ a, b } = await startTwoNodes());
  });
  afterAll(() => stopTwoNodes(a, b));

  it('delivers an odds change ingested by one node to a socket client of the other', async () => {
    const match = live(fixture({ tournamentId: nextId(), startsIn: -600 }));
    await a.services.ingestion.ingest([match, odds(match, footballMarkets(), match.ts + 1)]);
    const tournament = match.tournament.id;
    // Node B learns the match from the bus, not from its own ingestion.
    await until(() => b.services.catalog.tournamentMatches('live', tournament, 'en').length === 1);

    const client = await TestSocketClient.open(b);
    try {
      const snapshot = await client.subscribe(`tournament:live:${tournament}`);
      expect(snapshot.data.list.map((m: { id: number }) => m.id)).toEqual([match.event_id]);

      const market = footballMarkets([2550, 3300, 3600])[0] as FeedMarket;
      await a.services.ingestion.ingest([odds(match, [market], match.ts + 2)]);
      const update = await client.nextUpdate();
      expect(update).toMatchObject({ type: 'update', channel: `tournament:live:${tournament}` });
      expect(update.data.deltas[0].odds).toContainEqual({ market_id: 1, id: 11, odds: 2550, is_blocked: false });
    } finally {
      client.close();
    }
  });

  it('lets exactly one node lead, and the other take over when it leaves', async () => {
    const running = { a: 0, b: 0 };
    const task = (node: 'a' | 'b') => async () => {
      running[node] += 1;
      return async () => {
        running[node] -= 1;
      };
    };
    a.leader.run(task('a'));
    b.leader.run(task('b'));
    await until(() => running.a + running.b === 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(running.a + running.b).toBe(1);
    const [leader, follower] = running.a ? ([a, 'b'] as const) : ([b, 'a'] as const);
    await leader.leader.stop();
    await until(() => running[follower] === 1, 15_000);
  });
});
