import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverPaths } from '../paths.js';
import { failure } from './envelope.js';

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached),
 * the server's own static assets under /static, operator downloads under /downloads,
 * and the history fallback: any other GET that wants HTML gets index.html.
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string, dataDir: string): Promise<void> {
  const flagsDir = join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags');
  await app.register(fastifyStatic, { root: flagsDir, prefix: '/static/flags/', maxAge: '7d', immutable: false });
  await app.register(fastifyStatic, {
    root: serverPaths.public,
    prefix: '/static/',
    maxAge: '1d',
    decorateReply: false,
  });
  const downloads = join(dataDir, 'downloads');
  if (existsSync(downloads)) {
    await app.register(fastifyStatic, { root: downloads, prefix: '/downloads/', decorateReply: false });
  }

  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      decorateReply: false,
      index: false,
      wildcard: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile) : null;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isApi = path.startsWith('/api/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApi && request.method === 'GET' && wantsHtml && !/\.[a-z0-9]+$/i.test(path)) {
      if (!indexHtml)
        return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    if (isApi) return reply.status(404).send(failure('NotFound', 'Not found'));
    return reply.status(404).type('text/plain').send('Not found');
  });
}
