import { envelopeOf, type FieldErrors } from '@meridian/contract/envelope';
import { kycAccessTokenSchema, kycWebhookAnswerSchema, kycWebhookSchema } from '@meridian/contract/kyc';
import { findNul } from '@meridian/contract/request-input';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protect, signedIn } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { validationFailed } from '../../platform/errors.js';
import { NUL_MESSAGE } from '../../platform/validator.js';
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
      return ok(await kyc.applyWebhook(parseWebhook(raw(request))));
    },
  );
}

/** Parses a signed body after its signature was checked; bad JSON or fields answer 422. */
function parseWebhook(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw validationFailed({ body: ['The body is not valid JSON.'] });
  }
  // Signed bodies skip the route validator, so they get its NUL rule here.
  const nul = findNul(json);
  if (nul.length > 0) throw validationFailed(Object.fromEntries(nul.map((path) => [path || 'body', [NUL_MESSAGE]])));
  const parsed = kycWebhookSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  throw validationFailed(errors);
}
