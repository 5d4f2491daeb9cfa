/**
 * @module-tag engine
 */
import { describe, expect, it } from 'vitest';
import { call, login } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { fund, fundedPlayer, lineMatch, makeBet, pick } from '../bets/bets.fixtures.js';
import {
  balanceOf,
  CARD_FIELDS,
  CARD_OK,
  CASHIER_APP,
  EUR,
  newPlayer,
  pay,
  paymentToken,
  USD,
} from '../payments/payments.fixtures.js';
import { ResponsibleGamingService } from './responsible-gaming.service.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const LOSS = 'This stake would take you past the loss limit you set.';

/** A player with €1,000 on an EUR wallet and $1,000 on a USD wallet, and a daily loss limit of `limit` euro cents. */
async function twoWallets(app: App, limit: number) {
  const player = await fundedPlayer(app, 100_000n);
  const added = await call(app, 'POST', '/user/account', { token: player.token, body: { currency_id: USD } });
  expect(added.statusCode, added.body).toBe(200);
  const usdWalletId = added.json().payload.account.id as number;
  await fund(app, player.id, usdWalletId, 100_000n);
  const set = await call(app, 'PUT', '/user/responsible-gaming/limits', {
    token: player.token,
    body: { kind: 'loss', period: 'day', currency_id: EUR, amount: limit },
  });
  expect(set.statusCode, set.body).toBe(200);
  // The seeded reference rate: what a euro buys in dollars.
  const rate = await app.database.db
    .selectFrom('reference_rates')
    .select('per_eur')
    .where('currency_id', '=', USD)
    .executeTakeFirstOrThrow();
  return { ...player, usdWalletId, usdPerEur: Number(rate.per_eur) };
}

describe('limits across currencies', () => {
  const app = useApp(CASHIER_APP);

  it('stops a USD stake that would pass an EUR loss limit once converted at the reference rate', async () => {
    const player = await twoWallets(app(), 2_000);
    expect(player.usdPerEur).toBe(1.08);
    const match = await lineMatch(app());
    const bet = (walletId: number, amount: number) =>
      makeBet(app(), player.token, { account_id: walletId, amount, bet_type: 1, events: [pick(match, 1, 11, 2100)] });

    const sixty = await bet(player.usdWalletId, 6_000);
    expect(sixty.statusCode).toBe(422);
    expect(sixty.json().errors.amount).toEqual([LOSS]);
    // $10.80 is €10.00: half the limit, then €10 on the EUR wallet fills it.
    expect((await bet(player.usdWalletId, 1_080)).statusCode).toBe(200);
    expect((await bet(player.walletId, 1_001)).json().errors.amount).toEqual([LOSS]);
    expect((await bet(player.walletId, 1_000)).statusCode).toBe(200);
    expect((await bet(player.usdWalletId, 50)).json().errors.amount).toEqual([LOSS]);
    const state = await call(app(), 'GET', '/user/responsible-gaming', { token: player.token });
    expect(state.json().payload.limits).toEqual([
      expect.objectContaining({ kind: 'loss', amount: 2_000, used: 2_000 }),
    ]);
  });
});

