import { betUpdateResultSchema, devFreeBetSchema } from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { startApp, useApp } from '../../../test/helper.js';
import { EUR, newPlayer, USD } from '../payments/payments.fixtures.js';

describe('POST /dev/free-bets', () => {
  const app = useApp({ devFeed: true });

  const grant = (body: object) => app().inject({ method: 'POST', url: '/dev/free-bets', payload: body });

  async function offered(player: Awaited<ReturnType<typeof newPlayer>>) {
    const res = await call(app(), 'POST', '/bets/update', {
      token: player.token,
      body: { account_id: player.walletId, events: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return betUpdateResultSchema.parse(res.json().payload).free_bets;
  }

  it('grants a free bet the player then finds in the slip', async () => {
    const player = await newPlayer(app());
    const expiresAt = Math.floor(Date.now() / 1000) + 86_400;
    const res = await grant({
      user_id: player.id,
      currency_id: EUR,
      amount: 500,
      title: 'Free bet 5 EUR',
      description: 'Any pre-match or live bet',
      expires_at: expiresAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const granted = devFreeBetSchema.parse(res.json().payload);
    expect(granted).toEqual({
      id: expect.any(Number),
      user_id: player.id,
      currency_id: EUR,
      title: 'Free bet 5 EUR',
      description: 'Any pre-match or live bet',
      bet: 500,
      expires_at: expiresAt,
    });
    expect(await offered(player)).toEqual([
      { id: granted.id, title: 'Free bet 5 EUR', description: 'Any pre-match or live bet', bet: 500 },
    ]);
  });

  it('takes the currency of the player’s default wallet when none is named, and never expires', async () => {
    const player = await newPlayer(app());
    const res = await grant({ user_id: player.id, amount: 250, title: 'Welcome' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ currency_id: EUR, bet: 250, description: '', expires_at: null });
    expect((await offered(player)).map((f) => f.bet)).toEqual([250]);
  });

  it('keeps a free bet of another currency out of the wallet’s offer', async () => {
    const player = await newPlayer(app());
    const res = await grant({ user_id: player.id, currency_id: USD, amount: 300, title: 'Dollars' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await offered(player)).toEqual([]);
  });

  it('refuses an unknown player, an unknown currency and a stake that is not positive', async () => {
    const player = await newPlayer(app());
    const unknownPlayer = await grant({ user_id: 987_654_321, currency_id: EUR, amount: 500, title: 'Nobody' });
    expect(unknownPlayer.statusCode).toBe(422);
    expect(unknownPlayer.json().errors).toHaveProperty('user_id');
    const unknownCurrency = await grant({ user_id: player.id, currency_id: 9_999, amount: 500, title: 'Nowhere' });
    expect(unknownCurrency.statusCode).toBe(422);
    expect(unknownCurrency.json().errors).toHaveProperty('currency_id');
    const zero = await grant({ user_id: player.id, currency_id: EUR, amount: 0, title: 'Nothing' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toHaveProperty('amount');
    expect(await offered(player)).toEqual([]);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/dev/free-bets'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['user_id', 'amount', 'title']));
  });

  it('does not exist unless DEV_FEED is on', async () => {
    const plain = await startApp();
    try {
      const player = await newPlayer(plain);
      const res = await plain.inject({
        method: 'POST',
        url: '/dev/free-bets',
        payload: { user_id: player.id, currency_id: EUR, amount: 500, title: 'Free bet' },
      });
      expect(res.statusCode).toBe(404);
      const count = await plain.database.db
        .selectFrom('free_bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
