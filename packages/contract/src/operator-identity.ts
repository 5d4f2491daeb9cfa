import { z } from 'zod';
import { reasonSchema } from './operators.js';
import { KYC_STATUS_NAMES } from './players.js';

/**
 * The verification provider's own reasons for a rejection, each of which its widget explains to the
 * player in their language; an operator may add their own words beside them.
 */
export const IDENTITY_REJECT_REASONS = ['document_expired', 'underage', 'birthday_mismatch', 'name_mismatch'] as const;

/** The kinds of file an applicant submits and the media types the provider keeps. */
export const IDENTITY_FILE_KINDS = ['front', 'back', 'selfie'] as const;
export const IDENTITY_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

const applicantId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'an applicant id');
const day = z.string().nullable();

/** One applicant waiting for a person's decision at the verification provider, beside the player it is for. */
export const identityReviewSchema = z.object({
  applicant_id: z.string(),
  /** The player the applicant was created for; null when the provider names a user the platform does not have. */
  player: z
    .object({
      id: z.number().int(),
      email: z.string().nullable(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      kyc: z.enum(KYC_STATUS_NAMES),
      created_at: z.iso.datetime(),
    })
    .nullable(),
  level: z.string(),
  /** What the platform told the provider of the player (the profile the documents are checked against). */
  profile: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    birthday: day,
    country: z.string(),
  }),
  /** What the player submitted, and why the provider's checks could not decide. */
  submission: z.object({
    document_type: z.string(),
    country: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    birthday: z.string(),
    document_number: z.string(),
    document_expiry: z.string(),
    reasons: z.array(z.string()),
    submitted_at: z.iso.datetime(),
  }),
  files: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      mime: z.string(),
      size: z.number().int(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    }),
  ),
});
export type IdentityReview = z.infer<typeof identityReviewSchema>;

/** The provider's review queue, oldest submission first. */
export const identityReviewListSchema = z.object({ list: z.array(identityReviewSchema) });

export const identityReviewParamsSchema = z.object({ applicant_id: applicantId });
export const identityFileParamsSchema = z.object({
  applicant_id: applicantId,
  file_id: z.string().regex(/^f_[0-9a-f]{32}$/, 'a file id'),
});

/**
 * An operator's decision on an applicant: approve, or reject with the reasons the player reads (the
 * provider's codes of IDENTITY_REJECT_REASONS, or the operator's own words), and the reason kept in
 * the audit.
 */
export const identityDecisionSchema = z
  .object({
    decision: z.enum(['approved', 'rejected']),
    reasons: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
    reason: reasonSchema,
  })
  .refine((body) => body.decision === 'approved' || body.reasons.length > 0, {
    path: ['reasons'],
    message: 'A rejection gives the player at least one reason.',
  })
  .refine((body) => body.decision === 'rejected' || body.reasons.length === 0, {
    path: ['reasons'],
    message: 'An approval gives no reasons.',
  });

/** The provider's answer to a decision; the player's status follows over its webhook. */
export const identityDecisionAnswerSchema = z.object({
  applicant_id: z.string(),
  status: z.enum(['approved', 'rejected']),
  reasons: z.array(z.string()),
});
