import { KYC_STATUS } from '@meridian/contract/kyc';
import type { IdentityReview } from '@meridian/contract/operator-identity';
import { jpegPhoto, pdf, pngPhoto } from '@meridian/providers/kyc/kyc.fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { accessToken, fillProfile, kycApp, kycOf, PASSPORT, submit, upload } from './kyc.fixtures.js';

/** A player whose driving licence waits for a person at the provider, with the bytes of each file sent. */
async function playerInReview(app: ReturnType<ReturnType<typeof useApp>>, lastName = 'Lovelace') {
  const player = await registerOneClick(app, { country_id: 58, currency_id: 1 });
  await fillProfile(app, player.token, { first_name: 'Ada', last_name: lastName, birthday: '1990-05-01' });
  const { token } = await accessToken(app, player.token);
  const sent = { front: jpegPhoto(1600, 1100), back: pdf(), selfie: pngPhoto(720, 960) };
  for (const [kind, bytes] of Object.entries(sent)) {
    const res = await upload(app, token, kind as keyof typeof sent, bytes);
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await submit(app, token, { ...PASSPORT, last_name: lastName, document_type: 'driving_licence' });
  expect(res.json()).toEqual({ status: 'review', reasons: ['driving_licence'] });
  return { ...player, sent };
}

describe('identity review in the back office, through the provider’s operator API', () => {
  const app = useApp(kycApp());
  let identity: string;
  let viewer: string;

  beforeAll(async () => {
    const clock = operatorClock(app());
    identity = (await newSignedInOperator(app(), clock, 'identity')).token;
    viewer = (await newSignedInOperator(app(), clock, 'viewer')).token;
  });

  const queue = async (token = identity): Promise<IdentityReview[]> => {
    const res = await adminCall(app(), 'GET', '/identity-reviews', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.list;
  };
  const decide = (applicantId: string, body: unknown, token = identity) =>
    adminCall(app(), 'POST', `/identity-reviews/${applicantId}/decision`, { token, body });
  const auditOf = (applicantId: string) =>
    app()
      .database.db.selectFrom('operator_audit_log')
      .select(['action', 'after', 'reason', 'operator_role'])
      .where('target', '=', `applicant:${applicantId}`)
      .execute();

  it('lists an applicant in review beside its player, and serves each file as sent, for a sandbox only', async () => {
    const player = await playerInReview(app());
    const item = (await queue()).find((entry) => entry.player?.id === player.id);
    expect(item).toMatchObject({
      player: { id: player.id, first_name: 'Ada', last_name: 'Lovelace', kyc: 'review' },
      profile: { first_name: 'Ada', last_name: 'Lovelace', birthday: '1990-05-01', country: 'CY' },
      submission: {
        document_type: 'driving_licence',
        document_number: PASSPORT.document_number,
        reasons: ['driving_licence'],
      },
    });
    expect(item?.files.map((file) => [file.kind, file.mime]).sort()).toEqual([
      ['back', 'application/pdf'],
      ['front', 'image/jpeg'],
      ['selfie', 'image/png'],
    ]);

    for (const file of item?.files ?? []) {
      const res = await adminCall(app(), 'GET', `/identity-reviews/${item?.applicant_id}/files/${file.id}`, {
        token: identity,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(file.mime);
      expect(res.rawPayload.equals(player.sent[file.kind as keyof typeof player.sent])).toBe(true);
      expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const missing = `/identity-reviews/${item?.applicant_id}/files/f_${'0'.repeat(32)}`;
    expect((await adminCall(app(), 'GET', missing, { token: identity })).statusCode).toBe(404);
    const malformed = `/identity-reviews/${item?.applicant_id}/files/..%2F..%2Fapi%2Freview-queue`;
    expect((await adminCall(app(), 'GET', malformed, { token: identity })).statusCode).toBe(422);
  });

  it('approves once: the provider tells the platform, the player is verified, the audit keeps the reason', async () => {
    const player = await playerInReview(app());
    const item = (await queue()).find((entry) => entry.player?.id === player.id) as IdentityReview;

    const reasonsOnApproval = await decide(item.applicant_id, {
      decision: 'approved',
      reasons: ['fine'],
      reason: 'Licence checked against the selfie',
    });
    expect(reasonsOnApproval.statusCode).toBe(422);
    expect(await kycOf(app(), player.token)).toBe(KYC_STATUS.review);

    const approved = await decide(item.applicant_id, {
      decision: 'approved',
      reason: 'Licence checked against the selfie',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().payload).toEqual({ applicant_id: item.applicant_id, status: 'approved', reasons: [] });
    expect(await kycOf(app(), player.token)).toBe(KYC_STATUS.verified);
    expect((await queue()).some((entry) => entry.applicant_id === item.applicant_id)).toBe(false);

    const again = await decide(item.applicant_id, { decision: 'rejected', reasons: ['late'], reason: 'second look' });
    expect(again.statusCode).toBe(409);
    expect(await kycOf(app(), player.token)).toBe(KYC_STATUS.verified);
    expect(await auditOf(item.applicant_id)).toEqual([
      {
        action: 'identity.decided',
        after: { status: 'approved', reasons: [] },
        reason: 'Licence checked against the selfie',
        operator_role: 'identity',
      },
    ]);
  });

  it('rejects with the reasons the player reads, and refuses a rejection without one', async () => {
    const player = await playerInReview(app(), 'Byron');
    const item = (await queue()).find((entry) => entry.player?.id === player.id) as IdentityReview;
    const bare = await decide(item.applicant_id, { decision: 'rejected', reason: 'Blurred licence' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toHaveProperty('reasons');

    const rejected = await decide(item.applicant_id, {
      decision: 'rejected',
      reasons: ['document_expired', '  The photo of the licence is blurred.  '],
      reason: 'Blurred licence',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().payload.reasons).toEqual(['document_expired', 'The photo of the licence is blurred.']);
    expect(await kycOf(app(), player.token)).toBe(KYC_STATUS.rejected);
    expect((await auditOf(item.applicant_id))[0]?.after).toEqual({
      status: 'rejected',
      reasons: ['document_expired', 'The photo of the licence is blurred.'],
    });
  });

  it('answers 404 for an applicant the provider does not know, and 403 to roles without identity review', async () => {
    expect((await decide('app_nobody', { decision: 'approved', reason: 'checked' })).statusCode).toBe(404);
    const player = await playerInReview(app(), 'Babbage');
    const item = (await queue()).find((entry) => entry.player?.id === player.id) as IdentityReview;
    expect((await adminCall(app(), 'GET', '/identity-reviews', { token: viewer })).statusCode).toBe(403);
    const file = `/identity-reviews/${item.applicant_id}/files/${item.files[0]?.id}`;
    expect((await adminCall(app(), 'GET', file, { token: viewer })).statusCode).toBe(403);
    expect((await decide(item.applicant_id, { decision: 'approved', reason: 'checked' }, viewer)).statusCode).toBe(403);
    expect(await kycOf(app(), player.token)).toBe(KYC_STATUS.review);
  });
});

describe('identity review while the verification provider cannot be reached', () => {
  // A provider of its own (KYC_URL) at an address nothing listens on.
  const app = useApp(kycApp({ url: 'http://127.0.0.1:9' }));

  it('answers 502 and changes nothing', async () => {
    const clock = operatorClock(app());
    const { token } = await newSignedInOperator(app(), clock, 'identity');
    const list = await adminCall(app(), 'GET', '/identity-reviews', { token });
    expect(list.statusCode).toBe(502);
    expect(list.json().code).toBe('ProviderUnavailable');
    const decided = await adminCall(app(), 'POST', '/identity-reviews/app_x/decision', {
      token,
      body: { decision: 'approved', reason: 'checked' },
    });
    expect(decided.statusCode).toBe(502);
    const audit = await app()
      .database.db.selectFrom('operator_audit_log')
      .select('id')
      .where('action', '=', 'identity.decided')
      .execute();
    expect(audit).toEqual([]);
  });
});
