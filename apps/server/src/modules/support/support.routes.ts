import {
  getSupportConversation,
  postSupportMessages,
  postSupportRead,
  postSupportVisitor,
  postSupportWebhook,
} from '@meridian/contract/endpoints/support';
import { SUPPORT_VISITOR_HEADER } from '@meridian/contract/support';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { parseSignedBody } from '../../platform/validator.js';
import type { SupportService } from './support.service.js';

export interface SupportRoutesOptions {
  support: SupportService;
}

/** The chat of players and visitors, and the chat provider's webhook. */
export async function supportRoutes(app: FastifyInstance, options: SupportRoutesOptions): Promise<void> {
  await app.register(contactSupportRoutes, options);
  await app.register(providerSupportRoutes, options);
}

async function contactSupportRoutes(app: FastifyInstance, { support }: SupportRoutesOptions): Promise<void> {
  // The contact is the caller, never a field of the request: the session's player, else the visitor's token.
  const caller = (request: FastifyRequest) =>
    support.callerOf(request.user, request.headers[SUPPORT_VISITOR_HEADER], request.ctx.language);

  route(app, postSupportVisitor, async (request) => ok(await support.createVisitor(request.body.captcha, request.ip)));

  route(app, getSupportConversation, async (request) => ok(await support.conversation(await caller(request))));

  route(app, postSupportMessages, async (request) =>
    ok(await support.write(await caller(request), request.body, request.ip)),
  );

  route(app, postSupportRead, async (request) => ok(await support.read(await caller(request), request.body.up_to)));
}

/** The provider's webhook: signed over its method, path and raw body, so the body is read as text here. */
async function providerSupportRoutes(app: FastifyInstance, { support }: SupportRoutesOptions): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const raw = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

  route(app, postSupportWebhook, async (request) => {
    support.checkWebhook(request.headers, request.method, request.url, raw(request));
    return ok(await support.takeWebhook(parseSignedBody(postSupportWebhook.signedBody, raw(request))));
  });
}
