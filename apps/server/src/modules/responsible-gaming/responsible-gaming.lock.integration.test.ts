/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { fund, fundedPlayer, lineMatch, makeBet, pick } from '../bets/bets.fixtures.js';
import { bet, connectStudio, launchReal, type Round } from '../casino/casino.fixtures.js';
import { CASHIER_APP, EUR, USD } from '../payments/payments.fixtures.js';
import { LIMITS_LOCK } from './responsible-gaming.repository.js';

type App = ReturnType<ReturnType<typeof useApp>>;

/**
 * A player with €1,000 and $1,000, a daily loss limit of €50, and a real-money game open on each
 * wallet (casino stakes are decided by the seamless wallet alone, with no per-request work before).
 */
async function twoWalletsInPlay(app: App) {
  const player = await fundedPlayer(app, 100_000n);
  const added = await call(app, 'POST', '/user/account', { token: player.token, body: { currency_id: USD } });
  expect(added.statusCode, added.body).toBe(200);
  const usdWalletId = added.json().payload.account.id as number;
  await fund(app, player.id, usdWalletId, 100_000n);
  const set = await call(app, 'PUT', '/user/responsible-gaming/limits', {
    token: player.token,
    body: { kind: 'loss', period: 'day', currency_id: EUR, amount: 5_000 },
  });
  expect(set.statusCode, set.body).toBe(200);
  connectStudio(app);
  const eur: Round = { token: await launchReal(app, player.token, 'mines'), user: player.id, game: 'mines' };
  const usd: Round = {
    token: await launchReal(app, player.token, 'mines', usdWalletId),
    user: player.id,
    game: 'mines',
    currency: 'USD',
  };
  return { ...player, usdWalletId, eur, usd };
}

/** What the player has lost today by the ledger, in euro cents at the reference rate (1.08 dollars a euro). */
async function lossInEuroCents(app: App, player: { walletId: number; usdWalletId: number }) {
  const rows = await app.database.db
    .selectFrom('wallets')
    .select(['id', 'balance'])
    .where('id', 'in', [BigInt(player.walletId), BigInt(player.usdWalletId)])
    .execute();
  const lost = (id: number) => 100_000 - Number(rows.find((row) => row.id === BigInt(id))?.balance);
  return lost(player.walletId) + Math.ceil((lost(player.usdWalletId) * 100) / 108);
}

describe('one player’s stakes on two wallets at once against one loss limit', () => {
  const app = useApp({ ...CASHIER_APP, databasePoolSize: 20 });

  it('never accepts more than the limit together: casino stakes on both wallets and sports bets, all at once', async () => {
    const player = await twoWalletsInPlay(app());
    const match = await lineMatch(app());
    const sports = (walletId: number, amount: number) =>
      makeBet(app(), player.token, { account_id: walletId, amount, bet_type: 1, events: [pick(match, 1, 11, 2100)] });
    // Every stake is €10 (or $10.80, €10 at the reference rate): five of the twenty-four fit.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => [
        bet(app(), player.eur, randomUUID(), 1_000).then((a) => a.status === 'RS_OK'),
        bet(app(), player.usd, randomUUID(), 1_080).then((a) => a.status === 'RS_OK'),
        sports(player.walletId, 1_000).then((res) => res.statusCode === 200),
        sports(player.usdWalletId, 1_080).then((res) => res.statusCode === 200),
      ]).flat(),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(await lossInEuroCents(app(), player)).toBe(5_000);
  });
});

// Two transactions at once need a server with many connections: the embedded database has one.
describe.skipIf(!process.env.DATABASE_URL)('the lock of a player’s limits (PostgreSQL)', () => {
  const app = useApp({ ...CASHIER_APP, databasePoolSize: 20 });

  /** Resolves once a transaction waits for the lock of some player's limits, unless `stop` says first. */
  async function waitingForLimits(stop: () => boolean): Promise<'waiting' | 'stopped'> {
    const { db } = app().database;
    while (!stop()) {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and not granted and classid = ${LIMITS_LOCK}::oid and objsubid = 2`.execute(db);
      if ((rows[0]?.waiting ?? 0) > 0) return 'waiting';
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return 'stopped';
  }

  it('makes a casino stake on the dollar wallet wait for a euro stake in flight, then counts it', async () => {
    const player = await twoWalletsInPlay(app());
    const { db } = app().database;
    const { ledger, responsibleGaming } = app().services;
    const userId = BigInt(player.id);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const inFlight = new Promise<void>((resolve) => {
      written = resolve;
    });
    // A €50 stake decided and written on the euro wallet, its transaction not yet committed.
    const euroStake = db.transaction().execute(async (trx) => {
      expect(await responsibleGaming.stakeRefusal(trx, { userId, currencyId: EUR, amount: 5_000n, cash: true })).toBe(
        null,
      );
      const wallet = await ledger.walletAccount(trx, BigInt(player.walletId));
      const house = await ledger.houseAccount(trx, 'house_casino', EUR);
      await ledger.post(trx, {
        kind: 'casino_bet',
        idempotencyKey: `test-in-flight:${randomUUID()}`,
        entries: [
          { accountId: wallet, amount: -5_000n },
          { accountId: house, amount: 5_000n },
        ],
      });
      written();
      await released;
    });
    await inFlight;

    // $10.80 more would pass the limit: it must wait for the euro stake and then see it.
    let answered = false;
    const dollarStake = bet(app(), player.usd, randomUUID(), 1_080).finally(() => {
      answered = true;
    });
    const first = await Promise.race([dollarStake.then(() => 'answered' as const), waitingForLimits(() => answered)]);
    release();
    await euroStake;
    expect(first).toBe('waiting');
    expect((await dollarStake).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await lossInEuroCents(app(), player)).toBe(5_000);
  });
});
