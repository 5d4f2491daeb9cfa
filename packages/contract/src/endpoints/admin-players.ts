import { endpointArea } from '../endpoint.js';
import {
  playerActionSchema,
  playerBlockAnswerSchema,
  playerClosureAnswerSchema,
  playerListSchema,
  playerNoteCreateSchema,
  playerNoteSchema,
  playerParamsSchema,
  playerSchema,
  playersQuerySchema,
  sessionsEndedSchema,
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

export const postAdminPlayersBlock = endpoint(
  'POST /players/{id}/block',
  'Blocks a player with a reason: their sessions end, play and deposits stop; they can still sign in and withdraw',
  {
    permission: 'players.manage',
    params: playerParamsSchema,
    body: playerActionSchema,
    answer: playerBlockAnswerSchema,
    // Blocked already: 409.
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);

export const postAdminPlayersUnblock = endpoint(
  'POST /players/{id}/unblock',
  'Lifts an operator’s block of a player, with a reason',
  {
    permission: 'players.manage',
    params: playerParamsSchema,
    body: playerActionSchema,
    answer: playerBlockAnswerSchema,
    // Not blocked: 409.
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);

export const postAdminPlayersClose = endpoint(
  'POST /players/{id}/close',
  'Closes a player’s account with a reason: their sessions end and every sign-in is refused; only an account holding no money and nothing open',
  {
    permission: 'players.manage',
    params: playerParamsSchema,
    body: playerActionSchema,
    answer: playerClosureAnswerSchema,
    // Closed already, or the account still holds money, open or held bets, pending payments or open
    // casino rounds (the message says which): 409.
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);

export const postAdminPlayersReopen = endpoint(
  'POST /players/{id}/reopen',
  'Reopens a closed account, with a reason: the player can sign in again',
  {
    permission: 'players.manage',
    params: playerParamsSchema,
    body: playerActionSchema,
    answer: playerClosureAnswerSchema,
    // Not closed: 409.
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);

export const postAdminPlayersSessionsEnd = endpoint(
  'POST /players/{id}/sessions/end',
  'Ends every session of a player, with a reason: each of their devices is signed out',
  {
    permission: 'players.manage',
    params: playerParamsSchema,
    body: playerActionSchema,
    answer: sessionsEndedSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const postAdminPlayersNotes = endpoint(
  'POST /players/{id}/notes',
  'Adds an operator’s note to a player’s page',
  {
    permission: 'support.manage',
    params: playerParamsSchema,
    body: playerNoteCreateSchema,
    answer: playerNoteSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);
