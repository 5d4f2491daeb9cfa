import { dictionariesSchema } from '@meridian/contract/dictionaries';
import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { sendSerialized } from '../../platform/envelope.js';

export async function dictionariesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/dictionaries',
    {
      schema: {
        tags: ['dictionaries'],
        summary: 'Sports, countries, currencies, timezones, languages, casino categories and providers',
        response: { 200: envelopeOf(dictionariesSchema) },
      },
    },
    async (request, reply) => {
      // Pre-serialised per language: the dictionaries change only on refresh.
      return sendSerialized(reply, app.services.dictionaries.body(request.ctx.language));
    },
  );
}
