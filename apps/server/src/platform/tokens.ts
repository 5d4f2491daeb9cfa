import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { BoundedMap } from './bounded-map.js';

/** Access tokens live 15 minutes; the session's refresh token 30 days (rotated on every use). */
export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 3600;

export interface AccessClaims {
  /** The user id. */
  sub: string;
  /** The session id. */
  sid: string;
  /** Whether the session passed the second factor when the token was issued. */
  tfa: boolean;
}

/** Signs and checks access tokens (HS256) and makes opaque refresh tokens. */
/** Tokens whose check is remembered; a player's token comes with every call of its 15 minutes. */
const VERIFIED_TOKENS = 5_000;

export class TokenSigner {
  private readonly key: KeyObject;
  /**
   * Token → its claims and expiry, for tokens this signer has checked (the oldest are forgotten first).
   * Keyed by the exact string, and only canonical spellings pass the check, so no other spelling hits it.
   */
  readonly #verified = new BoundedMap<string, { claims: AccessClaims; exp: number; nbf: number }>(VERIFIED_TOKENS);

  private readonly audience: string | undefined;
  readonly ttlS: number;

  /**
   * `audience`: who the tokens are for. Players' tokens carry none; an operator's carry theirs. Each
   * signer accepts only its own, so a token of one never opens the other's calls, even under one key.
   */
  constructor(secret: string, options: { audience?: string; ttlS?: number } = {}) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
    this.audience = options.audience;
    this.ttlS = options.ttlS ?? ACCESS_TTL_S;
  }

  signAccess(claims: AccessClaims): Promise<string> {
    const jwt = new SignJWT({ sid: claims.sid, tfa: claims.tfa })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlS}s`);
    if (this.audience) jwt.setAudience(this.audience);
    return jwt.sign(this.key);
  }

  /**
   * The claims of a valid, unexpired token, or null. Checked here with a synchronous HMAC: every
   * signed-in call checks a token, and WebCrypto's asynchronous job costs far more than the hash.
   * Only the header this signer writes is accepted, so no other algorithm can be smuggled in.
   */
  verifyAccess(token: string, nowS = Math.floor(Date.now() / 1000)): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) return Promise.resolve(known.exp > nowS && known.nbf <= nowS ? known.claims : null);
    return Promise.resolve(this.#verify(token, nowS));
  }

  #verify(token: string, nowS: number): AccessClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every(isCanonicalSegment)) return null;
    const [header, body, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', this.key).update(`${header}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const head = parseJsonObject(header);
    if (head?.alg !== 'HS256' || (head.typ !== undefined && head.typ !== 'JWT') || head.crit !== undefined) return null;
    const payload = parseJsonObject(body);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (payload.aud !== this.audience) return null;
    if (typeof payload.exp !== 'number' || payload.exp <= nowS) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowS)) return null;
    const claims = { sub: payload.sub, sid: payload.sid, tfa: payload.tfa === true };
    this.#verified.set(token, { claims, exp: payload.exp, nbf: typeof payload.nbf === 'number' ? payload.nbf : 0 });
    return claims;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a segment is in the one spelling this signer writes: base64url without padding, whose
 * unused low bits are zero. Node's decoder skips foreign characters and ignores those bits, so
 * without this a token with `!!` appended or another last character would check as the same bytes.
 */
function isCanonicalSegment(segment: string): boolean {
  return BASE64URL.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment;
}

/** A base64url JSON object of a token, or null. */
function parseJsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A new opaque token (refresh tokens, code tokens) and the hash that is stored in its place. */
export function opaqueToken(bytes = 32): { token: string; hash: string } {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
