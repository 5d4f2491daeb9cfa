import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const BACKOFFICE_PATH = '/backoffice/';
/** Every path below it. */
const BELOW_BACKOFFICE = `${BACKOFFICE_PATH}*`;

/**
 * Serves the operators' app (apps/backoffice) at /backoffice/: hashed assets cached for a year, and
 * its page for every other path below it (react-admin's routes, the setup link). The app only calls
 * /api/admin/v1, where every call is checked; the page itself holds nothing secret.
 */
export async function registerBackofficeStatic(app: FastifyInstance, dist: string): Promise<void> {
  const indexFile = join(dist, 'index.html');
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (page) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: BACKOFFICE_PATH,
      decorateReply: false,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const answer = async (path: string, reply: FastifyReply) => {
    // A file the build does not have is missing, not a page of the app.
    if (/\.[a-z0-9]+$/i.test(path)) return reply.status(404).type('text/plain').send('Not found');
    if (!page) return reply.status(503).type('text/plain').send('The back office is not built: run `npm run build`.');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(page);
  };
  app.get('/backoffice', (_request, reply) => reply.redirect(BACKOFFICE_PATH, 301));
  app.get(BACKOFFICE_PATH, (request, reply) => answer(request.url.split('?', 1)[0] ?? '', reply));
  app.get(BELOW_BACKOFFICE, (request, reply) => answer(request.url.split('?', 1)[0] ?? '', reply));
}