describe('deposit limits across currencies', () => {
  const app = useApp(CASHIER_APP);

  it('counts a deposit still waiting on the euro wallet against a deposit on the dollar wallet', async () => {
    const player = await newPlayer(app());
    const added = await call(app(), 'POST', '/user/account', { token: player.token, body: { currency_id: USD } });
    const usdWalletId = added.json().payload.account.id as number;
    const set = await call(app(), 'PUT', '/user/responsible-gaming/limits', {
      token: player.token,
      body: { kind: 'deposit', period: 'day', currency_id: EUR, amount: 5_000 },
    });
    expect(set.statusCode, set.body).toBe(200);
    // €40 by bank transfer: authorised, waiting for the bank, not yet credited.
    const bank = await pay(app(), {
      token: await paymentToken(app(), player.token),
      mode: 'deposit',
      method: 'bank',
      amount: '40',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const card = async (amount: string) =>
      pay(app(), {
        token: await paymentToken(app(), player.token, usdWalletId),
        mode: 'deposit',
        method: 'card',
        amount,
        card_number: CARD_OK,
        ...CARD_FIELDS,
      });
    // $11.88 is €11.00: past the €10 left.
    const over = await card('11.88');
    expect(over.statusCode).toBe(422);
    // The room is told in the wallet's currency; only a deposit still waiting fills the window, so
    // no time is given for it to grow.
    expect(over.json().errors.amount).toEqual([
      'This deposit would take you past the deposit limit you set. You can deposit up to 10.80 USD more.',
    ]);
    expect((await card('10.80')).statusCode).toBe(200);
    expect(await balanceOf(app(), player.token, usdWalletId)).toBe(1_080);
  });
});

describe('the session limit over a day of sign-ins', () => {
  const app = useApp(CASHIER_APP);

  it('holds after signing in again: the last 24 hours of play count, not the latest sign-in', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    await call(app(), 'PUT', '/user/responsible-gaming/limits', {
      token: player.token,
      body: { kind: 'session', amount: 15 },
    });
    // The sign-up's session was in use for the last 16 minutes.
    await app()
      .database.db.updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 16 * 60_000), last_seen_at: new Date() })
      .where('user_id', '=', BigInt(player.id))
      .execute();
    const again = await login(app(), player.id, player.password);
    expect(again.statusCode, again.body).toBe(200);
    const match = await lineMatch(app());
    const bet = await makeBet(app(), again.json().payload.token as string, {
      account_id: player.walletId,
      amount: 100,
      bet_type: 1,
      events: [pick(match, 1, 11, 2100)],
    });
    expect(bet.statusCode).toBe(422);
    expect(bet.json().errors.amount).toEqual([
      'You have played for the time limit you set in the last 24 hours. Play opens again as that time falls under the limit.',
    ]);
  });

  it('counts the sign-ins of the last 24 hours once each, on an injected clock', async () => {
    const player = await fundedPlayer(app(), 0n);
    const userId = BigInt(player.id);
    const { db } = app().database;
    const t0 = Date.UTC(2026, 10, 29, 12);
    let now = t0;
    const rg = new ResponsibleGamingService(db, app().services.sessions, () => now);
    await rg.setLimit(userId, { kind: 'session', amount: 30 }, '127.0.0.1');
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    // The sign-up's session: yesterday, long before the window; then two sign-ins today, the first
    // signed out after 15 minutes and a second one open since 5 minutes, and another device's
    // session overlapping the first.
    await db
      .updateTable('sessions')
      .set({ created_at: at(-26 * 60), last_seen_at: at(-25 * 60) })
      .where('user_id', '=', userId)
      .execute();
    const base = { user_id: userId, kind: 'login' as const, ip: '127.0.0.1' };
    await db
      .insertInto('sessions')
      .values([
        { ...base, id: crypto.randomUUID(), created_at: at(-40), last_seen_at: at(-25), revoked_at: at(-25) },
        { ...base, id: crypto.randomUUID(), created_at: at(-35), last_seen_at: at(-30) },
        { ...base, id: crypto.randomUUID(), created_at: at(-5), last_seen_at: at(-5) },
      ])
      .execute();
    const stake = { userId, currencyId: EUR, amount: 100n, cash: true };
    // 15 minutes then 5: 20 of 30.
    expect(await rg.stakeRefusal(db, stake)).toBeNull();
    expect(await rg.sessionEnds(db, userId)).toEqual(at(10));
    now = t0 + 9 * 60_000;
    expect(await rg.stakeRefusal(db, stake)).toBeNull();
    now = t0 + 10 * 60_000;
    expect(await rg.stakeRefusal(db, stake)).toBe('session');
    const state = await rg.state(userId, crypto.randomUUID());
    expect(state.limits).toEqual([expect.objectContaining({ kind: 'session', used: 30 })]);
  });
});

// Real concurrency needs a server with many connections; the embedded database runs one at a time.
describe.skipIf(!process.env.DATABASE_URL)('limits across currencies under concurrency (PostgreSQL)', () => {
  const app = useApp({ ...CASHIER_APP, databasePoolSize: 20 });

  it('lets no two stakes at once on an EUR and a USD wallet jump one loss limit', async () => {
    const player = await twoWallets(app(), 5_000);
    const match = await lineMatch(app());
    const bet = (walletId: number, amount: number) =>
      makeBet(app(), player.token, {
        account_id: walletId,
        amount,
        bet_type: 1,
        events: [pick(match, 1, 11, 2100)],
      }).then((res) => res.statusCode === 200);
    // €10.00 and $10.80 (€10.00) alike: five of the twenty fit under €50.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => [bet(player.walletId, 1_000), bet(player.usdWalletId, 1_080)]).flat(),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
    const state = await call(app(), 'GET', '/user/responsible-gaming', { token: player.token });
    expect(state.json().payload.limits[0]).toMatchObject({ used: 5_000 });
  });
});
