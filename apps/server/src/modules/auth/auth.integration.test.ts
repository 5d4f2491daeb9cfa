import { tokenDataSchema } from '@meridian/contract/auth';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  call,
  emailFields,
  lastCode,
  login,
  PASSWORD,
  registerByEmail,
  registerOneClick,
  uniqueEmail,
} from '../../../test/accounts.js';
import { startApp, useApp } from '../../../test/helper.js';

const BAD = 'These credentials do not match our records.';

describe('sign-in, tokens and logout', () => {
  const app = useApp();

  it('signs in by e-mail, by numeric id and answers token data', async () => {
    const { email } = await registerByEmail(app());
    const byEmail = await login(app(), email);
    expect(byEmail.statusCode).toBe(200);
    const data = tokenDataSchema.parse(byEmail.json().payload);
    expect(data).toMatchObject({ token_ttl: 900, refresh_ttl: 2_592_000, two_factor_authed: true });
    const id = (await call(app(), 'GET', '/user/profile', { token: data.token })).json().payload.user.id;
    expect((await login(app(), id)).statusCode).toBe(200);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const { email } = await registerByEmail(app());
    const wrong = await login(app(), email, 'Wrong1234');
    const unknown = await login(app(), uniqueEmail('nobody'), 'Wrong1234');
    const unknownId = await login(app(), '99999999', 'Wrong1234');
    for (const res of [wrong, unknown, unknownId]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        payload: null,
        errors: { id: [BAD], password: [BAD] },
        message: BAD,
        code: 'ValidationError',
      });
    }
    const byPhone = await call(app(), 'POST', '/auth/login', {
      body: { phone: '+35799000000', password: 'Wrong1234' },
    });
    expect(byPhone.json().errors).toEqual({ phone: [BAD], password: [BAD] });
  });

  it('rotates the refresh token; the old one no longer works and its reuse ends the session', async () => {
    const user = await registerOneClick(app());
    const first = await call(app(), 'POST', '/auth/refresh-token', { body: { refresh_token: user.refresh } });
    expect(first.statusCode).toBe(200);
    const next = first.json().payload.token;
    expect(next.refresh_token).not.toBe(user.refresh);
    expect((await call(app(), 'GET', '/user/profile', { token: next.token })).statusCode).toBe(200);

    const reused = await call(app(), 'POST', '/auth/refresh-token', { body: { refresh_token: user.refresh } });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('Unauthorized');
    // The whole session is gone: the newest access and refresh tokens too.
    expect((await call(app(), 'GET', '/user/profile', { token: next.token })).statusCode).toBe(401);
    const after = await call(app(), 'POST', '/auth/refresh-token', { body: { refresh_token: next.refresh_token } });
    expect(after.statusCode).toBe(401);
    const events = await sql<{ event: string }>`select event from audit_log where user_id = ${BigInt(user.id)}`.execute(
      app().database.db,
    );
    expect(events.rows.map((r) => r.event)).toContain('refresh_reuse_detected');
  });

  it('refuses an unknown refresh token', async () => {
    const res = await call(app(), 'POST', '/auth/refresh-token', { body: { refresh_token: 'made-up' } });
    expect(res.statusCode).toBe(401);
  });

  it('logout makes the access token unusable at once', async () => {
    const user = await registerOneClick(app());
    expect((await call(app(), 'POST', '/auth/logout', { token: user.token })).statusCode).toBe(200);
    const res = await call(app(), 'GET', '/user/profile', { token: user.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('Unauthorized');
    expect(
      (await call(app(), 'POST', '/auth/refresh-token', { body: { refresh_token: user.refresh } })).statusCode,
    ).toBe(401);
  });

  it('refuses /user calls without a token or with a forged one', async () => {
    expect((await call(app(), 'GET', '/user/profile')).statusCode).toBe(401);
    const user = await registerOneClick(app());
    const forged = `${user.token.slice(0, -4)}AAAA`;
    expect((await call(app(), 'GET', '/user/profile', { token: forged })).statusCode).toBe(401);
  });

  it('answers the profile with the intercom hash only when INTERCOM_SECRET is set', async () => {
    const user = await registerOneClick(app());
    const profile = (await call(app(), 'GET', '/user/profile', { token: user.token })).json().payload.user;
    expect(profile.ext).toEqual({ intercom_hash: null });
    expect(profile).toMatchObject({ email: null, phone: null, two_factor_enabled: 0, first_bonus: 0, kyc: 0 });
  });
});

