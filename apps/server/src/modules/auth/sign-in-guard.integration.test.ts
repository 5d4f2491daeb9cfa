/**
 * @module-tag engine
 */
import { createHash } from 'node:crypto';
import { captchaChallengeSchema, signInCodeSchema, tokenDataSchema } from '@meridian/contract/auth';
import { describe, expect, it } from 'vitest';
import { call, lastCode, registerByEmail, registerOneClick, uniqueEmail } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';

const BAD = 'These credentials do not match our records.';
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('sign-in past the account limit from a browser the account does not know', () => {
  // The bot check is off here, as it may be on a site: past the limit it is asked for all the same.
  const app = useApp({ captchaProvider: 'none', rateLimits: { windowSeconds: 600, perAccount: 3, perAddress: 1000 } });

  /** Solves the server's ALTCHA challenge as the browser does (synchronous hashing keeps it quick). */
  async function solved(): Promise<string> {
    const res = await call(app(), 'GET', '/auth/captcha');
    const challenge = captchaChallengeSchema.parse(res.json().payload);
    const max = challenge.maxnumber ?? 1_000_000;
    for (let number = 0; number <= max; number++) {
      if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
        return Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64');
      }
    }
    throw new Error('unsolved');
  }

  async function signIn(id: string | number, password: string, remoteAddress: string, extra: Extra = {}) {
    const res = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { 'user-agent': UA, ...(extra.device ? { cookie: `meridian_device=${extra.device}` } : {}) },
      payload: { id: String(id), password, ...(extra.captcha ? { captcha: extra.captcha } : {}) },
    });
    const device = /^meridian_device=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1];
    return { res, device };
  }

  /** Three wrong passwords at once, each from an address of its own. */
  async function strangersGuess(id: string | number, net: string) {
    const guesses = await Promise.all(
      [1, 2, 3].map((host) => signIn(id, `Guess${host}234`, `${net}.${host}`).then(({ res }) => res.statusCode)),
    );
    expect(guesses).toEqual([422, 422, 422]);
  }

  it('asks for the bot check, then e-mails a code that signs the owner in and makes the browser known', async () => {
    const { email } = await registerByEmail(app());
    await strangersGuess(email, '10.7.1');

    const unchecked = await signIn(email, 'Secret123', '10.7.2.1');
    expect(unchecked.res.statusCode).toBe(422);
    expect(unchecked.res.json().errors).toEqual({ captcha: ['Please complete the bot check.'] });

    const asked = await signIn(email, 'Secret123', '10.7.2.1', { captcha: await solved() });
    expect(asked.res.statusCode).toBe(401);
    expect(asked.res.json()).toMatchObject({ code: 'SignInCodeRequired', errors: null });
    const { code, channel } = signInCodeSchema.parse(asked.res.json().payload);
    expect(channel).toBe('email');
    expect(asked.device).toBeUndefined();

    const confirmed = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/code/check',
      remoteAddress: '10.7.2.1',
      headers: { 'user-agent': UA },
      payload: { id: code.id, token: code.token, code: await lastCode(app(), email) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const token = tokenDataSchema.parse(confirmed.json().payload.token);
    expect((await call(app(), 'GET', '/user/profile', { token: token.token })).json().payload.user.email).toBe(email);
    const device = /^meridian_device=([^;]+)/.exec(String(confirmed.headers['set-cookie']))?.[1];
    expect(device).toBeDefined();

    // That browser is known now: no bot check, no code, while strangers are still past the limit.
    const again = await signIn(email, 'Secret123', '10.7.2.1', { device });
    expect(again.res.statusCode).toBe(200);
    expect(again.device).toBe(device);
  });

  it('texts the code to the phone a player signs in with', async () => {
    const owner = await registerOneClick(app());
    const phone = `3579${String(owner.id).slice(-7)}`;
    await app()
      .database.db.updateTable('users')
      .set({ phone, phone_verified_at: new Date() })
      .where('id', '=', BigInt(owner.id))
      .execute();
    await strangersGuess(owner.id, '10.7.13');
    const asked = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.7.14.1',
      headers: { 'user-agent': UA },
      payload: { phone: `+${phone}`, password: owner.password, captcha: await solved() },
    });
    expect(asked.statusCode).toBe(401);
    const { code, channel } = signInCodeSchema.parse(asked.json().payload);
    expect(channel).toBe('sms');
    const confirmed = await call(app(), 'POST', '/auth/code/check', {
      body: { id: code.id, token: code.token, code: await lastCode(app(), `+${phone}`) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(tokenDataSchema.parse(confirmed.json().payload.token).token).toBeTruthy();
  });

  it('refuses the owner without the bot check, and signs in a known device directly', async () => {
    const owner = await registerOneClick(app());
    const { device } = await signIn(owner.id, owner.password, '10.7.3.1');
    await strangersGuess(owner.id, '10.7.4');
    const refused = await signIn(owner.id, owner.password, '10.7.5.1');
    expect(refused.res.statusCode).toBe(422);
    expect(refused.res.json()).toMatchObject({
      payload: null,
      errors: { captcha: ['Please complete the bot check.'] },
    });
    expect((await signIn(owner.id, owner.password, '10.7.5.1', { device })).res.statusCode).toBe(200);
  });

  it('signs an account with neither e-mail nor phone in on the bot check alone', async () => {
    const owner = await registerOneClick(app());
    await strangersGuess(owner.id, '10.7.6');
    const { res, device } = await signIn(owner.id, owner.password, '10.7.7.1', { captcha: await solved() });
    expect(res.statusCode).toBe(200);
    expect(tokenDataSchema.parse(res.json().payload).two_factor_authed).toBe(true);
    expect(device).toBeDefined();
  });

  it('answers a wrong password past the limit as any other, for known and unknown accounts', async () => {
    const { email } = await registerByEmail(app());
    const nobody = uniqueEmail('nobody');
    await strangersGuess(email, '10.7.8');
    await strangersGuess(nobody, '10.7.9');
    for (const id of [email, nobody]) {
      expect((await signIn(id, 'Secret123', '10.7.10.1')).res.json().errors).toEqual({
        captcha: ['Please complete the bot check.'],
      });
      const wrong = await signIn(id, 'Wrong1234', '10.7.10.1', { captcha: await solved() });
      expect(wrong.res.statusCode).toBe(422);
      expect(wrong.res.json()).toEqual({
        payload: null,
        errors: { id: [BAD], password: [BAD] },
        message: BAD,
        code: 'ValidationError',
      });
    }
  });

  it('keeps an address that made the guesses waiting, and a solution good for one attempt', async () => {
    const owner = await registerOneClick(app());
    for (let i = 0; i < 3; i++) await signIn(owner.id, 'Wrong1234', '10.7.11.1');
    const guesser = await signIn(owner.id, owner.password, '10.7.11.1', { captcha: await solved() });
    expect(guesser.res.statusCode).toBe(429);
    expect(Number(guesser.res.headers['retry-after'])).toBeGreaterThan(0);
    const captcha = await solved();
    expect((await signIn(owner.id, 'Wrong1234', '10.7.12.1', { captcha })).res.statusCode).toBe(422);
    const replayed = await signIn(owner.id, owner.password, '10.7.12.1', { captcha });
    expect(replayed.res.json().errors).toEqual({ captcha: ['The bot check failed. Please try again.'] });
  });
});

interface Extra {
  device?: string | undefined;
  captcha?: string;
}
