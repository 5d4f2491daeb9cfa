import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBackofficeStatic } from './backoffice-static.js';

const page = { accept: 'text/html' };

describe('the back office’s files at /backoffice/', () => {
  const app: FastifyInstance = Fastify();
  const unbuilt: FastifyInstance = Fastify();
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'meridian-backoffice-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Meridian back office</title><div id="root"></div>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'export {};');
    await registerBackofficeStatic(app, dist);
    await registerBackofficeStatic(unbuilt, join(dist, 'missing'));
  });
  afterAll(async () => {
    await app.close();
    await unbuilt.close();
  });

  it('answers its page on every path of the app, the setup link’s included, never cached and never indexed', async () => {
    for (const url of ['/backoffice/', '/backoffice/operators', '/backoffice/audit?page=2', '/backoffice/setup']) {
      const res = await app.inject({ method: 'GET', url, headers: page });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Meridian back office');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    const bare = await app.inject({ method: 'GET', url: '/backoffice' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/backoffice/');
  });

  it('keeps hashed files for a year and answers 404, not the page, for a file it does not have', async () => {
    const asset = await app.inject({ method: 'GET', url: '/backoffice/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/backoffice/assets/index-Zz99Zz99.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('says how to build it when the build is missing', async () => {
    const res = await unbuilt.inject({ method: 'GET', url: '/backoffice/operators', headers: page });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});
