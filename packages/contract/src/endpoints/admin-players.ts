import { operatorArea } from '../endpoint.js';
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

const endpoint = operatorArea('backoffice players');
/** A call on one player. */
const onPlayer = endpoint.with({ params: playerParamsSchema });
/** A change of the account's state with a reason; the account in that state already: 409. */
const accountChange = onPlayer.with({ permission: 'players.manage', body: playerActionSchema, errors: ['Conflict'] });

export const getAdminPlayers = endpoint(
  'GET /players',
  'Players by id, or part of their e-mail, phone or name; newest first',
  { permission: 'players.read', query: playersQuerySchema, answer: playerListSchema },
);

export const getAdminPlayersById = onPlayer(
  'GET /players/{id}',
  'A player’s profile, wallets, latest ledger entries, bets, payments and bonuses, limits, exclusions and open sessions',
  { permission: 'players.read', answer: playerSchema },
);

export const putAdminPlayersStakeFactor = onPlayer(
  'PUT /players/{id}/stake-factor',
  'Sets the factor on a player’s largest stake (0 to 10; 0 stops the player betting), with a reason',
  { permission: 'risk.manage', body: stakeFactorChangeSchema, answer: stakeFactorAnswerSchema },
);

export const postAdminPlayersBlock = accountChange(
  'POST /players/{id}/block',
  'Blocks a player with a reason: their sessions end, play and deposits stop; they can still sign in and withdraw',
  { answer: playerBlockAnswerSchema },
);

export const postAdminPlayersUnblock = accountChange(
  'POST /players/{id}/unblock',
  'Lifts an operator’s block of a player, with a reason',
  { answer: playerBlockAnswerSchema },
);

// The conflict of a close also says when the account still holds money, open or held bets, pending
// payments or open casino rounds.
export const postAdminPlayersClose = accountChange(
  'POST /players/{id}/close',
  'Closes a player’s account with a reason: their sessions end and every sign-in is refused; only an account holding no money and nothing open',
  { answer: playerClosureAnswerSchema },
);

export const postAdminPlayersReopen = accountChange(
  'POST /players/{id}/reopen',
  'Reopens a closed account, with a reason: the player can sign in again',
  { answer: playerClosureAnswerSchema },
);

export const postAdminPlayersSessionsEnd = onPlayer(
  'POST /players/{id}/sessions/end',
  'Ends every session of a player, with a reason: each of their devices is signed out',
  { permission: 'players.manage', body: playerActionSchema, answer: sessionsEndedSchema },
);

export const postAdminPlayersNotes = onPlayer(
  'POST /players/{id}/notes',
  'Adds an operator’s note to a player’s page',
  { permission: 'support.manage', body: playerNoteCreateSchema, answer: playerNoteSchema },
);
