import {
  deleteAdminContentPromotionCategoriesById,
  deleteAdminContentPromotionTagsById,
  getAdminContentPromotionCategories,
  getAdminContentPromotions,
  getAdminContentPromotionsById,
  getAdminContentPromotionsByIdPreview,
  getAdminContentPromotionTags,
  postAdminContentPromotionCategories,
  postAdminContentPromotions,
  postAdminContentPromotionsByIdPublish,
  postAdminContentPromotionsByIdUnpublish,
  postAdminContentPromotionTags,
  putAdminContentPromotionCategoriesById,
  putAdminContentPromotionsById,
  putAdminContentPromotionTagsById,
} from '@meridian/contract/endpoints/admin-offers';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { deskActor } from '../../platform/operator-audit.js';
import { PromotionsDesk } from './offers.desk.js';
import { PromotionLabelsDesk } from './offers.labels.js';

/** The back office's promotions, their categories and tags, registered under /api/admin/v1. */
export async function offersAdminRoutes(app: FastifyInstance): Promise<void> {
  // The players' calls read the database on each request, so the desks need no node's memory.
  const desk = new PromotionsDesk(app.database.db);
  const labels = new PromotionLabelsDesk(app.database.db);

  route(app, getAdminContentPromotions, async () => ok(await desk.list()));

  route(app, postAdminContentPromotions, async (request) =>
    ok(await desk.create(deskActor(request), request.body.promotion)),
  );

  route(app, getAdminContentPromotionsById, async (request) => ok(await desk.promotion(request.params.id)));

  route(app, putAdminContentPromotionsById, async (request) =>
    ok(await desk.change(deskActor(request), request.params.id, request.body.promotion)),
  );

  route(app, getAdminContentPromotionsByIdPreview, async (request) =>
    ok(await desk.preview(request.params.id, request.query.language)),
  );

  route(app, postAdminContentPromotionsByIdPublish, async (request) =>
    ok(await desk.publish(deskActor(request), request.params.id)),
  );

  route(app, postAdminContentPromotionsByIdUnpublish, async (request) =>
    ok(await desk.unpublish(deskActor(request), request.params.id)),
  );

  for (const [kind, calls] of [
    [
      'categories',
      {
        list: getAdminContentPromotionCategories,
        create: postAdminContentPromotionCategories,
        rename: putAdminContentPromotionCategoriesById,
        remove: deleteAdminContentPromotionCategoriesById,
      },
    ],
    [
      'tags',
      {
        list: getAdminContentPromotionTags,
        create: postAdminContentPromotionTags,
        rename: putAdminContentPromotionTagsById,
        remove: deleteAdminContentPromotionTagsById,
      },
    ],
  ] as const) {
    route(app, calls.list, async () => ok(await labels.list(kind)));
    route(app, calls.create, async (request) => ok(await labels.create(deskActor(request), kind, request.body.label)));
    route(app, calls.rename, async (request) =>
      ok(await labels.rename(deskActor(request), kind, request.params.id, request.body.names)),
    );
    route(app, calls.remove, async (request) => ok(await labels.remove(deskActor(request), kind, request.params.id)));
  }
}
