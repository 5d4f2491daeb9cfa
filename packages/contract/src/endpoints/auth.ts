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
import { endpointArea } from '../endpoint.js';
import { codeCheckResultSchema } from '../user.js';

/** The answer of a call that sent a code: what the code check needs besides the code itself. */
const codeSent = z.object({ code: codeObjectSchema });

const endpoint = endpointArea({ tags: ['auth'], security: 'none' });

export const getAuthCaptcha = endpoint('GET /auth/captcha', 'An ALTCHA challenge for the bot check', {
  answer: captchaChallengeSchema,
});

export const getAuthRegistration = endpoint('GET /auth/registration', 'Sign-up forms of a partner group', {
  query: registrationFormsQuerySchema,
  answer: registrationFormsSchema,
});

export const postAuthRegistration = endpoint(
  'POST /auth/registration',
  'Signs up: one-click answers the user and tokens, e-mail and phone a code',
  { body: registrationRequestSchema, answer: registrationResultSchema, errors: ['TooManyRequests'] },
);

export const postAuthCodeCheck = endpoint(
  'POST /auth/code/check',
  'Checks a code: sign-up and recovery answer a token, contact codes the user',
  // A sign-in or recovery code of an account an operator closed: 403, the message saying so.
  { body: codeCheckRequestSchema, answer: codeCheckResultSchema, errors: ['TooManyRequests', 'Forbidden'] },
);

export const postAuthCodeSend = endpoint('POST /auth/code/send', 'Sends the code again after repeat_after', {
  body: codeSendRequestSchema,
  answer: codeSent,
  errors: ['TooManyRequests'],
});

export const postAuthLogin = endpoint('POST /auth/login', 'Signs in by e-mail or user id, or by phone', {
  body: loginRequestSchema,
  answer: tokenDataSchema,
  errorPayloads: {
    401: {
      payload: signInCodeSchema,
      description:
        'Code SignInCodeRequired: the right password from a browser the account does not know, past its limit of wrong passwords. The code went to the player; `POST /auth/code/check` finishes the sign-in.',
    },
  },
  // The right password of an account an operator closed: 403, the message saying so.
  errors: ['TooManyRequests', 'Forbidden'],
});

export const postAuthLogout = endpoint('POST /auth/logout', 'Ends this session', {
  security: 'partial',
  answer: z.null(),
});

export const postAuthRefreshToken = endpoint(
  'POST /auth/refresh-token',
  'Rotates the refresh token; a reused one ends the session',
  { body: refreshRequestSchema, answer: refreshResultSchema },
);

export const postAuthPasswordRecovery = endpoint(
  'POST /auth/password/recovery',
  'Sends a recovery code by e-mail or SMS',
  { body: recoveryRequestSchema, answer: codeSent, errors: ['TooManyRequests'] },
);

export const postAuthPasswordNew = endpoint(
  'POST /auth/password/new',
  'Sets the new password from a recovery session',
  { security: 'recovery', body: newPasswordRequestSchema, answer: z.null() },
);

export const getAuthTwoFactorQr = endpoint('GET /auth/two-factor-qr', 'The QR of the two-factor setup', {
  security: 'full',
  answer: twoFactorSetupSchema.pick({ svg: true, url: true }),
});

export const putAuthTwoFactorAuthentication = endpoint(
  'PUT /auth/two-factor-authentication',
  'Confirms the two-factor setup with a code',
  { security: 'full', body: twoFactorCodeSchema, answer: z.null(), errors: ['TooManyRequests'] },
);

export const postAuthTwoFactorChallenge = endpoint(
  'POST /auth/two-factor-challenge',
  'Passes the second factor with a TOTP or recovery code; answers fresh tokens',
  { security: 'partial', body: twoFactorCodeSchema, answer: tokenDataSchema, errors: ['TooManyRequests'] },
);
