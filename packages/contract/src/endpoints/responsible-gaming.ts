import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  rgActivityQuerySchema,
  rgActivitySchema,
  rgExclusionRequestSchema,
  rgLimitRequestSchema,
  rgRealityCheckRequestSchema,
  rgRealitySchema,
  rgStateSchema,
} from '../responsible-gaming.js';

export const getUserResponsibleGaming = defineEndpoint('GET /user/responsible-gaming', {
  summary: 'The player’s limits (with what each has counted and any raise waiting), reality check and exclusion',
  tags: ['responsible gaming'],
  security: 'full',
  answer: rgStateSchema,
});

export const putUserResponsibleGamingLimits = defineEndpoint('PUT /user/responsible-gaming/limits', {
  summary: 'Sets a limit: a new or lower one at once, a higher one or a removal (amount null) after 24 hours',
  tags: ['responsible gaming'],
  security: 'full',
  body: rgLimitRequestSchema,
  answer: rgStateSchema,
});

export const putUserResponsibleGamingRealityCheck = defineEndpoint('PUT /user/responsible-gaming/reality-check', {
  summary: 'How often the reality check comes, in minutes (null: never)',
  tags: ['responsible gaming'],
  security: 'full',
  body: rgRealityCheckRequestSchema,
  answer: rgStateSchema,
});

export const postUserResponsibleGamingExclusion = defineEndpoint('POST /user/responsible-gaming/exclusion', {
  summary: 'Takes a time-out (days) or self-excludes (months, null for good): every session ends at once',
  tags: ['responsible gaming'],
  security: 'full',
  body: rgExclusionRequestSchema,
  answer: z.null(),
});

export const getUserResponsibleGamingReality = defineEndpoint('GET /user/responsible-gaming/reality', {
  summary: 'The sign-in’s time and net result so far, for the reality check',
  tags: ['responsible gaming'],
  security: 'full',
  answer: rgRealitySchema,
});

export const getUserResponsibleGamingActivity = defineEndpoint('GET /user/responsible-gaming/activity', {
  summary: 'Deposits, withdrawals, stakes and net result of a currency per day, week or month',
  tags: ['responsible gaming'],
  security: 'full',
  query: rgActivityQuerySchema,
  answer: rgActivitySchema,
});
