/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { LIVE_TABLES, type LiveTable, ManualClock } from '@meridian/providers/live-casino/live-casino.entry';
import { buildLiveStudioServer, operatorOverHttp } from '@meridian/providers/live-casino/live-studio.server';
import type { OperatorTransport } from '@meridian/providers/shared/seamless-wallet';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call } from '../../../test/accounts.js';
import { startApp } from '../../../test/helper.js';
import { addressOf, freePort } from '../../../test/standalone-provider.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import { casinoPostings, expectLedgerConsistent, gameId } from './casino.fixtures.js';
import { LIVE_CASINO_CODE } from './live-casino.mount.js';

const SECRET = 'remote-live-studio-key-0123456789abcdef';
const grand = LIVE_TABLES.find((table) => table.id === 'roulette-grand') as LiveTable;
const { bettingMs, closingMs, revealMs } = grand.timing;

/** The address of a schema of the database at `url`, as a studio's DATABASE_URL would name it. */
function studioDatabase(url: string, schema: string): string {
  const address = new URL(url);
  address.searchParams.set('options', `-c search_path=${schema}`);
  return address.toString();
}

/** A socket to the studio that keeps every frame it gets and can wait for one. */
async function studioSocket(url: string) {
  const ws = new WebSocket(url);
  const got: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    got.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  await once(ws, 'open');
  return {
    send: (frame: object) => ws.send(JSON.stringify(frame)),
    /** The first frame (received so far or next) that `test` accepts. */
    next(test: (frame: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
      return new Promise((resolve) => {
        const look = () => {
          const found = got.find(test);
          if (!found) return;
          waiters.delete(look);
          resolve(found);
        };
        waiters.add(look);
        look();
      });
    },
    close: () => ws.close(),
  };
}

type RoundState = { type: 'state'; view: { round: { id: string; phase: string; outcome: unknown } | null } };
const stateOf = (frame: Record<string, unknown>) => (frame.type === 'state' ? (frame as unknown as RoundState) : null);

/**
 * The live studio as a service of its own, shared by the operator's nodes: on PostgreSQL two nodes
 * on one database (the studio's wallet calls alternate between them, as behind a load balancer);
 * on the embedded database, one node.
 */
describe('a live studio running on its own, shared by the platform’s nodes', () => {
  const clock = new ManualClock(Date.now());
  const nodes: FastifyInstance[] = [];
  let studio: FastifyInstance;
  let studioUrl: string;
  let calls = 0;
  // The studio's own database: on PostgreSQL a schema of its own (beside the platform's, never in it).
  const studioSchema = `studio_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const adminUrl = process.env.DATABASE_URL;

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  }

  beforeAll(async () => {
    if (adminUrl) await admin(`create schema ${studioSchema}`);
    const port = await freePort();
    studioUrl = `http://127.0.0.1:${port}`;
    const liveCasino = { url: studioUrl, secret: SECRET, tables: false, speed: 1 };
    const first = await startApp({ ...CASHIER_APP, liveCasino });
    nodes.push(first);
    if (process.env.DATABASE_URL) {
      nodes.push(
        await startApp({
          ...CASHIER_APP,
          liveCasino,
          databaseUrl: first.config.databaseUrl,
          databaseSchema: first.config.databaseSchema,
          disposableDatabase: false,
        }),
      );
    }
    for (const node of nodes) await node.listen({ port: 0, host: '127.0.0.1' });
    const toEachNode: OperatorTransport = (request) => {
      const node = nodes[calls++ % nodes.length] as FastifyInstance;
      return operatorOverHttp(addressOf(node))(request);
    };
    ({ app: studio } = await buildLiveStudioServer({
      operatorUrl: addressOf(first),
      transport: toEachNode,
      secret: SECRET,
      publicUrl: studioUrl,
      dataDir: 'memory://',
      ...(adminUrl ? { databaseUrl: studioDatabase(adminUrl, studioSchema), schema: studioSchema } : {}),
      tables: [grand],
      clock,
    }));
    await studio.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await studio?.close();
    // The second node shares the first's database: closed first, before the first drops it.
    for (const node of [...nodes].reverse()) await node.close();
    if (adminUrl) await admin(`drop schema if exists ${studioSchema} cascade`);
  });

  it('has every node send the lobby to the studio’s launcher and socket, and allow them in its page policy', async () => {
    for (const node of nodes) {
      const res = await call(node, 'GET', '/settings');
      expect(res.json().payload.casino.providers).toEqual([
        expect.objectContaining({
          code: LIVE_CASINO_CODE,
          script_url: `${studioUrl}/providers/live-casino/launcher.js`,
          server: `${studioUrl.replace('http', 'ws')}/providers/live-casino/ws`,
        }),
      ]);
      const page = await node.inject({ method: 'GET', url: '/live-casino/games' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(new RegExp(`script-src [^;]*${studioUrl}`));
      expect(policy).toMatch(new RegExp(`connect-src [^;]*${studioUrl.replace('http', 'ws')}`));
      expect(policy).toMatch(new RegExp(`frame-src [^;]*${studioUrl}`));
    }
  });

  it('seats players who launched on different nodes at one table, one round, and pays through the wallet', async () => {
    const a = nodes[0] as FastifyInstance;
    const b = nodes.at(-1) as FastifyInstance;
    const players = [await playerWithDeposit(a, '50'), await playerWithDeposit(b, '50')];
    const launches: string[] = [];
    for (const [index, node] of [a, b].entries()) {
      const player = players[index] as (typeof players)[number];
      const res = await call(node, 'POST', '/casino/games/launch', {
        token: player.token,
        body: { game_id: await gameId(node, grand.id), play_mode: 'real', theme: 'light' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const url = new URL(res.json().payload.url as string);
      // The table is on the studio's own origin, framed by the operator's site.
      expect(url.origin).toBe(studioUrl);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${addressOf(a)}`);
      launches.push(url.pathname.split('/').at(-1) as string);
    }

    const sockets = await Promise.all(
      launches.map(() => studioSocket(`${studioUrl.replace('http', 'ws')}/providers/live-casino/ws`)),
    );
    for (const [index, launch] of launches.entries()) sockets[index]?.send({ type: 'join', launch });
    const rounds = await Promise.all(
      sockets.map(async (socket) => stateOf(await socket.next((f) => Boolean(stateOf(f)?.view.round)))?.view.round?.id),
    );
    expect(rounds[0]).toBeDefined();
    expect(rounds[1]).toBe(rounds[0]);

    // The first player bets red and black; their stakes leave their wallet at once.
    const [first, second] = sockets as [
      Awaited<ReturnType<typeof studioSocket>>,
      Awaited<ReturnType<typeof studioSocket>>,
    ];
    for (const [spot, amount] of [
      ['red', 1_000],
      ['black', 500],
    ] as const) {
      const id = randomUUID();
      first.send({ type: 'bet', id, spot, amount });
      expect(await first.next((f) => f.type === 'result' && f.id === id)).toMatchObject({ ok: true });
    }
    const player = players[0] as (typeof players)[number];
    expect(await expectLedgerConsistent(a, player.walletId)).toBe(5_000 - 1_500);

    // The round plays out on the studio's clock; both players see the same outcome.
    clock.advance(bettingMs + closingMs + revealMs);
    const outcomes = await Promise.all(
      [first, second].map(async (socket) => {
        const frame = await socket.next((f) => {
          const round = stateOf(f)?.view.round;
          return round?.id === rounds[0] && round?.outcome !== null && round?.outcome !== undefined;
        });
        return stateOf(frame)?.view.round?.outcome as { color: string };
      }),
    );
    expect(outcomes[1]).toEqual(outcomes[0]);
    const color = outcomes[0]?.color;
    const won = color === 'red' ? 2_000 : color === 'black' ? 1_000 : 0;
    await expect.poll(() => expectLedgerConsistent(a, player.walletId)).toBe(5_000 - 1_500 + won);
    const postings = await casinoPostings(b, player.walletId);
    expect(
      postings
        .filter((p) => p.kind === 'casino_bet')
        .map((p) => p.amount)
        .sort(),
    ).toEqual([-1_000, -500]);
    for (const socket of sockets) socket.close();
  });
});
