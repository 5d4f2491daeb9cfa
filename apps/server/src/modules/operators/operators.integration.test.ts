import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import {
  adminCall,
  codeOf,
  newSignedInOperator,
  OPERATOR_PASSWORD,
  operatorClock,
  signInAgain,
  uniqueOperatorEmail,
} from '../../../test/operators.js';
import { loadConfig } from '../../config.js';

describe('operators: sign-in with two-factor, sessions, the admin’s calls', () => {
  const app = useApp({ rateLimits: { windowSeconds: 900, perAccount: 5, perAddress: 1_000 } });

  it('creates the first admin once, from this machine only, with the token the start-up log shows', async () => {
    const token = await app().services.operators.prepareSetup();
    expect(token).toMatch(/^[\w-]{32}$/);
    const body = { token, email: uniqueOperatorEmail('first') };
    const remote = await adminCall(app(), 'POST', '/auth/setup', { body, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const wrong = await adminCall(app(), 'POST', '/auth/setup', { body: { ...body, token: `${token}x` } });
    expect(wrong.statusCode).toBe(403);
    const first = await adminCall(app(), 'POST', '/auth/setup', { body });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload.operator).toMatchObject({ email: body.email, role: 'admin', enrolled: false });
    expect(first.json().payload.one_time_password).toMatch(/^\S{16}$/);
    const again = await adminCall(app(), 'POST', '/auth/setup', { body: { ...body, email: uniqueOperatorEmail() } });
    expect(again.statusCode).toBe(403);
    // With an operator in place, a restart prints no link.
    expect(await app().services.operators.prepareSetup()).toBeNull();
  });

  it('signs in with a one-time password once: enrolment and a password of one’s own come with the first code', async () => {
    const clock = operatorClock(app());
    const created = await app().services.operators.create(
      null,
      { email: uniqueOperatorEmail('new'), role: 'viewer', reason: 'a new colleague' },
      null,
    );
    const email = created.operator.email;
    const signIn = await adminCall(app(), 'POST', '/auth/sign-in', {
      body: { email, password: created.one_time_password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().payload).toMatchObject({ enrolled: false, password_change_required: true });
    const challenge = signIn.json().payload.challenge;
    // The challenge is not an access token: it opens no operator call.
    expect((await adminCall(app(), 'GET', '/me', { token: challenge })).statusCode).toBe(401);
    const enrol = await adminCall(app(), 'POST', '/auth/enrolment', { token: challenge });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { secret, otpauth_uri } = enrol.json().payload;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    // A right code without a new password: the one-time password must be replaced.
    const noPassword = await adminCall(app(), 'POST', '/auth/two-factor', {
      token: challenge,
      body: { code: codeOf(secret, clock.now) },
    });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors).toHaveProperty('new_password');
    const wrongCode = await adminCall(app(), 'POST', '/auth/two-factor', {
      token: challenge,
      body: { code: '000000', new_password: OPERATOR_PASSWORD },
    });
    expect(wrongCode.statusCode).toBe(422);
    const done = await adminCall(app(), 'POST', '/auth/two-factor', {
      token: challenge,
      body: { code: codeOf(secret, clock.now), new_password: OPERATOR_PASSWORD },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().payload.idle_minutes).toBe(30);
    const me = await adminCall(app(), 'GET', '/me', { token: done.json().payload.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().payload).toMatchObject({ email, role: 'viewer', enrolled: true });
    expect(me.json().payload.permissions).toContain('account.self');
    expect(me.json().payload.permissions).not.toContain('operators.manage');

    // The same code is never good twice, and the one-time password is gone.
    clock.advance(30_000);
    const reused = await adminCall(app(), 'POST', '/auth/sign-in', {
      body: { email, password: created.one_time_password },
    });
    expect(reused.statusCode).toBe(401);
    const second = await signInAgain(app(), clock, { email, secret });
    expect(second.statusCode, second.body).toBe(200);
    // Enrolled: no second secret is handed out.
    const signIn2 = await adminCall(app(), 'POST', '/auth/sign-in', { body: { email, password: OPERATOR_PASSWORD } });
    expect(signIn2.json().payload.enrolled).toBe(true);
    expect(
      (await adminCall(app(), 'POST', '/auth/enrolment', { token: signIn2.json().payload.challenge })).statusCode,
    ).toBe(409);
  });

  it('keeps players’ and operators’ tokens apart, both ways', async () => {
    const clock = operatorClock(app());
    const player = await registerOneClick(app());
    const operator = await newSignedInOperator(app(), clock, 'admin');
    expect((await adminCall(app(), 'GET', '/me', { token: player.token })).statusCode).toBe(401);
    expect((await adminCall(app(), 'GET', '/operators', { token: player.token })).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/user/profile', { token: operator.token })).statusCode).toBe(401);
    // Each still opens its own.
    expect((await call(app(), 'GET', '/user/profile', { token: player.token })).statusCode).toBe(200);
    expect((await adminCall(app(), 'GET', '/me', { token: operator.token })).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes, not while it is used, and at sign-out', async () => {
    const clock = operatorClock(app());
    const operator = await newSignedInOperator(app(), clock, 'support');
    clock.advance(29 * 60_000);
    expect((await adminCall(app(), 'GET', '/me', { token: operator.token })).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await adminCall(app(), 'GET', '/me', { token: operator.token })).statusCode).toBe(200);
    clock.advance(30 * 60_000 + 1_000);
    expect((await adminCall(app(), 'GET', '/me', { token: operator.token })).statusCode).toBe(401);

    const again = await signInAgain(app(), clock, operator);
    expect(again.statusCode, again.body).toBe(200);
    const token = again.json().payload.token;
    expect((await adminCall(app(), 'POST', '/auth/sign-out', { token })).statusCode).toBe(200);
    expect((await adminCall(app(), 'GET', '/me', { token })).statusCode).toBe(401);
  });

  it('limits sign-in attempts per account', async () => {
    const email = uniqueOperatorEmail('guess');
    await app().services.operators.create(null, { email, role: 'viewer', reason: 'guessed at' }, null);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await adminCall(app(), 'POST', '/auth/sign-in', { body: { email, password: `wrong-${i}` } });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('lets an admin add operators and change their role or status, each with a reason, audited', async () => {
    const clock = operatorClock(app());
    const admin = await newSignedInOperator(app(), clock, 'admin');
    const email = uniqueOperatorEmail('trader');
    const noReason = await adminCall(app(), 'POST', '/operators', {
      token: admin.token,
      body: { email, role: 'trader' },
    });
    expect(noReason.statusCode).toBe(422);
    const add = await adminCall(app(), 'POST', '/operators', {
      token: admin.token,
      body: { email, role: 'trader', reason: 'joins the trading desk' },
    });
    expect(add.statusCode, add.body).toBe(200);
    const added = add.json().payload;
    expect(added.operator).toMatchObject({ email, role: 'trader', status: 'active', enrolled: false });
    const duplicate = await adminCall(app(), 'POST', '/operators', {
      token: admin.token,
      body: { email, role: 'viewer', reason: 'twice' },
    });
    expect(duplicate.statusCode).toBe(409);
    const list = await adminCall(app(), 'GET', '/operators', { token: admin.token });
    expect(list.json().payload.list.map((o: { email: string }) => o.email)).toContain(email);

    const role = await adminCall(app(), 'PATCH', `/operators/${added.operator.id}`, {
      token: admin.token,
      body: { role: 'risk', reason: 'moves to risk' },
    });
    expect(role.statusCode, role.body).toBe(200);
    expect(role.json().payload.role).toBe('risk');
    const self = await adminCall(app(), 'PATCH', `/operators/${admin.id}`, {
      token: admin.token,
      body: { status: 'blocked', reason: 'oops' },
    });
    expect(self.statusCode).toBe(403);
    const missing = await adminCall(app(), 'PATCH', '/operators/999999', {
      token: admin.token,
      body: { status: 'blocked', reason: 'nobody' },
    });
    expect(missing.statusCode).toBe(404);

    const audit = await adminCall(app(), 'GET', `/audit?operator_id=${admin.id}&action=operator.updated`, {
      token: admin.token,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const [record] = audit.json().payload.list;
    expect(record).toMatchObject({
      operator_id: admin.id,
      operator_role: 'admin',
      action: 'operator.updated',
      target: `operator:${added.operator.id}`,
      before: { role: 'trader', status: 'active' },
      after: { role: 'risk', status: 'active' },
      reason: 'moves to risk',
      ip: '127.0.0.1',
    });
    const created = await adminCall(app(), 'GET', `/audit?operator_id=${admin.id}&action=operator.created`, {
      token: admin.token,
    });
    expect(created.json().payload.list[0]).toMatchObject({
      after: { email, role: 'trader' },
      reason: 'joins the trading desk',
    });
    const future = new Date(clock.now + 86_400_000).toISOString();
    const none = await adminCall(app(), 'GET', `/audit?operator_id=${admin.id}&from=${future}`, { token: admin.token });
    expect(none.json().payload.list).toEqual([]);
  });

  it('signs a blocked operator out at once and keeps them out', async () => {
    const clock = operatorClock(app());
    const admin = await newSignedInOperator(app(), clock, 'admin');
    const trader = await newSignedInOperator(app(), clock, 'trader');
    expect((await adminCall(app(), 'GET', '/me', { token: trader.token })).statusCode).toBe(200);
    const block = await adminCall(app(), 'PATCH', `/operators/${trader.id}`, {
      token: admin.token,
      body: { status: 'blocked', reason: 'left the company' },
    });
    expect(block.statusCode, block.body).toBe(200);
    expect((await adminCall(app(), 'GET', '/me', { token: trader.token })).statusCode).toBe(401);
    const back = await signInAgain(app(), clock, trader);
    expect(back.statusCode).toBe(401);
  });
});

describe('operators: the address allow-list', () => {
  const app = useApp({ backofficeAllowedIps: ['10.1.0.0/16', '192.0.2.7'] });

  it('answers listed addresses only, on every operator call, and leaves the players’ API alone', async () => {
    const body = { email: 'nobody@staff.example.com', password: 'whatever-it-is' };
    const outside = await adminCall(app(), 'POST', '/auth/sign-in', { body, remoteAddress: '203.0.113.5' });
    expect(outside.statusCode).toBe(403);
    expect((await adminCall(app(), 'GET', '/me', { remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
    expect((await adminCall(app(), 'POST', '/auth/sign-in', { body, remoteAddress: '10.1.44.3' })).statusCode).toBe(
      401,
    );
    expect((await adminCall(app(), 'POST', '/auth/sign-in', { body, remoteAddress: '192.0.2.7' })).statusCode).toBe(
      401,
    );
    const ping = await app().inject({ method: 'GET', url: '/api/v1/ping', remoteAddress: '203.0.113.5' });
    expect(ping.statusCode).toBe(200);
  });
});

it('refuses a malformed allow-list at start', () => {
  expect(() => loadConfig({ BACKOFFICE_ALLOWED_IPS: '10.0.0.0/33' })).toThrow(/BACKOFFICE_ALLOWED_IPS/);
  expect(loadConfig({ BACKOFFICE_ALLOWED_IPS: '10.0.0.0/8, ::1' }).backofficeAllowedIps).toEqual(['10.0.0.0/8', '::1']);
});
