/**
 * @module-tag engine
 */
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { twoNodesEnabled, useTwoNodes } from '../../../test/two-nodes.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const settingsOf = async (app: App) => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/settings' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload;
};

describe('site settings in the back office', () => {
  const app = useApp({ defaultCountry: 'CY' });

  it('an admin changes the contacts with a reason: /settings answers them at once, and the audit keeps both', async () => {
    const clock = operatorClock(app());
    const admin = await newSignedInOperator(app(), clock, 'admin');
    const listed = await adminCall(app(), 'GET', '/site-settings', { token: admin.token });
    expect(listed.statusCode, listed.body).toBe(200);
    const contacts = listed.json().payload.list.find((s: { key: string }) => s.key === 'contacts');
    expect(contacts).toMatchObject({ overridden_by: null, default: { email: 'support@meridian.bet' } });

    const value = { email: 'help@meridian.example', phone: '+357 99 123 456' };
    const changed = await adminCall(app(), 'PUT', '/site-settings/contacts', {
      token: admin.token,
      body: { value, reason: 'new support desk' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payload).toMatchObject({ key: 'contacts', value });
    expect((await settingsOf(app())).contacts).toEqual(value);

    const trail = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['action', 'target', 'reason', 'after'])
      .where('operator_id', '=', BigInt(admin.id))
      .where('action', '=', 'site.setting_changed')
      .execute();
    expect(trail).toEqual([
      { action: 'site.setting_changed', target: 'site:contacts', reason: 'new support desk', after: { value } },
    ]);
  });

  it('refuses a value its key does not allow, naming the field, and changes nothing', async () => {
    const clock = operatorClock(app());
    const admin = await newSignedInOperator(app(), clock, 'admin');
    const before = (await settingsOf(app())).bets;
    const res = await adminCall(app(), 'PUT', '/site-settings/bets', {
      token: admin.token,
      body: {
        value: { amount_min: '50', amount_max: '10', coupon_max_size: 20, fast_bets: ['5'] },
        reason: 'typo in the limits',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'value.amount_max': ['Above the smallest stake.'] });
    expect((await settingsOf(app())).bets).toEqual(before);
    expect(
      (
        await adminCall(app(), 'PUT', '/site-settings/colours', {
          token: admin.token,
          body: { value: 1, reason: 'nope' },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('maintenance switched on in the back office closes the site to players', async () => {
    const clock = operatorClock(app());
    const admin = await newSignedInOperator(app(), clock, 'admin');
    const on = await adminCall(app(), 'PUT', '/site-settings/maintenance', {
      token: admin.token,
      body: { value: true, reason: 'database upgrade' },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await settingsOf(app())).is_off_maintenance).toBe(true);
    const off = await adminCall(app(), 'PUT', '/site-settings/maintenance', {
      token: admin.token,
      body: { value: false, reason: 'upgrade done' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await settingsOf(app())).is_off_maintenance).toBe(false);
  });

  it('an admin blocks a country and closes its casino: its visitors get the geo-block and the flags at once, and the audit keeps what changed', async () => {
    const clock = operatorClock(app());
    const admin = await newSignedInOperator(app(), clock, 'admin');
    const listed = await adminCall(app(), 'GET', '/site-countries', { token: admin.token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().payload.blocked_overridden_by).toBeNull();
    const cyprus = listed.json().payload.list.find((c: { code: string }) => c.code === 'CY');
    expect(cyprus).toMatchObject({ name: 'Cyprus', is_blocked: false, blocked_now: false, casino_live_off: false });
    // This test's visitors come from loopback, which is the default country: Cyprus.
    expect((await app().inject({ method: 'GET', url: '/api/v1/casino/games' })).statusCode).toBe(200);

    const closed = await adminCall(app(), 'PUT', '/site-countries/cy', {
      token: admin.token,
      body: {
        switches: { is_blocked: true, casino_live_off: true, is_off_wallets: true, is_reg_off: false },
        reason: 'licence lapsed',
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().payload).toMatchObject({
      code: 'CY',
      is_blocked: true,
      blocked_now: true,
      casino_live_off: true,
    });
    const settings = await settingsOf(app());
    expect(settings).toMatchObject({
      is_blocked_geo: true,
      casino: { is_open_regular: true, is_open_live: false, providers: [] },
      geo: { is_off_wallets: true },
    });
    const refused = await app().inject({ method: 'GET', url: '/api/v1/casino/games' });
    expect(refused.statusCode).toBe(451);
    expect(refused.json()).toMatchObject({ code: 'GeoBlocked' });

    const trail = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['action', 'target', 'reason', 'before', 'after'])
      .where('operator_id', '=', BigInt(admin.id))
      .where('action', '=', 'site.country_changed')
      .execute();
    // A switch sent unchanged (sign-up stays open) is not in the record.
    expect(trail).toEqual([
      {
        action: 'site.country_changed',
        target: 'country:CY',
        reason: 'licence lapsed',
        before: { is_blocked: false, casino_live_off: false, is_off_wallets: false },
        after: { is_blocked: true, casino_live_off: true, is_off_wallets: true },
      },
    ]);

    const reopened = await adminCall(app(), 'PUT', '/site-countries/CY', {
      token: admin.token,
      body: {
        switches: { is_blocked: false, casino_live_off: false, is_off_wallets: false },
        reason: 'licence renewed',
      },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await settingsOf(app())).toMatchObject({ is_blocked_geo: false, casino: { is_open_live: true } });
    expect((await app().inject({ method: 'GET', url: '/api/v1/casino/games' })).statusCode).toBe(200);
  });

  it('refuses an unknown country, an unknown switch and a change of nothing', async () => {
    const clock = operatorClock(app());
    const admin = await newSignedInOperator(app(), clock, 'admin');
    const put = (code: string, switches: unknown) =>
      adminCall(app(), 'PUT', `/site-countries/${code}`, {
        token: admin.token,
        body: { switches, reason: 'checking' },
      });
    expect((await put('QQ', { is_blocked: true })).statusCode).toBe(404);
    expect((await put('CY', { is_open: true })).statusCode).toBe(422);
    expect((await put('CY', {})).statusCode).toBe(422);
    expect((await put('CYP', { is_blocked: true })).statusCode).toBe(422);
    expect((await settingsOf(app())).is_blocked_geo).toBe(false);
  });

  it('only a role that manages the site may read or change it', async () => {
    const clock = operatorClock(app());
    const trader = await newSignedInOperator(app(), clock, 'trader');
    expect((await adminCall(app(), 'GET', '/site-settings', { token: trader.token })).statusCode).toBe(403);
    const put = await adminCall(app(), 'PUT', '/site-settings/maintenance', {
      token: trader.token,
      body: { value: true, reason: 'not mine to do' },
    });
    expect(put.statusCode).toBe(403);
    expect((await settingsOf(app())).is_off_maintenance).toBe(false);
    expect((await adminCall(app(), 'GET', '/site-countries', { token: trader.token })).statusCode).toBe(403);
    const block = await adminCall(app(), 'PUT', '/site-countries/CY', {
      token: trader.token,
      body: { switches: { is_blocked: true }, reason: 'not mine to do' },
    });
    expect(block.statusCode).toBe(403);
    expect((await settingsOf(app())).is_blocked_geo).toBe(false);
  });
});

describe('MAINTENANCE in the environment', () => {
  const app = useApp({ maintenance: true });

  it('wins over the stored value, and the list says which variable', async () => {
    const clock = operatorClock(app());
    const admin = await newSignedInOperator(app(), clock, 'admin');
    const listed = await adminCall(app(), 'GET', '/site-settings', { token: admin.token });
    const maintenance = listed.json().payload.list.find((s: { key: string }) => s.key === 'maintenance');
    expect(maintenance).toMatchObject({ value: false, overridden_by: 'MAINTENANCE' });
  });
});

describe('BLOCKED_COUNTRIES in the environment', () => {
  const app = useApp({ defaultCountry: 'CY', blockedCountries: ['DE'] });

  it('decides who is blocked over the table, and the list says so', async () => {
    const clock = operatorClock(app());
    const admin = await newSignedInOperator(app(), clock, 'admin');
    const res = await adminCall(app(), 'PUT', '/site-countries/CY', {
      token: admin.token,
      body: { switches: { is_blocked: true }, reason: 'waits for the environment' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ is_blocked: true, blocked_now: false });
    expect((await settingsOf(app())).is_blocked_geo).toBe(false);
    const listed = (await adminCall(app(), 'GET', '/site-countries', { token: admin.token })).json().payload;
    expect(listed.blocked_overridden_by).toBe('BLOCKED_COUNTRIES');
    expect(listed.list.find((c: { code: string }) => c.code === 'DE')).toMatchObject({
      is_blocked: false,
      blocked_now: true,
    });
  });
});

describe.runIf(twoNodesEnabled)('a setting changed on one node', () => {
  const nodes = useTwoNodes();

  it('reaches the other node’s /settings at its next refresh', async () => {
    const { a, b } = nodes();
    const clock = operatorClock(a);
    const admin = await newSignedInOperator(a, clock, 'admin');
    const value = { email: 'desk@meridian.example', phone: '+357 22 000 111' };
    const res = await adminCall(a, 'PUT', '/site-settings/contacts', {
      token: admin.token,
      body: { value, reason: 'both nodes' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settingsOf(a)).contacts).toEqual(value);
    // The other node's reference refresh (REFERENCE_REFRESH_MS, a timer on every node), run now.
    await b.services.settings.refresh();
    expect((await settingsOf(b)).contacts).toEqual(value);
  });

  it('a country’s switches reach the other node’s /settings at its next refresh', async () => {
    const { a, b } = nodes();
    const clock = operatorClock(a);
    const admin = await newSignedInOperator(a, clock, 'admin');
    const country = (await settingsOf(b)).country_code as string;
    const res = await adminCall(a, 'PUT', `/site-countries/${country}`, {
      token: admin.token,
      body: { switches: { is_off_mobile_app: true }, reason: 'both nodes' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settingsOf(a)).geo.is_off_mobile_app).toBe(true);
    expect((await settingsOf(b)).geo.is_off_mobile_app).toBe(false);
    // The other node's reference refresh, run now.
    await b.services.dictionaries.refresh();
    expect((await settingsOf(b)).geo.is_off_mobile_app).toBe(true);
  });
});
