/**
 * @module-tag engine
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { fundedPlayer, lineMatch, makeBet, pick, singleBet } from '../src/modules/bets/bets.fixtures.js';
import * as payments from '../src/modules/payments/payments.repository.js';
import * as responsibleGaming from '../src/modules/responsible-gaming/responsible-gaming.repository.js';
import * as wallets from '../src/modules/wallets/wallets.repository.js';
import { useApp } from './helper.js';

/**
 * The player's lock, as each path that serialises one player's changes takes it before any wallet of
 * theirs: a withdrawal (its verification rule sums the player's payments), a wallet's add, delete or
 * switch, and a change of the player's limits.
 */
const PLAYER_LOCKS: Array<[string, (db: Database, userId: bigint) => Promise<unknown>]> = [
  ['a withdrawal', payments.lockPlayer],
  ['a wallet change', wallets.lockPlayer],
  ['a change of limits', responsibleGaming.lockPlayer],
];

// Two transactions at once need a server with many connections: the embedded database has one.
describe.skipIf(!process.env.DATABASE_URL)(
  'a bet while another change of the same player holds its lock (PostgreSQL)',
  () => {
    const app = useApp({ databasePoolSize: 20 });

    /** Resolves once some statement waits for the transaction of backend `pid`, unless `stop` says first. */
    async function blockedBy(pid: number, stop: () => boolean): Promise<'blocked' | 'stopped'> {
      const { db } = app().database;
      while (!stop()) {
        const { rows } = await sql<{ blocked: number }>`
        select count(*)::int as blocked from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`.execute(
          db,
        );
        if ((rows[0]?.blocked ?? 0) > 0) return 'blocked';
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return 'stopped';
    }

    it.each(PLAYER_LOCKS)(
      'places the bet at once when %s holds the player, which then takes the wallet after it',
      async (_, lock) => {
        const player = await fundedPlayer(app(), 10_000n);
        const match = await lineMatch(app());
        const { db } = app().database;
        await db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          const pid = rows[0]?.pid as number;
          await lock(trx, BigInt(player.id));
          // The bet locks its wallet, then its row names the player: that reference must not wait here.
          let answered = false;
          const bet = makeBet(app(), player.token, singleBet(player.walletId, pick(match, 1, 11, 2100))).finally(() => {
            answered = true;
          });
          const first = await Promise.race([bet.then(() => 'answered' as const), blockedBy(pid, () => answered)]);
          expect(first).toBe('answered');
          expect((await bet).statusCode, (await bet).body).toBe(200);
          // The path goes on to the wallet, which the bet has released by now: no deadlock either way.
          await payments.lockWallet(trx, BigInt(player.walletId));
        });
        const wallet = await db
          .selectFrom('wallets')
          .select('balance')
          .where('id', '=', BigInt(player.walletId))
          .executeTakeFirst();
        expect(wallet?.balance).toBe(9_000n);
      },
    );
  },
);
