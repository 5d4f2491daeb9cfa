import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OffersService } from '../offers/offers.service.js';
import { robotsTxt } from './robots.builder.js';
import { SitemapService } from './seo.service.js';

/** Crawlers and shared caches may keep both answers a while: the sitemap itself moves every minute at most. */
const CACHE_CONTROL = 'public, max-age=300';
// A DNS name or a bracketed IPv6 address, with an optional port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site's origin as the request names it: its Host, or behind TRUST_PROXY the proxy's
 * X-Forwarded-Host and X-Forwarded-Proto. Null for a host that is no host name.
 */
export function originOf(request: FastifyRequest): string | null {
  const host = request.host.toLowerCase();
  if (!HOST.test(host)) return null;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

const badHost = (reply: FastifyReply) =>
  reply.status(400).type('text/plain; charset=utf-8').send('The Host header names no host.');

/**
 * `GET /robots.txt` and `GET /sitemap.xml` for search engines: outside the API (no envelope, not
 * in the OpenAPI document), with addresses on the host the crawler asked.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, content } = app.services;
  // The offers module builds its own service too: it holds no state.
  const sitemaps = new SitemapService({ catalog, content, offers: new OffersService(app.database.db) });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return badHost(reply);
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(origin));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return badHost(reply);
    const xml = await sitemaps.sitemap(origin);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);
  });
}
