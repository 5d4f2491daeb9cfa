import { defineEndpoint } from '../endpoint.js';
import { kycAccessTokenSchema, kycWebhookAnswerSchema, kycWebhookSchema } from '../kyc.js';

export const getUserSumsubAccessToken = defineEndpoint('GET /user/sumsub/access-token', {
  summary: 'A short-lived applicant token for the identity widget, and the SDK that mounts it',
  tags: ['kyc'],
  security: 'full',
  answer: kycAccessTokenSchema,
  errors: ['ProviderUnavailable'],
});

export const postKycWebhook = defineEndpoint('POST /kyc/webhook', {
  summary: 'A verification outcome reported by the provider (HMAC-signed, idempotent by event id)',
  tags: ['kyc (provider)'],
  security: 'kycSignature',
  signedBody: kycWebhookSchema,
  answer: kycWebhookAnswerSchema,
  errors: ['NotFound', 'ValidationError'],
});
