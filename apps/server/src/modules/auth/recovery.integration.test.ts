import { describe, expect, it } from 'vitest';
import {
  call,
  lastCode,
  login,
  PASSWORD,
  registerByEmail,
  registerOneClick,
  uniqueEmail,
} from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';

const NEW = 'Fresh4567';

describe('password recovery', () => {
  const app = useApp();

  const recover = (email: string) => call(app(), 'POST', '/auth/password/recovery', { body: { email } });

  async function recoverySession(email: string) {
    const code = (await recover(email)).json().payload.code;
    const res = await call(app(), 'POST', '/auth/code/check', {
      body: { id: code.id, token: code.token, code: await lastCode(app(), email) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { code, token: res.json().payload.token.token as string };
  }

  it('recovers by e-mail: code, recovery session, new password, every old session ended', async () => {
    const { email, token: old } = await registerByEmail(app());
    const { token } = await recoverySession(email);
    // A recovery session only sets the password.
    expect((await call(app(), 'GET', '/user/profile', { token })).statusCode).toBe(401);
    const res = await call(app(), 'POST', '/auth/password/new', {
      token,
      body: { password: NEW, password_confirmation: NEW },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(app(), 'GET', '/user/profile', { token: old })).statusCode).toBe(401);
    expect((await login(app(), email, PASSWORD)).statusCode).toBe(422);
    expect((await login(app(), email, NEW)).statusCode).toBe(200);
    // The recovery session is spent too.
    const again = await call(app(), 'POST', '/auth/password/new', {
      token,
      body: { password: NEW, password_confirmation: NEW },
    });
    expect(again.statusCode).toBe(401);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const res = await recover(nobody);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().payload.code).sort()).toEqual(['code_ttl', 'id', 'repeat_after', 'sent_at', 'token']);
    const inbox = (await app().inject({ method: 'GET', url: '/dev/inbox.json' })).json().payload.list;
    expect(inbox.some((m: { to: string }) => m.to === nobody)).toBe(false);
  });

  it('refuses a recovery code used twice', async () => {
    const { email } = await registerByEmail(app());
    const { code } = await recoverySession(email);
    const reuse = await call(app(), 'POST', '/auth/code/check', {
      body: { id: code.id, token: code.token, code: await lastCode(app(), email) },
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors).toEqual({ id: ['Code is expired'] });
  });

  it('refuses the new password after 15 minutes and a weak or unconfirmed one', async () => {
    const { email } = await registerByEmail(app());
    const { token } = await recoverySession(email);
    const weak = await call(app(), 'POST', '/auth/password/new', {
      token,
      body: { password: 'abc', password_confirmation: 'abd' },
    });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors).sort()).toEqual(['password', 'password_confirmation']);
    await app()
      .database.db.updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 16 * 60_000) })
      .where('kind', '=', 'recovery')
      .execute();
    const late = await call(app(), 'POST', '/auth/password/new', {
      token,
      body: { password: NEW, password_confirmation: NEW },
    });
    expect(late.statusCode).toBe(401);
  });

  it('refuses a signed-in (not recovery) session on the new-password step', async () => {
    const user = await registerOneClick(app());
    const res = await call(app(), 'POST', '/auth/password/new', {
      token: user.token,
      body: { password: NEW, password_confirmation: NEW },
    });
    expect(res.statusCode).toBe(401);
  });

  it('validates the address', async () => {
    const res = await recover('nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Enter a valid e-mail address.'] });
  });
});

describe('password change', () => {
  const app = useApp();

  const change = (token: string, body: Record<string, string>) =>
    call(app(), 'PUT', '/user/password/change', { token, body });

  it('changes the password with the old one and ends the other sessions', async () => {
    const { email, token } = await registerByEmail(app());
    const other = (await login(app(), email)).json().payload.token;
    const res = await change(token, { password: PASSWORD, new_password: NEW, new_password_confirmation: NEW });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your password has been changed.');
    expect((await call(app(), 'GET', '/user/profile', { token })).statusCode).toBe(200);
    expect((await call(app(), 'GET', '/user/profile', { token: other })).statusCode).toBe(401);
    expect((await login(app(), email, NEW)).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak new one and a mismatch, each on its field', async () => {
    const { token } = await registerByEmail(app());
    const wrong = await change(token, { password: 'Wrong1234', new_password: NEW, new_password_confirmation: NEW });
    expect(wrong.json().errors).toEqual({ password: ['The current password is incorrect.'] });
    const weak = await change(token, { password: PASSWORD, new_password: 'weak', new_password_confirmation: 'other' });
    expect(Object.keys(weak.json().errors).sort()).toEqual(['new_password', 'new_password_confirmation']);
  });
});
