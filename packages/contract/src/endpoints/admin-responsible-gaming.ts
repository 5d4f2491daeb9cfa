import { operatorArea } from '../endpoint.js';
import {
  rgInterventionCreateSchema,
  rgInterventionListSchema,
  rgInterventionParamsSchema,
  rgInterventionSchema,
  rgInterventionsQuerySchema,
  rgRegisterListSchema,
  rgRegisterQuerySchema,
} from '../operator-responsible-gaming.js';

const endpoint = operatorArea('backoffice responsible gaming');
/** A call on one player. */
const onPlayer = endpoint.with({ params: rgInterventionParamsSchema });

export const getAdminRgRegister = endpoint(
  'GET /rg-register',
  'The exclusion register, newest entry first: each self-excluded person’s entry, the accounts it covers and its identifiers (documents and devices masked); searched by an e-mail, a phone or a player id',
  { permission: 'players.read', query: rgRegisterQuerySchema, answer: rgRegisterListSchema },
);

export const getAdminPlayersInterventions = onPlayer(
  'GET /players/{id}/interventions',
  'The operators’ responsible-gaming interventions for a player (notes, calls, restrictions), newest first',
  { permission: 'players.read', query: rgInterventionsQuerySchema, answer: rgInterventionListSchema },
);

export const postAdminPlayersInterventions = onPlayer(
  'POST /players/{id}/interventions',
  'Logs a responsible-gaming intervention for a player: a note, a call or a restriction; kept as written',
  { permission: 'players.manage', body: rgInterventionCreateSchema, answer: rgInterventionSchema },
);
