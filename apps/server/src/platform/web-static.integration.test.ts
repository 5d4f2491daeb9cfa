import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../test/helper.js';

const page = { accept: 'text/html' };
const bigScript = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i })))};`;
const bigScriptBrotli = brotliCompressSync(bigScript);

describe('the web app files', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'meridian-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Meridian</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js'), 'export {};');
    // What the build writes beside a text file (apps/web/vite.config.ts).
    writeFileSync(join(webDist, 'assets', 'app-Ef56Gh78.js'), bigScript);
    writeFileSync(join(webDist, 'assets', 'app-Ef56Gh78.js.br'), bigScriptBrotli);
    writeFileSync(join(webDist, 'assets', 'app-Ef56Gh78.js.gz'), gzipSync(bigScript));
    app = await startApp({ webDist });
  });
  afterAll(() => app.close());

  it('preloads the first top banner from the HTML of the top page, so it does not wait on the code', async () => {
    const banners = (await app.inject({ method: 'GET', url: '/api/v1/content/banners' })).json().payload.list;
    expect(banners.length).toBeGreaterThan(0);
    const res = await app.inject({ method: 'GET', url: '/', headers: page });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${banners[0].image}" fetchpriority="high">`);
    expect(res.body.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('preloads no banner on pages that show none', async () => {
    for (const url of ['/live', '/line/1/2/3', '/profile/info']) {
      const res = await app.inject({ method: 'GET', url, headers: page });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('rel="preload"');
    }
  });

  it('carries in every page the settings answer the first call would get, in a block no text can end', async () => {
    const called = (await app.inject({ method: 'GET', url: '/api/v1/settings?host=localhost' })).json();
    for (const url of ['/', '/live', '/profile/info']) {
      const res = await app.inject({ method: 'GET', url, headers: page });
      const block = /<script type="application\/json" id="meridian-settings">([^<]*)<\/script>/.exec(res.body);
      expect(block, url).not.toBeNull();
      expect(res.body.indexOf(block?.[0] ?? ''), url).toBeLessThan(res.body.indexOf('</body>'));
      const carried = JSON.parse(block?.[1] ?? '');
      expect(carried.code).toBe('OK');
      expect({ ...carried.payload, unix_timestamp: 0 }).toEqual({ ...called.payload, unix_timestamp: 0 });
      expect(Math.abs(carried.payload.unix_timestamp - Date.now() / 1000)).toBeLessThan(60);
    }
  });

  it('sends the page gzipped to a browser that takes it, the same page as without', async () => {
    const plain = await app.inject({ method: 'GET', url: '/live', headers: page });
    const zipped = await app.inject({
      method: 'GET',
      url: '/live',
      headers: { ...page, 'accept-encoding': 'gzip, br' },
    });
    expect([zipped.statusCode, zipped.headers['content-encoding'], zipped.headers.vary]).toEqual([
      200,
      'gzip',
      'accept-encoding',
    ]);
    const unzipped = gunzipSync(zipped.rawPayload).toString();
    const settings = /"unix_timestamp":\d+/g;
    expect(unzipped.replace(settings, '')).toBe(plain.body.replace(settings, ''));
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('carries the banners in the top page, as the call answers them in the language the app will take', async () => {
    const settings = (await app.inject({ method: 'GET', url: '/api/v1/settings' })).json().payload;
    const language = settings.country_language.toLowerCase();
    const called = (
      await app.inject({ method: 'GET', url: '/api/v1/content/banners', headers: { 'accept-language': language } })
    ).json();
    const res = await app.inject({ method: 'GET', url: '/', headers: page });
    const block = /<script type="application\/json" id="meridian-banners">([^<]*)<\/script>/.exec(res.body);
    expect(block).not.toBeNull();
    const carried = JSON.parse(block?.[1] ?? '');
    expect(carried.language).toBe(language);
    expect(carried.answer).toEqual(called);
    expect(called.payload.list.length).toBeGreaterThan(0);
    for (const url of ['/live', '/profile/info']) {
      const other = await app.inject({ method: 'GET', url, headers: page });
      expect(other.body, url).not.toContain('meridian-banners');
    }
  });

  it('carries no banners while the banners call is closed (maintenance), the settings still', async () => {
    const closed = await startApp({ webDist: app.config.webDist, maintenance: true });
    try {
      const res = await closed.inject({ method: 'GET', url: '/', headers: page });
      expect(res.body).toContain('id="meridian-settings"');
      expect(res.body).not.toContain('meridian-banners');
    } finally {
      await closed.close();
    }
  });

  it('caches hashed assets for a year and never the page itself', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/live']) {
      const res = await app.inject({ method: 'GET', url, headers: page });
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  it('sends the compressed copy the build wrote to a browser that accepts it, and the file itself to one that does not', async () => {
    const url = '/assets/app-Ef56Gh78.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    // The file as written, not compressed again on the way (that answer would be streamed without a length).
    expect(Number(br.headers['content-length'])).toBe(bigScriptBrotli.length);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it("revalidates the server's own artwork on each use: unhashed names cannot be cached for good", async () => {
    const url = '/static/brand/mark.svg';
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag;
    const lastModified = first.headers['last-modified'];
    expect(etag).toBeTruthy();
    expect(lastModified).toBeTruthy();

    const unchanged = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const notModified = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-modified-since': String(lastModified) },
    });
    expect(notModified.statusCode).toBe(304);
    const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"an-older-version"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });
});
