/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { call, login } from '../../../test/accounts.js';
import { startApp, useApp } from '../../../test/helper.js';
import { twoNodesEnabled, useTwoNodes } from '../../../test/two-nodes.js';
import { fundedPlayer, lineMatch, makeBet, pick, placed } from '../bets/bets.fixtures.js';
import { connectStudio, launchReal, walletCall } from '../casino/casino.fixtures.js';
import {
  balanceOf,
  CARD_FIELDS,
  CARD_OK,
  CASHIER_APP,
  depositByCard,
  EUR,
  history,
  newPlayer,
  pay,
  paymentToken,
  providerCall,
} from '../payments/payments.fixtures.js';
import { ResponsibleGamingService } from './responsible-gaming.service.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const setLimit = (app: App, token: string, body: Record<string, unknown>) =>
  call(app, 'PUT', '/user/responsible-gaming/limits', { token, body });

async function rgState(app: App, token: string) {
  const res = await call(app, 'GET', '/user/responsible-gaming', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload;
}

/** A casino round's bet as a game provider sends it, on a session launched for the player. */
function slotBets(app: App, token: string, user: number) {
  return (uuid: string, amount: number) =>
    walletCall(app, 'transaction/bet', {
      token,
      user: String(user),
      transaction_uuid: uuid,
      round: `round-${uuid}`,
      round_closed: false,
      game_code: 'sunken-treasure',
      currency: 'EUR',
      amount,
    });
}

describe('responsible-gaming limits', () => {
  const app = useApp(CASHIER_APP);

  it('refuses a deposit past a deposit limit in the cashier, counting deposits still pending, and nothing is charged', async () => {
    const player = await newPlayer(app());
    await setLimit(app(), player.token, { kind: 'deposit', period: 'day', currency_id: EUR, amount: 5_000 });
    const card = async (amount: string, lang = 'en') =>
      pay(app(), {
        token: await paymentToken(app(), player.token),
        mode: 'deposit',
        method: 'card',
        amount,
        card_number: CARD_OK,
        ...CARD_FIELDS,
        lang,
      });
    expect(await depositByCard(app(), player.token, '30')).toMatchObject({ result: 'success' });
    // A bank transfer waits for the bank: it counts already.
    const bank = await pay(app(), {
      token: await paymentToken(app(), player.token),
      mode: 'deposit',
      method: 'bank',
      amount: '15',
    });
    expect(bank.statusCode, bank.body).toBe(200);

    const over = await card('5.01');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual([
      expect.stringMatching(
        /^This deposit would take you past the deposit limit you set\. You can deposit up to 5\.00 EUR more until /,
      ),
    ]);
    const ru = await card('6', 'ru');
    expect(ru.json().errors.amount).toEqual([
      expect.stringMatching(
        /^Это пополнение превысит установленный вами лимит депозитов\. До .+ можно внести ещё не больше 5,00 EUR\.$/,
      ),
    ]);
    expect((await card('5')).statusCode).toBe(200);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(3_500);
    expect((await history(app(), player.token)).map((t: { amount: number }) => t.amount)).toEqual([500, 1_500, 3_000]);
  });

  it('says, when it refuses a deposit past a deposit limit, how much room is left and when the window lets more in', async () => {
    const player = await newPlayer(app());
    await setLimit(app(), player.token, { kind: 'deposit', period: 'day', currency_id: EUR, amount: 5_000 });
    expect(await depositByCard(app(), player.token, '30')).toMatchObject({ result: 'success' });
    // A bank transfer still waiting for the bank counts against the room as well.
    const bank = await pay(app(), {
      token: await paymentToken(app(), player.token),
      mode: 'deposit',
      method: 'bank',
      amount: '5',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    // The rolling day's room grows when the credited deposit leaves it: 24 hours after it was credited.
    const credited = await app()
      .database.db.selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .where('a.wallet_id', '=', BigInt(player.walletId))
      .where('t.kind', '=', 'deposit')
      .select('t.created_at')
      .executeTakeFirstOrThrow();
    const renewsAt = Math.ceil((new Date(credited.created_at).getTime() + 24 * 3600 * 1000) / 1000);

    // The platform's refusal to the provider carries the room and the renewal as `details`.
    const refused = await providerCall(app(), 'deposits', await paymentToken(app(), player.token), {
      payment_id: `cp_${randomUUID()}`,
      amount: 2_000,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'ValidationError',
      errors: { amount: ['This deposit would take you past the deposit limit you set.'] },
      details: {
        kind: 'deposit_limit',
        period: 'day',
        room: 1_500,
        currency_id: EUR,
        currency_code: 'EUR',
        renews_at: renewsAt,
      },
    });

    // The cashier words it for the player, at the time in their own zone.
    const card = async (lang: string, timeZone: string) =>
      pay(app(), {
        token: await paymentToken(app(), player.token),
        mode: 'deposit',
        method: 'card',
        amount: '20',
        card_number: CARD_OK,
        ...CARD_FIELDS,
        lang,
        time_zone: timeZone,
      });
    const at = (locale: string, timeZone: string) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
      }).format(new Date(renewsAt * 1000));
    const en = await card('en', 'Asia/Tokyo');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.amount).toEqual([
      `This deposit would take you past the deposit limit you set. You can deposit up to 15.00 EUR more until ${at('en-GB', 'Asia/Tokyo')}.`,
    ]);
    const ru = await card('ru', 'Europe/Moscow');
    expect(ru.json().errors.amount).toEqual([
      `Это пополнение превысит установленный вами лимит депозитов. До ${at('ru', 'Europe/Moscow')} можно внести ещё не больше 15,00 EUR.`,
    ]);
    // An unknown zone is read as UTC.
    const utc = await card('en', 'Mars/Olympus');
    expect(utc.json().errors.amount[0]).toContain(`until ${at('en-GB', 'UTC')}.`);
  });

  it('applies a new or lower limit at once, holds a raise or a removal for 24 hours, and audits each change', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const daily = { kind: 'loss', period: 'day', currency_id: EUR };
    expect((await setLimit(app(), player.token, { ...daily, amount: 5_000 })).statusCode).toBe(200);
    expect((await setLimit(app(), player.token, { ...daily, amount: 2_000 })).statusCode).toBe(200);
    const raised = await setLimit(app(), player.token, { ...daily, amount: 9_000 });
    expect(raised.statusCode, raised.body).toBe(200);
    const [limit] = raised.json().payload.limits;
    expect(limit).toMatchObject({ kind: 'loss', period: 'day', currency_id: EUR, amount: 2_000, used: 0 });
    const nowS = Math.floor(Date.now() / 1000);
    expect(limit.pending.amount).toBe(9_000);
    expect(limit.pending.effective_at).toBeGreaterThanOrEqual(nowS + 24 * 3600 - 5);
    expect(limit.pending.effective_at).toBeLessThanOrEqual(nowS + 24 * 3600 + 5);

    const audited = await app()
      .database.db.selectFrom('audit_log')
      .select(['details', 'created_at'])
      .where('user_id', '=', BigInt(player.id))
      .where('event', '=', 'rg_limit_changed')
      .orderBy('id')
      .execute();
    expect(audited.map((row) => [row.details.from, row.details.to, row.details.by])).toEqual([
      [null, '5000', 'player'],
      ['5000', '2000', 'player'],
      ['2000', '9000', 'player'],
    ]);

    const refused = await setLimit(app(), player.token, { kind: 'loss', amount: 100 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('period');
  });

  it('lets a raise and a removal apply only once the cooling-off has passed (on an injected clock)', async () => {
    const player = await fundedPlayer(app(), 0n);
    let now = Date.now();
    const rg = new ResponsibleGamingService(app().database.db, app().services.sessions, () => now);
    const [session] = await app()
      .database.db.selectFrom('sessions')
      .select('id')
      .where('user_id', '=', BigInt(player.id))
      .execute();
    const sessionId = session?.id as string;
    const key = { kind: 'deposit' as const, period: 'week' as const, currency_id: EUR };
    await rg.setLimit(BigInt(player.id), { ...key, amount: 10_000 }, '127.0.0.1');
    await rg.setLimit(BigInt(player.id), { ...key, amount: 50_000 }, '127.0.0.1');
    await rg.setLimit(BigInt(player.id), { kind: 'session', amount: 60 }, '127.0.0.1');
    await rg.setLimit(BigInt(player.id), { kind: 'session', amount: null }, '127.0.0.1');
    const amounts = async () =>
      (await rg.state(BigInt(player.id), sessionId)).limits.map((l) => [
        l.kind,
        l.amount,
        l.pending === null ? 'none' : l.pending.amount,
      ]);

    expect(await amounts()).toEqual([
      ['deposit', 10_000, 50_000],
      ['session', 60, null],
    ]);
    now += 24 * 3600 * 1000 - 1_000;
    expect(await amounts()).toEqual([
      ['deposit', 10_000, 50_000],
      ['session', 60, null],
    ]);
    now += 2_000;
    expect(await amounts()).toEqual([['deposit', 50_000, 'none']]);
    // Lowering again applies at once.
    await rg.setLimit(BigInt(player.id), { ...key, amount: 20_000 }, '127.0.0.1');
    expect(await amounts()).toEqual([['deposit', 20_000, 'none']]);
  });

  it('stops sports stakes at a daily loss limit and casino stakes at it too, counting what was lost in either', async () => {
    connectStudio(app());
    const player = await fundedPlayer(app(), 10_000n);
    await setLimit(app(), player.token, { kind: 'loss', period: 'day', currency_id: EUR, amount: 1_500 });
    const match = await lineMatch(app());
    const bet = (amount: number) =>
      makeBet(app(), player.token, {
        account_id: player.walletId,
        amount,
        bet_type: 1,
        events: [pick(match, 1, 11, 2100)],
      });

    // €10 on a match (counted as lost until it settles): €5 of the limit is left.
    expect((await bet(1_000)).statusCode).toBe(200);
    const over = await bet(501);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual(['This stake would take you past the loss limit you set.']);
    const ru = await makeBet(
      app(),
      player.token,
      { account_id: player.walletId, amount: 501, bet_type: 1, events: [pick(match, 1, 11, 2100)] },
      'ru',
    );
    expect(ru.json().errors.amount).toEqual(['Эта ставка превысит установленный вами лимит проигрыша.']);

    // The casino sees the same limit: €4 fits, then €1.01 does not (€14 lost of €15).
    const slot = slotBets(app(), await launchReal(app(), player.token, 'sunken-treasure'), player.id);
    expect(await slot('c1', 400)).toMatchObject({ status: 'RS_OK', balance: 8_600 });
    expect(await slot('c2', 101)).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', balance: 8_600 });
    expect(await slot('c3', 100)).toMatchObject({ status: 'RS_OK', balance: 8_500 });
    expect((await bet(1)).statusCode).toBe(422);

    // A win brings the loss down: €3 won back leaves room for €3 more.
    expect(
      await walletCall(app(), 'transaction/win', {
        token: (await launchReal(app(), player.token, 'sunken-treasure')) as string,
        user: String(player.id),
        transaction_uuid: 'w1',
        reference_transaction_uuid: 'c1',
        round: 'round-c1',
        round_closed: true,
        game_code: 'sunken-treasure',
        currency: 'EUR',
        amount: 300,
      }),
    ).toMatchObject({ status: 'RS_OK' });
    expect(await slot('c4', 300)).toMatchObject({ status: 'RS_OK' });
    expect(await slot('c5', 1)).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED' });
    const state = await rgState(app(), player.token);
    expect(state.limits).toEqual([
      expect.objectContaining({ kind: 'loss', amount: 1_500, used: 1_500, pending: null }),
    ]);
  });

  it('stops stakes at a wager limit', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    await setLimit(app(), player.token, { kind: 'wager', period: 'week', currency_id: EUR, amount: 2_000 });
    const match = await lineMatch(app());
    const body = (amount: number) => ({
      account_id: player.walletId,
      amount,
      bet_type: 1,
      events: [pick(match, 1, 11, 2100)],
    });
    await placed(app(), player.token, body(2_000));
    const refused = await makeBet(app(), player.token, body(100));
    expect(refused.json().errors.amount).toEqual(['This stake would take you past the wager limit you set.']);
  });

  it('ends a session at its time limit for sports and casino stakes', async () => {
    connectStudio(app());
    const player = await fundedPlayer(app(), 10_000n);
    await setLimit(app(), player.token, { kind: 'session', amount: 15 });
    const match = await lineMatch(app());
    expect(
      (
        await makeBet(app(), player.token, {
          account_id: player.walletId,
          amount: 100,
          bet_type: 1,
          events: [pick(match, 1, 11, 2100)],
        })
      ).statusCode,
    ).toBe(200);
    const slotToken = await launchReal(app(), player.token, 'sunken-treasure');
    // The sign-in started 16 minutes ago.
    await app()
      .database.db.updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 16 * 60_000) })
      .where('user_id', '=', BigInt(player.id))
      .execute();
    const late = await makeBet(app(), player.token, {
      account_id: player.walletId,
      amount: 100,
      bet_type: 1,
      events: [pick(match, 1, 11, 2100)],
    });
    expect(late.json().errors.amount).toEqual([
      'You have played for the time limit you set in the last 24 hours. Play opens again as that time falls under the limit.',
    ]);
    expect(await slotBets(app(), slotToken, player.id)('s1', 100)).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED' });
  });
});

