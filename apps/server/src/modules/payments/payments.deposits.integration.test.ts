/**
 * @module-tag engine
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { mounted } from '../../platform/provider-mount.js';
import {
  balanceOf,
  CARD_CHALLENGE,
  CARD_DECLINE,
  CARD_FIELDS,
  CARD_OK,
  CASHIER_APP,
  challenge,
  depositByCard,
  depositEvent,
  history,
  newPlayer,
  pay,
  paymentToken,
  postingsOf,
  webhook,
} from './payments.fixtures.js';

describe('cashier deposits', () => {
  const app = useApp(CASHIER_APP);

  it('refuses the payment token and the history without sign-in', async () => {
    expect((await call(app(), 'GET', '/user/payment-token')).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/user/transaction-history')).statusCode).toBe(401);
  });

  it('describes the payment calls in the OpenAPI document', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/user/payment-token',
      '/api/v1/user/transaction-history',
      '/api/v1/payments/webhook',
      '/api/v1/payments/provider/session',
      '/api/v1/payments/provider/withdrawals',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it('a test card that succeeds credits the wallet once and records a succeeded deposit', async () => {
    const player = await newPlayer(app());
    const profile = async () =>
      (await call(app(), 'GET', '/user/profile', { token: player.token })).json().payload.user;
    expect(await profile()).toMatchObject({ has_deposit: false });
    const answer = await depositByCard(app(), player.token, '10.50');
    expect(await profile()).toMatchObject({ has_deposit: true });
    expect(answer).toMatchObject({ step: 'done', result: 'success', redirect: '/payments/deposit/success' });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(1_050);
    const [deposit, ...rest] = await history(app(), player.token);
    expect(rest).toEqual([]);
    expect(deposit).toMatchObject({
      type: 'deposit',
      status_id: 4,
      amount: 1_050,
      currency_id: 1,
      status_reason: null,
    });
    expect(await postingsOf(app(), player.walletId, 'deposit')).toEqual([
      { key: `cashier:${answer.payment_id}:credit`, amount: 1_050 },
    ]);
    const audit = await app()
      .database.db.selectFrom('audit_log')
      .select('event')
      .where('user_id', '=', BigInt(player.id))
      .where('event', '=', 'deposit_credited')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('a declined card writes a canceled record and no credit', async () => {
    const player = await newPlayer(app());
    const answer = await depositByCard(app(), player.token, '20', CARD_DECLINE);
    expect(answer).toMatchObject({ result: 'fail', redirect: '/payments/deposit/fail' });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
    expect(await history(app(), player.token)).toMatchObject([
      { type: 'deposit', status_id: 5, status_reason: 'Card declined', amount: 2_000 },
    ]);
    expect(await postingsOf(app(), player.walletId, 'deposit')).toEqual([]);
  });

  it('the 3-D Secure card credits after the right code and fails on a wrong one', async () => {
    const player = await newPlayer(app());
    const token = await paymentToken(app(), player.token);
    const start = (amount: string) =>
      pay(app(), { token, mode: 'deposit', method: 'card', amount, card_number: CARD_CHALLENGE, ...CARD_FIELDS });

    const first = (await start('15')).json().payload;
    expect(first).toMatchObject({ step: 'challenge' });
    expect(await history(app(), player.token)).toMatchObject([{ status_id: 3 }]);
    const passed = await challenge(app(), token, first.payment_id, '123456');
    expect(passed.json().payload).toMatchObject({ result: 'success' });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(1_500);

    const second = (await start('7')).json().payload;
    const failed = await challenge(app(), token, second.payment_id, '654321');
    expect(failed.json().payload).toMatchObject({ result: 'fail', redirect: '/payments/deposit/fail' });
    // The code is asked once: a second try after the failure changes nothing.
    await challenge(app(), token, second.payment_id, '123456');
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(1_500);
    expect((await history(app(), player.token)).map((t) => [t.amount, t.status_id])).toEqual([
      [700, 5],
      [1_500, 4],
    ]);
  });

  it('answers clear field errors and creates nothing for bad input', async () => {
    const player = await newPlayer(app());
    const token = await paymentToken(app(), player.token);
    const res = await pay(app(), {
      token,
      mode: 'deposit',
      method: 'card',
      amount: '0.5',
      card_number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      holder: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      amount: ['The minimum is 1.00 EUR.'],
      card_number: ['This card number is not valid.'],
      expiry: ['This card has expired.'],
      cvc: ['The CVC has 3 digits.'],
      holder: ['This field is required.'],
    });
    const big = await pay(app(), { token, mode: 'deposit', method: 'bank', amount: '10000.01', lang: 'ru' });
    // Russian limits in Russian figures, grouped by the space Intl uses for the language.
    const group = new Intl.NumberFormat('ru').formatToParts(1000).find((part) => part.type === 'group')?.value;
    expect(big.json().errors).toEqual({ amount: [`Максимум — 10${group}000,00 EUR.`] });
    const expired = await pay(app(), { token: 'not-a-token', mode: 'deposit', method: 'bank', amount: '10' });
    expect(expired.statusCode).toBe(401);
    expect(await history(app(), player.token)).toEqual([]);
  });

  it('a bank transfer waits, then completes when the delay has passed', async () => {
    const player = await newPlayer(app());
    const token = await paymentToken(app(), player.token);
    const started = Date.now();
    const res = await pay(app(), { token, mode: 'deposit', method: 'bank', amount: '40' });
    expect(res.json().payload).toMatchObject({ result: 'waiting', redirect: '/payments/deposit/waiting' });
    expect(await history(app(), player.token)).toMatchObject([{ status_id: 1, amount: 4_000 }]);

    const cashier = mounted(app().providers.cashier, 'cashier');
    await cashier.completeDue(new Date(started + 20_000));
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
    await cashier.completeDue(new Date(started + 31_000));
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(4_000);
    expect(await history(app(), player.token)).toMatchObject([{ status_id: 4, amount: 4_000 }]);
    // Running the job again finds nothing due and credits nothing more.
    await cashier.completeDue(new Date(started + 60_000));
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(4_000);
  });

  it('the same webhook delivered twice credits once; a second event for the same payment too', async () => {
    const player = await newPlayer(app());
    const event = depositEvent(player);
    const first = await webhook(app(), event);
    expect(first.statusCode, first.body).toBe(200);
    const again = await webhook(app(), event);
    expect(again.statusCode).toBe(409);
    const other = await webhook(app(), { ...event, event_id: `${event.event_id}-b` });
    expect(other.statusCode).toBe(200);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(2_500);
    expect(await postingsOf(app(), player.walletId, 'deposit')).toHaveLength(1);
  });

  it('concurrent deliveries of one payment credit once', async () => {
    const player = await newPlayer(app());
    const event = depositEvent(player);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => webhook(app(), { ...event, event_id: `${event.event_id}-${i % 6}` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(6);
    expect(codes.filter((c) => c === 409)).toHaveLength(6);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(2_500);
    expect(await postingsOf(app(), player.walletId, 'deposit')).toHaveLength(1);
  });

  it('concurrent deposits of different payments to one wallet all credit', async () => {
    const player = await newPlayer(app());
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => webhook(app(), depositEvent(player, { amount: 100 + i }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(8 * 100 + 28);
  });

  it('refuses a bad signature, an old timestamp and a replayed event, changing nothing', async () => {
    const player = await newPlayer(app());
    const event = depositEvent(player);
    const forged = await webhook(app(), event, { secret: 'another-secret-of-at-least-32-characters!' });
    expect(forged.statusCode).toBe(401);
    const old = await webhook(app(), event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(old.statusCode).toBe(401);
    const tampered = await app().inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-payment-timestamp': '1', 'x-payment-signature': 'zz' },
      payload: JSON.stringify(event),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
    expect(await history(app(), player.token)).toEqual([]);

    expect((await webhook(app(), event)).statusCode).toBe(200);
    const replay = await webhook(app(), { ...event, amount: 9_999 }, { raw: JSON.stringify(event) });
    expect(replay.statusCode).toBe(409);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(2_500);
  });

  it('refuses a report for another player’s wallet or in another currency', async () => {
    const player = await newPlayer(app());
    const stranger = await newPlayer(app());
    const foreign = await webhook(app(), depositEvent({ id: player.id, walletId: stranger.walletId }));
    expect(foreign.statusCode).toBe(404);
    const currency = await webhook(app(), depositEvent(player, { currency_id: 2 }));
    expect(currency.statusCode).toBe(422);
    expect(await balanceOf(app(), stranger.token, stranger.walletId)).toBe(0);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
  });

  it('refuses a signed report holding a NUL character with 422 naming the field, and books nothing', async () => {
    const player = await newPlayer(app());
    const res = await webhook(app(), depositEvent(player, { payment_id: 'pay_\u0000' }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.payment_id).toEqual(['Must not contain the NUL character.']);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
  });

  it('serves the payment page in the asked language and theme, with its own policy', async () => {
    const player = await newPlayer(app());
    const token = await paymentToken(app(), player.token);
    // A Russian player types a comma decimal and may group thousands with a space.
    const paid = await pay(app(), {
      token,
      mode: 'deposit',
      method: 'card',
      amount: '1 179,56',
      card_number: CARD_OK,
      ...CARD_FIELDS,
      lang: 'ru',
    });
    expect(paid.json().payload, paid.body).toMatchObject({ result: 'success' });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(117_956);
    const group = new Intl.NumberFormat('ru').formatToParts(1000).find((part) => part.type === 'group')?.value;
    const page = await app().inject({
      method: 'GET',
      url: `/providers/cashier/?mode=deposit&token=${token}&theme=light&lang=ru&user_id=${player.id}&account_id=${player.walletId}&is_mobile=1`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('data-theme="light"');
    expect(page.body).toContain('<h1 id="title">Пополнение</h1>');
    expect(page.body).toContain(`Баланс: <strong>1${group}179,56 EUR</strong>`);
    expect(page.body).toContain(`От 1,00 EUR до 10${group}000,00 EUR`);
    expect(page.body).toContain('placeholder="10,00"');
    const english = await app().inject({ method: 'GET', url: `/providers/cashier/?mode=withdraw&token=${token}` });
    expect(english.body).toContain('Balance: <strong>1,179.56 EUR</strong>');
    expect(english.body).toContain('From 1.00 EUR to 1,179.56 EUR');
    expect(english.body).toContain('placeholder="10.00"');
    const stale = await app().inject({ method: 'GET', url: '/providers/cashier/?mode=withdraw&token=nope' });
    expect(stale.statusCode).toBe(401);
    expect(stale.body).toContain('The payment session has expired');
    const borrowed = await app().inject({ method: 'GET', url: `/providers/cashier/?token=${token}&user_id=1` });
    expect(borrowed.statusCode).toBe(401);
  });
});
