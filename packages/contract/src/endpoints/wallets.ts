import { z } from 'zod';
import { endpointArea } from '../endpoint.js';
import { walletAddResultSchema, walletAddSchema, walletListSchema, walletParamsSchema } from '../wallet.js';

const endpoint = endpointArea({ tags: ['wallets'], security: 'full' });

export const getUserBalance = endpoint(
  'GET /user/balance',
  'The player’s wallets, the default one first; balances in minor units',
  { answer: walletListSchema },
);

export const postUserAccount = endpoint(
  'POST /user/account',
  'Adds a wallet in a currency the player does not hold (not hidden, in the country’s list)',
  { body: walletAddSchema, answer: walletAddResultSchema, errors: ['Forbidden'] },
);

export const deleteUserAccountById = endpoint(
  'DELETE /user/account/{id}',
  'Deletes an empty wallet that is not the default one',
  { params: walletParamsSchema, answer: z.null() },
);

export const putUserAccountByIdDefault = endpoint(
  'PUT /user/account/{id}/default',
  'Makes a wallet the active one; answers the wallets again',
  { params: walletParamsSchema, answer: walletListSchema },
);
