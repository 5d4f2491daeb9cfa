import { captchaChallengeSchema } from '@meridian/contract/auth';
import { solveChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../test/accounts.js';
import { startApp, useApp } from '../../test/helper.js';

describe('ALTCHA bot check', () => {
  const app = useApp({ captchaProvider: 'altcha' });

  async function solved(): Promise<string> {
    const res = await call(app(), 'GET', '/auth/captcha');
    const challenge = captchaChallengeSchema.parse(res.json().payload);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    if (!solution) throw new Error('unsolved');
    return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
  }

  const oneClick = (captcha?: string) =>
    call(app(), 'POST', '/auth/registration', { body: { type_id: 3, group_id: 1, fields: {}, captcha } });

  it('refuses sign-up without a solution or with a wrong one, on errors.captcha', async () => {
    const missing = await oneClick();
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ captcha: ['Please complete the bot check.'] });
    const wrong = await oneClick(Buffer.from('{"salt":"x","number":1}').toString('base64'));
    expect(wrong.json().errors).toEqual({ captcha: ['The bot check failed. Please try again.'] });
  });

  it('accepts a solved challenge once', async () => {
    const answer = await solved();
    expect((await oneClick(answer)).statusCode).toBe(200);
    const replay = await oneClick(answer);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.captcha).toBeDefined();
  });

  it('guards sign-in and recovery too', async () => {
    const login = await call(app(), 'POST', '/auth/login', { body: { id: '10000001', password: 'Secret123' } });
    expect(login.json().errors).toEqual({ captcha: ['Please complete the bot check.'] });
    const recovery = await call(app(), 'POST', '/auth/password/recovery', { body: { email: 'a@b.cd' } });
    expect(recovery.json().errors).toEqual({ captcha: ['Please complete the bot check.'] });
  });

  it('reports the provider in the settings', async () => {
    const settings = (await call(app(), 'GET', '/settings')).json().payload;
    expect(settings.services.captcha.provider).toBe('altcha');
  });
});

describe('CAPTCHA_PROVIDER=none', () => {
  it('signs up without a bot check', async () => {
    const app = await startApp({ captchaProvider: 'none' });
    try {
      await registerOneClick(app);
    } finally {
      await app.close();
    }
  });
});
