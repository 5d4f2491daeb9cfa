import { getTranslations } from '@meridian/contract/endpoints/translations';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { sendSerialized } from '../../platform/envelope.js';

export async function translationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, getTranslations, async (request, reply) =>
    sendSerialized(
      reply.header('cache-control', 'public, max-age=300'),
      app.services.translations.body(request.query.language_code),
    ),
  );
}
