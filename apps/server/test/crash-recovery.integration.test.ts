/**
 * @module-tag engine
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollDice } from '@meridian/providers/casino-games/engine/instant/dice';
import { fairRandom } from '@meridian/providers/shared/games/provably-fair';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, testConfig } from '../src/config.js';
import { fundedPlayer, lineMatch, makeBet, pick, singleBet } from '../src/modules/bets/bets.fixtures.js';
import { expectMoneyAsRoundsSay, launchStudio, studioCall } from '../src/modules/casino/casino-games.fixtures.js';
import { ledgerInvariants } from '../src/modules/ledger/ledger.fixtures.js';
import { playerWithDeposit } from '../src/modules/payments/payments.fixtures.js';
import { providerTable } from '../src/platform/provider-mount.js';
import { adminCall, codeOf, OPERATOR_PASSWORD } from './operators.js';

const PLAYERS = 12;
const ROUNDS_EACH = 6;
const START = 5_000;
const STAKE = 100;
const BET = { stake: STAKE, target: 5000, direction: 'over' } as const;
const SERVER = fileURLToPath(new URL('./crash-server.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The database both processes and the checking app use: a PGlite folder, or a PostgreSQL schema. */
function sharedDatabase(): { config: Partial<AppConfig>; env: Record<string, string>; drop(): Promise<void> } {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    return {
      config: { databaseSchema: schema },
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      async drop() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        // The app's schema and those beside it: the job queue's and the built-in providers'.
        const { rows } = await client.query<{ nspname: string }>(
          `select nspname from pg_namespace where nspname = $1 or starts_with(nspname, $1 || '_')`,
          [schema],
        );
        for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
        await client.end();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'meridian-crash-'));
  const dataDir = join(folder, 'pgdata');
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  return {
    config: { dataDir },
    env: { DATA_DIR: dataDir },
    async drop() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

interface Server {
  child: ChildProcess;
  /** The server as the fixtures drive an app: `inject` is a real HTTP request to the process. */
  app: FastifyInstance;
  exited: Promise<NodeJS.Signals | number | null>;
  log: () => string;
}

/** A real server process (tsx running crash-server.ts) on the shared database. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CAPTCHA_PROVIDER: 'none',
      FEED_SOURCE: 'none',
      LIVE_CASINO_TABLES: 'false',
      TZ: 'UTC',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const found = /\{"port":(\d+)\}/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    void exited.then((how) => reject(new Error(`the server stopped before listening (${how}):\n${output}`)));
  });
  return { child, app: overHttp(`http://127.0.0.1:${port}`), exited, log: () => output };
}

/** Fastify's `inject` answered by a listening server over HTTP. */
function overHttp(origin: string): FastifyInstance {
  const request = async (options: InjectOptions) => {
    const payload = options.payload;
    const res = await fetch(`${origin}${options.url}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.headers as Record<string, string>),
      },
      ...(payload === undefined ? {} : { body: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
    const body = await res.text();
    return { statusCode: res.status, body, json: () => JSON.parse(body) };
  };
  return { inject: request } as unknown as FastifyInstance;
}

describe('a server killed in the middle of rounds', () => {
  it('finishes every round after a restart: each stake returned or its decided win paid, once', async () => {
    const database = sharedDatabase();
    const servers: Server[] = [];
    try {
      // Every player plays dice at once; the process kills itself as one stake's answer comes back.
      const first = await startServer({ ...database.env, KILL_AT_STAKE: String(PLAYERS * 2 + 3) });
      servers.push(first);
      const players = [];
      for (let i = 0; i < PLAYERS; i++) players.push(await playerWithDeposit(first.app, String(START / 100)));
      const launches = await Promise.all(players.map((p) => launchStudio(first.app, p.token, 'dice')));
      // The rounds the players saw end, with their wins.
      const seen = new Map<string, number>();
      const record = (answer: { statusCode: number; json: () => { round: { id: string; win: number } } }) => {
        expect(answer.statusCode).toBe(200);
        seen.set(answer.json().round.id, answer.json().round.win);
      };
      await Promise.all(
        launches.map(async (launch) => {
          for (let i = 0; i < ROUNDS_EACH; i++) {
            const answer = await studioCall(first.app, 'POST', `${launch}/rounds`, BET).catch(() => null);
            if (answer?.statusCode !== 200) return;
            record(answer);
          }
        }),
      );
      expect(await first.exited).toBe('SIGKILL');

      const second = await startServer({ ...database.env, CASINO_ROUND_RECOVERY_S: '1' });
      servers.push(second);
      // Left open, a launch refuses a new round; the recovery job, run at start and on its period,
      // finishes them all.
      const deadline = Date.now() + 60_000;
      for (const launch of launches) {
        while ((await studioCall(second.app, 'GET', launch)).json().open !== null) {
          if (Date.now() > deadline) throw new Error(`launch ${launch} still has a round open\n${second.log()}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      for (const [index, launch] of launches.entries()) {
        record(await studioCall(second.app, 'POST', `${launch}/rounds`, BET));
        const fresh = await launchStudio(second.app, players[index]?.token ?? '', 'dice');
        record(await studioCall(second.app, 'POST', `${fresh}/rounds`, BET));
      }
      second.child.kill('SIGTERM');
      await second.exited;

      const check = await buildApp(testConfig({ ...database.config, disposableDatabase: true }));
      try {
        const { db } = check.database;
        let crashed = 0;
        for (const player of players) {
          const rounds = await expectMoneyAsRoundsSay(check, player, START);
          const { rows } = await sql<{ server_seed: string; client_seed: string; nonce: number; id: string }>`
            select s.server_seed, r.client_seed, r.nonce, r.id from ${providerTable(check, 'casinoGames', 'studio_rounds')} r
            join ${providerTable(check, 'casinoGames', 'studio_seeds')} s on s.owner = r.owner where r.owner = ${`player:${player.id}`}`.execute(
            db,
          );
          for (const round of rounds) {
            const seeds = rows.find((r) => r.id === round.id);
            const fair = {
              serverSeed: seeds?.server_seed ?? '',
              clientSeed: seeds?.client_seed ?? '',
              nonce: seeds?.nonce ?? 0,
            };
            // A win paid is the one the seed decided; a round the player saw end stays as they saw it.
            const decided = rollDice({ ...BET, amount: BigInt(STAKE) }, fairRandom(fair));
            if (round.status === 'settled') expect(Number(round.win)).toBe(Number(decided.payout));
            if (seen.has(round.id)) expect([round.status, Number(round.win)]).toEqual(['settled', seen.get(round.id)]);
            else crashed += 1;
          }
        }
        // At least the round whose stake's answer killed the process was left half-written.
        expect(crashed).toBeGreaterThanOrEqual(1);
      } finally {
        await check.close();
      }
    } finally {
      for (const server of servers)
        if (server.child.exitCode === null && !server.child.signalCode) server.child.kill('SIGKILL');
      await database.drop();
    }
  }, 120_000);
});

