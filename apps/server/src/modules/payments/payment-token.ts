import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** The payment frame's token lives 30 minutes: long enough to type card details, short if leaked. */
export const PAYMENT_TOKEN_TTL_S = 30 * 60;

export interface PaymentTokenClaims {
  userId: bigint;
  walletId: bigint;
}

/**
 * Signs the token the payment frame carries (player and wallet), with a key of its own: an access
 * token is never accepted as a payment token, nor the other way round.
 */
export class PaymentTokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: PaymentTokenClaims, nowS = Math.floor(Date.now() / 1000)) {
    const expiresAt = nowS + PAYMENT_TOKEN_TTL_S;
    const token = await new SignJWT({ wal: String(claims.walletId), typ: 'payment' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(nowS)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired payment token, or null. */
  async verify(token: string): Promise<PaymentTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== 'payment' || typeof payload.sub !== 'string' || typeof payload.wal !== 'string') return null;
      if (!/^\d+$/.test(payload.sub) || !/^\d+$/.test(payload.wal)) return null;
      return { userId: BigInt(payload.sub), walletId: BigInt(payload.wal) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
