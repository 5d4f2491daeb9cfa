import { envelopeOf } from '@meridian/contract/envelope';
import { settingsQuerySchema, settingsSchema } from '@meridian/contract/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../platform/envelope.js';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Site settings for this client: geo flags, maintenance, casino, contacts, bet limits, periods',
        querystring: settingsQuerySchema,
        response: { 200: envelopeOf(settingsSchema) },
      },
    },
    async (request, reply) => {
      const body = app.services.settings.serialized({ ip: request.ip, countryCode: request.query.country_code });
      return sendSerialized(reply, body);
    },
  );
}
