import { z } from 'zod';
import {
  captchaChallengeSchema,
  codeCheckRequestSchema,
  codeObjectSchema,
  codeSendRequestSchema,
  loginRequestSchema,
  newPasswordRequestSchema,
  recoveryRequestSchema,
  refreshRequestSchema,
  refreshResultSchema,
  registrationFormsQuerySchema,
  registrationFormsSchema,
  registrationRequestSchema,
  registrationResultSchema,
  signInCodeSchema,
  tokenDataSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
} from '../auth.js';
import { defineEndpoint } from '../endpoint.js';
import { codeCheckResultSchema } from '../user.js';

/** The answer of a call that sent a code: what the code check needs besides the code itself. */
const codeSent = z.object({ code: codeObjectSchema });

export const getAuthCaptcha = defineEndpoint('GET /auth/captcha', {
  summary: 'An ALTCHA challenge for the bot check',
  tags: ['auth'],
  security: 'none',
  answer: captchaChallengeSchema,
});

export const getAuthRegistration = defineEndpoint('GET /auth/registration', {
  summary: 'Sign-up forms of a partner group',
  tags: ['auth'],
  security: 'none',
  query: registrationFormsQuerySchema,
  answer: registrationFormsSchema,
});

export const postAuthRegistration = defineEndpoint('POST /auth/registration', {
  summary: 'Signs up: one-click answers the user and tokens, e-mail and phone a code',
  tags: ['auth'],
  security: 'none',
  body: registrationRequestSchema,
  answer: registrationResultSchema,
  errors: ['TooManyRequests'],
});

export const postAuthCodeCheck = defineEndpoint('POST /auth/code/check', {
  summary: 'Checks a code: sign-up and recovery answer a token, contact codes the user',
  tags: ['auth'],
  security: 'none',
  body: codeCheckRequestSchema,
  answer: codeCheckResultSchema,
  errors: ['TooManyRequests'],
});

export const postAuthCodeSend = defineEndpoint('POST /auth/code/send', {
  summary: 'Sends the code again after repeat_after',
  tags: ['auth'],
  security: 'none',
  body: codeSendRequestSchema,
  answer: codeSent,
  errors: ['TooManyRequests'],
});

export const postAuthLogin = defineEndpoint('POST /auth/login', {
  summary: 'Signs in by e-mail or user id, or by phone',
  tags: ['auth'],
  security: 'none',
  body: loginRequestSchema,
  answer: tokenDataSchema,
  errorPayloads: {
    401: {
      payload: signInCodeSchema,
      description:
        'Code SignInCodeRequired: the right password from a browser the account does not know, past its limit of wrong passwords. The code went to the player; `POST /auth/code/check` finishes the sign-in.',
    },
  },
  errors: ['TooManyRequests'],
});

export const postAuthLogout = defineEndpoint('POST /auth/logout', {
  summary: 'Ends this session',
  tags: ['auth'],
  security: 'partial',
  answer: z.null(),
});

export const postAuthRefreshToken = defineEndpoint('POST /auth/refresh-token', {
  summary: 'Rotates the refresh token; a reused one ends the session',
  tags: ['auth'],
  security: 'none',
  body: refreshRequestSchema,
  answer: refreshResultSchema,
});

export const postAuthPasswordRecovery = defineEndpoint('POST /auth/password/recovery', {
  summary: 'Sends a recovery code by e-mail or SMS',
  tags: ['auth'],
  security: 'none',
  body: recoveryRequestSchema,
  answer: codeSent,
  errors: ['TooManyRequests'],
});

export const postAuthPasswordNew = defineEndpoint('POST /auth/password/new', {
  summary: 'Sets the new password from a recovery session',
  tags: ['auth'],
  security: 'recovery',
  body: newPasswordRequestSchema,
  answer: z.null(),
});

export const getAuthTwoFactorQr = defineEndpoint('GET /auth/two-factor-qr', {
  summary: 'The QR of the two-factor setup',
  tags: ['auth'],
  security: 'full',
  answer: twoFactorSetupSchema.pick({ svg: true, url: true }),
});

export const putAuthTwoFactorAuthentication = defineEndpoint('PUT /auth/two-factor-authentication', {
  summary: 'Confirms the two-factor setup with a code',
  tags: ['auth'],
  security: 'full',
  body: twoFactorCodeSchema,
  answer: z.null(),
  errors: ['TooManyRequests'],
});

export const postAuthTwoFactorChallenge = defineEndpoint('POST /auth/two-factor-challenge', {
  summary: 'Passes the second factor with a TOTP or recovery code; answers fresh tokens',
  tags: ['auth'],
  security: 'partial',
  body: twoFactorCodeSchema,
  answer: tokenDataSchema,
  errors: ['TooManyRequests'],
});
