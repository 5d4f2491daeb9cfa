import { defineEndpoint } from '../endpoint.js';
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

export const getEventsBySource = defineEndpoint('GET /events/{source}', {
  summary: 'Sports of the source with match counts, and the total',
  tags: ['events'],
  security: 'none',
  params: sourceParamsSchema,
  answer: sourceSummarySchema,
});

export const postEventsBySourceSports = defineEndpoint('POST /events/{source}/sports', {
  summary: 'Sports of the source with match counts (time_range filters the line only)',
  tags: ['events'],
  security: 'none',
  params: sourceParamsSchema,
  body: sportsRequestSchema,
  answer: sportsResponseSchema,
});

export const postEventsBySourceTournaments = defineEndpoint('POST /events/{source}/tournaments', {
  summary: 'Tournaments per sport, top first then by name; `matches` stays empty',
  tags: ['events'],
  security: 'none',
  params: sourceParamsSchema,
  body: tournamentsRequestSchema,
  answer: tournamentsResponseSchema,
});

export const postEventsBySourceMatches = defineEndpoint('POST /events/{source}/matches', {
  summary: 'Matches of the given tournaments with a market set, by start time',
  tags: ['events'],
  security: 'optional',
  params: sourceParamsSchema,
  body: matchesRequestSchema,
  answer: matchListSchema,
});

export const postEventsBySourceMatchesBest = defineEndpoint('POST /events/{source}/matches-best', {
  summary: 'The best matches: top tournaments first, then by start time',
  tags: ['events'],
  security: 'optional',
  params: sourceParamsSchema,
  body: matchesBestRequestSchema,
  answer: matchListSchema,
});

export const postEventsMatch = defineEndpoint('POST /events/match', {
  summary: 'Matches by id with the markets of one part (the root part by default); unknown ids are left out',
  tags: ['events'],
  security: 'optional',
  body: matchRequestSchema,
  answer: matchListSchema,
});

export const postEventsSearch = defineEndpoint('POST /events/search', {
  summary: 'Line and live matches whose team or tournament name contains the text (3 letters at least)',
  tags: ['events'],
  security: 'optional',
  body: searchRequestSchema,
  answer: searchResponseSchema,
});

export const postEventsResults = defineEndpoint('POST /events/results', {
  summary: 'Ended and cancelled matches, newest first, with filters and paging',
  tags: ['events'],
  security: 'none',
  body: resultsRequestSchema,
  answer: resultsResponseSchema,
});

export const postEventsResultsInfo = defineEndpoint('POST /events/results/info', {
  summary: 'Statistics of a match by part; 404 for an unknown match',
  tags: ['events'],
  security: 'none',
  body: resultsInfoRequestSchema,
  answer: statisticsSchema,
  errors: ['NotFound'],
});
