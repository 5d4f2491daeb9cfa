import {
  deleteUserBonusById,
  deleteUserGiftById,
  getUserGifts,
  postUserGiftByIdActivate,
  postUserPromoCodesActivate,
  putUserBonusChange,
} from '@meridian/contract/endpoints/bonuses';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../platform/auth.js';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

/** The player's bonuses (spec 000 §7): gifts, promo codes, the first-deposit choice; their own only. */
export async function bonusesRoutes(app: FastifyInstance): Promise<void> {
  const { bonuses, profile } = app.services;

  route(app, getUserGifts, async (request) =>
    ok(await bonuses.list(signedIn(request).user.id, request.query, request.ctx.language)),
  );

  route(app, deleteUserGiftById, async (request) => {
    const { id } = request.params;
    await bonuses.cancelGift(signedIn(request).user.id, BigInt(id), request.ctx.language, request.ip);
    return ok(null);
  });

  route(app, postUserGiftByIdActivate, async (request) => {
    const gift = await bonuses.activateGift(signedIn(request).user.id, BigInt(request.params.id), request.ctx.language);
    return ok({ gift });
  });

  route(app, deleteUserBonusById, async (request) => {
    const { id } = request.params;
    await bonuses.cancelBonus(signedIn(request).user.id, BigInt(id), request.ctx.language, request.ip);
    return ok(null);
  });

  route(app, putUserBonusChange, async (request) => {
    const userId = signedIn(request).user.id;
    await bonuses.changeFirstBonus(userId, request.body.first_bonus, request.ctx.language, request.ip);
    return ok({ user: await profile.user(userId) });
  });

  route(app, postUserPromoCodesActivate, async (request) => {
    const gift = await bonuses.activatePromoCode(
      signedIn(request).user.id,
      request.body.code,
      request.ctx.language,
      request.ip,
    );
    return ok({ gift });
  });
}
