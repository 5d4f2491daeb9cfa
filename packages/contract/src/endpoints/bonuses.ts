import { z } from 'zod';
import {
  bonusChangeSchema,
  giftListSchema,
  giftParamsSchema,
  giftsQuerySchema,
  promoCodeResultSchema,
  promoCodeSchema,
} from '../bonuses.js';
import { defineEndpoint } from '../endpoint.js';
import { userPayloadSchema } from '../user.js';

export const getUserGifts = defineEndpoint('GET /user/gifts', {
  summary: 'The player’s bonus gifts, newest first, with the status chips’ names and colours',
  tags: ['bonuses'],
  security: 'full',
  query: giftsQuerySchema,
  answer: giftListSchema,
});

export const deleteUserGiftById = defineEndpoint('DELETE /user/gift/{id}', {
  summary: 'Declines an available gift or gives up a playing bonus (its bonus balance is forfeited)',
  tags: ['bonuses'],
  security: 'full',
  params: giftParamsSchema,
  answer: z.null(),
});

export const postUserGiftByIdActivate = defineEndpoint('POST /user/gift/{id}/activate', {
  summary: 'Starts an available bonus when none of its kind is playing',
  tags: ['bonuses'],
  security: 'full',
  params: giftParamsSchema,
  answer: promoCodeResultSchema,
});

export const deleteUserBonusById = defineEndpoint('DELETE /user/bonus/{id}', {
  summary: 'Gives up the bonus playing in a bonus balance (the id of the bonus wallet); its balance is forfeited',
  tags: ['bonuses'],
  security: 'full',
  params: giftParamsSchema,
  answer: z.null(),
});

export const putUserBonusChange = defineEndpoint('PUT /user/bonus/change', {
  summary: 'Chooses the first-deposit bonus (0 none, 1 sport, 2 casino) while no deposit has landed',
  tags: ['bonuses'],
  security: 'full',
  body: bonusChangeSchema,
  answer: userPayloadSchema,
});

export const postUserPromoCodesActivate = defineEndpoint('POST /user/promo-codes/activate', {
  summary: 'Activates a promo code: its gift, once per player while the campaign runs and has uses left',
  tags: ['bonuses'],
  security: 'full',
  body: promoCodeSchema,
  answer: promoCodeResultSchema,
});
