import { twoFactorSetupSchema } from '@meridian/contract/auth';
import { describe, expect, it } from 'vitest';
import { call, login, registerByEmail } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { totpOf } from './two-factor.rules.js';

describe('two-factor authentication', () => {
  const app = useApp();

  /** The code of the next time step: the confirmation used up the current one. */
  const nextCode = (totp: ReturnType<typeof totpOf>) => totp.generate({ timestamp: Date.now() + 30_000 });

  /** A player with 2FA on; answers what the setup showed. */
  async function enable() {
    const { email, token } = await registerByEmail(app());
    const setup = await call(app(), 'POST', '/user/two-factor-authentication', { token });
    expect(setup.statusCode, setup.body).toBe(200);
    const shown = twoFactorSetupSchema.parse(setup.json().payload);
    const id = (await call(app(), 'GET', '/user/profile', { token })).json().payload.user.id;
    const totp = totpOf(shown.secret, String(id));
    const confirm = await call(app(), 'PUT', '/auth/two-factor-authentication', {
      token,
      body: { code: totp.generate() },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { email, token, totp, shown, id };
  }

  it('sets up with a secret, an otpauth url, an SVG QR and eight recovery codes', async () => {
    const { token } = await registerByEmail(app());
    const setup = twoFactorSetupSchema.parse(
      (await call(app(), 'POST', '/user/two-factor-authentication', { token })).json().payload,
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.url).toMatch(/^otpauth:\/\/totp\/Meridian:\d+\?.*issuer=Meridian/);
    expect(setup.url).toContain(`secret=${setup.secret}`);
    expect(setup.svg).toMatch(/^<svg/);
    expect(setup.codes).toHaveLength(8);
    const qr = (await call(app(), 'GET', '/auth/two-factor-qr', { token })).json().payload;
    expect(qr).toMatchObject({ url: setup.url });
    const profile = (await call(app(), 'GET', '/user/profile', { token })).json().payload.user;
    expect(profile.two_factor_enabled).toBe(0);
  });

  it('refuses a wrong confirmation code and stays off', async () => {
    const { token } = await registerByEmail(app());
    await call(app(), 'POST', '/user/two-factor-authentication', { token });
    const res = await call(app(), 'PUT', '/auth/two-factor-authentication', { token, body: { code: '000000' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['The code is invalid.'] });
  });

  it('once on, sign-in needs the challenge: /user calls answer 401 TwoFactorRequired until it passes', async () => {
    const { email, totp, token: setupToken } = await enable();
    expect(
      (await call(app(), 'GET', '/user/profile', { token: setupToken })).json().payload.user.two_factor_enabled,
    ).toBe(1);

    const signIn = (await login(app(), email)).json().payload;
    expect(signIn.two_factor_authed).toBe(false);
    const blocked = await call(app(), 'GET', '/user/profile', { token: signIn.token });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().code).toBe('TwoFactorRequired');

    const wrong = await call(app(), 'POST', '/auth/two-factor-challenge', {
      token: signIn.token,
      body: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const passed = await call(app(), 'POST', '/auth/two-factor-challenge', {
      token: signIn.token,
      body: { code: nextCode(totp) },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().payload.two_factor_authed).toBe(true);
    expect((await call(app(), 'GET', '/user/profile', { token: passed.json().payload.token })).statusCode).toBe(200);
  });

  it('accepts a TOTP code once: a replayed code is refused', async () => {
    const { email, totp } = await enable();
    const code = nextCode(totp);
    const first = (await login(app(), email)).json().payload;
    expect(
      (await call(app(), 'POST', '/auth/two-factor-challenge', { token: first.token, body: { code } })).statusCode,
    ).toBe(200);
    const second = (await login(app(), email)).json().payload;
    const replay = await call(app(), 'POST', '/auth/two-factor-challenge', { token: second.token, body: { code } });
    expect(replay.statusCode).toBe(422);
  });

  it('accepts a recovery code once', async () => {
    const { email, shown } = await enable();
    const code = shown.codes[0] as string;
    const first = (await login(app(), email)).json().payload;
    const ok = await call(app(), 'POST', '/auth/two-factor-challenge', { token: first.token, body: { code } });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().payload.token;
    expect((await call(app(), 'GET', '/user/two-factor-recovery-codes', { token: fresh })).json().payload).toEqual({
      remaining: 7,
    });

    const second = (await login(app(), email)).json().payload;
    const reused = await call(app(), 'POST', '/auth/two-factor-challenge', { token: second.token, body: { code } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ code: ['The code is invalid.'] });
  });

  it('regenerates recovery codes and the old ones stop working', async () => {
    const { email, shown, token } = await enable();
    const res = await call(app(), 'POST', '/user/two-factor-recovery-codes', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.codes).toHaveLength(8);
    const session = (await login(app(), email)).json().payload;
    const old = await call(app(), 'POST', '/auth/two-factor-challenge', {
      token: session.token,
      body: { code: shown.codes[1] },
    });
    expect(old.statusCode).toBe(422);
  });

  it('disables with a code and sign-in no longer asks for one', async () => {
    const { email, token, totp } = await enable();
    const wrong = await call(app(), 'DELETE', '/user/two-factor-authentication', { token, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    const res = await call(app(), 'DELETE', '/user/two-factor-authentication', {
      token,
      body: { code: nextCode(totp) },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(app(), 'GET', '/user/profile', { token })).json().payload.user.two_factor_enabled).toBe(0);
    expect((await login(app(), email)).json().payload.two_factor_authed).toBe(true);
  });

  it('asks for the code to change the password when 2FA is on', async () => {
    const { token, totp } = await enable();
    const body = { password: 'Secret123', new_password: 'Fresh4567', new_password_confirmation: 'Fresh4567' };
    const missing = await call(app(), 'PUT', '/user/password/change', { token, body });
    expect(missing.json().errors).toEqual({ code: ['The code is required.'] });
    const wrong = await call(app(), 'PUT', '/user/password/change', { token, body: { ...body, code: '000000' } });
    expect(wrong.json().errors).toEqual({ code: ['The code is invalid.'] });
    const ok = await call(app(), 'PUT', '/user/password/change', { token, body: { ...body, code: nextCode(totp) } });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('keeps every /user call closed until the second factor is passed', async () => {
    const { email } = await enable();
    const { token } = (await login(app(), email)).json().payload;
    for (const url of ['/user/tokens', '/user/profile-form', '/user/two-factor-recovery-codes']) {
      const res = await call(app(), 'GET', url, { token });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TwoFactorRequired');
    }
    // Logout works without it, so a player can give up at the code step.
    expect((await call(app(), 'POST', '/auth/logout', { token })).statusCode).toBe(200);
  });
});
