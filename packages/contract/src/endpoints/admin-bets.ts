import { endpointArea } from '../endpoint.js';
import {
  betVoidSchema,
  operatorBetListSchema,
  operatorBetParamsSchema,
  operatorBetSchema,
  operatorBetsQuerySchema,
} from '../operator-bets.js';

// A permission the caller's role lacks, or an address off the allow-list: 403.
const endpoint = endpointArea({
  api: 'admin',
  tags: ['backoffice bets'],
  security: 'operator',
  errors: ['Forbidden'],
});

export const getAdminBets = endpoint('GET /bets', 'Bets by player, event, status, type, stake and time; newest first', {
  permission: 'bets.read',
  query: operatorBetsQuerySchema,
  answer: operatorBetListSchema,
});

export const getAdminBetsById = endpoint(
  'GET /bets/{id}',
  'A bet with its legs, the odds taken and now, its ledger entries and the operators’ settlements of its markets',
  {
    permission: 'bets.read',
    params: operatorBetParamsSchema,
    answer: operatorBetSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const postAdminBetsVoid = endpoint(
  'POST /bets/{id}/void',
  'Voids one bet with a reason: its stake goes back, a payout it had is taken back first',
  {
    permission: 'bets.manage',
    params: operatorBetParamsSchema,
    body: betVoidSchema,
    answer: operatorBetSchema,
    // Voided already: 409.
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);
