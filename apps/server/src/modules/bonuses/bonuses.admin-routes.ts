import {
  getAdminBonusesCampaigns,
  getAdminBonusesCampaignsById,
  getAdminBonusesCampaignsByIdPreview,
  getAdminPlayersGifts,
  postAdminBonusesCampaigns,
  postAdminBonusesCampaignsByIdEnd,
  postAdminBonusesCampaignsByIdPause,
  postAdminBonusesCampaignsByIdResume,
  postAdminPlayersGifts,
  postAdminPlayersGiftsCancel,
  putAdminBonusesCampaignsById,
} from '@meridian/contract/endpoints/admin-bonuses';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { deskActor } from '../../platform/operator-audit.js';

/** The back office's bonus campaigns and players' gifts, registered under /api/admin/v1. */
export async function bonusesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { desk } = app.services.bonuses;

  route(app, getAdminBonusesCampaigns, async () => ok(await desk.campaigns()));

  route(app, postAdminBonusesCampaigns, async (request) =>
    ok(await desk.create(deskActor(request), request.body.campaign)),
  );

  route(app, getAdminBonusesCampaignsById, async (request) => ok(await desk.campaign(request.params.id)));

  route(app, putAdminBonusesCampaignsById, async (request) =>
    ok(await desk.change(deskActor(request), request.params.id, request.body.campaign)),
  );

  route(app, getAdminBonusesCampaignsByIdPreview, async (request) =>
    ok(await desk.preview(request.params.id, request.query.currency)),
  );

  route(app, postAdminBonusesCampaignsByIdPause, async (request) =>
    ok(await desk.pause(deskActor(request), request.params.id)),
  );

  route(app, postAdminBonusesCampaignsByIdResume, async (request) =>
    ok(await desk.resume(deskActor(request), request.params.id)),
  );

  route(app, postAdminBonusesCampaignsByIdEnd, async (request) =>
    ok(await desk.end(deskActor(request), request.params.id)),
  );

  route(app, getAdminPlayersGifts, async (request) => ok(await desk.playerGifts(request.params.id)));

  route(app, postAdminPlayersGifts, async (request) =>
    ok(await desk.grant(deskActor(request), request.params.id, request.body)),
  );

  route(app, postAdminPlayersGiftsCancel, async (request) =>
    ok(await desk.cancel(deskActor(request), request.params.id, request.params.gift_id)),
  );
}
