/**
 * @module-tag engine
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { startApp } from './helper.js';

describe('the platform', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'meridian-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Meridian</title><div id="root"></div>');
    app = await startApp({ webDist });
  });
  afterAll(() => app.close());

  it('answers GET /ping with the server time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payload: { pong: true }, errors: null, code: 'OK' });
  });

  it('answers unknown API paths with a 404 envelope, never the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ payload: null, errors: null, message: 'Not found', code: 'NotFound' });
  });

  it('serves the web app for any page path (history fallback)', async () => {
    for (const url of ['/', '/live/1/2/3', '/terms/aml-policy', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('sends the page security policy with the web app and the REST set with the API', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // Plain HTTP here: HSTS only travels over HTTPS (security-headers.test.ts).
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['strict-transport-security']).toBeUndefined();
    const missing = await app.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/dictionaries',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).code).toBe('OK');
  });

  it('turns a malformed JSON body into a 422 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ping',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect([404, 422]).toContain(res.statusCode);
    expect(res.json().payload).toBeNull();
  });

  it('publishes an OpenAPI document generated from the contract at /api/docs', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/settings',
      '/api/v1/dictionaries',
      '/api/v1/translations',
      '/api/v1/content/pages/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const settings = doc.paths['/api/v1/settings'].get.responses['200'].content['application/json'].schema;
    expect(settings.properties.payload.properties.is_blocked_geo).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('reads the language header on every request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/content/pages', headers: { 'accept-language': 'ru' } });
    expect(res.json().payload.list[0].title).toMatch(/[а-я]/i);
  });

  it('runs migrations once: a second run applies nothing', async () => {
    expect(await migrate(app.database.db)).toEqual([]);
  });
});
