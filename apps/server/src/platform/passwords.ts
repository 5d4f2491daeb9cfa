import { randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of the library's const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;
// OWASP's argon2id parameters (19 MiB, two passes, one lane).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (an unknown account) it still verifies
 * against a dummy hash, so the answer takes as long as for a real account.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('dummy-password-for-timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';

/** A password for one-click accounts: 12 characters with every kind, without look-alike letters. */
export function generatePassword(length = 12): string {
  const all = UPPER + LOWER + DIGITS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] as string;
}
