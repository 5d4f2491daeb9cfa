import { settingsSchema } from '@meridian/contract/settings';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ADDRESSES, startApp, useApp } from '../../../test/helper.js';

type App = Awaited<ReturnType<typeof startApp>>;

const getSettings = (app: App, ip?: string, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/settings${query}`,
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

describe('GET /settings', () => {
  const app = useApp({ trustProxy: true, defaultCountry: 'CY' });

  it('answers every settings value in the envelope, matching the contract', async () => {
    const res = await getSettings(app());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ errors: null, code: 'OK' });
    expect(() => settingsSchema.parse(body.payload)).not.toThrow();
    expect(Math.abs(body.payload.unix_timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(body.payload.version).toBe('1.1.21');
  });

  it('uses DEFAULT_COUNTRY for loopback addresses', async () => {
    const { payload } = (await getSettings(app())).json();
    expect(payload.country_code).toBe('CY');
    expect(payload.is_blocked_geo).toBe(false);
  });

  it('locates the client by X-Forwarded-For when TRUST_PROXY is on', async () => {
    const gb = (await getSettings(app(), ADDRESSES.GB)).json().payload;
    expect(gb).toMatchObject({ country_code: 'GB', ip: ADDRESSES.GB, is_blocked_geo: true });
    const ru = (await getSettings(app(), ADDRESSES.RU)).json().payload;
    expect(ru).toMatchObject({ country_code: 'RU', country_language: 'ru', currency_id: 3, is_blocked_geo: false });
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off', async () => {
    const direct = await startApp({ trustProxy: false, defaultCountry: 'CY' });
    try {
      const { payload } = (await getSettings(direct, ADDRESSES.RU)).json();
      expect(payload.country_code).toBe('CY');
    } finally {
      await direct.close();
    }
  });

  it('gives bet limits and fast bets in minor units of the currency', async () => {
    const { payload } = (await getSettings(app(), ADDRESSES.RU)).json();
    expect(payload.bets).toEqual({
      amount_min: 50,
      amount_max: 1_000_000,
      coupon_max_size: 20,
      fast_bets: [500, 1000, 2500, 5000],
    });
  });

  it('takes currency, language and geo flags of country_code but blocking from the address', async () => {
    const de = (await getSettings(app(), ADDRESSES.RU, '?country_code=de')).json().payload;
    expect(de).toMatchObject({ country_code: 'DE', currency_id: 1, is_blocked_geo: false });
    expect(de.geo.is_off_curacao).toBe(true);
    expect(de.casino.is_open_regular).toBe(false);
    const fromBlocked = (await getSettings(app(), ADDRESSES.US, '?country_code=RU')).json().payload;
    expect(fromBlocked.is_blocked_geo).toBe(true);
  });

  it('rejects a malformed country_code with a field error', async () => {
    const res = await getSettings(app(), undefined, '?country_code=Germany');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ payload: null, code: 'ValidationError' });
    expect(res.json().errors.country_code).toEqual(['country_code must be two letters']);
  });

  it('offers no Android download while no package is under DATA_DIR/downloads', async () => {
    const { payload } = (await getSettings(app())).json();
    expect(payload.web.apk.android).toEqual({ signed: '', unsigned: '' });
    const download = await app().inject({ method: 'GET', url: '/downloads/meridian-android.apk' });
    expect(download.statusCode).toBe(404);
  });

  it('applies per-country flags an operator changes in the database', async () => {
    await sql`update countries set is_off_footer_links = true, is_off_mobile_app = true where code = 'CY'`.execute(
      app().database.db,
    );
    await app().services.dictionaries.refresh();
    const { payload } = (await getSettings(app())).json();
    expect(payload.geo).toMatchObject({ is_off_footer_links: true, is_off_mobile_app: true, is_off_curacao: false });
    await sql`update countries set is_off_footer_links = false, is_off_mobile_app = false where code = 'CY'`.execute(
      app().database.db,
    );
    await app().services.dictionaries.refresh();
  });
});

describe('maintenance and geo-block', () => {
  it('MAINTENANCE closes every call but the shell ones with 503', async () => {
    const app = await startApp({ maintenance: true });
    try {
      expect((await getSettings(app)).json().payload.is_off_maintenance).toBe(true);
      const res = await app.inject({ method: 'GET', url: '/api/v1/content/pages' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'Maintenance', message: 'Maintenance in Progress' });
      expect((await app.inject({ method: 'GET', url: '/api/v1/ping' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v1/translations' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('the database switch turns maintenance on and off without a restart', async () => {
    const app = await startApp();
    try {
      await app.services.settings.set('maintenance', true);
      expect((await getSettings(app)).json().payload.is_off_maintenance).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/v1/content/banners' })).statusCode).toBe(503);
      await app.services.settings.set('maintenance', false);
      expect((await app.inject({ method: 'GET', url: '/api/v1/content/banners' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('lets a provider’s signed money calls through maintenance and geo-block, and no other provider call', async () => {
    const app = await startApp({ maintenance: true, trustProxy: true, blockedCountries: ['RU'] });
    const post = (url: string) =>
      app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ADDRESSES.RU }, payload: {} });
    try {
      // Unsigned, so the call's own signature check answers: the gate let it reach the route.
      expect((await post('/api/v1/casino/wallet/transaction/bet')).statusCode).toBe(401);
      expect((await post('/api/v1/payments/webhook')).statusCode).toBe(401);
      expect((await post('/api/v1/payments/provider/withdrawals')).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });

  it('BLOCKED_COUNTRIES replaces the database flags and answers 451 elsewhere', async () => {
    const app = await startApp({ trustProxy: true, blockedCountries: ['RU'] });
    try {
      expect((await getSettings(app, ADDRESSES.RU)).json().payload.is_blocked_geo).toBe(true);
      expect((await getSettings(app, ADDRESSES.GB)).json().payload.is_blocked_geo).toBe(false);
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/content/pages',
        headers: { 'x-forwarded-for': ADDRESSES.RU },
      });
      expect(res.statusCode).toBe(451);
      expect(res.json()).toMatchObject({
        code: 'GeoBlocked',
        message: 'The product is not available in your country.',
      });
    } finally {
      await app.close();
    }
  });
});
