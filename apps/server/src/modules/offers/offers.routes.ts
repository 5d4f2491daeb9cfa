import { envelopeOf } from '@meridian/contract/envelope';
import {
  promotionArticleSchema,
  promotionCategoryListSchema,
  promotionListSchema,
  promotionParamsSchema,
  promotionsQuerySchema,
  promotionTagListSchema,
} from '@meridian/contract/offers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { OffersService } from './offers.service.js';

/** `/offers/*`: the promotions pages' reads, open to everyone (spec 001 §7). */
export async function offersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // No other module reads promotions, so the module builds its own service.
  const offers = new OffersService(app.database.db);
  const tags = ['offers'];

  r.get(
    '/offers/articles',
    {
      schema: {
        tags,
        summary: 'Promotions, running ones first, filtered by category and tag',
        querystring: promotionsQuerySchema,
        response: { 200: envelopeOf(promotionListSchema) },
      },
    },
    async (request) => ok({ list: await offers.list(request.query, request.ctx.language) }),
  );

  r.get(
    '/offers/articles/:id',
    {
      schema: {
        tags,
        summary: 'One promotion with its article (404 NotFound for an unknown id)',
        params: promotionParamsSchema,
        response: { 200: envelopeOf(promotionArticleSchema) },
      },
    },
    async (request) => ok(await offers.article(request.params.id, request.ctx.language)),
  );

  r.get(
    '/offers/categories',
    {
      schema: {
        tags,
        summary: 'The categories of promotions',
        response: { 200: envelopeOf(promotionCategoryListSchema) },
      },
    },
    async (request) => ok({ list: await offers.categories(request.ctx.language) }),
  );

  r.get(
    '/offers/tags',
    { schema: { tags, summary: 'The tags of promotions', response: { 200: envelopeOf(promotionTagListSchema) } } },
    async (request) => ok({ list: await offers.tags(request.ctx.language) }),
  );
}
