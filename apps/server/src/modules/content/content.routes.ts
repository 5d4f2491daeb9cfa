import { getContentBanners, getContentPages, getContentPagesById } from '@meridian/contract/endpoints/content';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

/**
 * Operators publish content at any time: a browser or proxy may keep an answer but asks again before
 * each use, so a published or withdrawn banner shows at the next load.
 */
const REVALIDATE = 'no-cache';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const content = app.services.content;

  route(app, getContentPages, async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return ok({ list: content.listPages(request.ctx.language) });
  });

  route(app, getContentPagesById, async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return ok({ list: [content.page(request.params.id, request.ctx.language)] });
  });

  route(app, getContentBanners, async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return ok({ list: content.listBanners(request.ctx.language) });
  });
}
