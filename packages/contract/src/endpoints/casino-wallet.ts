import {
  walletAnswerSchema,
  walletBalanceRequestSchema,
  walletBetRequestSchema,
  walletRollbackRequestSchema,
  walletTransactionsAnswerSchema,
  walletTransactionsRequestSchema,
  walletUserInfoRequestSchema,
  walletWinRequestSchema,
} from '../casino.js';
import { endpointArea } from '../endpoint.js';

// The seamless wallet game providers call: each body signed with the provider's key. The
// reconciliation list has its own answer; every other call is answered with the player's balance.
const endpoint = endpointArea({
  tags: ['casino wallet (provider)'],
  security: 'casinoSignature',
  answer: walletAnswerSchema,
});

export const postCasinoWalletTransactions = endpoint(
  'POST /casino/wallet/transactions',
  'The calling provider’s transactions as recorded, by id within a time window, for reconciliation',
  { signedBody: walletTransactionsRequestSchema, answer: walletTransactionsAnswerSchema },
);

export const postCasinoWalletUserInfo = endpoint(
  'POST /casino/wallet/user/info',
  'The player of a game session: id, currency, balance, country and language',
  { signedBody: walletUserInfoRequestSchema },
);

export const postCasinoWalletUserBalance = endpoint(
  'POST /casino/wallet/user/balance',
  'The balance of the session’s wallet (RS_ERROR_TOKEN_EXPIRED once the session has expired)',
  { signedBody: walletBalanceRequestSchema },
);

export const postCasinoWalletTransactionBet = endpoint(
  'POST /casino/wallet/transaction/bet',
  'Debits a stake once per transaction_uuid; RS_ERROR_NOT_ENOUGH_MONEY leaves the wallet as it was',
  { signedBody: walletBetRequestSchema },
);

export const postCasinoWalletTransactionWin = endpoint(
  'POST /casino/wallet/transaction/win',
  'Credits a win for an earlier bet once per transaction_uuid (token expiry not checked)',
  { signedBody: walletWinRequestSchema },
);

export const postCasinoWalletTransactionRollback = endpoint(
  'POST /casino/wallet/transaction/rollback',
  'Gives back a bet the provider could not complete, once; a rollback before its bet voids the bet',
  { signedBody: walletRollbackRequestSchema },
);
