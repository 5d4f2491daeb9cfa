import {
  autoCashOutDeleteSchema,
  autoCashOutRequestSchema,
  betHistoryQuerySchema,
  betListSchema,
  betLoadQuerySchema,
  betLoadResultSchema,
  betMakeRequestSchema,
  betMakeResultSchema,
  betSaveRequestSchema,
  betSaveResultSchema,
  betSchema,
  betUpdateRequestSchema,
  betUpdateResultSchema,
  cashOutRequestSchema,
  cashOutResultSchema,
  editBetRequestSchema,
  editBetResultSchema,
} from '../bets.js';
import { endpointArea } from '../endpoint.js';

const endpoint = endpointArea({ tags: ['bets'], security: 'optional' });

export const postBetsMake = endpoint(
  'POST /bets/make',
  'Places a bet; a live one answers wait_time and bet_uuid first, repeat it with that bet_uuid after the wait. ' +
    'A refusal answers error and the current selections; one bet_uuid makes at most one bet',
  { security: 'token', body: betMakeRequestSchema, answer: betMakeResultSchema, errors: ['Conflict'] },
);

export const postBetsCashOut = endpoint(
  'POST /bets/cash-out',
  'Cashes out an open bet, whole or a part of its stake, at its offer now; request_id makes it pay at most once. ' +
    'A bet in play answers waiting and wait_time first: repeat the same request after the wait',
  { security: 'full', body: cashOutRequestSchema, answer: cashOutResultSchema, errors: ['Conflict'] },
);

export const postBetsEdit = endpoint(
  'POST /bets/edit',
  'Edits an open accumulator before its first match starts: cashes it out whole at its offer and places an ' +
    'accumulator of the new selections with that value as its stake, in one transaction; request_id makes it ' +
    'happen at most once',
  { security: 'full', body: editBetRequestSchema, answer: editBetResultSchema, errors: ['Conflict', 'NotFound'] },
);

export const putBetsAutoCashOut = endpoint(
  'PUT /bets/auto-cash-out',
  'Sets an open bet’s auto cash-out rule, whole or a part of its stake, replacing its earlier one: the bet is ' +
    'cashed out at the offer of the moment it pays amount or more. A cash-out of the bet removes the rule',
  { security: 'full', body: autoCashOutRequestSchema, answer: betSchema },
);

export const deleteBetsAutoCashOut = endpoint(
  'DELETE /bets/auto-cash-out',
  'Removes an open bet’s auto cash-out rule (a bet without one is answered as it is)',
  { security: 'full', body: autoCashOutDeleteSchema, answer: betSchema },
);

export const postBetsUpdate = endpoint(
  'POST /bets/update',
  'Current odds, state and names (in the request’s language) of the slip’s selections (gone ones ' +
    'left out) and the largest stake now; ' +
    'with account_id (own wallet) the maximum is lowered to its balance',
  { body: betUpdateRequestSchema, answer: betUpdateResultSchema },
);

export const getBetsLoad = endpoint(
  'GET /bets/load',
  'A shared slip’s selections still offered, with current names and odds (code case-insensitive)',
  { query: betLoadQuerySchema, answer: betLoadResultSchema },
);

export const postBetsSave = endpoint(
  'POST /bets/save',
  'Shares a slip: answers a code that loads the same selections until it expires',
  { security: 'full', body: betSaveRequestSchema, answer: betSaveResultSchema },
);

export const getBetsHistory = endpoint(
  'GET /bets/history',
  'The player’s own bets, newest first; last_id pages, from/to default to the last 7 days',
  { security: 'full', query: betHistoryQuerySchema, answer: betListSchema },
);
