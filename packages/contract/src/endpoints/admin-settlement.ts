import { endpointArea } from '../endpoint.js';
import {
  marketResultsSchema,
  marketSettlementListSchema,
  marketSettlementParamsSchema,
  marketSettlementSchema,
  marketVoidSchema,
  settlementParamsSchema,
} from '../market-settlement.js';
import { tradingEventParamsSchema } from '../trading.js';

// A permission the caller's role lacks, or an address off the allow-list: 403.
const endpoint = endpointArea({
  api: 'admin',
  tags: ['backoffice trading'],
  security: 'operator',
  errors: ['Forbidden'],
});

// Not found: no such event, market or outcome; conflict: an action on the market is still running,
// or the market is (settle) or is not (resettle) decided already.
const changing = {
  permission: 'markets.settle',
  errors: ['Forbidden', 'NotFound', 'Conflict', 'ValidationError'],
} as const;

export const postAdminMarketsSettle = endpoint(
  'POST /events/{id}/markets/{market_id}/settle',
  'Settles a market the feed left open by the operator’s results; its bets are paid by a job (answered at once)',
  { ...changing, params: marketSettlementParamsSchema, body: marketResultsSchema, answer: marketSettlementSchema },
);

export const postAdminMarketsVoid = endpoint(
  'POST /events/{id}/markets/{market_id}/void',
  'Voids a market: every leg on it counts at odds 1, singles get their stakes back; paid by a job',
  { ...changing, params: marketSettlementParamsSchema, body: marketVoidSchema, answer: marketSettlementSchema },
);

export const postAdminMarketsResettle = endpoint(
  'POST /events/{id}/markets/{market_id}/resettle',
  'Settles a decided market again: its payouts are reversed and paid by the new results (a spent win becomes a debt)',
  { ...changing, params: marketSettlementParamsSchema, body: marketResultsSchema, answer: marketSettlementSchema },
);

export const getAdminEventsSettlements = endpoint(
  'GET /events/{id}/settlements',
  'The operators’ settlements of an event’s markets, newest first, with their progress',
  {
    permission: 'events.read',
    params: tradingEventParamsSchema,
    answer: marketSettlementListSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const getAdminSettlementsById = endpoint(
  'GET /settlements/{id}',
  'One settlement by hand and its progress through the market’s bets',
  {
    permission: 'events.read',
    params: settlementParamsSchema,
    answer: marketSettlementSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);
