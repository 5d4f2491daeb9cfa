/**
 * @module-tag engine
 */
import { TRANSACTION_STATUS } from '@meridian/contract/payments';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { mounted } from '../../platform/provider-mount.js';
import {
  balanceOf,
  CARD_DECLINE,
  CARD_FIELDS,
  CARD_OK,
  CASHIER_APP,
  depositEvent,
  history,
  pay,
  paymentToken,
  playerWithDeposit,
  reserveBalance,
  USD,
  webhook,
} from '../payments/payments.fixtures.js';
import { kycApp } from './kyc.fixtures.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFUSED = { amount: ['This withdrawal needs a verified identity.'] };

describe('the withdrawal limit counts the withdrawals of the last days', () => {
  // 100 EUR over 30 days for a player who is not verified; the deposit threshold out of the way.
  const app = useApp({ ...CASHIER_APP, ...kycApp({ withdrawalLimit: 100n, depositThreshold: 100_000n }) });

  const withdraw = async (token: string, amount: string, card = CARD_OK, walletId?: number) =>
    pay(app(), {
      token: await paymentToken(app(), token, walletId),
      mode: 'withdrawal',
      amount,
      method: 'card',
      card_number: card,
      ...CARD_FIELDS,
    });

  /** Moves the player's withdrawals back in time, as if they had been asked for `days` ago. */
  const ageWithdrawals = async (userId: number, days: number) => {
    await app()
      .database.db.updateTable('payment_transactions')
      .set({ created_at: new Date(Date.now() - days * DAY_MS) })
      .where('user_id', '=', BigInt(userId))
      .where('type', '=', 'withdrawal')
      .execute();
  };

  it('reserves only the withdrawals asked for at once that fit under the limit together', async () => {
    const player = await playerWithDeposit(app(), '500');
    const reserveBefore = await reserveBalance(app(), 1);
    // Tokens first, so that the four withdrawals reach the platform together.
    const tokens = await Promise.all([1, 2, 3, 4].map(() => paymentToken(app(), player.token)));
    const answers = await Promise.all(
      tokens.map((token) =>
        pay(app(), { token, mode: 'withdrawal', amount: '40', method: 'card', card_number: CARD_OK, ...CARD_FIELDS }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 422, 422]);
    for (const res of answers.filter((r) => r.statusCode === 422)) expect(res.json().errors).toEqual(REFUSED);

    expect(await balanceOf(app(), player.token, player.walletId)).toBe(50_000 - 8_000);
    expect(await reserveBalance(app(), 1)).toBe(reserveBefore + 8_000);
    expect((await history(app(), player.token, '?type=withdraw')).map((t) => t.amount)).toEqual([4_000, 4_000]);
  });

  it('counts the withdrawals paid out, not those refunded', async () => {
    const player = await playerWithDeposit(app(), '500');
    const started = Date.now();
    expect((await withdraw(player.token, '60')).statusCode).toBe(200);
    expect((await withdraw(player.token, '30', CARD_DECLINE)).statusCode).toBe(200);
    await mounted(app().providers.cashier, 'cashier').completeDue(new Date(started + 31_000));
    const statuses = (await history(app(), player.token, '?type=withdraw')).map((t) => t.status_id);
    expect(statuses.sort()).toEqual([TRANSACTION_STATUS.succeeded, TRANSACTION_STATUS.refunded]);

    const over = await withdraw(player.token, '41');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual(REFUSED);
    expect((await withdraw(player.token, '40')).statusCode).toBe(200);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(50_000 - 10_000);
  });

  it('forgets a withdrawal once it is older than the window', async () => {
    const player = await playerWithDeposit(app(), '500');
    expect((await withdraw(player.token, '100')).statusCode).toBe(200);
    await ageWithdrawals(player.id, 29);
    expect((await withdraw(player.token, '1')).statusCode).toBe(422);
    await ageWithdrawals(player.id, 31);
    expect((await withdraw(player.token, '100')).statusCode).toBe(200);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(50_000 - 20_000);
  });

  it('counts every wallet together against one limit in euro: a EUR and a USD withdrawal that fit alone do not together', async () => {
    const player = await playerWithDeposit(app(), '500');
    const added = await call(app(), 'POST', '/user/account', { token: player.token, body: { currency_id: USD } });
    const usdWallet = added.json().payload.account.id as number;
    await webhook(app(), depositEvent({ id: player.id, walletId: usdWallet }, { currency_id: USD, amount: 50_000 }));

    // €60, then $54 (€50 at the reference rate of 1.08): each fits under €100 alone, not together.
    expect((await withdraw(player.token, '60')).statusCode).toBe(200);
    const together = await withdraw(player.token, '54', CARD_OK, usdWallet);
    expect(together.statusCode).toBe(422);
    expect(together.json().errors).toEqual(REFUSED);
    // $43.20 is €40: exactly the €100, and then not a cent more on either wallet.
    expect((await withdraw(player.token, '43.20', CARD_OK, usdWallet)).statusCode).toBe(200);
    expect((await withdraw(player.token, '0.01', CARD_OK, usdWallet)).statusCode).toBe(422);
    expect((await withdraw(player.token, '0.01')).statusCode).toBe(422);
    expect(await balanceOf(app(), player.token, usdWallet)).toBe(50_000 - 4_320);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(50_000 - 6_000);
  });
});
