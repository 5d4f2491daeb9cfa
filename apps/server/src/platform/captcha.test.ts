import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { CaptchaService, recaptchaRequest } from './captcha.js';

describe('recaptchaRequest', () => {
  it('posts the secret, the token and the client address as a form to the verification address', () => {
    const { url, init } = recaptchaRequest('s3cret', 'tok', '203.0.113.9');
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      secret: 's3cret',
      response: 'tok',
      remoteip: '203.0.113.9',
    });
  });
});

describe('CaptchaService with reCAPTCHA', () => {
  const db = {} as Database;
  const config = { captchaProvider: 'recaptcha' as const, recaptchaSecret: 's3cret' };

  it('accepts when the verification answers success', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ success: true })));
    await expect(new CaptchaService(db, config, 'k', fetchImpl).verify('tok', '203.0.113.9')).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it('refuses on failure and when the service cannot be reached', async () => {
    const failing = vi.fn(async () => new Response(JSON.stringify({ success: false })));
    await expect(new CaptchaService(db, config, 'k', failing).verify('tok', '1.2.3.4')).rejects.toMatchObject({
      status: 422,
      errors: { captcha: ['The bot check failed. Please try again.'] },
    });
    const down = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(new CaptchaService(db, config, 'k', down).verify('tok', '1.2.3.4')).rejects.toMatchObject({
      status: 422,
    });
  });
});
