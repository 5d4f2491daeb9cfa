import { operatorArea } from '../endpoint.js';
import {
  marketResultsSchema,
  marketSettlementListSchema,
  marketSettlementParamsSchema,
  marketSettlementSchema,
  marketVoidSchema,
  settlementParamsSchema,
} from '../market-settlement.js';
import { tradingEventParamsSchema } from '../trading.js';

const endpoint = operatorArea('backoffice trading');

// Not found: no such event, market or outcome; conflict: an action on the market is still running,
// or the market is (settle) or is not (resettle) decided already.
const marketChange = endpoint.with({
  permission: 'markets.settle',
  params: marketSettlementParamsSchema,
  body: marketResultsSchema,
  answer: marketSettlementSchema,
  errors: ['Conflict'],
});
/** A read of the settlements. */
const settlementsRead = endpoint.with({ permission: 'events.read' });

export const postAdminMarketsSettle = marketChange(
  'POST /events/{id}/markets/{market_id}/settle',
  'Settles a market the feed left open by the operator’s results; its bets are paid by a job (answered at once)',
);

export const postAdminMarketsVoid = marketChange(
  'POST /events/{id}/markets/{market_id}/void',
  'Voids a market: every leg on it counts at odds 1, singles get their stakes back; paid by a job',
  { body: marketVoidSchema },
);

export const postAdminMarketsResettle = marketChange(
  'POST /events/{id}/markets/{market_id}/resettle',
  'Settles a decided market again: its payouts are reversed and paid by the new results (a spent win becomes a debt)',
);

export const getAdminEventsSettlements = settlementsRead(
  'GET /events/{id}/settlements',
  'The operators’ settlements of an event’s markets, newest first, with their progress',
  { params: tradingEventParamsSchema, answer: marketSettlementListSchema },
);

export const getAdminSettlementsById = settlementsRead(
  'GET /settlements/{id}',
  'One settlement by hand and its progress through the market’s bets',
  { params: settlementParamsSchema, answer: marketSettlementSchema },
);
