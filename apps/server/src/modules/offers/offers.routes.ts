import {
  getOffersArticles,
  getOffersArticlesById,
  getOffersCategories,
  getOffersTags,
} from '@meridian/contract/endpoints/offers';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { OffersService } from './offers.service.js';

/**
 * Operators publish and withdraw promotions at any time: a browser or proxy may keep an answer but
 * asks again before each use, as for the content calls (content.routes.ts).
 */
const REVALIDATE = 'no-cache';

/** `/offers/*`: the promotions pages' reads, open to everyone (spec 001 §7). */
export async function offersRoutes(app: FastifyInstance): Promise<void> {
  // No other module reads promotions, so the module builds its own service.
  const offers = new OffersService(app.database.db);

  route(app, getOffersArticles, async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return ok({ list: await offers.list(request.query, request.ctx.language) });
  });

  route(app, getOffersArticlesById, async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return ok(await offers.article(request.params.id, request.ctx.language));
  });

  route(app, getOffersCategories, async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return ok({ list: await offers.categories(request.ctx.language) });
  });

  route(app, getOffersTags, async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return ok({ list: await offers.tags(request.ctx.language) });
  });
}
