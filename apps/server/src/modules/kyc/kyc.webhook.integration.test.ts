/**
 * @module-tag engine
 */
import { KYC_SIGNATURE_HEADER, KYC_STATUS, KYC_TIMESTAMP_HEADER } from '@meridian/contract/kyc';
import { describe, expect, it } from 'vitest';
import { registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { signPayload } from '../../platform/signature.js';
import { KYC_SECRET, kycApp, kycOf, statusEvent, webhook } from './kyc.fixtures.js';

describe('POST /kyc/webhook', () => {
  const app = useApp(kycApp());
  const player = () => registerOneClick(app(), { country_id: 58, currency_id: 1 });
  const eventsOf = async (userId: number) =>
    app()
      .database.db.selectFrom('identity_verification_events')
      .select(['event_id', 'applied'])
      .where('user_id', '=', BigInt(userId))
      .execute();

  it('sets the user’s kyc from each status and answers it', async () => {
    const { id, token } = await player();
    const cases = [
      ['pending', KYC_STATUS.pending],
      ['review', KYC_STATUS.review],
      ['rejected', KYC_STATUS.rejected],
      ['approved', KYC_STATUS.verified],
    ] as const;
    let revision = 0;
    for (const [status, kyc] of cases) {
      const event = statusEvent(id, {
        status,
        revision: ++revision,
        reasons: status === 'rejected' ? ['underage'] : [],
      });
      const res = await webhook(app(), event);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payload).toEqual({ event_id: event.event_id, user_id: id, kyc, applied: true });
      expect(await kycOf(app(), token)).toBe(kyc);
    }
  });

  it('refuses a missing, wrong or stale signature, and changes nothing', async () => {
    const { id, token } = await player();
    const event = statusEvent(id);
    const missing = await webhook(app(), event, { unsigned: true });
    expect(missing.statusCode).toBe(401);
    const wrong = await webhook(app(), event, { secret: 'another-key-0123456789abcdef0123456789' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'Unauthorized', message: 'Invalid signature.' });
    const stale = await webhook(app(), event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('The request timestamp is outside the allowed window.');
    // The body signed is the body read: one changed byte and the signature no longer holds.
    const raw = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const tampered = await app().inject({
      method: 'POST',
      url: '/api/v1/kyc/webhook',
      headers: {
        'content-type': 'application/json',
        [KYC_TIMESTAMP_HEADER]: String(timestamp),
        [KYC_SIGNATURE_HEADER]: signPayload(KYC_SECRET, timestamp, raw),
      },
      payload: raw.replace('"revision":1', '"revision":9'),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.not_verified);
    expect(await eventsOf(id)).toEqual([]);
  });

  it('answers a replay as it answered the first delivery, and changes nothing', async () => {
    const { id, token } = await player();
    const approved = statusEvent(id, { status: 'approved', revision: 2 });
    const first = await webhook(app(), approved);
    expect(first.json().payload).toMatchObject({ kyc: KYC_STATUS.verified, applied: true });
    const rejected = statusEvent(id, { status: 'rejected', revision: 3, reasons: ['name_mismatch'] });
    await webhook(app(), rejected);
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.rejected);
    const replay = await webhook(app(), approved);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.rejected);
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('takes two deliveries of one event at once as one', async () => {
    const { id, token } = await player();
    const event = statusEvent(id, { status: 'review' });
    const answers = await Promise.all([webhook(app(), event), webhook(app(), event), webhook(app(), event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.review);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('never lets an older event overwrite a newer status', async () => {
    const { id, token } = await player();
    const newer = await webhook(app(), statusEvent(id, { status: 'approved', revision: 5 }));
    expect(newer.json().payload.applied).toBe(true);
    const older = await webhook(app(), statusEvent(id, { status: 'pending', revision: 4 }));
    expect(older.statusCode).toBe(200);
    expect(older.json().payload).toMatchObject({ kyc: KYC_STATUS.verified, applied: false });
    const same = await webhook(app(), statusEvent(id, { status: 'rejected', revision: 5 }));
    expect(same.json().payload.applied).toBe(false);
    expect(await kycOf(app(), token)).toBe(KYC_STATUS.verified);
    expect((await eventsOf(id)).map((e) => e.applied).sort()).toEqual([false, false, true]);
  });

  it('refuses an event for an unknown user (404) or with a bad body (422)', async () => {
    const unknown = await webhook(app(), statusEvent(999_999_999));
    expect(unknown.statusCode).toBe(404);
    const { id } = await player();
    const bad = await webhook(app(), { ...statusEvent(id), status: 'verified', revision: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['revision', 'status']);
    const notJson = await webhook(app(), {}, { raw: '{"event_id":' });
    expect(notJson.statusCode).toBe(422);
  });
});
