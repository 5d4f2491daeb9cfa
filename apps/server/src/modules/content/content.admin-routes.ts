import {
  getAdminContentBanners,
  getAdminContentBannersByIdPreview,
  getAdminContentPages,
  getAdminContentPagesById,
  getAdminContentPagesByIdPreview,
  postAdminContentBanners,
  postAdminContentBannersByIdPublish,
  postAdminContentBannersByIdUnpublish,
  postAdminContentPagesByIdPublish,
  putAdminContentBannersById,
  putAdminContentPagesById,
} from '@meridian/contract/endpoints/admin-content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';
import type { ContentActor } from './content.desk.js';

const actorOf = (request: FastifyRequest, reason: string): ContentActor => ({
  operator: signedInOperator(request),
  ip: request.ip,
  reason,
});

/** The back office's banners and policy pages, registered under /api/admin/v1. */
export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const { desk } = app.services.content;

  route(app, getAdminContentBanners, async () => ok(await desk.banners()));

  route(app, postAdminContentBanners, async (request) =>
    ok(await desk.createBanner(actorOf(request, request.body.reason), request.body.banner)),
  );

  route(app, putAdminContentBannersById, async (request) =>
    ok(await desk.changeBanner(actorOf(request, request.body.reason), request.params.id, request.body.banner)),
  );

  route(app, getAdminContentBannersByIdPreview, async (request) =>
    ok(await desk.previewBanner(request.params.id, request.query.language)),
  );

  route(app, postAdminContentBannersByIdPublish, async (request) =>
    ok(await desk.publishBanner(actorOf(request, request.body.reason), request.params.id)),
  );

  route(app, postAdminContentBannersByIdUnpublish, async (request) =>
    ok(await desk.unpublishBanner(actorOf(request, request.body.reason), request.params.id)),
  );

  route(app, getAdminContentPages, async () => ok(await desk.pages()));

  route(app, getAdminContentPagesById, async (request) => ok(await desk.page(request.params.id)));

  route(app, putAdminContentPagesById, async (request) =>
    ok(await desk.savePage(actorOf(request, request.body.reason), request.params.id, request.body.page)),
  );

  route(app, getAdminContentPagesByIdPreview, async (request) =>
    ok(await desk.previewPage(request.params.id, request.query.language)),
  );

  route(app, postAdminContentPagesByIdPublish, async (request) =>
    ok(await desk.publishPage(actorOf(request, request.body.reason), request.params.id)),
  );
}
