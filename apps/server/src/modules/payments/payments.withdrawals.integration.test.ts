/**
 * @module-tag engine
 */
import { PlatformClient, type PlatformTransport } from '@meridian/providers/cashier/cashier.platform-client';
import { CashierService } from '@meridian/providers/cashier/cashier.service';
import { CashierStore } from '@meridian/providers/cashier/cashier.store';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { injectTransport, mounted, providerSchemaOf, providerTable, sqlRunner } from '../../platform/provider-mount.js';
import {
  balanceOf,
  CARD_DECLINE,
  CARD_FIELDS,
  CARD_OK,
  CASHIER_APP,
  depositByCard,
  depositEvent,
  history,
  newPlayer,
  pay,
  paymentToken,
  playerWithDeposit,
  postingsOf,
  reserveBalance,
  USD,
  WEBHOOK_SECRET,
  webhook,
} from './payments.fixtures.js';

describe('cashier withdrawals and transaction history', () => {
  const app = useApp(CASHIER_APP);

  const withdraw = async (token: string, amount: string, fields: Record<string, string>) =>
    pay(app(), { token: await paymentToken(app(), token), mode: 'withdrawal', amount, ...fields });
  const byCard = (card: string) => ({ method: 'card', card_number: card, ...CARD_FIELDS });

  it('reserves a withdrawal at once and pays it out after the delay', async () => {
    const player = await playerWithDeposit(app(), '100');
    const reserveBefore = await reserveBalance(app(), 1);
    const started = Date.now();
    const res = await withdraw(player.token, '30', byCard(CARD_OK));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ result: 'waiting', redirect: '/payments/withdraw/waiting' });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(7_000);
    expect(await reserveBalance(app(), 1)).toBe(reserveBefore + 3_000);
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({
      type: 'withdrawal',
      status_id: 2,
      amount: 3_000,
    });

    await mounted(app().providers.cashier, 'cashier').completeDue(new Date(started + 31_000));
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({ status_id: 4 });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(7_000);
    expect(await reserveBalance(app(), 1)).toBe(reserveBefore);
  });

  it('a rejected payout is refunded to the wallet (status refunded)', async () => {
    const player = await playerWithDeposit(app(), '50');
    const started = Date.now();
    const res = await withdraw(player.token, '20', byCard(CARD_DECLINE));
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(3_000);
    await mounted(app().providers.cashier, 'cashier').completeDue(new Date(started + 31_000));
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(5_000);
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({
      status_id: 6,
      status_reason: 'Payout rejected by the bank',
    });
    expect(await postingsOf(app(), player.walletId, 'withdrawal_refund')).toHaveLength(1);
  });

  it('a bank withdrawal needs a valid IBAN and holder', async () => {
    const player = await playerWithDeposit(app(), '50');
    const bad = await withdraw(player.token, '10', { method: 'bank', iban: 'DE00 1234', account_holder: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      iban: ['This IBAN is not valid.'],
      account_holder: ['This field is required.'],
    });
    const good = await withdraw(player.token, '10', {
      method: 'bank',
      iban: 'DE89 3704 0044 0532 0130 00',
      account_holder: 'Ada Lovelace',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(4_000);
  });

  it('a withdrawal above the balance is refused with a clear error and reserves nothing', async () => {
    const player = await playerWithDeposit(app(), '10');
    const res = await withdraw(player.token, '10.01', byCard(CARD_OK));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ amount: ['Insufficient funds.'] });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(1_000);
    expect(await history(app(), player.token, '?type=withdraw')).toEqual([]);
  });

  it('simultaneous withdrawals never take the wallet below zero', async () => {
    const player = await playerWithDeposit(app(), '50');
    const token = await paymentToken(app(), player.token);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        pay(app(), { token, mode: 'withdrawal', amount: '20', method: 'card', card_number: CARD_OK, ...CARD_FIELDS }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 422, 422, 422, 422]);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(1_000);
    expect(await history(app(), player.token, '?type=withdraw')).toHaveLength(2);
    expect(await postingsOf(app(), player.walletId, 'withdrawal_reserve')).toHaveLength(2);
  });

  it('history filters by type, status and wallet, pages by last_id and honours the date range', async () => {
    const player = await newPlayer(app());
    for (const amount of ['10', '11', '12']) await depositByCard(app(), player.token, amount);
    await depositByCard(app(), player.token, '13', CARD_DECLINE);
    await withdraw(player.token, '5', byCard(CARD_OK));
    const added = await call(app(), 'POST', '/user/account', { token: player.token, body: { currency_id: USD } });
    const usdWallet = added.json().payload.account.id as number;
    await webhook(app(), depositEvent({ id: player.id, walletId: usdWallet }, { currency_id: USD, amount: 777 }));

    const all = await history(app(), player.token);
    expect(all.map((t) => t.amount)).toEqual([777, 500, 1_300, 1_200, 1_100, 1_000]);
    expect(all.map((t) => t.id)).toEqual([...all.map((t) => t.id)].sort((a, b) => b - a));
    expect((await history(app(), player.token, '?type=deposit')).map((t) => t.amount)).toEqual([
      777, 1_300, 1_200, 1_100, 1_000,
    ]);
    expect((await history(app(), player.token, '?type=withdraw')).map((t) => t.amount)).toEqual([500]);
    expect((await history(app(), player.token, '?status=5')).map((t) => t.amount)).toEqual([1_300]);
    expect((await history(app(), player.token, `?account_id=${usdWallet}`)).map((t) => t.amount)).toEqual([777]);

    const page1 = await history(app(), player.token, '?limit=2');
    const page2 = await history(app(), player.token, `?limit=2&last_id=${page1[1]?.id}`);
    const page3 = await history(app(), player.token, `?limit=2&last_id=${page2[1]?.id}`);
    expect([...page1, ...page2, ...page3].map((t) => t.id)).toEqual(all.map((t) => t.id));
    expect(await history(app(), player.token, `?limit=2&last_id=${page3[1]?.id}`)).toEqual([]);

    const now = Math.floor(Date.now() / 1000);
    expect(await history(app(), player.token, `?from=${now + 60}&to=${now + 120}`)).toEqual([]);
    expect(await history(app(), player.token, `?from=${now - 3_600}&to=${now - 1_800}`)).toEqual([]);
    expect(await history(app(), player.token, `?from=${now - 3_600}`)).toHaveLength(6);
    // Older than the default week: only a range that reaches back shows it.
    const oldest = all[all.length - 1]?.id ?? 0;
    await sql`update payment_transactions set created_at = now() - interval '10 days' where id = ${oldest}`.execute(
      app().database.db,
    );
    expect(await history(app(), player.token)).toHaveLength(5);
    expect(await history(app(), player.token, `?from=${now - 11 * 86_400}`)).toHaveLength(6);

    const bad = await call(app(), 'GET', `/user/transaction-history?from=${now}&to=${now - 10}&limit=0`, {
      token: player.token,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('another player’s wallet reads as unknown, and their transactions never show', async () => {
    const player = await newPlayer(app());
    const stranger = await newPlayer(app());
    await depositByCard(app(), stranger.token, '10');
    const res = await call(app(), 'GET', `/user/transaction-history?account_id=${stranger.walletId}`, {
      token: player.token,
    });
    expect(res.statusCode).toBe(404);
    expect(await history(app(), player.token)).toEqual([]);
    const token = await call(app(), 'GET', `/user/payment-token?account_id=${stranger.walletId}`, {
      token: player.token,
    });
    expect(token.statusCode).toBe(404);
  });

  it('retries a webhook the platform did not accept, with backoff, until it is delivered', async () => {
    const player = await newPlayer(app());
    let failures = 2;
    const forward = injectTransport(app());
    const flaky: PlatformTransport = async (request) => {
      if (request.path.endsWith('/webhook') && failures > 0) {
        failures -= 1;
        return { status: 503, body: '{"code":"Maintenance"}' };
      }
      return forward(request);
    };
    // The schedule runs an hour ahead, so the node's own scheduled work never finds these events due.
    let clock = Date.now() + 3_600_000;
    const now = () => new Date(clock);
    const cashier = new CashierService(
      new CashierStore(sqlRunner(app().database.db), providerSchemaOf(app().database.schema, 'cashier')),
      new PlatformClient(flaky, WEBHOOK_SECRET),
      { bankDelayS: 30, now },
    );
    const answer = await cashier.start({
      token: await paymentToken(app(), player.token),
      mode: 'deposit',
      method: 'card',
      amount: '25',
      card_number: CARD_OK,
      ...CARD_FIELDS,
      lang: 'en',
    });
    expect(answer).toMatchObject({ result: 'success' });
    // Authorised before the card was charged: pending until the report of its success lands.
    expect(await history(app(), player.token)).toMatchObject([{ status_id: 1, amount: 2_500 }]);

    await cashier.deliverDue(now());
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
    clock += 2_000;
    await cashier.deliverDue(now());
    expect(await history(app(), player.token)).toMatchObject([{ status_id: 1, amount: 2_500 }]);
    clock += 4_000;
    await cashier.deliverDue(now());
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(2_500);
    expect(await history(app(), player.token)).toMatchObject([{ status_id: 4, amount: 2_500 }]);
    const outbox = await sql<{ attempts: number; delivered: boolean }>`
      select attempts, delivered_at is not null as delivered from ${providerTable(app(), 'cashier', 'cashier_outbox')}
      where payment_id = ${answer.payment_id} order by id`.execute(app().database.db);
    expect(outbox.rows).toEqual([
      { attempts: 3, delivered: true },
      { attempts: 1, delivered: true },
    ]);
  });
});
