import { bannerListSchema, pageListSchema, pageParamsSchema, pageSchema } from '@meridian/contract/content';
import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const content = app.services.content;

  r.get(
    '/content/pages',
    { schema: { tags: ['content'], summary: 'Text pages (policies)', response: { 200: envelopeOf(pageListSchema) } } },
    async (request) => ok({ list: content.listPages(request.ctx.language) }),
  );

  r.get(
    '/content/pages/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One text page; the article is the first item of the list',
        params: pageParamsSchema,
        response: { 200: envelopeOf(pageSchema) },
      },
    },
    async (request) => ok({ list: [content.page(request.params.id, request.ctx.language)] }),
  );

  r.get(
    '/content/banners',
    { schema: { tags: ['content'], summary: 'Top page banners', response: { 200: envelopeOf(bannerListSchema) } } },
    async (request) => ok({ list: content.listBanners(request.ctx.language) }),
  );
}
