import { defineEndpoint } from '../endpoint.js';
import {
  favoriteRequestSchema,
  favoriteResultSchema,
  favoritesCountSchema,
  favoritesQuerySchema,
  matchListSchema,
} from '../events.js';

export const getUserFavorites = defineEndpoint('GET /user/favorites', {
  summary: 'Favorite line and live matches, newest favorite first (ask page size + 1)',
  tags: ['favorites'],
  security: 'full',
  query: favoritesQuerySchema,
  answer: matchListSchema,
});

export const getUserFavoritesCount = defineEndpoint('GET /user/favorites/count', {
  summary: 'How many favorite matches are on the line or live',
  tags: ['favorites'],
  security: 'full',
  answer: favoritesCountSchema,
});

export const postUserFavorites = defineEndpoint('POST /user/favorites', {
  summary: 'Adds a line or live match to the favorites (adding twice is fine)',
  tags: ['favorites'],
  security: 'full',
  body: favoriteRequestSchema,
  answer: favoriteResultSchema,
});

export const deleteUserFavorites = defineEndpoint('DELETE /user/favorites', {
  summary: 'Removes a match from the favorites; `event_id` in the body or the query',
  tags: ['favorites'],
  security: 'full',
  body: favoriteRequestSchema.nullish(),
  query: favoriteRequestSchema.partial(),
  answer: favoriteResultSchema,
});
