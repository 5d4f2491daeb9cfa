/**
 * Round states hold bigints (stakes, payouts, exact multipliers). They are stored with each bigint
 * as `{ "$bigint": "123" }` and read back as bigints; answers to the game page carry plain numbers.
 */
const TAG = '$bigint';

export function encodeState(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? { [TAG]: v.toString() } : v));
}

/** Revives a stored state (already parsed by the driver, or as text). */
export function decodeState(value: unknown): unknown {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return revive(parsed);
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]?.[0] === TAG && typeof entries[0][1] === 'string') {
      return BigInt(entries[0][1]);
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, revive(v)]));
  }
  return value;
}

/** A value for the game page: bigints become numbers (every amount is a safe integer). */
export function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}
