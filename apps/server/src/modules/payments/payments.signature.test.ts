import { describe, expect, it } from 'vitest';
import { PaymentTokenSigner } from './payment-token.js';
import { checkSignature, signPayload } from './payments.signature.js';

describe('provider call signatures', () => {
  const secret = 'a-secret-of-at-least-thirty-two-chars';
  const now = 1_800_000_000;

  it('accepts its own signature inside the window only', () => {
    const body = '{"a":1}';
    const signature = signPayload(secret, now, body);
    expect(checkSignature(secret, { timestamp: String(now), signature }, body, now + 299)).toBe('ok');
    expect(checkSignature(secret, { timestamp: String(now), signature }, body, now + 301)).toBe('stale');
    expect(checkSignature(secret, { timestamp: String(now), signature }, '{"a":2}', now)).toBe('bad_signature');
    expect(checkSignature('another', { timestamp: String(now), signature }, body, now)).toBe('bad_signature');
    expect(checkSignature(secret, { timestamp: undefined, signature }, body, now)).toBe('bad_signature');
    expect(checkSignature(secret, { timestamp: String(now), signature: 'ab' }, body, now)).toBe('bad_signature');
  });
});

describe('payment tokens', () => {
  it('carry the player and wallet, and refuse other keys and expired tokens', async () => {
    const signer = new PaymentTokenSigner('one-key');
    const { token } = await signer.sign({ userId: 7n, walletId: 9n });
    expect(await signer.verify(token)).toEqual({ userId: 7n, walletId: 9n });
    expect(await new PaymentTokenSigner('other-key').verify(token)).toBeNull();
    const old = await signer.sign({ userId: 7n, walletId: 9n }, Math.floor(Date.now() / 1000) - 3_600);
    expect(await signer.verify(old.token)).toBeNull();
    expect(await signer.verify('garbage')).toBeNull();
  });
});
