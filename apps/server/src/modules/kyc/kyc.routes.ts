import { getUserSumsubAccessToken, postKycWebhook } from '@meridian/contract/endpoints/kyc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../platform/auth.js';
import { route } from '../../platform/endpoint.js';
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
  route(app, getUserSumsubAccessToken, async (request) =>
    ok(await kyc.accessToken(signedIn(request).user.id, request.ctx.language)),
  );
}

/** The provider's webhook: signed over its raw body, so the body is read as text here. */
async function providerKycRoutes(app: FastifyInstance, { kyc }: KycRoutesOptions): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const raw = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

  route(app, postKycWebhook, async (request) => {
    kyc.checkProviderCall(request.headers, raw(request));
    return ok(await kyc.applyWebhook(parseSignedBody(postKycWebhook.signedBody, raw(request))));
  });
}
