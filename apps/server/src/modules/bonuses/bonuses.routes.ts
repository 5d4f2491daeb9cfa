import {
  bonusChangeSchema,
  giftListSchema,
  giftParamsSchema,
  giftsQuerySchema,
  promoCodeResultSchema,
  promoCodeSchema,
} from '@meridian/contract/bonuses';
import { envelopeOf } from '@meridian/contract/envelope';
import { userPayloadSchema } from '@meridian/contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protect, signedIn } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';

const none = envelopeOf(z.null());

/** The player's bonuses (spec 000 §7): gifts, promo codes, the first-deposit choice; their own only. */
export async function bonusesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { bonuses, profile } = app.services;
  const tags = ['bonuses'];
  protect(app, 'full');

  r.get(
    '/user/gifts',
    {
      schema: {
        tags,
        summary: 'The player’s bonus gifts, newest first, with the status chips’ names and colours',
        querystring: giftsQuerySchema,
        response: { 200: envelopeOf(giftListSchema) },
      },
    },
    async (request) => ok(await bonuses.list(signedIn(request).user.id, request.query, request.ctx.language)),
  );

  r.delete(
    '/user/gift/:id',
    {
      schema: {
        tags,
        summary: 'Declines an available gift or gives up a playing bonus (its bonus balance is forfeited)',
        params: giftParamsSchema,
        response: { 200: none },
      },
    },
    async (request) => {
      const { id } = request.params;
      await bonuses.cancelGift(signedIn(request).user.id, BigInt(id), request.ctx.language, request.ip);
      return ok(null);
    },
  );

  r.post(
    '/user/gift/:id/activate',
    {
      schema: {
        tags,
        summary: 'Starts an available bonus when none of its kind is playing',
        params: giftParamsSchema,
        response: { 200: envelopeOf(promoCodeResultSchema) },
      },
    },
    async (request) => {
      const gift = await bonuses.activateGift(
        signedIn(request).user.id,
        BigInt(request.params.id),
        request.ctx.language,
      );
      return ok({ gift });
    },
  );

  r.delete(
    '/user/bonus/:id',
    {
      schema: {
        tags,
        summary: 'Gives up the bonus playing in a bonus balance (the id of the bonus wallet); its balance is forfeited',
        params: giftParamsSchema,
        response: { 200: none },
      },
    },
    async (request) => {
      const { id } = request.params;
      await bonuses.cancelBonus(signedIn(request).user.id, BigInt(id), request.ctx.language, request.ip);
      return ok(null);
    },
  );

  r.put(
    '/user/bonus/change',
    {
      schema: {
        tags,
        summary: 'Chooses the first-deposit bonus (0 none, 1 sport, 2 casino) while no deposit has landed',
        body: bonusChangeSchema,
        response: { 200: envelopeOf(userPayloadSchema) },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      await bonuses.changeFirstBonus(userId, request.body.first_bonus, request.ctx.language, request.ip);
      return ok({ user: await profile.user(userId) });
    },
  );

  r.post(
    '/user/promo-codes/activate',
    {
      schema: {
        tags,
        summary: 'Activates a promo code: its gift, once per player while the campaign runs and has uses left',
        body: promoCodeSchema,
        response: { 200: envelopeOf(promoCodeResultSchema) },
      },
    },
    async (request) => {
      const gift = await bonuses.activatePromoCode(
        signedIn(request).user.id,
        request.body.code,
        request.ctx.language,
        request.ip,
      );
      return ok({ gift });
    },
  );
}
