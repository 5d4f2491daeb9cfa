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
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { deskActor } from '../../platform/operator-audit.js';

/** The back office's banners and policy pages, registered under /api/admin/v1. */
export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const { desk } = app.services.content;

  route(app, getAdminContentBanners, async () => ok(await desk.banners()));

  route(app, postAdminContentBanners, async (request) =>
    ok(await desk.createBanner(deskActor(request), request.body.banner)),
  );

  route(app, putAdminContentBannersById, async (request) =>
    ok(await desk.changeBanner(deskActor(request), request.params.id, request.body.banner)),
  );

  route(app, getAdminContentBannersByIdPreview, async (request) =>
    ok(await desk.previewBanner(request.params.id, request.query.language)),
  );

  route(app, postAdminContentBannersByIdPublish, async (request) =>
    ok(await desk.publishBanner(deskActor(request), request.params.id)),
  );

  route(app, postAdminContentBannersByIdUnpublish, async (request) =>
    ok(await desk.unpublishBanner(deskActor(request), request.params.id)),
  );

  route(app, getAdminContentPages, async () => ok(await desk.pages()));

  route(app, getAdminContentPagesById, async (request) => ok(await desk.page(request.params.id)));

  route(app, putAdminContentPagesById, async (request) =>
    ok(await desk.savePage(deskActor(request), request.params.id, request.body.page)),
  );

  route(app, getAdminContentPagesByIdPreview, async (request) =>
    ok(await desk.previewPage(request.params.id, request.query.language)),
  );

  route(app, postAdminContentPagesByIdPublish, async (request) =>
    ok(await desk.publishPage(deskActor(request), request.params.id)),
  );
}
