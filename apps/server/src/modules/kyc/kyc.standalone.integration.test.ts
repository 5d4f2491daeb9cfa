/**
 * @module-tag engine
 */
import { KYC_STATUS } from '@meridian/contract/kyc';
import { jpegPhoto, pngPhoto } from '@meridian/providers/kyc/kyc.fixtures';
import { buildKycServer } from '@meridian/providers/kyc/kyc.standalone';
import { describe, expect, it } from 'vitest';
import { registerOneClick } from '../../../test/accounts.js';
import { useStandaloneProvider } from '../../../test/standalone-provider.js';
import { accessToken, fillProfile, KYC_SECRET, kycApp, kycOf, PASSPORT, submit, upload } from './kyc.fixtures.js';

/**
 * The verification provider as a service of its own (KYC_URL): the platform asks it for the
 * widget's token over the network, the player's widget talks to it on its own origin, and its
 * decision comes back to the platform as a signed webhook across HTTP.
 */
describe('the verification provider running on its own', () => {
  const started = useStandaloneProvider(
    'kyc',
    (url) => kycApp({ url }),
    (operatorUrl, database) => buildKycServer({ operatorUrl, secret: KYC_SECRET, ...database }),
  );

  it('verifies a player: token from the provider, uploads and submission there, the webhook back', async () => {
    const { node, provider, providerUrl } = started();
    expect((await node.inject({ method: 'GET', url: '/providers/kyc/sdk.js' })).statusCode).toBe(404);
    const { token } = await registerOneClick(node, { country_id: 58, currency_id: 1 });
    await fillProfile(node, token, { first_name: 'Ada', last_name: 'Lovelace', birthday: '1990-05-01' });
    const answer = await accessToken(node, token);
    // The SDK loads from the provider's own origin, which the site's page policy allows.
    expect(answer.sdk_url).toBe(`${providerUrl}/providers/kyc/sdk.js`);
    const policy = String((await node.inject({ method: 'GET', url: '/profile' })).headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`script-src [^;]*${providerUrl}`));

    expect((await upload(provider.app, answer.token, 'front', jpegPhoto(1600, 1100))).statusCode).toBe(200);
    expect((await upload(provider.app, answer.token, 'selfie', pngPhoto(720, 960))).statusCode).toBe(200);
    const res = await submit(provider.app, answer.token, PASSPORT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'approved', reasons: [] });
    expect(await kycOf(node, token)).toBe(KYC_STATUS.verified);
  });
});
