import {
  casinoDictionariesSchema,
  casinoGameListSchema,
  casinoGamesQuerySchema,
  casinoLaunchRequestSchema,
  casinoLaunchSchema,
  casinoProviderListSchema,
} from '../casino.js';
import { defineEndpoint } from '../endpoint.js';

export const getCasinoProviders = defineEndpoint('GET /casino/providers', {
  summary: 'The game providers with games in the lobby',
  tags: ['casino'],
  security: 'optional',
  answer: casinoProviderListSchema,
});

export const getCasinoDictionaries = defineEndpoint('GET /casino/dictionaries', {
  summary: 'The casino’s categories (named in the request’s language) and providers',
  tags: ['casino'],
  security: 'optional',
  answer: casinoDictionariesSchema,
});

export const getCasinoGames = defineEndpoint('GET /casino/games', {
  summary: 'Games in lobby order, filtered by provider, category, new, top, live and name (3+ characters)',
  tags: ['casino'],
  security: 'optional',
  query: casinoGamesQuerySchema,
  answer: casinoGameListSchema,
});

export const postCasinoGamesLaunch = defineEndpoint('POST /casino/games/launch', {
  summary:
    'Where a game runs: demo for anyone where the game has one; real play opens a game session on the ' +
    'chosen wallet (the default one when none is named) and needs sign-in (401 Unauthorized without it)',
  tags: ['casino'],
  security: 'optional',
  body: casinoLaunchRequestSchema,
  answer: casinoLaunchSchema,
  errors: ['Forbidden', 'NotFound', 'ProviderUnavailable'],
});
