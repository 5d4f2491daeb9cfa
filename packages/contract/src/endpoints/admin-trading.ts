import { operatorArea } from '../endpoint.js';
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

const endpoint = operatorArea('backoffice trading');
/** A call on one event. */
const onEvent = endpoint.with({ params: tradingEventParamsSchema });
/** An operator's hold on the event, a market or an outcome; a hold that is (suspend) or is not (resume) there: 409. */
const holdChange = onEvent.with({
  permission: 'markets.trade',
  body: holdChangeSchema,
  answer: holdListSchema,
  errors: ['Conflict'],
});
/** A call on one sport. */
const onSport = endpoint.with({ params: sportParamsSchema });

export const getAdminEvents = endpoint('GET /events', 'Events by source, sport, league, status and search', {
  permission: 'events.read',
  query: tradingEventsQuerySchema,
  answer: tradingEventListSchema,
});

export const getAdminEventsById = onEvent(
  'GET /events/{id}',
  'An event’s markets and outcomes: the feed’s odds and status, the operator’s holds, bets, stakes and liability',
  { permission: 'events.read', answer: tradingEventSchema },
);

export const postAdminEventsSuspend = holdChange(
  'POST /events/{id}/suspend',
  'Suspends the event, a market or an outcome: no bets on it, whatever the feed says, until resumed',
);

export const postAdminEventsResume = holdChange(
  'POST /events/{id}/resume',
  'Releases an operator’s suspension: the feed’s own status applies again',
);

export const putAdminEventsLimits = onEvent(
  'PUT /events/{id}/limits',
  'Sets or removes a market’s liability limit in a currency: reaching it suspends the market',
  { permission: 'risk.manage', body: marketLimitSchema, answer: marketLimitListSchema },
);

export const getAdminSportsLiveDelays = endpoint(
  'GET /sports/live-delays',
  'The live bet delay of each sport: the operator’s own or the default',
  { permission: 'events.read', answer: liveDelayListSchema },
);

export const getAdminSportsLeagues = onSport(
  'GET /sports/{id}/leagues',
  'The leagues of a sport the feed has sent, top ones first: what the events list filters by',
  { permission: 'events.read', answer: leagueListSchema },
);

export const putAdminSportsLiveDelay = onSport(
  'PUT /sports/{id}/live-delay',
  'Sets a sport’s live bet delay in seconds (0 to 60), or null for the default, with a reason',
  { permission: 'risk.manage', body: liveDelayChangeSchema, answer: liveDelayListSchema },
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
  },
);
