import {
  postAdminAuthEnrolment,
  postAdminAuthSetup,
  postAdminAuthSignIn,
  postAdminAuthSignOut,
  postAdminAuthTwoFactor,
} from '@meridian/contract/endpoints/admin-auth';
import {
  getAdminAudit,
  getAdminMe,
  getAdminOperators,
  patchAdminOperatorsById,
  postAdminOperators,
} from '@meridian/contract/endpoints/admin-operators';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { challengedOperator, signedInOperator } from '../../platform/operator-auth.js';
import { isLoopbackRequest } from '../messages/loopback.js';

/** The operators' calls, registered under /api/admin/v1. */
export async function operatorsRoutes(app: FastifyInstance): Promise<void> {
  const { operators } = app.services;

  route(app, postAdminAuthSignIn, async (request) =>
    ok(await operators.signIn(request.body.email, request.body.password, request.ip)),
  );

  route(app, postAdminAuthEnrolment, async (request) => ok(await operators.enrol(challengedOperator(request))));

  route(app, postAdminAuthTwoFactor, async (request) =>
    ok(
      await operators.twoFactor(challengedOperator(request), request.body.code, request.body.new_password, request.ip),
    ),
  );

  route(app, postAdminAuthSignOut, async (request) => {
    await operators.signOut(signedInOperator(request), request.ip);
    return ok(null);
  });

  route(app, postAdminAuthSetup, async (request) => {
    // The token is in the server's log: only someone at the machine itself may use it.
    if (!isLoopbackRequest(request)) {
      throw new AppError('Forbidden', 'The first admin is set up from the server’s own machine.');
    }
    return ok(await operators.setup(request.body.token, request.body.email, request.ip));
  });

  route(app, getAdminMe, async (request) => ok(await operators.me(signedInOperator(request))));

  route(app, getAdminOperators, async () => ok(await operators.list()));

  route(app, postAdminOperators, async (request) =>
    ok(await operators.create(signedInOperator(request), request.body, request.ip)),
  );

  route(app, patchAdminOperatorsById, async (request) =>
    ok(await operators.update(signedInOperator(request), BigInt(request.params.id), request.body, request.ip)),
  );

  route(app, getAdminAudit, async (request) => {
    const q = request.query;
    return ok(
      await operators.listAudit({
        limit: q.limit,
        ...(q.operator_id ? { operatorId: BigInt(q.operator_id) } : {}),
        ...(q.action ? { action: q.action } : {}),
        ...(q.from ? { from: new Date(q.from) } : {}),
        ...(q.to ? { to: new Date(q.to) } : {}),
        ...(q.before_id ? { beforeId: BigInt(q.before_id) } : {}),
      }),
    );
  });
}
