import { z } from 'zod';
import { endpointArea } from '../endpoint.js';
import {
  rgActivityQuerySchema,
  rgActivitySchema,
  rgExclusionRequestSchema,
  rgLimitRequestSchema,
  rgRealityCheckRequestSchema,
  rgRealitySchema,
  rgStateSchema,
} from '../responsible-gaming.js';

const endpoint = endpointArea({ tags: ['responsible gaming'], security: 'full' });
/** A call answered with the player's limits, reality check and exclusion as they now stand. */
const state = endpoint.with({ answer: rgStateSchema });

export const getUserResponsibleGaming = state(
  'GET /user/responsible-gaming',
  'The player’s limits (with what each has counted and any raise waiting), reality check and exclusion',
);

export const putUserResponsibleGamingLimits = state(
  'PUT /user/responsible-gaming/limits',
  'Sets a limit: a new or lower one at once, a higher one or a removal (amount null) after 24 hours',
  { body: rgLimitRequestSchema },
);

export const putUserResponsibleGamingRealityCheck = state(
  'PUT /user/responsible-gaming/reality-check',
  'How often the reality check comes, in minutes (null: never)',
  { body: rgRealityCheckRequestSchema },
);

export const postUserResponsibleGamingExclusion = endpoint(
  'POST /user/responsible-gaming/exclusion',
  'Takes a time-out (days) or self-excludes (months, null for good): every session ends at once',
  { body: rgExclusionRequestSchema, answer: z.null() },
);

export const getUserResponsibleGamingReality = endpoint(
  'GET /user/responsible-gaming/reality',
  'The sign-in’s time and net result so far, for the reality check',
  { answer: rgRealitySchema },
);

export const getUserResponsibleGamingActivity = endpoint(
  'GET /user/responsible-gaming/activity',
  'Deposits, withdrawals, stakes and net result of a currency per day, week or month',
  { query: rgActivityQuerySchema, answer: rgActivitySchema },
);
