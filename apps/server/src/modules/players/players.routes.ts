import {
  getAdminAdjustments,
  postAdminAdjustmentsApprove,
  postAdminAdjustmentsReject,
  postAdminPlayersAdjustments,
} from '@meridian/contract/endpoints/admin-adjustments';
import {
  getAdminPlayers,
  getAdminPlayersById,
  postAdminPlayersBlock,
  postAdminPlayersClose,
  postAdminPlayersNotes,
  postAdminPlayersReopen,
  postAdminPlayersSessionsEnd,
  postAdminPlayersUnblock,
  putAdminPlayersStakeFactor,
} from '@meridian/contract/endpoints/admin-players';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';

/** The back office's players, registered under /api/admin/v1. */
export async function playersRoutes(app: FastifyInstance): Promise<void> {
  const { players, adjustments } = app.services;

  route(app, getAdminPlayers, async (request) => ok(await players.list(request.query)));

  route(app, getAdminPlayersById, async (request) => ok(await players.player(request.params.id)));

  route(app, putAdminPlayersStakeFactor, async (request) =>
    ok(await players.stakeFactors.set(signedInOperator(request), request.params.id, request.body, request.ip)),
  );

  route(app, getAdminAdjustments, async (request) => ok(await adjustments.list(request.query)));

  route(app, postAdminPlayersAdjustments, async (request) =>
    ok(await adjustments.request(signedInOperator(request), request.params.id, request.body, request.ip)),
  );

  route(app, postAdminAdjustmentsApprove, async (request) =>
    ok(await adjustments.approve(signedInOperator(request), request.params.id, request.body.reason, request.ip)),
  );

  route(app, postAdminAdjustmentsReject, async (request) =>
    ok(await adjustments.reject(signedInOperator(request), request.params.id, request.body.reason, request.ip)),
  );

  route(app, postAdminPlayersBlock, async (request) =>
    ok(await players.blocks.block(signedInOperator(request), request.params.id, request.body.reason, request.ip)),
  );

  route(app, postAdminPlayersUnblock, async (request) =>
    ok(await players.blocks.unblock(signedInOperator(request), request.params.id, request.body.reason, request.ip)),
  );

  route(app, postAdminPlayersClose, async (request) =>
    ok(await players.closures.close(signedInOperator(request), request.params.id, request.body.reason, request.ip)),
  );

  route(app, postAdminPlayersReopen, async (request) =>
    ok(await players.closures.reopen(signedInOperator(request), request.params.id, request.body.reason, request.ip)),
  );

  route(app, postAdminPlayersSessionsEnd, async (request) =>
    ok(await players.blocks.endSessions(signedInOperator(request), request.params.id, request.body.reason, request.ip)),
  );

  route(app, postAdminPlayersNotes, async (request) =>
    ok(await players.notes.add(signedInOperator(request), request.params.id, request.body.body, request.ip)),
  );
}
