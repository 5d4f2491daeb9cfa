import { sessionListSchema } from '@meridian/contract/user';
import { describe, expect, it } from 'vitest';
import { call, login, registerOneClick } from '../../../test/accounts.js';
import { ADDRESSES, useApp } from '../../../test/helper.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

describe('sessions', () => {
  const app = useApp({ trustProxy: true });

  it('lists one session per sign-in, current first, with device, OS, version and country', async () => {
    const user = await registerOneClick(app());
    const phone = (
      await login(app(), user.id, user.password, { 'user-agent': IPHONE, 'x-forwarded-for': ADDRESSES.RU })
    ).json().payload.token;
    const res = await call(app(), 'GET', '/user/tokens', {
      token: phone,
      headers: { 'x-forwarded-for': ADDRESSES.RU },
    });
    expect(res.statusCode).toBe(200);
    const { list } = sessionListSchema.parse(res.json().payload);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      is_current: true,
      ip: ADDRESSES.RU,
      params: {
        device: { type: 'mobile', os: 'iOS', os_v: '17.2', browser: 'Mobile Safari', browser_v: '17' },
        country: 'RU',
        city: null,
      },
    });
    expect(list[1]).toMatchObject({
      is_current: false,
      params: { device: { type: 'desktop', os: 'Windows', os_v: '10', browser: 'Chrome', browser_v: '126' } },
    });
  });

  it('ends one session: its token stops working, the current one goes on', async () => {
    const user = await registerOneClick(app());
    const other = (await login(app(), user.id, user.password)).json().payload.token;
    const { list } = (await call(app(), 'GET', '/user/tokens', { token: user.token })).json().payload;
    const target = list.find((s: { is_current: boolean }) => !s.is_current).id;
    expect((await call(app(), 'DELETE', `/user/token/${target}`, { token: user.token })).statusCode).toBe(200);
    expect((await call(app(), 'GET', '/user/profile', { token: other })).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/user/profile', { token: user.token })).statusCode).toBe(200);
  });

  it('ends all other sessions with `all`', async () => {
    const user = await registerOneClick(app());
    const a = (await login(app(), user.id, user.password)).json().payload.token;
    const b = (await login(app(), user.id, user.password)).json().payload.token;
    expect((await call(app(), 'DELETE', '/user/token/all', { token: a })).statusCode).toBe(200);
    expect((await call(app(), 'GET', '/user/profile', { token: b })).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/user/profile', { token: user.token })).statusCode).toBe(401);
    const { list } = (await call(app(), 'GET', '/user/tokens', { token: a })).json().payload;
    expect(list).toHaveLength(1);
  });

  it('never shows or ends another player’s session', async () => {
    const alice = await registerOneClick(app());
    const bob = await registerOneClick(app());
    const bobs = (await call(app(), 'GET', '/user/tokens', { token: bob.token })).json().payload.list;
    const alices = (await call(app(), 'GET', '/user/tokens', { token: alice.token })).json().payload.list;
    expect(alices.map((s: { id: string }) => s.id)).not.toContain(bobs[0].id);
    const res = await call(app(), 'DELETE', `/user/token/${bobs[0].id}`, { token: alice.token });
    expect(res.statusCode).toBe(404);
    expect((await call(app(), 'GET', '/user/profile', { token: bob.token })).statusCode).toBe(200);
  });

  it('answers 422 for a session id that is not a uuid', async () => {
    const user = await registerOneClick(app());
    expect((await call(app(), 'DELETE', '/user/token/1', { token: user.token })).statusCode).toBe(422);
  });
});
