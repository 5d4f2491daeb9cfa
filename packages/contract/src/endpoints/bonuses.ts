import { z } from 'zod';
import {
  bonusChangeSchema,
  giftListSchema,
  giftParamsSchema,
  giftsQuerySchema,
  promoCodeResultSchema,
  promoCodeSchema,
} from '../bonuses.js';
import { endpointArea } from '../endpoint.js';
import { userPayloadSchema } from '../user.js';

const endpoint = endpointArea({ tags: ['bonuses'], security: 'full' });

export const getUserGifts = endpoint(
  'GET /user/gifts',
  'The player’s bonus gifts, newest first, with the status chips’ names and colours',
  { query: giftsQuerySchema, answer: giftListSchema },
);

export const deleteUserGiftById = endpoint(
  'DELETE /user/gift/{id}',
  'Declines an available gift or gives up a playing bonus (its bonus balance is forfeited)',
  { params: giftParamsSchema, answer: z.null() },
);

export const postUserGiftByIdActivate = endpoint(
  'POST /user/gift/{id}/activate',
  'Starts an available bonus when none of its kind is playing',
  { params: giftParamsSchema, answer: promoCodeResultSchema },
);

export const deleteUserBonusById = endpoint(
  'DELETE /user/bonus/{id}',
  'Gives up the bonus playing in a bonus balance (the id of the bonus wallet); its balance is forfeited',
  { params: giftParamsSchema, answer: z.null() },
);

export const putUserBonusChange = endpoint(
  'PUT /user/bonus/change',
  'Chooses the first-deposit bonus (0 none, 1 sport, 2 casino) while no deposit has landed',
  { body: bonusChangeSchema, answer: userPayloadSchema },
);

export const postUserPromoCodesActivate = endpoint(
  'POST /user/promo-codes/activate',
  'Activates a promo code: its gift, once per player while the campaign runs and has uses left',
  { body: promoCodeSchema, answer: promoCodeResultSchema },
);
