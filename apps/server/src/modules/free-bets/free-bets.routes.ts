import { devFreeBetGrantSchema, devFreeBetSchema } from '@meridian/contract/bets';
import type { FastifyInstance } from 'fastify';
import { devPost } from '../../platform/dev-route.js';

/**
 * `POST /dev/free-bets` (only with DEV_FEED=true, beside `POST /dev/feed`): grants a player a free
 * bet, as an operator does with SQL. Demos and browser journeys give a new player one with it.
 */
export async function freeBetsDevRoutes(app: FastifyInstance): Promise<void> {
  devPost(
    app,
    '/dev/free-bets',
    { summary: 'Grant a player a free bet', body: devFreeBetGrantSchema, answer: devFreeBetSchema },
    (body) =>
      app.services.freeBets.grant({
        userId: BigInt(body.user_id),
        currencyId: body.currency_id,
        amount: BigInt(body.amount),
        title: body.title,
        description: body.description,
        expiresAt: body.expires_at ? new Date(body.expires_at * 1000) : null,
      }),
  );
}
