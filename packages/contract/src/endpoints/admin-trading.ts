import { endpointArea } from '../endpoint.js';
import {
  currencyParamsSchema,
  holdChangeSchema,
  holdListSchema,
  leagueListSchema,
  liveDelayChangeSchema,
  liveDelayListSchema,
  marketLimitListSchema,
  marketLimitSchema,
  payoutLimitChangeSchema,
  payoutLimitListSchema,
  sportParamsSchema,
  tradingEventListSchema,
  tradingEventParamsSchema,
  tradingEventSchema,
  tradingEventsQuerySchema,
} from '../trading.js';

// A permission the caller's role lacks, or an address off the allow-list: 403.
const endpoint = endpointArea({
  api: 'admin',
  tags: ['backoffice trading'],
  security: 'operator',
  errors: ['Forbidden'],
});

export const getAdminEvents = endpoint('GET /events', 'Events by source, sport, league, status and search', {
  permission: 'events.read',
  query: tradingEventsQuerySchema,
  answer: tradingEventListSchema,
});

export const getAdminEventsById = endpoint(
  'GET /events/{id}',
  'An event’s markets and outcomes: the feed’s odds and status, the operator’s holds, bets, stakes and liability',
  {
    permission: 'events.read',
    params: tradingEventParamsSchema,
    answer: tradingEventSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const postAdminEventsSuspend = endpoint(
  'POST /events/{id}/suspend',
  'Suspends the event, a market or an outcome: no bets on it, whatever the feed says, until resumed',
  {
    permission: 'markets.trade',
    params: tradingEventParamsSchema,
    body: holdChangeSchema,
    answer: holdListSchema,
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);

export const postAdminEventsResume = endpoint(
  'POST /events/{id}/resume',
  'Releases an operator’s suspension: the feed’s own status applies again',
  {
    permission: 'markets.trade',
    params: tradingEventParamsSchema,
    body: holdChangeSchema,
    answer: holdListSchema,
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);

export const putAdminEventsLimits = endpoint(
  'PUT /events/{id}/limits',
  'Sets or removes a market’s liability limit in a currency: reaching it suspends the market',
  {
    permission: 'risk.manage',
    params: tradingEventParamsSchema,
    body: marketLimitSchema,
    answer: marketLimitListSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const getAdminSportsLiveDelays = endpoint(
  'GET /sports/live-delays',
  'The live bet delay of each sport: the operator’s own or the default',
  { permission: 'events.read', answer: liveDelayListSchema },
);

export const getAdminSportsLeagues = endpoint(
  'GET /sports/{id}/leagues',
  'The leagues of a sport the feed has sent, top ones first: what the events list filters by',
  {
    permission: 'events.read',
    params: sportParamsSchema,
    answer: leagueListSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const putAdminSportsLiveDelay = endpoint(
  'PUT /sports/{id}/live-delay',
  'Sets a sport’s live bet delay in seconds (0 to 60), or null for the default, with a reason',
  {
    permission: 'risk.manage',
    params: sportParamsSchema,
    body: liveDelayChangeSchema,
    answer: liveDelayListSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const getAdminPayoutLimits = endpoint(
  'GET /payout-limits',
  'The largest payout of one bet in each currency, where the trading desk set one',
  { permission: 'events.read', answer: payoutLimitListSchema },
);

export const putAdminPayoutLimit = endpoint(
  'PUT /payout-limits/{currency_id}',
  'Sets the largest payout of one bet in a currency (minor units), or null for none, with a reason',
  {
    permission: 'risk.manage',
    params: currencyParamsSchema,
    body: payoutLimitChangeSchema,
    answer: payoutLimitListSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);
