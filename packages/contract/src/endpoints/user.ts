import { z } from 'zod';
import { recoveryCodesLeftSchema, recoveryCodesSchema, twoFactorCodeSchema, twoFactorSetupSchema } from '../auth.js';
import { defineEndpoint } from '../endpoint.js';
import {
  passwordChangeSchema,
  profileFormQuerySchema,
  profileFormSchema,
  profileUpdateSchema,
  sessionListSchema,
  sessionParamsSchema,
  userCodeParamsSchema,
  userCodeRequestSchema,
  userCodeResultSchema,
  userPayloadSchema,
} from '../user.js';

export const getUserProfile = defineEndpoint('GET /user/profile', {
  summary: 'The signed-in player',
  tags: ['user'],
  security: 'full',
  answer: userPayloadSchema,
});

export const getUserProfileForm = defineEndpoint('GET /user/profile-form', {
  summary: 'Profile fields with their current values',
  tags: ['user'],
  security: 'full',
  query: profileFormQuerySchema,
  answer: profileFormSchema,
});

export const postUserProfileForm = defineEndpoint('POST /user/profile-form', {
  summary: 'Fills empty profile fields; any refused field leaves everything unchanged',
  tags: ['user'],
  security: 'full',
  body: profileUpdateSchema,
  answer: profileFormSchema,
});

export const postUserCodeSendByType = defineEndpoint('POST /user/code/send/{type}', {
  summary: 'Sends a code to confirm an e-mail or phone, or to unlink the phone',
  tags: ['user'],
  security: 'full',
  params: userCodeParamsSchema,
  body: userCodeRequestSchema.optional(),
  answer: userCodeResultSchema,
  errors: ['TooManyRequests'],
});

export const putUserPasswordChange = defineEndpoint('PUT /user/password/change', {
  summary: 'Changes the password',
  tags: ['user'],
  security: 'full',
  body: passwordChangeSchema,
  answer: z.null(),
  errors: ['TooManyRequests'],
});

export const getUserTokens = defineEndpoint('GET /user/tokens', {
  summary: 'The live sessions of the player, current first',
  tags: ['user'],
  security: 'full',
  answer: sessionListSchema,
});

export const deleteUserTokenById = defineEndpoint('DELETE /user/token/{id}', {
  summary: 'Ends one session, or all others with `all`',
  tags: ['user'],
  security: 'full',
  params: sessionParamsSchema,
  answer: z.null(),
});

export const postUserTwoFactorAuthentication = defineEndpoint('POST /user/two-factor-authentication', {
  summary: 'Starts the two-factor setup',
  tags: ['user'],
  security: 'full',
  answer: twoFactorSetupSchema,
});

export const deleteUserTwoFactorAuthentication = defineEndpoint('DELETE /user/two-factor-authentication', {
  summary: 'Turns two-factor off with a code',
  tags: ['user'],
  security: 'full',
  body: twoFactorCodeSchema,
  answer: z.null(),
  errors: ['TooManyRequests'],
});

export const getUserTwoFactorRecoveryCodes = defineEndpoint('GET /user/two-factor-recovery-codes', {
  summary: 'How many recovery codes are left',
  tags: ['user'],
  security: 'full',
  answer: recoveryCodesLeftSchema,
});

export const postUserTwoFactorRecoveryCodes = defineEndpoint('POST /user/two-factor-recovery-codes', {
  summary: 'Replaces the recovery codes',
  tags: ['user'],
  security: 'full',
  answer: recoveryCodesSchema,
});
