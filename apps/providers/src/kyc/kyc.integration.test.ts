import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioDatabase } from '../shared/studio-database.js';
import { providerTestDatabase } from '../shared/test-database.js';
import { KYC_SCHEMA, registerKyc } from './kyc.entry.js';
import { jpeg, jpegPhoto, noisePng, pdf, pngPhoto } from './kyc.fixtures.js';
import type { OperatorRequest, OperatorResponse } from './kyc.operator-client.js';
import { SIGNATURE_HEADER, signKyc, TIMESTAMP_HEADER } from './kyc.operator-client.js';
import type { KycService } from './kyc.service.js';

const SECRET = 'kyc-provider-test-secret-0123456789abcdef';
const BASE = '/kyc';
const SITE = 'https://casino.example';

describe('the verification provider on its own', () => {
  let app: FastifyInstance;
  let kyc: KycService;
  let database: StudioDatabase & { schema: string };
  let assetsDir: string;
  const webhooks: OperatorRequest[] = [];
  let answer: () => OperatorResponse = () => ({ status: 200, body: '{}' });
  let clock = Date.now();

  beforeAll(async () => {
    database = await providerTestDatabase(KYC_SCHEMA, 'kyc_test');
    assetsDir = mkdtempSync(join(tmpdir(), 'kyc-assets-'));
    await buildClient(assetsDir);
    app = Fastify();
    kyc = await registerKyc(app, {
      sql: database.sql,
      schema: database.schema,
      transport: async (request) => {
        webhooks.push(request);
        return answer();
      },
      webhookPath: '/operator/kyc-webhook',
      secret: SECRET,
      base: BASE,
      operatorSites: [SITE],
      assetsDir,
      now: () => new Date(clock),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(assetsDir, { recursive: true, force: true });
  });

  /** A call of the operator's API, signed (or with the given timestamp, or a wrong key). */
  const operator = (
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    options: { secret?: string; at?: number } = {},
  ) => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = options.at ?? Math.floor(clock / 1000);
    return app.inject({
      method,
      url: `${BASE}${url}`,
      headers: {
        ...(raw ? { 'content-type': 'application/json' } : {}),
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signKyc(options.secret ?? SECRET, timestamp, raw),
      },
      ...(raw ? { payload: raw } : {}),
    });
  };
  let users = 0;
  const applicant = async (profile: Record<string, unknown> = {}) => {
    const user = `u${++users}-${Date.now()}`;
    const res = await operator('POST', '/api/applicants/access-token', {
      user,
      level: 'identity',
      profile: { first_name: 'Ada', last_name: 'Lovelace', birthday: '1990-05-01', country: 'CY', ...profile },
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { user, ...(res.json() as { token: string; expires_at: number; applicant_id: string }) };
  };
  const upload = (token: string | null, kind: string, bytes: Buffer, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: `${BASE}/api/widget/files/${kind}?lang=${lang}`,
      headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: bytes,
    });
  const submit = (token: string, body: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/api/widget/submit`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const details = {
    document_type: 'passport',
    country: 'CY',
    first_name: 'ADA',
    last_name: 'LOVELACE',
    birthday: '1990-05-01',
    document_number: 'K1234567',
    document_expiry: '2034-06-30',
  };
  const fileCount = async (applicantId: string) =>
    Number(
      (
        await database.sql.query<{ n: number }>(
          `select count(*)::int as n from ${database.schema}.kyc_files where applicant_id = $1`,
          [applicantId],
        )
      )[0]?.n,
    );
  const eventsOf = (applicantId: string) =>
    webhooks.map((w) => JSON.parse(w.body ?? '')).filter((body) => body.applicant_id === applicantId);

  it('refuses operator calls that are unsigned, signed with another key or stale', async () => {
    const body = { user: 'u-x', level: 'identity', profile: { country: 'CY' } };
    const unsigned = await app.inject({ method: 'POST', url: `${BASE}/api/applicants/access-token`, payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect((await operator('POST', '/api/applicants/access-token', body, { secret: 'x'.repeat(40) })).statusCode).toBe(
      401,
    );
    const stale = Math.floor(clock / 1000) - 600;
    expect((await operator('POST', '/api/applicants/access-token', body, { at: stale })).statusCode).toBe(401);
    expect((await operator('GET', '/api/review-queue', undefined, { at: stale })).statusCode).toBe(401);
  });

  it('keeps one applicant per user, updating its profile on every call, and answers a short-lived token', async () => {
    const first = await applicant();
    expect(first.expires_at).toBe(Math.floor(clock / 1000) + 30 * 60);
    const again = await operator('POST', '/api/applicants/access-token', {
      user: first.user,
      level: 'identity',
      profile: { first_name: 'Augusta Ada', country: 'GB' },
    });
    expect(again.json().applicant_id).toBe(first.applicant_id);
    expect(again.json().token).not.toBe(first.token);
    const state = await app.inject({
      method: 'GET',
      url: `${BASE}/api/widget/applicant`,
      headers: { authorization: `Bearer ${again.json().token}` },
    });
    expect(state.json()).toMatchObject({
      applicant_id: first.applicant_id,
      status: 'init',
      profile: { first_name: 'Augusta Ada', last_name: null, birthday: null, country: 'GB' },
    });
    const bad = await operator('POST', '/api/applicants/access-token', { user: 'u', level: 'identity', profile: {} });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ 'profile.country': 'Choose a country from the list.' });
  });

  it('refuses each bad upload with a clear message in the widget’s language, and stores nothing', async () => {
    const { token, applicant_id } = await applicant();
    const cases: Array<[Buffer, string]> = [
      [Buffer.from('hello, world'), 'This file type is not accepted: upload a JPEG, PNG, WebP or PDF.'],
      [jpeg(320, 240), 'The photo is too small: it must be at least 600 × 400 pixels.'],
      [
        pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
        'This PDF contains scripts, actions or attached files. Upload a plain scan or a photo.',
      ],
      [
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)]),
        'This file is a program, not a photo or a scan. Upload a JPEG, PNG, WebP or PDF.',
      ],
      [
        Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(4096)]),
        'This file is a program, not a photo or a scan. Upload a JPEG, PNG, WebP or PDF.',
      ],
      [
        Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(4096)]),
        'Archives and office documents are not accepted. Upload a JPEG, PNG, WebP or PDF.',
      ],
    ];
    for (const [bytes, message] of cases) {
      const res = await upload(token, 'front', bytes);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().error).toBe(message);
    }
    const russian = await upload(token, 'front', jpeg(320, 240), 'ru');
    expect(russian.json().error).toBe('Фото слишком маленькое: нужно не меньше 600 × 400 пикселей.');
    const tooBig = await upload(token, 'front', Buffer.concat([jpeg(1200, 900), Buffer.alloc(10 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('The file is larger than 10 MB.');
    expect(await fileCount(applicant_id)).toBe(0);
  });

  it('refuses a picture of noise as the document and as the selfie, saying why in the widget’s language', async () => {
    const { token, applicant_id } = await applicant();
    const message =
      'There is no document or face on this photo, only noise: take a real photo of the document or of yourself.';
    for (const kind of ['front', 'selfie'] as const) {
      const res = await upload(token, kind, noisePng(1200, 800));
      expect(res.statusCode, kind).toBe(422);
      expect(res.json()).toEqual({ error: message, code: 'photo_no_document' });
    }
    const russian = await upload(token, 'front', noisePng(1200, 800), 'ru');
    expect(russian.json().error).toBe(
      'На фото нет ни документа, ни лица, только шум: сделайте настоящее фото документа или себя.',
    );
    expect(await fileCount(applicant_id)).toBe(0);
    const submitted = await submit(token, details);
    expect(submitted.json().fields).toEqual({
      front: 'Upload the front of the document.',
      selfie: 'Take or upload a selfie.',
    });
  });

  it('sends a submission whose photo it cannot check to a person, saying which', async () => {
    const { token, applicant_id } = await applicant();
    // A JPEG's headers with no picture in it: the size is readable, the pixels are not.
    expect((await upload(token, 'front', jpeg(1600, 1100))).statusCode).toBe(200);
    expect((await upload(token, 'selfie', jpegPhoto(720, 960))).statusCode).toBe(200);
    expect((await submit(token, details)).json()).toEqual({ status: 'review', reasons: ['photo_unchecked'] });
    const queue = (await operator('GET', '/api/review-queue')).json().list;
    expect(queue.find((entry: { applicant_id: string }) => entry.applicant_id === applicant_id)).toMatchObject({
      status: 'review',
      submission: { reasons: ['photo_unchecked'] },
    });
  });

  it('serves a file only with its applicant’s token or the operator’s signature', async () => {
    const owner = await applicant();
    const stranger = await applicant();
    const res = await upload(owner.token, 'front', pngPhoto(1200, 800));
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().file;
    expect(file).toMatchObject({ kind: 'front', mime: 'image/png', width: 1200, height: 800 });
    const url = `${BASE}/api/applicants/${owner.applicant_id}/files/${file.id}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bearer = (token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await bearer('kyc_not-a-token')).statusCode).toBe(401);
    expect((await bearer(stranger.token)).statusCode).toBe(404);
    const own = await bearer(owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(own.rawPayload.equals(pngPhoto(1200, 800))).toBe(true);
    const signed = await operator('GET', url.slice(BASE.length));
    expect(signed.statusCode).toBe(200);
    // An expired token opens nothing.
    clock += 31 * 60_000;
    expect((await bearer(owner.token)).statusCode).toBe(401);
  });

  it('approves a matching passport and reports pending, then approved, signed and in order', async () => {
    const { token, applicant_id, user } = await applicant();
    const missing = await submit(token, details);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual({
      front: 'Upload the front of the document.',
      selfie: 'Take or upload a selfie.',
    });
    expect((await upload(token, 'front', jpegPhoto(1600, 1100))).statusCode).toBe(200);
    expect((await upload(token, 'selfie', jpegPhoto(720, 960))).statusCode).toBe(200);
    const res = await submit(token, details);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'approved', reasons: [] });
    const events = eventsOf(applicant_id);
    expect(events.map((e) => [e.status, e.revision])).toEqual([
      ['pending', 1],
      ['approved', 2],
    ]);
    expect(events[1]).toMatchObject({ type: 'applicant.status', user, level: 'identity', reasons: [] });
    const sent = webhooks.filter((w) => JSON.parse(w.body ?? '').applicant_id === applicant_id);
    for (const request of sent) {
      expect(request.path).toBe('/operator/kyc-webhook');
      expect(request.headers[SIGNATURE_HEADER]).toBe(
        signKyc(SECRET, Number(request.headers[TIMESTAMP_HEADER]), request.body ?? ''),
      );
    }
    expect((await submit(token, details)).json().error).toBe('Your documents have already been sent.');
    expect((await upload(token, 'front', jpegPhoto(1600, 1100))).statusCode).toBe(409);
  });

  it('rejects an expired document with its reason, and takes the corrected submission', async () => {
    const { token, applicant_id } = await applicant();
    await upload(token, 'front', jpegPhoto(1600, 1100));
    await upload(token, 'selfie', jpegPhoto(720, 960));
    const expired = await submit(token, { ...details, document_expiry: '2020-01-31' });
    expect(expired.json()).toEqual({ status: 'rejected', reasons: ['document_expired'] });
    const again = await submit(token, details);
    expect(again.json().fields).toMatchObject({ front: 'Upload the front of the document.' });
    await upload(token, 'front', jpegPhoto(1600, 1100));
    await upload(token, 'selfie', jpegPhoto(720, 960));
    expect((await submit(token, details)).json()).toEqual({ status: 'approved', reasons: [] });
    expect(eventsOf(applicant_id).map((e) => e.status)).toEqual(['pending', 'rejected', 'pending', 'approved']);
  });

  it('queues a driving licence for a person, whose decision is reported', async () => {
    const { token, applicant_id } = await applicant();
    await upload(token, 'front', jpegPhoto(1600, 1100));
    await upload(token, 'back', pdf());
    await upload(token, 'selfie', jpegPhoto(720, 960));
    const res = await submit(token, { ...details, document_type: 'driving_licence' });
    expect(res.json()).toEqual({ status: 'review', reasons: ['driving_licence'] });
    const queue = (await operator('GET', '/api/review-queue')).json().list;
    const item = queue.find((entry: { applicant_id: string }) => entry.applicant_id === applicant_id);
    expect(item).toMatchObject({
      status: 'review',
      submission: { document_type: 'driving_licence', document_number: 'K1234567', reasons: ['driving_licence'] },
    });
    expect(item.files.map((f: { kind: string }) => f.kind).sort()).toEqual(['back', 'front', 'selfie']);
    const fileRes = await operator('GET', item.files[0].url.slice(BASE.length));
    expect(fileRes.statusCode).toBe(200);

    const refuse = await operator('POST', `/api/applicants/${applicant_id}/decision`, {
      applicant_id,
      decision: 'rejected',
      operator: 'ann',
    });
    expect(refuse.statusCode).toBe(422);
    const decided = await operator('POST', `/api/applicants/${applicant_id}/decision`, {
      applicant_id,
      decision: 'approved',
      operator: 'ann@compliance',
    });
    expect(decided.json()).toEqual({ applicant_id, status: 'approved', reasons: [] });
    expect(eventsOf(applicant_id).map((e) => e.status)).toEqual(['pending', 'review', 'approved']);
    const twice = await operator('POST', `/api/applicants/${applicant_id}/decision`, {
      applicant_id,
      decision: 'approved',
      operator: 'x',
    });
    expect(twice.statusCode).toBe(409);
    // A signed decision names its applicant: the same body at another applicant's address is refused.
    const replayed = await operator('POST', '/api/applicants/app_other/decision', {
      applicant_id,
      decision: 'approved',
      operator: 'x',
    });
    expect(replayed.statusCode).toBe(401);
    expect(
      (
        await operator('POST', '/api/applicants/app_nobody/decision', {
          applicant_id: 'app_nobody',
          decision: 'approved',
          operator: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sends a webhook again, later and later, until the operator answers 2xx', async () => {
    const { token, applicant_id } = await applicant();
    await upload(token, 'front', jpegPhoto(1600, 1100));
    await upload(token, 'selfie', jpegPhoto(720, 960));
    let failures = 3;
    answer = () => (failures-- > 0 ? { status: 503, body: 'down' } : { status: 200, body: '{}' });
    const told: number[] = [];
    const stop = kyc.workDue.listen((at) => told.push(at.getTime()));
    const start = webhooks.length;
    await submit(token, details);
    stop();
    expect(webhooks.length - start).toBe(1);
    // Whoever runs the scheduled work hears when the failed webhook is due again: 2 s on.
    expect(told).toEqual([clock + 2_000]);
    await kyc.deliverDue(new Date(clock + 1_000));
    expect(webhooks.length - start).toBe(1);
    // The scheduled work answers when the next attempt falls due: 4 s after this one.
    expect((await kyc.tick(new Date(clock + 2_500)))?.getTime()).toBe(clock + 2_500 + 4_000);
    expect(webhooks.length - start).toBe(2);
    await kyc.tick(new Date(clock + 7_000));
    expect(webhooks.length - start).toBe(3);
    // Delivered at last: the approval, held back behind it, follows at once.
    await kyc.tick(new Date(clock + 16_000));
    expect(webhooks.slice(start).map((w) => JSON.parse(w.body ?? '').status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'approved',
    ]);
    const outbox = await database.sql.query<{ attempts: number; delivered: boolean }>(
      `select attempts, delivered_at is not null as delivered from ${database.schema}.kyc_outbox where applicant_id = $1 order by id`,
      [applicant_id],
    );
    expect(outbox).toEqual([
      { attempts: 4, delivered: true },
      { attempts: 1, delivered: true },
    ]);
    answer = () => ({ status: 200, body: '{}' });
  });

  it('as a demo that approves by itself, approves any complete submission and says so on the widget', async () => {
    const demo = Fastify();
    await registerKyc(demo, {
      sql: database.sql,
      schema: database.schema,
      transport: async () => ({ status: 200, body: '{}' }),
      webhookPath: '/operator/kyc-webhook',
      secret: SECRET,
      base: BASE,
      assetsDir,
      autoApprove: true,
      now: () => new Date(clock),
    });
    await demo.ready();
    try {
      const { token } = await applicant();
      const inDemo = (method: 'GET' | 'POST', url: string, payload: unknown, type = 'application/json') =>
        demo.inject({
          method,
          url: `${BASE}${url}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': type },
          payload: payload as string,
        });
      // The photos' checks still hold: noise is no document.
      expect(
        (await inDemo('POST', '/api/widget/files/front', noisePng(1200, 800), 'application/octet-stream')).statusCode,
      ).toBe(422);
      expect(
        (await inDemo('POST', '/api/widget/files/front', jpegPhoto(1600, 1100), 'application/octet-stream')).statusCode,
      ).toBe(200);
      expect(
        (await inDemo('POST', '/api/widget/files/selfie', jpegPhoto(720, 960), 'application/octet-stream')).statusCode,
      ).toBe(200);
      // An expired document, a name of someone else: approved all the same.
      const res = await inDemo('POST', '/api/widget/submit', {
        ...details,
        first_name: 'Grace',
        document_expiry: '2020-01-31',
      });
      expect(res.json()).toEqual({ status: 'approved', reasons: [] });
      const page = await demo.inject({ method: 'GET', url: `${BASE}/widget?token=kyc_t&lang=ru` });
      expect(page.body).toContain('<p class="demo-notice" role="note">Демо: эта проверка сама одобряет любую заявку.');
      const english = await demo.inject({ method: 'GET', url: `${BASE}/widget?token=kyc_t` });
      expect(english.body).toContain('Demo: this check approves every submission by itself.');
      expect((await app.inject({ method: 'GET', url: `${BASE}/widget?token=kyc_t` })).body).not.toContain(
        'demo-notice',
      );
    } finally {
      await demo.close();
    }
  });

  it('serves the SDK and the widget page, framed only by the operator’s sites', async () => {
    const sdk = await app.inject({ method: 'GET', url: `${BASE}/sdk.js` });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toContain('text/javascript');
    expect(sdk.body).toContain('MeridianKyc');
    const page = await app.inject({
      method: 'GET',
      url: `${BASE}/widget?token=kyc_t&lang=ru&theme=light&origin=${SITE}`,
    });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors 'self' ${SITE}`);
    expect(policy).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="ru" data-theme="light">');
    expect(page.body).toContain(`data-parent="${SITE}"`);
    const manifest = JSON.parse(readFileSync(join(assetsDir, 'manifest.json'), 'utf8'));
    expect(page.body).toContain(`${BASE}/assets/${manifest.widget.js}`);
    const foreign = await app.inject({ method: 'GET', url: `${BASE}/widget?token=kyc_t&origin=https://evil.example` });
    expect(foreign.body).toContain('data-parent=""');
    const script = await app.inject({ method: 'GET', url: `${BASE}/assets/${manifest.widget.js}` });
    expect(script.statusCode).toBe(200);
  });
});

/** Builds the SDK and the widget as apps/server/build.mjs does, into `dir`, with their manifest. */
async function buildClient(dir: string): Promise<void> {
  const { build } = await import('esbuild');
  const client = new URL('./client/', import.meta.url).pathname;
  const common = {
    outdir: dir,
    entryNames: '[name]-[hash]',
    bundle: true,
    platform: 'browser' as const,
    target: ['chrome109', 'firefox115', 'safari16'],
    metafile: true,
    logLevel: 'silent' as const,
  };
  const widget = await build({ ...common, entryPoints: { widget: `${client}widget.entry.ts` }, format: 'esm' });
  const sdk = await build({ ...common, entryPoints: { sdk: `${client}sdk.entry.ts` }, format: 'iife' });
  const manifest: Record<string, { js: string; css: string }> = {};
  for (const result of [widget, sdk]) {
    for (const [file, output] of Object.entries(result.metafile?.outputs ?? {})) {
      if (!output.entryPoint || !file.endsWith('.js')) continue;
      const base = file.slice(file.lastIndexOf('/') + 1);
      manifest[base.replace(/-[A-Z0-9]+\.js$/, '')] = {
        js: base,
        css: output.cssBundle ? output.cssBundle.slice(output.cssBundle.lastIndexOf('/') + 1) : '',
      };
    }
  }
  const { writeFileSync } = await import('node:fs');
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
}
