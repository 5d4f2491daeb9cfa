import { z } from 'zod';
import { operatorArea } from '../endpoint.js';
import {
  IDENTITY_FILE_TYPES,
  identityDecisionAnswerSchema,
  identityDecisionSchema,
  identityFileParamsSchema,
  identityReviewListSchema,
  identityReviewParamsSchema,
} from '../operator-identity.js';

/** Identity review goes through the verification provider's operator API: 502 when it fails. */
const endpoint = operatorArea('backoffice identity').with({ errors: ['ProviderUnavailable'] });

export const getAdminIdentityReviews = endpoint(
  'GET /identity-reviews',
  'The verification provider’s review queue, read through its operator API, each applicant beside its player',
  { permission: 'identity.read', answer: identityReviewListSchema },
);

export const getAdminIdentityReviewsByApplicantIdFilesByFileId = endpoint(
  'GET /identity-reviews/{applicant_id}/files/{file_id}',
  'One file an applicant submitted, as the provider keeps it, served to be shown only in a sandbox (CSP sandbox, no sniffing, not cached)',
  { permission: 'identity.read', params: identityFileParamsSchema, answer: z.never(), file: IDENTITY_FILE_TYPES },
);

export const postAdminIdentityReviewsByApplicantIdDecision = endpoint(
  'POST /identity-reviews/{applicant_id}/decision',
  'Approves or rejects an applicant at the verification provider with the player’s reasons and the audit’s reason; the player’s status follows over the provider’s webhook',
  {
    permission: 'identity.manage',
    params: identityReviewParamsSchema,
    body: identityDecisionSchema,
    answer: identityDecisionAnswerSchema,
    // 409: the applicant is no longer waiting (decided already, or the player submitted again).
    errors: ['Conflict', 'ProviderUnavailable'],
  },
);
