import { isStrongPassword } from '@meridian/contract/validation';
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret123')).toBe(false);
  });

  it('answers false for an unknown account after doing the same work', async () => {
    expect(await verifyPassword(null, 'Secret123')).toBe(false);
  });

  it('generates strong passwords that pass the sign-up rule', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    for (const p of passwords) expect(isStrongPassword(p) && p.length === 12).toBe(true);
    expect(new Set(passwords).size).toBe(200);
  });
});
