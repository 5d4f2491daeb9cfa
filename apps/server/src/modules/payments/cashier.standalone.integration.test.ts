import { buildCashierServer } from '@meridian/providers/cashier/cashier.standalone';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../../test/helper.js';
import { addressOf, freePort, providerDatabase } from '../../../test/standalone-provider.js';
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
  const database = providerDatabase('cashier');
  let node: FastifyInstance;
  let cashier: Awaited<ReturnType<typeof buildCashierServer>>;
  let cashierUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    cashierUrl = `http://127.0.0.1:${port}`;
    node = await startApp({ cashier: { ...CASHIER_APP.cashier, url: cashierUrl } });
    await node.listen({ port: 0, host: '127.0.0.1' });
    // Bank transfers arrive at once: the cashier's own job completes them.
    cashier = await buildCashierServer({
      operatorUrl: addressOf(node),
      secret: WEBHOOK_SECRET,
      bankDelayS: 0,
      ...database.options,
    });
    await cashier.app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await cashier?.app.close();
    await node?.close();
    await database.drop();
  });

  const pay = async (body: Record<string, unknown>) => {
    const res = await fetch(`${cashierUrl}/providers/cashier/api/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'en', ...body }),
    });
    return { status: res.status, json: (await res.json()) as { payload: Record<string, unknown> } };
  };

  it('leaves the platform without a cashier of its own', async () => {
    expect((await node.inject({ method: 'GET', url: '/providers/cashier/' })).statusCode).toBe(404);
  });

  it('takes a card deposit on its page and credits the wallet through the platform’s webhook', async () => {
    const player = await newPlayer(node);
    const page = await fetch(
      `${cashierUrl}/providers/cashier/?mode=deposit&token=${await paymentToken(node, player.token)}`,
    );
    expect(page.status).toBe(200);

    const answer = await pay({
      token: await paymentToken(node, player.token),
      mode: 'deposit',
      method: 'card',
      amount: '25',
      card_number: CARD_OK,
      ...CARD_FIELDS,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.payload).toMatchObject({ step: 'done', result: 'success' });
    expect(await balanceOf(node, player.token, player.walletId)).toBe(2_500);
    expect(await history(node, player.token)).toMatchObject([{ status_id: 4, amount: 2_500 }]);
  });

  it('completes a bank transfer from its own scheduled work', async () => {
    const player = await newPlayer(node);
    const answer = await pay({
      token: await paymentToken(node, player.token),
      mode: 'deposit',
      method: 'bank',
      amount: '40',
    });
    expect(answer.json.payload).toMatchObject({ step: 'done', result: 'waiting' });
    expect(await balanceOf(node, player.token, player.walletId)).toBe(0);

    // The cashier's job table runs its tick about once a second, on its own.
    await expect.poll(() => balanceOf(node, player.token, player.walletId), { timeout: 10_000 }).toBe(4_000);
  });
});
