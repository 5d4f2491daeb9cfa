import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const ISSUER = 'Meridian';
export const RECOVERY_CODE_COUNT = 8;

/** The TOTP of a player: SHA1, six digits, 30-second steps, as every authenticator app reads it. */
export function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a code belongs to when it matches the current step or one either side (clock drift
 * of the phone), else null.
 */
export function totpStep(totp: TOTP, code: string, timestamp = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp.validate({ token, window: 1, timestamp });
  return delta === null ? null : Math.floor(timestamp / 1000 / totp.period) + delta;
}

export const totpMatches = (totp: TOTP, code: string, timestamp = Date.now()) =>
  totpStep(totp, code, timestamp) !== null;

/** Recovery codes like `a1b2c-3d4e5`: 40 random bits each, shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

/** Recovery codes are compared without case, spaces or the dash. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, '');
