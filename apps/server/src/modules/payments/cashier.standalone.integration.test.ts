/**
 * @module-tag engine
 */
import { buildCashierServer } from '@meridian/providers/cashier/cashier.standalone';
import { describe, expect, it } from 'vitest';
import { useStandaloneProvider } from '../../../test/standalone-provider.js';
import {
  balanceOf,
  CARD_FIELDS,
  CARD_OK,
  CASHIER_APP,
  history,
  newPlayer,
  paymentToken,
  WEBHOOK_SECRET,
} from './payments.fixtures.js';

/**
 * The cashier as a service of its own (CASHIER_URL): its own port and database, its scheduled work
 * on its own job table, and every call to the platform across HTTP, signed with the webhook key.
 */
describe('the cashier running on its own', () => {
  const started = useStandaloneProvider(
    'cashier',
    (url) => ({ cashier: { ...CASHIER_APP.cashier, url } }),
    // Bank transfers arrive at once: the cashier's own job completes them.
    (operatorUrl, database) => buildCashierServer({ operatorUrl, secret: WEBHOOK_SECRET, bankDelayS: 0, ...database }),
  );

  const pay = async (body: Record<string, unknown>) => {
    const res = await fetch(`${started().providerUrl}/providers/cashier/api/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'en', ...body }),
    });
    return { status: res.status, json: (await res.json()) as { payload: Record<string, unknown> } };
  };

  it('leaves the platform without a cashier of its own', async () => {
    expect((await started().node.inject({ method: 'GET', url: '/providers/cashier/' })).statusCode).toBe(404);
  });

  it('takes a card deposit on its page and credits the wallet through the platform’s webhook', async () => {
    const player = await newPlayer(started().node);
    const page = await fetch(
      `${started().providerUrl}/providers/cashier/?mode=deposit&token=${await paymentToken(started().node, player.token)}`,
    );
    expect(page.status).toBe(200);

    const answer = await pay({
      token: await paymentToken(started().node, player.token),
      mode: 'deposit',
      method: 'card',
      amount: '25',
      card_number: CARD_OK,
      ...CARD_FIELDS,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.payload).toMatchObject({ step: 'done', result: 'success' });
    expect(await balanceOf(started().node, player.token, player.walletId)).toBe(2_500);
    expect(await history(started().node, player.token)).toMatchObject([{ status_id: 4, amount: 2_500 }]);
  });

  it('completes a bank transfer from its own scheduled work', async () => {
    const player = await newPlayer(started().node);
    const answer = await pay({
      token: await paymentToken(started().node, player.token),
      mode: 'deposit',
      method: 'bank',
      amount: '40',
    });
    expect(answer.json.payload).toMatchObject({ step: 'done', result: 'waiting' });
    expect(await balanceOf(started().node, player.token, player.walletId)).toBe(0);

    // The cashier tells its own job table the transfer is due (its work rests a minute otherwise).
    await expect.poll(() => balanceOf(started().node, player.token, player.walletId), { timeout: 10_000 }).toBe(4_000);
  });
});
