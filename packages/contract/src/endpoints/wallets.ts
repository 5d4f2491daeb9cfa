import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { walletAddResultSchema, walletAddSchema, walletListSchema, walletParamsSchema } from '../wallet.js';

export const getUserBalance = defineEndpoint('GET /user/balance', {
  summary: 'The player’s wallets, the default one first; balances in minor units',
  tags: ['wallets'],
  security: 'full',
  answer: walletListSchema,
});

export const postUserAccount = defineEndpoint('POST /user/account', {
  summary: 'Adds a wallet in a currency the player does not hold (not hidden, in the country’s list)',
  tags: ['wallets'],
  security: 'full',
  body: walletAddSchema,
  answer: walletAddResultSchema,
  errors: ['Forbidden'],
});

export const deleteUserAccountById = defineEndpoint('DELETE /user/account/{id}', {
  summary: 'Deletes an empty wallet that is not the default one',
  tags: ['wallets'],
  security: 'full',
  params: walletParamsSchema,
  answer: z.null(),
});

export const putUserAccountByIdDefault = defineEndpoint('PUT /user/account/{id}/default', {
  summary: 'Makes a wallet the active one; answers the wallets again',
  tags: ['wallets'],
  security: 'full',
  params: walletParamsSchema,
  answer: walletListSchema,
});