describe('a server killed in the middle of approving adjustments', () => {
  const ADJUSTMENTS = 8;
  /** Above ADJUSTMENT_APPROVAL_ABOVE's default of 100 euros: each waits for a second operator. */
  const AMOUNT = 15_000;

  it('applies each approved adjustment once: the approvals cut off are still waiting, and a retry finds the rest done', async () => {
    const database = sharedDatabase();
    const servers: Server[] = [];
    try {
      // Two payments operators, made as `npm run operator -- add` makes them, before the server starts.
      const setup = await buildApp(testConfig({ ...database.config, disposableDatabase: false }));
      const made = [];
      try {
        for (const name of ['asks', 'approves']) {
          made.push(
            await setup.services.operators.create(
              null,
              { email: `${name}.${Date.now()}@staff.example.com`, role: 'payments', reason: 'crash test' },
              null,
            ),
          );
        }
      } finally {
        await setup.close();
      }

      // The process kills itself as the third approval's answer is about to leave.
      const first = await startServer({
        ...database.env,
        KILL_AT_ANSWER: '3',
        KILL_PATH: '/adjustments/\\d+/approve$',
      });
      servers.push(first);
      const [asker, approver] = await Promise.all(made.map((m) => signInOverHttp(first.app, m)));
      const player = await playerWithDeposit(first.app, '10');
      const ids: number[] = [];
      for (let i = 0; i < ADJUSTMENTS; i++) {
        const asked = await adminCall(first.app, 'POST', `/players/${player.id}/adjustments`, {
          token: asker,
          body: { wallet_id: player.walletId, amount: AMOUNT, reason: `goodwill ${i}` },
        });
        expect(asked.statusCode, asked.body).toBe(200);
        ids.push(asked.json().payload.id);
      }
      const approve = (app: FastifyInstance, id: number) =>
        adminCall(app, 'POST', `/adjustments/${id}/approve`, { token: approver, body: { reason: 'checked' } });
      // After a restart the operator approves every one again: one not yet applied is applied now,
      // one already applied answers 409 and moves nothing.
      await cutOffThenRetried(first, database.env, servers, ids, approve);

      const check = await buildApp(testConfig({ ...database.config, disposableDatabase: true }));
      try {
        const { db } = check.database;
        const rows = await db
          .selectFrom('balance_adjustments')
          .select(['id', 'status'])
          .where('id', 'in', ids.map(BigInt))
          .execute();
        expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'applied'));
        const postings = await db
          .selectFrom('ledger_transactions')
          .select('idempotency_key')
          .where(
            'idempotency_key',
            'in',
            ids.map((id) => `adjustment:${id}`),
          )
          .execute();
        expect(postings).toHaveLength(ADJUSTMENTS);
        const wallet = await db
          .selectFrom('wallets')
          .select('balance')
          .where('id', '=', BigInt(player.walletId))
          .executeTakeFirstOrThrow();
        expect(BigInt(wallet.balance)).toBe(1_000n + BigInt(ADJUSTMENTS * AMOUNT));
        expect(await ledgerInvariants(check)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
      } finally {
        await check.close();
      }
    } finally {
      for (const server of servers)
        if (server.child.exitCode === null && !server.child.signalCode) server.child.kill('SIGKILL');
      await database.drop();
    }
  }, 120_000);
});

