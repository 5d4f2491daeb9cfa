import {
  casinoDictionariesSchema,
  casinoGameListSchema,
  casinoGamesQuerySchema,
  casinoLaunchRequestSchema,
  casinoLaunchSchema,
  casinoProviderListSchema,
} from '../casino.js';
import { endpointArea } from '../endpoint.js';

const endpoint = endpointArea({ tags: ['casino'], security: 'optional' });

export const getCasinoProviders = endpoint('GET /casino/providers', 'The game providers with games in the lobby', {
  answer: casinoProviderListSchema,
});

export const getCasinoDictionaries = endpoint(
  'GET /casino/dictionaries',
  'The casino’s categories (named in the request’s language) and providers',
  { answer: casinoDictionariesSchema },
);

export const getCasinoGames = endpoint(
  'GET /casino/games',
  'Games in lobby order, filtered by provider, category, new, top, live and name (3+ characters)',
  { query: casinoGamesQuerySchema, answer: casinoGameListSchema },
);

export const postCasinoGamesLaunch = endpoint(
  'POST /casino/games/launch',
  'Where a game runs: demo for anyone where the game has one; real play opens a game session on the ' +
    'chosen wallet (the default one when none is named) and needs sign-in (401 Unauthorized without it)',
  {
    body: casinoLaunchRequestSchema,
    answer: casinoLaunchSchema,
    errors: ['Forbidden', 'NotFound', 'ProviderUnavailable'],
  },
);
