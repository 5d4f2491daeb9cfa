import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How third parties and the platform sign the calls between them (the cashier's webhooks, the game
 * providers' wallet calls and the platform's calls to them): an HMAC of a timestamp and the raw body.
 */

/** Provider calls older or newer than this (seconds) are refused: a captured call cannot be replayed later. */
export const SIGNATURE_WINDOW_S = 5 * 60;

/** hex(HMAC-SHA256(secret, timestamp + "." + raw body)). */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export type SignatureCheck = 'ok' | 'bad_signature' | 'stale';

/** Checks a provider call's signature and timestamp window (constant-time compare). */
export function checkSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  nowS = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/.test(signature)) {
    return 'bad_signature';
  }
  const expected = Buffer.from(signPayload(secret, Number(timestamp), body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad_signature';
  if (Math.abs(nowS - Number(timestamp)) > SIGNATURE_WINDOW_S) return 'stale';
  return 'ok';
}
