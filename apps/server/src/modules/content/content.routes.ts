import { getContentBanners, getContentPages, getContentPagesById } from '@meridian/contract/endpoints/content';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const content = app.services.content;

  route(app, getContentPages, async (request) => ok({ list: content.listPages(request.ctx.language) }));

  route(app, getContentPagesById, async (request) =>
    ok({ list: [content.page(request.params.id, request.ctx.language)] }),
  );

  route(app, getContentBanners, async (request) => ok({ list: content.listBanners(request.ctx.language) }));
}
