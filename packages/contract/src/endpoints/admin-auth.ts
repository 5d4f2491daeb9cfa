import { z } from 'zod';
import { endpointArea } from '../endpoint.js';
import {
  challengeSchema,
  enrolmentSchema,
  operatorCreatedSchema,
  operatorTokenSchema,
  setupSchema,
  signInSchema,
  twoFactorSchema,
} from '../operators.js';

const endpoint = endpointArea({ api: 'admin', tags: ['backoffice auth'] });

export const postAdminAuthSignIn = endpoint('POST /auth/sign-in', 'An operator’s password: a short challenge', {
  security: 'none',
  body: signInSchema,
  answer: challengeSchema,
  errors: ['TooManyRequests'],
});

export const postAdminAuthEnrolment = endpoint(
  'POST /auth/enrolment',
  'First sign-in: the two-factor secret to add to an authenticator app',
  { security: 'operatorChallenge', answer: enrolmentSchema, errors: ['Conflict'] },
);

export const postAdminAuthTwoFactor = endpoint(
  'POST /auth/two-factor',
  'The code of the authenticator app (confirming the enrolment at the first sign-in): the access token',
  {
    security: 'operatorChallenge',
    body: twoFactorSchema,
    answer: operatorTokenSchema,
    errors: ['TooManyRequests'],
  },
);

export const postAdminAuthSignOut = endpoint('POST /auth/sign-out', 'Ends the operator’s session', {
  security: 'operator',
  permission: 'account.self',
  answer: z.null(),
});

export const postAdminAuthSetup = endpoint(
  'POST /auth/setup',
  'The first admin, with the one-time token of the start-up log; from the server’s own machine only',
  { security: 'none', body: setupSchema, answer: operatorCreatedSchema, errors: ['Conflict'] },
);