// Real concurrency needs a server with many connections; the embedded database runs one at a time.
describe.skipIf(!process.env.DATABASE_URL)('responsible-gaming limits under concurrency (PostgreSQL)', () => {
  const app = useApp({ ...CASHIER_APP, databasePoolSize: 20 });

  it('lets no two stakes at once jump a loss limit, sports and casino together', async () => {
    connectStudio(app());
    const player = await fundedPlayer(app(), 100_000n);
    await setLimit(app(), player.token, { kind: 'loss', period: 'day', currency_id: EUR, amount: 5_000 });
    const match = await lineMatch(app());
    const slot = slotBets(app(), await launchReal(app(), player.token, 'sunken-treasure'), player.id);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        makeBet(app(), player.token, {
          account_id: player.walletId,
          amount: 1_000,
          bet_type: 1,
          events: [pick(match, 1, 11, 2100)],
        }).then((res) => res.statusCode === 200),
      ),
      ...Array.from({ length: 10 }, () => slot(randomUUID(), 1_000).then((res) => res.status === 'RS_OK')),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect((await rgState(app(), player.token)).limits[0]).toMatchObject({ used: 5_000 });
  });
});

/** Takes a week's time-out for a new player on `app`; answers the player. */
async function timedOut(app: App) {
  const player = await fundedPlayer(app, 1_000n);
  const res = await call(app, 'POST', '/user/responsible-gaming/exclusion', {
    token: player.token,
    body: { kind: 'timeout', days: 7 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return player;
}

/** Signs the player in on `app` and tries a bet there: the refusal's words, or null when it was placed. */
async function betRefusal(app: App, player: { id: number; password: string; walletId: number }) {
  const signedIn = await login(app, player.id, player.password);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const match = await lineMatch(app);
  const res = await makeBet(app, signedIn.json().payload.token as string, {
    account_id: player.walletId,
    amount: 100,
    bet_type: 1,
    events: [pick(match, 1, 11, 2100)],
  });
  return res.statusCode === 200 ? null : (res.json().errors?.amount?.[0] ?? res.body);
}

const BREAK = 'Your account is on a break you chose: play and deposits are not available until it ends.';

describe.skipIf(Boolean(process.env.DATABASE_URL))('a time-out across a restart (embedded database)', () => {
  it('still holds when the server starts again on the same data', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'meridian-rg-')), 'pgdata');
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    const first = await startApp({ ...CASHIER_APP, dataDir, disposableDatabase: false });
    let player: Awaited<ReturnType<typeof timedOut>>;
    try {
      player = await timedOut(first);
    } finally {
      await first.close();
    }
    const second = await startApp({ ...CASHIER_APP, dataDir });
    try {
      expect(await betRefusal(second, player)).toBe(BREAK);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(twoNodesEnabled)('a time-out on two nodes (PostgreSQL)', () => {
  const nodes = useTwoNodes();

  it('taken on one node holds on the other', async () => {
    const { a, b } = nodes();
    const player = await timedOut(a);
    expect(await betRefusal(b, player)).toBe(BREAK);
  });
});

describe('time-outs and self-exclusion', () => {
  const app = useApp(CASHIER_APP);

  it('sign the player out, stop play, deposits and promo codes while settling what is open, and cannot be shortened', async () => {
    connectStudio(app());
    const player = await fundedPlayer(app(), 10_000n);
    const match = await lineMatch(app());
    await placed(app(), player.token, {
      account_id: player.walletId,
      amount: 500,
      bet_type: 1,
      events: [pick(match, 1, 11, 2100)],
    });
    const slotToken = await launchReal(app(), player.token, 'sunken-treasure');

    const res = await call(app(), 'POST', '/user/responsible-gaming/exclusion', {
      token: player.token,
      body: { kind: 'timeout', days: 7 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(app(), 'GET', '/user/profile', { token: player.token })).statusCode).toBe(401);

    // Signing in again works (the balance can still be withdrawn), but nothing can be played.
    const again = await login(app(), player.id, player.password);
    expect(again.statusCode, again.body).toBe(200);
    const token = again.json().payload.token as string;
    const state = await rgState(app(), token);
    expect(state.exclusion).toMatchObject({ kind: 'timeout' });
    expect(state.exclusion.ends_at - state.exclusion.started_at).toBe(7 * 24 * 3600);

    const bet = await makeBet(app(), token, {
      account_id: player.walletId,
      amount: 100,
      bet_type: 1,
      events: [pick(match, 1, 11, 2100)],
    });
    expect(bet.json().errors.amount).toEqual([
      'Your account is on a break you chose: play and deposits are not available until it ends.',
    ]);
    expect(await slotBets(app(), slotToken, player.id)('x1', 100)).toMatchObject({ status: 'RS_ERROR_USER_DISABLED' });
    const launch = await call(app(), 'POST', '/casino/games/launch', {
      token,
      body: { game_id: 1, play_mode: 'real' },
    });
    expect(launch.statusCode).toBe(403);
    const promo = await call(app(), 'POST', '/user/promo-codes/activate', { token, body: { code: 'MERIDIAN10' } });
    expect(promo.json().errors.code).toEqual(['Promo codes are not available on your account.']);
    const deposit = await pay(app(), {
      token: await paymentToken(app(), token),
      mode: 'deposit',
      method: 'card',
      amount: '10',
      card_number: CARD_OK,
      ...CARD_FIELDS,
      lang: 'en',
    });
    expect(deposit.json().errors.amount).toEqual([
      'Deposits are not available on your account now: a break or a block is in force.',
    ]);
    // The balance can still be taken out.
    const withdrawal = await pay(app(), {
      token: await paymentToken(app(), token),
      mode: 'withdrawal',
      method: 'card',
      amount: '10',
      card_number: CARD_OK,
      ...CARD_FIELDS,
      lang: 'en',
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    const shorter = await call(app(), 'POST', '/user/responsible-gaming/exclusion', {
      token,
      body: { kind: 'timeout', days: 1 },
    });
    expect(shorter.statusCode).toBe(422);
    const longer = await call(app(), 'POST', '/user/responsible-gaming/exclusion', {
      token,
      body: { kind: 'self_exclusion', months: null },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    const events = await app()
      .database.db.selectFrom('audit_log')
      .select('details')
      .where('user_id', '=', BigInt(player.id))
      .where('event', '=', 'rg_exclusion_started')
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.details.kind, e.details.ends_at === null])).toEqual([
      ['timeout', false],
      ['self_exclusion', true],
    ]);
  });
});

describe('the activity statement and the reality check', () => {
  const app = useApp(CASHIER_APP);

  it('sums deposits, stakes and the net result of the day, and the sign-in’s play', async () => {
    connectStudio(app());
    const player = await fundedPlayer(app(), 10_000n);
    const slot = slotBets(app(), await launchReal(app(), player.token, 'sunken-treasure'), player.id);
    await slot('a1', 700);
    await walletCall(app(), 'transaction/win', {
      token: await launchReal(app(), player.token, 'sunken-treasure'),
      user: String(player.id),
      transaction_uuid: 'aw1',
      reference_transaction_uuid: 'a1',
      round: 'round-a1',
      round_closed: true,
      game_code: 'sunken-treasure',
      currency: 'EUR',
      amount: 200,
    });
    const res = await call(app(), 'GET', `/user/responsible-gaming/activity?group=day&currency_id=${EUR}&count=3`, {
      token: player.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { list } = res.json().payload;
    expect(list).toHaveLength(3);
    expect(list[2]).toEqual({
      period: new Date().toISOString().slice(0, 10),
      deposits: 10_000,
      withdrawals: 0,
      stakes: 700,
      net: -500,
    });
    expect(list[0]).toMatchObject({ deposits: 0, stakes: 0, net: 0 });

    const reality = await call(app(), 'GET', '/user/responsible-gaming/reality', { token: player.token });
    expect(reality.json().payload).toMatchObject({
      results: [{ currency_id: EUR, staked: 700, net: -500 }],
      reality_check_minutes: null,
    });
    const set = await call(app(), 'PUT', '/user/responsible-gaming/reality-check', {
      token: player.token,
      body: { minutes: 30 },
    });
    expect(set.json().payload.reality_check_minutes).toBe(30);
    expect(
      (
        await call(app(), 'PUT', '/user/responsible-gaming/reality-check', {
          token: player.token,
          body: { minutes: 7 },
        })
      ).statusCode,
    ).toBe(422);
  });
});
