import { z } from 'zod';

/**
 * The player's identity verification, the user's `kyc` field (docs/kyc.md): 0 not verified (nothing
 * submitted yet), 1 pending (submitted, being checked), 2 verified, 3 rejected (the player can fix
 * what the reasons say and submit again), 4 in review (waiting for a person at the provider).
 */
export const KYC_STATUS = {
  not_verified: 0,
  pending: 1,
  verified: 2,
  rejected: 3,
  review: 4,
} as const;
export type KycStatusName = keyof typeof KYC_STATUS;
export type KycStatus = (typeof KYC_STATUS)[KycStatusName];

/** Where the player starts (or looks up) their verification on the operator's site. */
export const KYC_VERIFICATION_PAGE = '/profile/verification';

/** `GET /user/sumsub/access-token`: the identity widget's applicant token and the SDK that mounts it. */
export const kycAccessTokenSchema = z.object({
  token: z.string(),
  /** The verification provider's SDK script (a path on the site's origin, or a full address). */
  sdk_url: z.string(),
  /** Unix seconds after which the token is refused; the SDK's `onTokenExpired` asks for a new one. */
  expires_at: z.number().int(),
});
export type KycAccessToken = z.infer<typeof kycAccessTokenSchema>;

/** The provider's outcome of an applicant, as its webhook reports it. */
export const kycProviderStatuses = ['pending', 'approved', 'rejected', 'review'] as const;
export type KycProviderStatus = (typeof kycProviderStatuses)[number];

/** The user's `kyc` for each outcome the provider reports. */
export const KYC_STATUS_OF_PROVIDER: Record<KycProviderStatus, KycStatus> = {
  pending: KYC_STATUS.pending,
  approved: KYC_STATUS.verified,
  rejected: KYC_STATUS.rejected,
  review: KYC_STATUS.review,
};

/** The headers of the provider's signed webhook: hex(HMAC-SHA256(key, timestamp + "." + raw body)). */
export const KYC_SIGNATURE_HEADER = 'x-kyc-signature';
export const KYC_TIMESTAMP_HEADER = 'x-kyc-timestamp';

/** `POST /kyc/webhook`: one status change of an applicant, signed by the provider. */
export const kycWebhookSchema = z.object({
  /** Unique per event: a second delivery of the same id is a replay and changes nothing. */
  event_id: z.string().min(1).max(100),
  type: z.literal('applicant.status'),
  applicant_id: z.string().min(1).max(100),
  /** The operator's user id the applicant was created for. */
  user: z.string().regex(/^[1-9][0-9]{0,17}$/),
  level: z.string().max(100),
  status: z.enum(kycProviderStatuses),
  /** Why a submission was rejected or sent to review: check codes, or the reviewer's own words. */
  reasons: z.array(z.string().max(500)).max(20),
  /** Grows with every status change of the applicant: an event older than the one applied is ignored. */
  revision: z.number().int().min(1),
  /** Unix seconds of the change at the provider. */
  occurred_at: z.number().int(),
  /**
   * On an approval: the person and document the provider verified. The operator checks them
   * against its register of self-excluded persons.
   */
  identity: z
    .object({
      first_name: z.string().max(100),
      last_name: z.string().max(100),
      /** YYYY-MM-DD. */
      birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      document_type: z.string().min(1).max(40),
      /** ISO 3166-1 alpha-2 of the issuing country. */
      document_country: z.string().length(2),
      document_number: z.string().min(1).max(40),
    })
    .optional(),
});
export type KycWebhook = z.infer<typeof kycWebhookSchema>;

/** The answer to a webhook; a replay of an event answers what its first delivery answered. */
export const kycWebhookAnswerSchema = z.object({
  event_id: z.string(),
  user_id: z.number().int(),
  /** The user's `kyc` once the event was taken. */
  kyc: z.number().int().min(0).max(4),
  /** False when the event was older than the status already applied (it is recorded, nothing more). */
  applied: z.boolean(),
});
export type KycWebhookAnswer = z.infer<typeof kycWebhookAnswerSchema>;

/**
 * The verification SDK the page loads from `sdk_url` (docs/kyc.md):
 * `window.MeridianKyc.init(options)` mounts the widget in `container` and answers `{ destroy() }`.
 */
export type KycSdkEvent =
  | { type: 'ready' }
  | { type: 'step'; step: string }
  | { type: 'submitted' }
  | { type: 'status'; status: KycProviderStatus; reasons?: string[] }
  | { type: 'error'; message: string };

export interface KycSdkInitOptions {
  token: string;
  container: HTMLElement;
  lang: 'en' | 'ru';
  theme: 'dark' | 'light';
  onEvent(event: KycSdkEvent): void;
  /** Called when the token runs out: answers a fresh one (from `GET /user/sumsub/access-token`). */
  onTokenExpired(): Promise<string>;
}

export interface KycSdk {
  init(options: KycSdkInitOptions): { destroy(): void };
}
