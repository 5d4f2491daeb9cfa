import { z } from 'zod';
import { recoveryCodesLeftSchema, recoveryCodesSchema, twoFactorCodeSchema, twoFactorSetupSchema } from '../auth.js';
import { endpointArea } from '../endpoint.js';
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

const endpoint = endpointArea({ tags: ['user'], security: 'full' });

export const getUserProfile = endpoint('GET /user/profile', 'The signed-in player', { answer: userPayloadSchema });

export const getUserProfileForm = endpoint('GET /user/profile-form', 'Profile fields with their current values', {
  query: profileFormQuerySchema,
  answer: profileFormSchema,
});

export const postUserProfileForm = endpoint(
  'POST /user/profile-form',
  'Fills empty profile fields; any refused field leaves everything unchanged',
  { body: profileUpdateSchema, answer: profileFormSchema },
);

export const postUserCodeSendByType = endpoint(
  'POST /user/code/send/{type}',
  'Sends a code to confirm an e-mail or phone, or to unlink the phone',
  {
    params: userCodeParamsSchema,
    body: userCodeRequestSchema.optional(),
    answer: userCodeResultSchema,
    errors: ['TooManyRequests'],
  },
);

export const putUserPasswordChange = endpoint('PUT /user/password/change', 'Changes the password', {
  body: passwordChangeSchema,
  answer: z.null(),
  errors: ['TooManyRequests'],
});

export const getUserTokens = endpoint('GET /user/tokens', 'The live sessions of the player, current first', {
  answer: sessionListSchema,
});

export const deleteUserTokenById = endpoint('DELETE /user/token/{id}', 'Ends one session, or all others with `all`', {
  params: sessionParamsSchema,
  answer: z.null(),
});

export const postUserTwoFactorAuthentication = endpoint(
  'POST /user/two-factor-authentication',
  'Starts the two-factor setup',
  { answer: twoFactorSetupSchema },
);

export const deleteUserTwoFactorAuthentication = endpoint(
  'DELETE /user/two-factor-authentication',
  'Turns two-factor off with a code',
  { body: twoFactorCodeSchema, answer: z.null(), errors: ['TooManyRequests'] },
);

export const getUserTwoFactorRecoveryCodes = endpoint(
  'GET /user/two-factor-recovery-codes',
  'How many recovery codes are left',
  { answer: recoveryCodesLeftSchema },
);

export const postUserTwoFactorRecoveryCodes = endpoint(
  'POST /user/two-factor-recovery-codes',
  'Replaces the recovery codes',
  { answer: recoveryCodesSchema },
);
