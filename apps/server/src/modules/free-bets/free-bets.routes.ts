import { devFreeBetGrantSchema, devFreeBetSchema } from '@meridian/contract/bets';
import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';

/**
 * `POST /dev/free-bets` (only with DEV_FEED=true, beside `POST /dev/feed`): grants a player a free
 * bet, as an operator does with SQL. Demos and browser journeys give a new player one with it.
 */
export async function freeBetsDevRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devFeed) return;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/free-bets',
    {
      schema: {
        tags: ['dev'],
        summary: 'Grant a player a free bet',
        body: devFreeBetGrantSchema,
        response: { 200: envelopeOf(devFreeBetSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await app.services.freeBets.grant({
          userId: BigInt(body.user_id),
          currencyId: body.currency_id,
          amount: BigInt(body.amount),
          title: body.title,
          description: body.description,
          expiresAt: body.expires_at ? new Date(body.expires_at * 1000) : null,
        }),
      );
    },
  );
}
