import {
  getAdminPayments,
  getAdminPaymentsById,
  postAdminPaymentsApprove,
  postAdminPaymentsReject,
} from '@meridian/contract/endpoints/admin-payments';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';

/** The back office's payments and withdrawal review, registered under /api/admin/v1. */
export async function paymentsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { withdrawalReviews: reviews } = app.services;

  route(app, getAdminPayments, async (request) => ok(await reviews.list(request.query)));

  route(app, getAdminPaymentsById, async (request) => ok(await reviews.payment(request.params.id)));

  route(app, postAdminPaymentsApprove, async (request) =>
    ok(await reviews.approve(signedInOperator(request), request.params.id, request.body.reason, request.ip)),
  );

  route(app, postAdminPaymentsReject, async (request) =>
    ok(await reviews.reject(signedInOperator(request), request.params.id, request.body.reason, request.ip)),
  );
}