describe('a server killed in the middle of voiding bets', () => {
  const BETS = 8;
  const FUNDS = 5_000n;
  const STAKE_EACH = 1_000;

  it('voids each bet once: the voids cut off are done by a retry, and the voids done answer 409 to it', async () => {
    const database = sharedDatabase();
    const servers: Server[] = [];
    try {
      // A trader, made as `npm run operator -- add` makes one, and players with an open bet each,
      // placed before the server that is killed starts.
      const setup = await buildApp(testConfig({ ...database.config, disposableDatabase: false }));
      const bets: Array<{ id: number; walletId: number }> = [];
      let made: Awaited<ReturnType<typeof setup.services.operators.create>>;
      try {
        made = await setup.services.operators.create(
          null,
          { email: `trader.${Date.now()}@staff.example.com`, role: 'trader', reason: 'crash test' },
          null,
        );
        const match = await lineMatch(setup);
        for (let i = 0; i < BETS; i++) {
          const player = await fundedPlayer(setup, FUNDS);
          const answer = await makeBet(setup, player.token, {
            ...singleBet(player.walletId, pick(match, 1, 11, 2100)),
            amount: STAKE_EACH,
          });
          expect(answer.statusCode, answer.body).toBe(200);
          bets.push({ id: answer.json().payload.bet_id, walletId: player.walletId });
        }
      } finally {
        await setup.close();
      }

      // The process kills itself as the third void's answer is about to leave.
      const first = await startServer({ ...database.env, KILL_AT_ANSWER: '3', KILL_PATH: '/bets/\\d+/void$' });
      servers.push(first);
      const trader = await signInOverHttp(first.app, made);
      const voidBet = (app: FastifyInstance, id: number) =>
        adminCall(app, 'POST', `/bets/${id}/void`, { token: trader, body: { reason: 'palpable error' } });
      // After a restart the trader voids every one again: one not yet voided is voided now, one
      // voided already answers 409 and pays nothing back a second time.
      await cutOffThenRetried(
        first,
        database.env,
        servers,
        bets.map((bet) => bet.id),
        voidBet,
      );

      const check = await buildApp(testConfig({ ...database.config, disposableDatabase: true }));
      try {
        const { db } = check.database;
        const voids = await db
          .selectFrom('bet_voids')
          .select('bet_id')
          .where(
            'bet_id',
            'in',
            bets.map((b) => BigInt(b.id)),
          )
          .execute();
        expect(voids).toHaveLength(BETS);
        // Each stake came back once: every wallet holds what it was funded with.
        const wallets = await db
          .selectFrom('wallets')
          .select(['id', 'balance'])
          .where(
            'id',
            'in',
            bets.map((b) => BigInt(b.walletId)),
          )
          .execute();
        expect(wallets.map((w) => BigInt(w.balance))).toEqual(bets.map(() => FUNDS));
        expect(await ledgerInvariants(check)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
      } finally {
        await check.close();
      }
    } finally {
      for (const server of servers)
        if (server.child.exitCode === null && !server.child.signalCode) server.child.kill('SIGKILL');
      await database.drop();
    }
  }, 120_000);
});

/**
 * An operator's calls, all at once, to a server that kills itself as one answer leaves (KILL_AT_ANSWER);
 * then each again on a restarted server, which is stopped after. A call answered before the kill
 * answers 409 the second time, every call answers 200 or 409, and more answer 409 than were
 * answered: the call killed on its way out was done.
 */
async function cutOffThenRetried(
  first: Server,
  env: Record<string, string>,
  servers: Server[],
  ids: number[],
  call: (app: FastifyInstance, id: number) => Promise<{ statusCode: number }>,
): Promise<void> {
  const answered = new Set<number>();
  await Promise.all(
    ids.map(async (id) => {
      const res = await call(first.app, id).catch(() => null);
      if (res?.statusCode === 200) answered.add(id);
    }),
  );
  expect(await first.exited).toBe('SIGKILL');
  const second = await startServer(env);
  servers.push(second);
  const retried = new Map<number, number>();
  for (const id of ids) retried.set(id, (await call(second.app, id)).statusCode);
  for (const id of answered) expect(retried.get(id)).toBe(409);
  expect([...retried.values()].every((status) => status === 200 || status === 409)).toBe(true);
  expect([...retried.values()].filter((status) => status === 409).length).toBeGreaterThan(answered.size);
  second.child.kill('SIGTERM');
  await second.exited;
}

/** An operator's first sign-in over HTTP with their one-time password; answers their session token. */
async function signInOverHttp(app: FastifyInstance, made: { operator: { email: string }; one_time_password: string }) {
  const signIn = await adminCall(app, 'POST', '/auth/sign-in', {
    body: { email: made.operator.email, password: made.one_time_password },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const { challenge } = signIn.json().payload;
  const enrol = await adminCall(app, 'POST', '/auth/enrolment', { token: challenge });
  expect(enrol.statusCode, enrol.body).toBe(200);
  const done = await adminCall(app, 'POST', '/auth/two-factor', {
    token: challenge,
    body: { code: codeOf(enrol.json().payload.secret, Date.now()), new_password: OPERATOR_PASSWORD },
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().payload.token as string;
}
