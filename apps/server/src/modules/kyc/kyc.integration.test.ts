import { KYC_STATUS } from '@meridian/contract/kyc';
import { jpegPhoto, pdf, pngPhoto } from '@meridian/providers/kyc/kyc.fixtures';
import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { accessToken, fillProfile, kycApp, kycOf, operatorCall, PASSPORT, submit, upload } from './kyc.fixtures.js';
import { KYC_BASE } from './kyc.mount.js';

describe('identity verification through the mounted provider', () => {
  const app = useApp(kycApp());

  const player = async (
    profile: Record<string, string> | null = { first_name: 'Ada', last_name: 'Lovelace', birthday: '1990-05-01' },
  ) => {
    const registered = await registerOneClick(app(), { country_id: 58, currency_id: 1 });
    if (profile) await fillProfile(app(), registered.token, profile);
    return registered;
  };
  const uploadPassport = async (kycToken: string) => {
    expect((await upload(app(), kycToken, 'front', jpegPhoto(1600, 1100))).statusCode).toBe(200);
    expect((await upload(app(), kycToken, 'selfie', pngPhoto(720, 960))).statusCode).toBe(200);
  };

  it('answers a token for the widget, the SDK that mounts it and when it expires; signed-in players only', async () => {
    const { token } = await player();
    const before = Math.floor(Date.now() / 1000);
    const answer = await accessToken(app(), token);
    expect(answer.token).toMatch(/^kyc_[A-Za-z0-9_-]{40,}$/);
    expect(answer.sdk_url).toBe(`${KYC_BASE}/sdk.js`);
    expect(answer.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(answer.expires_at).toBeLessThanOrEqual(before + 30 * 60 + 5);
    expect((await call(app(), 'GET', '/user/sumsub/access-token')).statusCode).toBe(401);
  });

  it('gives the provider the player’s profile, and the same applicant on every call', async () => {
    const { token } = await player();
    const first = await accessToken(app(), token);
    const second = await accessToken(app(), token, 'ru');
    const state = async (kycToken: string) =>
      (
        await app().inject({
          method: 'GET',
          url: `${KYC_BASE}/api/widget/applicant`,
          headers: { authorization: `Bearer ${kycToken}` },
        })
      ).json();
    const one = await state(first.token);
    expect(one).toMatchObject({
      status: 'init',
      profile: { first_name: 'Ada', last_name: 'Lovelace', birthday: '1990-05-01', country: 'CY' },
    });
    expect((await state(second.token)).applicant_id).toBe(one.applicant_id);
  });

  it('verifies a player end to end: token, uploads, submission, webhook, kyc 2 on the profile', async () => {
    const { token } = await player();
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.not_verified);
    const { token: kycToken } = await accessToken(app(), token);
    await uploadPassport(kycToken);
    const res = await submit(app(), kycToken, { ...PASSPORT, first_name: 'ADA', last_name: 'LOVELACE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'approved', reasons: [] });
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.verified);
  });

  it('shows a rejection the player can fix, then the verification of the corrected submission', async () => {
    const { token } = await player();
    const { token: kycToken } = await accessToken(app(), token);
    await uploadPassport(kycToken);
    const wrong = await submit(app(), kycToken, { ...PASSPORT, birthday: '1991-05-01' });
    expect(wrong.json()).toEqual({ status: 'rejected', reasons: ['birthday_mismatch'] });
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.rejected);
    await uploadPassport(kycToken);
    expect((await submit(app(), kycToken, PASSPORT)).json().status).toBe('approved');
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.verified);
  });

  it('puts a driving licence in review (kyc 4) until a person at the provider decides', async () => {
    const { token } = await player();
    const { token: kycToken } = await accessToken(app(), token);
    await uploadPassport(kycToken);
    expect((await upload(app(), kycToken, 'back', pdf())).statusCode).toBe(200);
    const res = await submit(app(), kycToken, { ...PASSPORT, document_type: 'driving_licence' });
    expect(res.json()).toEqual({ status: 'review', reasons: ['driving_licence'] });
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.review);
    const { applicant_id } = (
      await app().inject({
        method: 'GET',
        url: `${KYC_BASE}/api/widget/applicant`,
        headers: { authorization: `Bearer ${kycToken}` },
      })
    ).json();
    const queue = (await operatorCall(app(), 'GET', '/api/review-queue')).json().list;
    expect(queue.some((item: { applicant_id: string }) => item.applicant_id === applicant_id)).toBe(true);
    const decided = await operatorCall(app(), 'POST', `/api/applicants/${applicant_id}/decision`, {
      applicant_id,
      decision: 'rejected',
      reasons: ['The photo of the licence is blurred.'],
      operator: 'compliance@meridian',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.rejected);
  });

  it('never serves a player’s files without their token or the operator’s signature', async () => {
    const owner = await player();
    const other = await player(null);
    const { token: kycToken } = await accessToken(app(), owner.token);
    const { token: otherToken } = await accessToken(app(), other.token);
    const uploaded = await upload(app(), kycToken, 'front', jpegPhoto(1600, 1100));
    const state = await app().inject({
      method: 'GET',
      url: `${KYC_BASE}/api/widget/applicant`,
      headers: { authorization: `Bearer ${kycToken}` },
    });
    const url = `${KYC_BASE}/api/applicants/${state.json().applicant_id}/files/${uploaded.json().file.id}`;
    expect((await app().inject({ method: 'GET', url })).statusCode).toBe(401);
    // The player's own access token to the platform is not the provider's token.
    expect(
      (await app().inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}` } })).statusCode,
    ).toBe(401);
    expect(
      (await app().inject({ method: 'GET', url, headers: { authorization: `Bearer ${otherToken}` } })).statusCode,
    ).toBe(404);
    const own = await app().inject({ method: 'GET', url, headers: { authorization: `Bearer ${kycToken}` } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(jpegPhoto(1600, 1100))).toBe(true);
    expect((await operatorCall(app(), 'GET', url.slice(KYC_BASE.length))).statusCode).toBe(200);
  });

  it('documents both calls in the OpenAPI document, with their security and error answers', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json();
    const token = doc.paths['/api/v1/user/sumsub/access-token'].get;
    expect(token.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(token.responses).sort()).toEqual(['200', '401', '502']);
    const hook = doc.paths['/api/v1/kyc/webhook'].post;
    expect(hook.security).toEqual([{ kycSignature: [] }]);
    expect(Object.keys(hook.responses).sort()).toEqual(['200', '401', '404', '422']);
    expect(doc.components.securitySchemes.kycSignature).toMatchObject({ in: 'header', name: 'x-kyc-signature' });
    expect(Object.keys(doc.paths['/api/v1/payments/provider/withdrawals'].post.responses)).toContain('403');
  });

  it('lets only this site frame the widget by default, and talk to it', async () => {
    const page = await app().inject({
      method: 'GET',
      url: `${KYC_BASE}/widget?token=kyc_x&origin=http://localhost:80`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('data-parent="http://localhost:80"');
    const foreign = await app().inject({
      method: 'GET',
      url: `${KYC_BASE}/widget?token=kyc_x&origin=https://evil.example`,
    });
    expect(foreign.headers['content-security-policy']).not.toContain('evil.example');
    expect(foreign.body).toContain('data-parent=""');
  });
});
