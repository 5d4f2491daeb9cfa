import {
  getAdminIdentityReviews,
  getAdminIdentityReviewsByApplicantIdFilesByFileId,
  postAdminIdentityReviewsByApplicantIdDecision,
} from '@meridian/contract/endpoints/admin-identity';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';
import type { IdentityReviews } from './kyc.reviews.js';

/**
 * A submitted document, served to the back office only to be shown in a sandbox: no script of it
 * runs, nothing it names loads, the browser takes the declared type, and no cache keeps it.
 */
const FILE_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** Identity review, registered under /api/admin/v1. */
export async function identityAdminRoutes(app: FastifyInstance, options: { reviews: IdentityReviews }): Promise<void> {
  const { reviews } = options;

  route(app, getAdminIdentityReviews, async () => ok({ list: await reviews.queue() }));

  route(app, getAdminIdentityReviewsByApplicantIdFilesByFileId, async (request, reply) => {
    const { applicant_id, file_id } = request.params;
    const file = await reviews.file(applicant_id, file_id);
    return reply
      .type(file.type)
      .header('content-security-policy', FILE_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${file_id}.${file.type.split('/')[1]}"`)
      .send(file.bytes);
  });

  route(app, postAdminIdentityReviewsByApplicantIdDecision, async (request) =>
    ok(await reviews.decide(signedInOperator(request), request.params.applicant_id, request.body, request.ip)),
  );
}
