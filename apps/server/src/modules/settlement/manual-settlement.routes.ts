import {
  getAdminEventsSettlements,
  getAdminSettlementsById,
  postAdminMarketsResettle,
  postAdminMarketsSettle,
  postAdminMarketsVoid,
} from '@meridian/contract/endpoints/admin-settlement';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';
import { presentSettlement } from './manual-settlement.presenter.js';

/** Settling, voiding and resettling markets by hand, registered under /api/admin/v1. */
export async function manualSettlementRoutes(app: FastifyInstance): Promise<void> {
  const { manualSettlement } = app.services;

  route(app, postAdminMarketsSettle, async (request) => {
    const { id, market_id } = request.params;
    const action = { kind: 'settle' as const, ...request.body };
    return ok(
      presentSettlement(await manualSettlement.act(signedInOperator(request), id, market_id, action, request.ip)),
    );
  });

  route(app, postAdminMarketsResettle, async (request) => {
    const { id, market_id } = request.params;
    const action = { kind: 'resettle' as const, ...request.body };
    return ok(
      presentSettlement(await manualSettlement.act(signedInOperator(request), id, market_id, action, request.ip)),
    );
  });

  route(app, postAdminMarketsVoid, async (request) => {
    const { id, market_id } = request.params;
    const action = { kind: 'void' as const, results: [], reason: request.body.reason };
    return ok(
      presentSettlement(await manualSettlement.act(signedInOperator(request), id, market_id, action, request.ip)),
    );
  });

  route(app, getAdminEventsSettlements, async (request) => {
    const rows = await manualSettlement.listOfEvent(request.params.id);
    return ok({ list: rows.map(presentSettlement) });
  });

  route(app, getAdminSettlementsById, async (request) =>
    ok(presentSettlement(await manualSettlement.settlementById(BigInt(request.params.id)))),
  );
}
