import { envelopeOf } from '@meridian/contract/envelope';
import { kycAccessTokenSchema, kycWebhookAnswerSchema, kycWebhookSchema } from '@meridian/contract/kyc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protect, signedIn } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { parseSignedBody } from '../../platform/validator.js';
import type { KycService } from './kyc.service.js';

export interface KycRoutesOptions {
  kyc: KycService;
}

/** `/user/sumsub/access-token` for the signed-in player, `/kyc/webhook` for the verification provider. */
export async function kycRoutes(app: FastifyInstance, options: KycRoutesOptions): Promise<void> {
  await app.register(playerKycRoutes, options);
  await app.register(providerKycRoutes, options);
}

async function playerKycRoutes(app: FastifyInstance, { kyc }: KycRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  protect(app, 'full');

  r.get(
    '/user/sumsub/access-token',
    {
      schema: {
        tags: ['kyc'],
        summary: 'A short-lived applicant token for the identity widget, and the SDK that mounts it',
        response: { 200: envelopeOf(kycAccessTokenSchema) },
      },
    },
    async (request) => ok(await kyc.accessToken(signedIn(request).user.id, request.ctx.language)),
  );
}

/** The provider's webhook: signed over its raw body, so the body is read as text here. */
async function providerKycRoutes(app: FastifyInstance, { kyc }: KycRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const raw = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

  r.post(
    '/kyc/webhook',
    {
      schema: {
        tags: ['kyc (provider)'],
        summary: 'A verification outcome reported by the provider (HMAC-signed, idempotent by event id)',
        security: [{ kycSignature: [] }],
        response: { 200: envelopeOf(kycWebhookAnswerSchema) },
      },
    },
    async (request) => {
      kyc.checkProviderCall(request.headers, raw(request));
      return ok(await kyc.applyWebhook(parseSignedBody(kycWebhookSchema, raw(request))));
    },
  );
}
