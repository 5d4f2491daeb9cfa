import { inboxSchema } from '@meridian/contract/dev';
import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { inboxPage } from './messages.presenter.js';

/** The development inbox: every message of the outbox, so sign-up by e-mail or phone works on a laptop. */
export async function devInboxRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devInbox) return;
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
