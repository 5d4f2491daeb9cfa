import { createHmac, timingSafeEqual } from 'node:crypto';

/** Operator calls older or newer than this are refused. */
export const SIGNATURE_WINDOW_S = 5 * 60;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Whether a call to a provider's operator API is the operator's: hex(HMAC-SHA256(key, timestamp +
 * "." + raw body)) in `x-casino-signature`, the timestamp (unix seconds) in `x-casino-timestamp`
 * and within SIGNATURE_WINDOW_S of now. The comparison takes constant time.
 */
export function signedByOperator(
  secret: string,
  headers: Readonly<Record<string, unknown>>,
  rawBody: string,
  nowMs: number,
): boolean {
  const timestamp = text(headers['x-casino-timestamp']);
  const signature = text(headers['x-casino-signature']);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return false;
  return Math.abs(nowMs / 1000 - Number(timestamp)) <= SIGNATURE_WINDOW_S;
}
