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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';

const actorOf = (request: FastifyRequest, reason: string) => ({
  operator: signedInOperator(request),
  ip: request.ip,
  reason,
});

/** The back office's bonus campaigns and players' gifts, registered under /api/admin/v1. */
export async function bonusesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { desk } = app.services.bonuses;

  route(app, getAdminBonusesCampaigns, async () => ok(await desk.campaigns()));

  route(app, postAdminBonusesCampaigns, async (request) =>
    ok(await desk.create(actorOf(request, request.body.reason), request.body.campaign)),
  );

  route(app, getAdminBonusesCampaignsById, async (request) => ok(await desk.campaign(request.params.id)));

  route(app, putAdminBonusesCampaignsById, async (request) =>
    ok(await desk.change(actorOf(request, request.body.reason), request.params.id, request.body.campaign)),
  );

  route(app, getAdminBonusesCampaignsByIdPreview, async (request) =>
    ok(await desk.preview(request.params.id, request.query.currency)),
  );

  route(app, postAdminBonusesCampaignsByIdPause, async (request) =>
    ok(await desk.pause(actorOf(request, request.body.reason), request.params.id)),
  );

  route(app, postAdminBonusesCampaignsByIdResume, async (request) =>
    ok(await desk.resume(actorOf(request, request.body.reason), request.params.id)),
  );

  route(app, postAdminBonusesCampaignsByIdEnd, async (request) =>
    ok(await desk.end(actorOf(request, request.body.reason), request.params.id)),
  );

  route(app, getAdminPlayersGifts, async (request) => ok(await desk.playerGifts(request.params.id)));

  route(app, postAdminPlayersGifts, async (request) =>
    ok(await desk.grant(actorOf(request, request.body.reason), request.params.id, request.body)),
  );

  route(app, postAdminPlayersGiftsCancel, async (request) =>
    ok(await desk.cancel(actorOf(request, request.body.reason), request.params.id, request.params.gift_id)),
  );
}