describe('codes', () => {
  const app = useApp();

  async function startSignUp(email = uniqueEmail()) {
    const res = await call(app(), 'POST', '/auth/registration', {
      body: { type_id: 1, group_id: 1, fields: emailFields(email) },
    });
    return { email, code: res.json().payload.code };
  }
  const check = (code: { id: string; token: string }, value: string) =>
    call(app(), 'POST', '/auth/code/check', { body: { id: code.id, token: code.token, code: value } });

  it('counts wrong codes and kills the code after five', async () => {
    const { email, code } = await startSignUp();
    const right = await lastCode(app(), email);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) {
      const res = await check(code, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ code: ['The code is invalid.'] });
    }
    const fifth = await check(code, wrong);
    expect(fifth.json().errors).toEqual({ id: ['Too many wrong codes. Please request a new code.'] });
    const late = await check(code, right);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.id).toBeDefined();
    expect(await app().database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('answers an expired code on id with "Code is expired"', async () => {
    const { email, code } = await startSignUp();
    await app()
      .database.db.updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', code.id)
      .execute();
    const res = await check(code, await lastCode(app(), email));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { id: ['Code is expired'] }, message: 'Code is expired' });
  });

  it('refuses a code with a wrong token and a code used twice', async () => {
    const { email, code } = await startSignUp();
    const value = await lastCode(app(), email);
    expect((await check({ id: code.id, token: 'nope' }, value)).json().errors).toEqual({ id: ['Code is expired'] });
    expect((await check(code, value)).statusCode).toBe(200);
    const again = await check(code, value);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ id: ['Code is expired'] });
  });

  it('resends only after repeat_after, with the wait, then a new code under the same id', async () => {
    const { email, code } = await startSignUp();
    const old = await lastCode(app(), email);
    const early = await call(app(), 'POST', '/auth/code/send', { body: { id: code.id, token: code.token } });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);

    await app()
      .database.db.updateTable('verification_codes')
      .set({ repeat_after: new Date(Date.now() - 1000) })
      .where('id', '=', code.id)
      .execute();
    const res = await call(app(), 'POST', '/auth/code/send', { body: { id: code.id, token: code.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.code).toMatchObject({ id: code.id, token: code.token });
    const fresh = await lastCode(app(), email);
    if (fresh !== old) expect((await check(code, old)).json().errors).toEqual({ code: ['The code is invalid.'] });
    expect((await check(code, fresh)).statusCode).toBe(200);
  });
});

