import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { validationFailed } from './errors.js';

const CHALLENGE_TTL_MS = 10 * 60_000;
// About a second of work in a browser: enough to price out scripted sign-ups, not to annoy a person.
const MAX_NUMBER = 100_000;
const RECAPTCHA_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type Fetch = typeof fetch;

/** The request reCAPTCHA's verification expects: a form with the secret, the token and the address. */
export function recaptchaRequest(secret: string, token: string, ip: string): { url: string; init: RequestInit } {
  const body = new URLSearchParams({ secret, response: token, remoteip: ip });
  return {
    url: RECAPTCHA_URL,
    init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() },
  };
}

/** The bot check on sign-in, sign-up and recovery: ALTCHA by default, reCAPTCHA, or none (tests). */
export class CaptchaService {
  constructor(
    private readonly db: Database,
    private readonly config: Pick<AppConfig, 'captchaProvider' | 'recaptchaSecret'>,
    private readonly hmacKey: string,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  get provider(): AppConfig['captchaProvider'] {
    return this.config.captchaProvider;
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: MAX_NUMBER,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  /**
   * Throws 422 with `errors.captcha` unless the answer is a fresh, valid, unused solution.
   * `required` asks for one even where the bot check is off: the built-in ALTCHA then, which needs
   * no third party (sign-in past an account's limit of wrong passwords).
   */
  async verify(answer: string | undefined, ip: string, required = false): Promise<void> {
    const provider = this.provider === 'none' && required ? 'altcha' : this.provider;
    if (provider === 'none') return;
    if (!answer) throw captchaError('Please complete the bot check.');
    const valid = provider === 'recaptcha' ? await this.verifyRecaptcha(answer, ip) : await this.verifyAltcha(answer);
    if (!valid) throw captchaError('The bot check failed. Please try again.');
  }

  private async verifyAltcha(answer: string): Promise<boolean> {
    let payload: { salt?: unknown } & Partial<Challenge>;
    try {
      payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (typeof payload?.salt !== 'string') return false;
    if (!(await verifySolution(answer, this.hmacKey, true).catch(() => false))) return false;
    // A solution is good once: remember its salt until the challenge would have expired anyway.
    const expires = Number(extractParams(payload as Challenge).expires);
    const expiresAt = new Date(
      Number.isFinite(expires) && expires > 0 ? expires * 1000 : Date.now() + CHALLENGE_TTL_MS,
    );
    const inserted = await this.db
      .insertInto('captcha_solutions')
      .values({ salt: payload.salt, expires_at: expiresAt })
      .onConflict((oc) => oc.column('salt').doNothing())
      .returning('salt')
      .executeTakeFirst();
    if (Math.random() < 0.01) {
      await this.db.deleteFrom('captcha_solutions').where('expires_at', '<', new Date()).execute();
    }
    return inserted !== undefined;
  }

  private async verifyRecaptcha(token: string, ip: string): Promise<boolean> {
    const secret = this.config.recaptchaSecret;
    if (!secret) return false;
    const { url, init } = recaptchaRequest(secret, token, ip);
    try {
      const res = await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(5000) });
      const body = (await res.json()) as { success?: boolean };
      return body.success === true;
    } catch {
      return false;
    }
  }
}

const captchaError = (message: string) => validationFailed({ captcha: [message] }, message);
