import {
  betHistoryQuerySchema,
  betListSchema,
  betLoadQuerySchema,
  betLoadResultSchema,
  betMakeRequestSchema,
  betMakeResultSchema,
  betSaveRequestSchema,
  betSaveResultSchema,
  betUpdateRequestSchema,
  betUpdateResultSchema,
} from '../bets.js';
import { defineEndpoint } from '../endpoint.js';

export const postBetsMake = defineEndpoint('POST /bets/make', {
  summary:
    'Places a bet; a live one answers wait_time and bet_uuid first, repeat it with that bet_uuid after the wait. ' +
    'A refusal answers error and the current selections; one bet_uuid makes at most one bet',
  tags: ['bets'],
  security: 'token',
  body: betMakeRequestSchema,
  answer: betMakeResultSchema,
  errors: ['Conflict'],
});

export const postBetsUpdate = defineEndpoint('POST /bets/update', {
  summary:
    'Current odds, state and names (in the request’s language) of the slip’s selections (gone ones ' +
    'left out) and the largest stake now; ' +
    'with account_id (own wallet) the maximum is lowered to its balance',
  tags: ['bets'],
  security: 'optional',
  body: betUpdateRequestSchema,
  answer: betUpdateResultSchema,
});

export const getBetsLoad = defineEndpoint('GET /bets/load', {
  summary: 'A shared slip’s selections still offered, with current names and odds (code case-insensitive)',
  tags: ['bets'],
  security: 'optional',
  query: betLoadQuerySchema,
  answer: betLoadResultSchema,
});

export const postBetsSave = defineEndpoint('POST /bets/save', {
  summary: 'Shares a slip: answers a code that loads the same selections until it expires',
  tags: ['bets'],
  security: 'full',
  body: betSaveRequestSchema,
  answer: betSaveResultSchema,
});

export const getBetsHistory = defineEndpoint('GET /bets/history', {
  summary: 'The player’s own bets, newest first; last_id pages, from/to default to the last 7 days',
  tags: ['bets'],
  security: 'full',
  query: betHistoryQuerySchema,
  answer: betListSchema,
});
