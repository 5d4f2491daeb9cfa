import { endpointArea } from '../endpoint.js';
import {
  favoriteRequestSchema,
  favoriteResultSchema,
  favoritesCountSchema,
  favoritesQuerySchema,
  matchListSchema,
} from '../events.js';

const endpoint = endpointArea({ tags: ['favorites'], security: 'full' });

export const getUserFavorites = endpoint(
  'GET /user/favorites',
  'Favorite line and live matches, newest favorite first (ask page size + 1)',
  { query: favoritesQuerySchema, answer: matchListSchema },
);

export const getUserFavoritesCount = endpoint(
  'GET /user/favorites/count',
  'How many favorite matches are on the line or live',
  { answer: favoritesCountSchema },
);

export const postUserFavorites = endpoint(
  'POST /user/favorites',
  'Adds a line or live match to the favorites (adding twice is fine)',
  { body: favoriteRequestSchema, answer: favoriteResultSchema },
);

export const deleteUserFavorites = endpoint(
  'DELETE /user/favorites',
  'Removes a match from the favorites; `event_id` in the body or the query',
  { body: favoriteRequestSchema.nullish(), query: favoriteRequestSchema.partial(), answer: favoriteResultSchema },
);
