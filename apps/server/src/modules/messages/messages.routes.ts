import { inboxSchema } from '@meridian/contract/dev';
import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { forbidden } from '../../platform/errors.js';
import { isLoopbackRequest } from './loopback.js';
import { inboxPage } from './messages.presenter.js';

/**
 * The development inbox: every message of the outbox, so sign-up by e-mail or phone works on a
 * laptop. It shows recovery codes too, so it is opt-in and, unless an operator says otherwise,
 * answers only the machine it runs on.
 */
export async function devInboxRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devInbox) return;
  if (!app.config.devInboxAllowRemote) {
    // Scoped to this plugin: only the inbox routes pass through it.
    app.addHook('onRequest', async (request) => {
      if (!isLoopbackRequest(request)) {
        throw forbidden('The development inbox answers this machine only (DEV_INBOX_ALLOW_REMOTE=true opens it).');
      }
    });
  }
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/dev/inbox.json',
    { schema: { tags: ['dev'], summary: 'Outbox messages, newest first', response: { 200: envelopeOf(inboxSchema) } } },
    async () => ok({ list: await app.services.messages.inbox() }),
  );
  typed.get('/dev/inbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(inboxPage(await app.services.messages.inbox())),
  );
}
