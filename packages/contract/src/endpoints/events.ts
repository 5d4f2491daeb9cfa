import { endpointArea } from '../endpoint.js';
import {
  matchesBestRequestSchema,
  matchesRequestSchema,
  matchListSchema,
  matchRequestSchema,
  resultsInfoRequestSchema,
  resultsRequestSchema,
  resultsResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
  sourceParamsSchema,
  sourceSummarySchema,
  sportsRequestSchema,
  sportsResponseSchema,
  statisticsSchema,
  tournamentsRequestSchema,
  tournamentsResponseSchema,
} from '../events.js';

const endpoint = endpointArea({ tags: ['events'], security: 'none' });
/** The line's or live's sports, tournaments and matches (`{source}`: line or live). */
const ofSource = endpoint.with({ params: sourceParamsSchema });
/** Matches marked with the signed-in player's favourites when a bearer comes. */
const matchesRead = endpoint.with({ security: 'optional', answer: matchListSchema });

export const getEventsBySource = ofSource(
  'GET /events/{source}',
  'Sports of the source with match counts, and the total',
  { answer: sourceSummarySchema },
);

export const postEventsBySourceSports = ofSource(
  'POST /events/{source}/sports',
  'Sports of the source with match counts (time_range filters the line only)',
  { body: sportsRequestSchema, answer: sportsResponseSchema },
);

export const postEventsBySourceTournaments = ofSource(
  'POST /events/{source}/tournaments',
  'Tournaments per sport, top first then by name; `matches` stays empty',
  { body: tournamentsRequestSchema, answer: tournamentsResponseSchema },
);

export const postEventsBySourceMatches = matchesRead(
  'POST /events/{source}/matches',
  'Matches of the given tournaments with a market set, by start time',
  { params: sourceParamsSchema, body: matchesRequestSchema },
);

export const postEventsBySourceMatchesBest = matchesRead(
  'POST /events/{source}/matches-best',
  'The best matches: top tournaments first, then by start time',
  { params: sourceParamsSchema, body: matchesBestRequestSchema },
);

export const postEventsMatch = matchesRead(
  'POST /events/match',
  'Matches by id with the markets of one part (the root part by default); unknown ids are left out',
  { body: matchRequestSchema },
);

export const postEventsSearch = endpoint(
  'POST /events/search',
  'Line and live matches whose team or tournament name contains the text (3 letters at least)',
  { security: 'optional', body: searchRequestSchema, answer: searchResponseSchema },
);

export const postEventsResults = endpoint(
  'POST /events/results',
  'Ended and cancelled matches, newest first, with filters and paging',
  { body: resultsRequestSchema, answer: resultsResponseSchema },
);

export const postEventsResultsInfo = endpoint(
  'POST /events/results/info',
  'Statistics of a match by part; 404 for an unknown match',
  { body: resultsInfoRequestSchema, answer: statisticsSchema, errors: ['NotFound'] },
);
