import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { startApp, useApp } from '../../../test/helper.js';
import { EUR } from '../payments/payments.fixtures.js';

const SPINS = {
  slug: 'dev-spins-test',
  type_id: 4,
  names: { en: 'Ten test spins', ru: 'Десять тестовых фриспинов' },
  promo_code: 'DEVSPINS',
  amounts: { EUR: 0 },
  wagering_multiplier: 10,
  games: ['sunken-treasure'],
  provider: 'meridian',
  spins: 10,
  spin_bets: { EUR: 50 },
  valid_days: 3,
};

describe('POST /dev/bonus-campaigns', () => {
  const app = useApp({ devFeed: true });
  const add = (body: object) => app().inject({ method: 'POST', url: '/dev/bonus-campaigns', payload: body });

  it('adds a promo-code campaign a player can activate at once, and refuses a slug or code taken', async () => {
    const res = await add(SPINS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ promo_code: 'DEVSPINS' });

    const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR });
    const activated = await call(app(), 'POST', '/user/promo-codes/activate', {
      token: player.token,
      body: { code: 'devspins' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().payload.gift).toMatchObject({
      name: 'Ten test spins',
      type_id: 4,
      status: 'available',
      spins: 10,
      bet: 50,
      games: ['sunken-treasure'],
      provider: 'meridian',
    });

    expect((await add(SPINS)).json().errors).toHaveProperty('promo_code');
    expect((await add({ ...SPINS, promo_code: 'DEVSPINS2' })).json().errors).toHaveProperty('slug');
    expect((await add({ ...SPINS, slug: 'Not A Slug' })).statusCode).toBe(422);
  });

  it('does not exist unless DEV_FEED is on', async () => {
    const plain = await startApp();
    try {
      expect((await plain.inject({ method: 'POST', url: '/dev/bonus-campaigns', payload: SPINS })).statusCode).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });
});
