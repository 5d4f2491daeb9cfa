import { operatorArea } from '../endpoint.js';
import {
  betVoidSchema,
  operatorBetListSchema,
  operatorBetParamsSchema,
  operatorBetSchema,
  operatorBetsQuerySchema,
} from '../operator-bets.js';

const endpoint = operatorArea('backoffice bets');

export const getAdminBets = endpoint('GET /bets', 'Bets by player, event, status, type, stake and time; newest first', {
  permission: 'bets.read',
  query: operatorBetsQuerySchema,
  answer: operatorBetListSchema,
});

/** A call on one bet. */
const onBet = endpoint.with({ params: operatorBetParamsSchema, answer: operatorBetSchema });

export const getAdminBetsById = onBet(
  'GET /bets/{id}',
  'A bet with its legs, the odds taken and now, its ledger entries and the operators’ settlements of its markets',
  { permission: 'bets.read' },
);

export const postAdminBetsVoid = onBet(
  'POST /bets/{id}/void',
  'Voids one bet with a reason: its stake goes back, a payout it had is taken back first',
  // Voided already: 409.
  { permission: 'bets.manage', body: betVoidSchema, errors: ['Conflict'] },
);
