import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@meridian/contract/constants';

/** The cookie that marks a browser a player has signed in from before. */
export const DEVICE_COOKIE = 'meridian_device';
/** A known device stays known for a year after its last sign-in. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export interface KnownDevice {
  userId: bigint;
  /** Random per device: its own failure counter, so a stolen cookie does not make guessing free. */
  nonce: string;
}

/**
 * Device cookies (OWASP's "slow down online guessing attacks with device cookies"): a signed
 * `<user id>.<nonce>` handed out at each sign-in with the right password. Failed guesses lock out
 * only clients without one, so a stranger hammering an account never locks its owner out of the
 * browser they use.
 */
export class KnownDevices {
  constructor(private readonly key: string) {}

  /** A cookie for the account; `nonce` (from `nonceOf`) keeps the browser's id across the accounts signed in on it. */
  issue(userId: bigint, nonce: string = newNonce()): string {
    const body = `${userId}.${nonce}`;
    return `${body}.${this.sign(body)}`;
  }

  /**
   * The browser's id: the nonce of a good cookie it sent (whichever account it names), else a new
   * one. The exclusion register knows a device by it (docs/responsible-gaming.md).
   */
  nonceOf(value: string | undefined): string {
    return this.read(value)?.nonce ?? newNonce();
  }

  /** The device a cookie value names, or null when it is missing, malformed or not signed by us. */
  read(value: string | undefined): KnownDevice | null {
    const match = /^(\d{1,19})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    if (!match) return null;
    const [, id, nonce, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(`${id}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId: BigInt(id), nonce };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(`device:${body}`).digest('base64url');
  }
}

const newNonce = () => randomBytes(16).toString('base64url');

/** The value of one cookie in a `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The `Set-Cookie` of a device cookie: sent only to the sign-in and sign-up calls (under `/auth`),
 * unreadable by scripts, never on a cross-site request, and over HTTPS only when the site is served
 * over HTTPS.
 */
export function deviceCookieHeader(value: string, secure: boolean): string {
  const attributes = [`Path=${API_BASE}/auth`, `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return `${DEVICE_COOKIE}=${value}; ${attributes.join('; ')}`;
}
