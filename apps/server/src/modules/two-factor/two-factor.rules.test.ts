import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, totpMatches, totpOf } from './two-factor.rules.js';

describe('totpMatches', () => {
  const totp = totpOf(newTotpSecret(), '10000001');
  const now = Date.UTC(2026, 0, 1, 12, 0, 15);

  it('accepts the code of the current step and of one step either side', () => {
    for (const offset of [-30_000, 0, 30_000]) {
      expect(totpMatches(totp, totp.generate({ timestamp: now + offset }), now)).toBe(true);
    }
  });

  it('refuses a code two steps away, a malformed code and a wrong code', () => {
    expect(totpMatches(totp, totp.generate({ timestamp: now - 60_000 }), now)).toBe(false);
    expect(totpMatches(totp, 'abcdef', now)).toBe(false);
    const right = totp.generate({ timestamp: now });
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(totpMatches(totp, wrong, now)).toBe(false);
  });
});

describe('newRecoveryCodes', () => {
  it('makes eight distinct codes that survive case and dash changes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(8);
    const first = codes[0] as string;
    expect(normalizeRecoveryCode(first.toUpperCase().replace('-', ' '))).toBe(normalizeRecoveryCode(first));
  });
});