describe('brute force', () => {
  const app = useApp({ rateLimits: { windowSeconds: 600, perAccount: 3, perAddress: 1000 } });

  const UA =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  /** A sign-in from an address, with the known-device cookie when given; answers it and the cookie set. */
  async function signIn(id: number, password: string, remoteAddress: string, device?: string) {
    const res = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { 'user-agent': UA, ...(device ? { cookie: `other=1; meridian_device=${device}` } : {}) },
      payload: { id: String(id), password },
    });
    const set = String(res.headers['set-cookie'] ?? '');
    return { res, device: /^meridian_device=([^;]+)/.exec(set)?.[1], set };
  }

  it('hands a known-device cookie to a right password, only to the sign-in and sign-up calls and never to scripts', async () => {
    const user = await registerOneClick(app());
    const first = await signIn(user.id, user.password, '10.0.1.1');
    expect(first.res.statusCode).toBe(200);
    expect(first.device).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    expect(first.set).toMatch(/Path=\/api\/v1\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    // A known device keeps its cookie; a wrong password sets none.
    expect((await signIn(user.id, user.password, '10.0.1.1', first.device)).device).toBe(first.device);
    expect((await signIn(user.id, 'Wrong1234', '10.0.1.1')).set).toBe('');
  });

  it('lets the player in from a known device while a stranger is locked out of the account', async () => {
    const user = await registerOneClick(app());
    const { device } = await signIn(user.id, user.password, '10.0.1.2');
    for (let i = 0; i < 3; i++) expect((await signIn(user.id, 'Wrong1234', '10.0.2.9')).res.statusCode).toBe(422);
    // The stranger's address now waits; any other client the account does not know needs the bot check.
    const stranger = await signIn(user.id, 'Guess5678', '10.0.2.9');
    expect(stranger.res.statusCode).toBe(429);
    expect(Number(stranger.res.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await signIn(user.id, 'Guess5678', '10.0.2.10');
    expect(elsewhere.res.json().errors).toEqual({ captcha: ['Please complete the bot check.'] });
    // The owner's browser still signs in, from its usual address or another.
    expect((await signIn(user.id, user.password, '10.0.1.2', device)).res.statusCode).toBe(200);
    expect((await signIn(user.id, user.password, '192.168.7.77', device)).res.statusCode).toBe(200);
  });

  it('trusts no forged cookie, nor one of another account, and counts guesses made with a known cookie', async () => {
    const user = await registerOneClick(app());
    const other = await registerOneClick(app());
    const mine = (await signIn(user.id, user.password, '10.0.1.3')).device as string;
    const theirs = (await signIn(other.id, other.password, '10.0.1.4')).device as string;
    for (let i = 0; i < 3; i++) await signIn(user.id, 'Wrong1234', '10.0.2.11');
    const forged = `${user.id}.${'A'.repeat(22)}.${'B'.repeat(43)}`;
    expect((await signIn(user.id, user.password, '10.0.2.11', forged)).res.statusCode).toBe(429);
    expect((await signIn(user.id, user.password, '10.0.2.11', theirs)).res.statusCode).toBe(429);
    // A stolen cookie buys a few guesses of its own, then is no better than none.
    for (let i = 0; i < 3; i++)
      expect((await signIn(user.id, 'Wrong1234', '10.0.2.11', mine)).res.statusCode).toBe(422);
    expect((await signIn(user.id, user.password, '10.0.2.11', mine)).res.statusCode).toBe(429);
  });

  it('never counts right passwords against the account', async () => {
    const user = await registerOneClick(app());
    for (let i = 0; i < 5; i++) expect((await signIn(user.id, user.password, '10.0.1.5')).res.statusCode).toBe(200);
  });

  it('stops password guessing from the guessing address with 429 and the wait, even with the right password', async () => {
    const user = await registerOneClick(app());
    for (let i = 0; i < 3; i++) expect((await login(app(), user.id, 'Wrong1234')).statusCode).toBe(422);
    const blocked = await login(app(), user.id, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TooManyRequests', payload: null });
    expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits by address across accounts', async () => {
    const strict = await startApp({ rateLimits: { windowSeconds: 600, perAccount: 100, perAddress: 2 } });
    try {
      expect((await login(strict, uniqueEmail(), PASSWORD)).statusCode).toBe(422);
      expect((await login(strict, uniqueEmail(), PASSWORD)).statusCode).toBe(422);
      expect((await login(strict, uniqueEmail(), PASSWORD)).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('limits recovery requests per address asked for', async () => {
    const email = uniqueEmail('recover');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(app(), 'POST', '/auth/password/recovery', { body: { email } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits code checks per code', async () => {
    const email = uniqueEmail();
    const res = await call(app(), 'POST', '/auth/registration', {
      body: { type_id: 1, group_id: 1, fields: emailFields(email) },
    });
    const code = res.json().payload.code;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await call(app(), 'POST', '/auth/code/check', { body: { id: code.id, token: code.token, code: 'x' } }))
          .statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
