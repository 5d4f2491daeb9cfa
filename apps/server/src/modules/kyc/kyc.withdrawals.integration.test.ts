import { randomUUID } from 'node:crypto';
import { KYC_STATUS } from '@meridian/contract/kyc';
import { jpegPhoto } from '@meridian/providers/kyc/kyc.fixtures';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import {
  balanceOf,
  CASHIER_APP,
  depositByCard,
  depositEvent,
  history,
  paymentToken,
  webhook as paymentWebhook,
  playerWithDeposit,
  providerCall,
  USD,
  withdrawByCard,
} from '../payments/payments.fixtures.js';
import {
  accessToken,
  fillProfile,
  kycApp,
  kycOf,
  PASSPORT,
  statusEvent,
  submit,
  upload,
  webhook,
} from './kyc.fixtures.js';

describe('withdrawals past the anti-money-laundering limits', () => {
  // Limits low enough for the cashier's test amounts: 100 EUR a withdrawal, 1,000 EUR of deposits.
  const app = useApp({ ...CASHIER_APP, ...kycApp({ withdrawalLimit: 100n, depositThreshold: 1000n }) });

  const withdraw = (token: string, amount: string, lang = 'en') => withdrawByCard(app(), token, amount, lang);

  /** The player goes through the widget with a matching passport. */
  const verify = async (token: string) => {
    await fillProfile(app(), token, { first_name: 'Ada', last_name: 'Lovelace', birthday: '1990-05-01' });
    const { token: kycToken } = await accessToken(app(), token);
    expect((await upload(app(), kycToken, 'front', jpegPhoto(1600, 1100))).statusCode).toBe(200);
    expect((await upload(app(), kycToken, 'selfie', jpegPhoto(720, 960))).statusCode).toBe(200);
    expect((await submit(app(), kycToken, PASSPORT)).json().status).toBe('approved');
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.verified);
  };

  it('refuses a withdrawal above the limit with an error on the amount and a link to verify; nothing is reserved', async () => {
    const player = await playerWithDeposit(app(), '300');
    const res = await withdraw(player.token, '150');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ amount: ['This withdrawal needs a verified identity.'] });
    expect(res.json().payload).toEqual({ link: { href: '/profile/verification', text: 'Verify your identity' } });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(30_000);
    expect(await history(app(), player.token, '?type=withdraw')).toEqual([]);

    const russian = await withdraw(player.token, '150', 'ru');
    expect(russian.json().errors).toEqual({ amount: ['Для этого вывода нужно подтвердить личность.'] });
    expect(russian.json().payload.link).toEqual({ href: '/profile/verification', text: 'Подтвердить личность' });
  });

  it('takes a withdrawal up to the limit from a player who is not verified', async () => {
    const player = await playerWithDeposit(app(), '300');
    const res = await withdraw(player.token, '100');
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(20_000);
  });

  it('once the deposits reach the threshold, refuses any withdrawal of a player who is not verified', async () => {
    const player = await playerWithDeposit(app(), '600');
    expect((await withdraw(player.token, '10')).statusCode).toBe(200);
    await depositByCard(app(), player.token, '400');
    const res = await withdraw(player.token, '10');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount).toEqual(['This withdrawal needs a verified identity.']);
  });

  it('counts the deposits of every wallet towards the threshold, converted into euro', async () => {
    const player = await playerWithDeposit(app(), '600');
    expect((await withdraw(player.token, '10')).statusCode).toBe(200);
    const added = await call(app(), 'POST', '/user/account', { token: player.token, body: { currency_id: USD } });
    const usdWallet = added.json().payload.account.id as number;
    // $432 is €400: with the €600, the €1,000 threshold.
    await paymentWebhook(
      app(),
      depositEvent({ id: player.id, walletId: usdWallet }, { currency_id: USD, amount: 43_200 }),
    );
    const res = await withdraw(player.token, '10');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount).toEqual(['This withdrawal needs a verified identity.']);
  });

  it('refuses while the verification is pending or in review, and lets the verified player withdraw', async () => {
    const player = await playerWithDeposit(app(), '300');
    await webhook(app(), statusEvent(player.id, { status: 'review', applicant_id: `app_${randomUUID()}` }));
    expect(await kycOf(app(), player.token)).toBe(KYC_STATUS.review);
    expect((await withdraw(player.token, '150')).statusCode).toBe(422);
    await verify(player.token);
    const res = await withdraw(player.token, '150');
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(15_000);
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({ amount: 15_000 });
  });

  it('answers the provider’s withdrawal call 403 with the rule in the error on the amount', async () => {
    const player = await playerWithDeposit(app(), '300');
    const res = await providerCall(app(), 'withdrawals', await paymentToken(app(), player.token), {
      payment_id: `cp_${randomUUID()}`,
      amount: 15_000,
    });
    expect(res.statusCode).toBe(403);
    const message =
      'Withdrawals above 100 EUR in 30 days, all your wallets together, need a verified identity. Verify it at /profile/verification.';
    expect(res.json()).toMatchObject({ code: 'Forbidden', message, errors: { amount: [message] } });
  });

  it('words the rule in the language the provider’s call names', async () => {
    const player = await playerWithDeposit(app(), '300');
    const res = await providerCall(
      app(),
      'withdrawals',
      await paymentToken(app(), player.token),
      { payment_id: `cp_${randomUUID()}`, amount: 15_000 },
      'ru',
    );
    expect(res.statusCode).toBe(403);
    const message =
      'Для вывода больше 100 EUR за 30 дней со всех ваших счетов вместе нужно подтвердить личность. Подтвердите её на странице /profile/verification.';
    expect(res.json()).toMatchObject({ message, errors: { amount: [message] } });
  });
});
