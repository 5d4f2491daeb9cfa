import { describe, expect, it } from 'vitest';
import { ACCESS_TTL_S, TokenSigner } from './tokens.js';

const claims = { sub: '42', sid: '7', tfa: true };

function segment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('TokenSigner', () => {
  const signer = new TokenSigner('a secret of the test');

  it('reads back the claims of a token it signed until the token expires', async () => {
    const token = await signer.signAccess(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    const nowS = Math.floor(Date.now() / 1000);
    expect(await signer.verifyAccess(token, nowS + ACCESS_TTL_S - 5)).toEqual(claims);
    expect(await signer.verifyAccess(token, nowS + ACCESS_TTL_S + 5)).toBeNull();
  });

  it('refuses a token of another secret, a changed payload, another algorithm or garbage', async () => {
    const token = await signer.signAccess(claims);
    expect(await new TokenSigner('another secret').verifyAccess(token)).toBeNull();

    const [header, , signature] = token.split('.');
    const exp = Math.floor(Date.now() / 1000) + 600;
    const forged = `${header}.${segment({ ...claims, sub: '43', exp })}.${signature}`;
    expect(await signer.verifyAccess(forged)).toBeNull();

    const unsigned = `${segment({ alg: 'none', typ: 'JWT' })}.${segment({ ...claims, exp })}.`;
    expect(await signer.verifyAccess(unsigned)).toBeNull();

    for (const garbage of ['', 'a.b', 'a.b.c', `${token}.x`, token.slice(0, -2)]) {
      expect(await signer.verifyAccess(garbage)).toBeNull();
    }
  });

  it('accepts only the exact spelling it issued, before and after the check is remembered', async () => {
    const token = await signer.signAccess(claims);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const sameBytes = [...alphabet]
      .map((last) => signature.slice(0, -1) + last)
      .filter(
        (other) => other !== signature && Buffer.from(other, 'base64url').equals(Buffer.from(signature, 'base64url')),
      )
      .map((other) => token.slice(0, token.lastIndexOf('.') + 1) + other);
    expect(sameBytes.length).toBeGreaterThan(0);
    const spellings = [`${token}!!`, `${token}=`, ...sameBytes, token.replace('.', '.=')];

    // Unchecked so far: the first check refuses them.
    const fresh = new TokenSigner('a secret of the test');
    for (const spelling of spellings) expect(await fresh.verifyAccess(spelling)).toBeNull();
    // Once the issued token is remembered, its other spellings still do not pass.
    expect(await fresh.verifyAccess(token)).toEqual(claims);
    for (const spelling of spellings) expect(await fresh.verifyAccess(spelling)).toBeNull();
    expect(await fresh.verifyAccess(token)).toEqual(claims);
  });
});
