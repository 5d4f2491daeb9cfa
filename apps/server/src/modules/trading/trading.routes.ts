import {
  getAdminEvents,
  getAdminEventsById,
  getAdminPayoutLimits,
  getAdminSportsLeagues,
  getAdminSportsLiveDelays,
  postAdminEventsResume,
  postAdminEventsSuspend,
  putAdminEventsLimits,
  putAdminPayoutLimit,
  putAdminSportsLiveDelay,
} from '@meridian/contract/endpoints/admin-trading';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';

/** The trading desk's calls, registered under /api/admin/v1. */
export async function tradingRoutes(app: FastifyInstance): Promise<void> {
  const { trading } = app.services;

  route(app, getAdminEvents, async (request) => ok(await trading.listEvents(request.query)));

  route(app, getAdminEventsById, async (request) => ok(await trading.event(request.params.id)));

  route(app, postAdminEventsSuspend, async (request) =>
    ok(await trading.suspend(signedInOperator(request), request.params.id, request.body, request.ip)),
  );

  route(app, postAdminEventsResume, async (request) =>
    ok(await trading.resume(signedInOperator(request), request.params.id, request.body, request.ip)),
  );

  route(app, putAdminEventsLimits, async (request) =>
    ok(await trading.limits.set(signedInOperator(request), request.params.id, request.body, request.ip)),
  );

  route(app, getAdminSportsLiveDelays, async () => ok(await app.services.liveDelays.list()));

  route(app, getAdminSportsLeagues, async (request) => ok(await trading.leagues(request.params.id)));

  route(app, putAdminSportsLiveDelay, async (request) =>
    ok(await app.services.liveDelays.set(signedInOperator(request), request.params.id, request.body, request.ip)),
  );

  route(app, getAdminPayoutLimits, async () => ok(await app.services.payoutLimits.list()));

  route(app, putAdminPayoutLimit, async (request) =>
    ok(
      await app.services.payoutLimits.set(
        signedInOperator(request),
        request.params.currency_id,
        request.body,
        request.ip,
      ),
    ),
  );
}
