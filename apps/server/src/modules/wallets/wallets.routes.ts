import { envelopeOf } from '@meridian/contract/envelope';
import {
  walletAddResultSchema,
  walletAddSchema,
  walletListSchema,
  walletParamsSchema,
} from '@meridian/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protect, signedIn } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';

/** `/user/balance` and `/user/account*`: the signed-in player's own wallets only. */
export async function walletsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const wallets = app.services.wallets;
  const tags = ['wallets'];
  protect(app, 'full');

  r.get(
    '/user/balance',
    {
      schema: {
        tags,
        summary: 'The player’s wallets, the default one first; balances in minor units',
        response: { 200: envelopeOf(walletListSchema) },
      },
    },
    async (request) => ok({ list: await wallets.list(signedIn(request).user.id) }),
  );

  r.post(
    '/user/account',
    {
      schema: {
        tags,
        summary: 'Adds a wallet in a currency the player does not hold (not hidden, in the country’s list)',
        body: walletAddSchema,
        response: { 200: envelopeOf(walletAddResultSchema) },
      },
    },
    async (request) => {
      const account = await wallets.add(signedIn(request).user.id, request.body.currency_id, request.ip);
      return ok({ account });
    },
  );

  r.delete(
    '/user/account/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an empty wallet that is not the default one',
        params: walletParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await wallets.remove(signedIn(request).user.id, BigInt(request.params.id), request.ip);
      return ok(null);
    },
  );

  r.put(
    '/user/account/:id/default',
    {
      schema: {
        tags,
        summary: 'Makes a wallet the active one; answers the wallets again',
        params: walletParamsSchema,
        response: { 200: envelopeOf(walletListSchema) },
      },
    },
    async (request) => {
      const list = await wallets.makeDefault(signedIn(request).user.id, BigInt(request.params.id), request.ip);
      return ok({ list });
    },
  );
}
