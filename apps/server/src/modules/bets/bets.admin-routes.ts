import { getAdminBets, getAdminBetsById, postAdminBetsVoid } from '@meridian/contract/endpoints/admin-bets';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';

/** The back office's bets, registered under /api/admin/v1. */
export async function betsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { operatorBets, manualSettlement } = app.services;

  route(app, getAdminBets, async (request) => ok(await operatorBets.list(request.query)));

  route(app, getAdminBetsById, async (request) => ok(await operatorBets.bet(request.params.id)));

  route(app, postAdminBetsVoid, async (request) => {
    await manualSettlement.voidBet(signedInOperator(request), request.params.id, request.body.reason, request.ip);
    return ok(await operatorBets.bet(request.params.id));
  });
}
