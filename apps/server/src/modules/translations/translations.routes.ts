import { envelopeOf } from '@meridian/contract/envelope';
import { translationsQuerySchema, translationsSchema } from '@meridian/contract/translations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../platform/envelope.js';

export async function translationsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/translations',
    {
      schema: {
        tags: ['translations'],
        summary: 'Texts of a module in a language, English filling any missing key',
        querystring: translationsQuerySchema,
        response: { 200: envelopeOf(translationsSchema) },
      },
    },
    async (request, reply) =>
      sendSerialized(
        reply.header('cache-control', 'public, max-age=300'),
        app.services.translations.body(request.query.language_code),
      ),
  );
}
