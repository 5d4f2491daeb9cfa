import { endpointArea } from '../endpoint.js';
import {
  playerListSchema,
  playerParamsSchema,
  playerSchema,
  playersQuerySchema,
  stakeFactorAnswerSchema,
  stakeFactorChangeSchema,
} from '../players.js';

// A permission the caller's role lacks, or an address off the allow-list: 403.
const endpoint = endpointArea({
  api: 'admin',
  tags: ['backoffice players'],
  security: 'operator',
  errors: ['Forbidden'],
});

export const getAdminPlayers = endpoint(
  'GET /players',
  'Players by id, or part of their e-mail, phone or name; newest first',
  {
    permission: 'players.read',
    query: playersQuerySchema,
    answer: playerListSchema,
  },
);

export const getAdminPlayersById = endpoint(
  'GET /players/{id}',
  'A player’s profile, wallets, latest ledger entries, bets, payments and bonuses, limits, exclusions and open sessions',
  {
    permission: 'players.read',
    params: playerParamsSchema,
    answer: playerSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const putAdminPlayersStakeFactor = endpoint(
  'PUT /players/{id}/stake-factor',
  'Sets the factor on a player’s largest stake (0 to 10; 0 stops the player betting), with a reason',
  {
    permission: 'risk.manage',
    params: playerParamsSchema,
    body: stakeFactorChangeSchema,
    answer: stakeFactorAnswerSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);
