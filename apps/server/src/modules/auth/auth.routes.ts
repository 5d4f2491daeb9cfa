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
} from '@meridian/contract/auth';
import { envelopeOf } from '@meridian/contract/envelope';
import { codeCheckResultSchema } from '@meridian/contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth.js';
import { clientOf } from '../../platform/device.js';
import { ok } from '../../platform/envelope.js';
import { SIGN_IN_CODE_SENT } from './auth.service.js';
import { cookieValue, DEVICE_COOKIE, deviceCookieHeader } from './known-device.js';

const none = envelopeOf(z.null());
const codeResult = envelopeOf(z.object({ code: codeObjectSchema }));

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, registration, sessions, twoFactor, captcha } = app.services;
  const tags = ['auth'];

  r.get(
    '/auth/captcha',
    {
      schema: {
        tags,
        summary: 'An ALTCHA challenge for the bot check',
        response: { 200: envelopeOf(captchaChallengeSchema) },
      },
    },
    async () => ok(await captcha.challenge()),
  );

  r.get(
    '/auth/registration',
    {
      schema: {
        tags,
        summary: 'Sign-up forms of a partner group',
        querystring: registrationFormsQuerySchema,
        response: { 200: envelopeOf(registrationFormsSchema) },
      },
    },
    async (request) => ok(await registration.forms(request.query.group_id, request.ctx.language)),
  );

  r.post(
    '/auth/registration',
    {
      schema: {
        tags,
        summary: 'Signs up: one-click answers the user and tokens, e-mail and phone a code',
        body: registrationRequestSchema,
        response: { 200: envelopeOf(registrationResultSchema) },
      },
    },
    async (request, reply) => {
      // The browser's device id links a new account to an excluded person (docs/responsible-gaming.md).
      const device = auth.deviceNonce(cookieValue(request.headers.cookie, DEVICE_COOKIE));
      const result = await registration.register(request.body, clientOf(request), request.ctx.language, device);
      if (result.user) {
        const cookie = auth.deviceCookie(BigInt(result.user.id), device);
        reply.header('set-cookie', deviceCookieHeader(cookie, request.protocol === 'https'));
      }
      return ok(result);
    },
  );

  r.post(
    '/auth/code/check',
    {
      schema: {
        tags,
        summary: 'Checks a code: sign-up and recovery answer a token, contact codes the user',
        body: codeCheckRequestSchema,
        response: { 200: envelopeOf(codeCheckResultSchema) },
      },
    },
    async (request, reply) => {
      const { device, ...answer } = await auth.checkCode(
        request.body,
        clientOf(request),
        cookieValue(request.headers.cookie, DEVICE_COOKIE),
      );
      if (device) reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return ok(answer);
    },
  );

  r.post(
    '/auth/code/send',
    {
      schema: {
        tags,
        summary: 'Sends the code again after repeat_after',
        body: codeSendRequestSchema,
        response: { 200: codeResult },
      },
    },
    async (request) => ok({ code: await auth.resendCode(request.body, request.ip, request.ctx.language) }),
  );

  r.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Signs in by e-mail or user id, or by phone',
        body: loginRequestSchema,
        response: {
          200: envelopeOf(tokenDataSchema),
          401: envelopeOf(signInCodeSchema).describe(
            'Code SignInCodeRequired: the right password from a browser the account does not know, past its limit of wrong passwords. The code went to the player; `POST /auth/code/check` finishes the sign-in.',
          ),
        },
      },
    },
    async (request, reply) => {
      const result = await auth.login(
        request.body,
        clientOf(request),
        cookieValue(request.headers.cookie, DEVICE_COOKIE),
        request.ctx.language,
      );
      if ('code' in result) {
        return reply
          .code(401)
          .send({ payload: result.code, errors: null, message: SIGN_IN_CODE_SENT, code: 'SignInCodeRequired' });
      }
      reply.header('set-cookie', deviceCookieHeader(result.device, request.protocol === 'https'));
      return ok(result.token);
    },
  );

  r.post(
    '/auth/logout',
    { onRequest: app.guards.partial, schema: { tags, summary: 'Ends this session', response: { 200: none } } },
    async (request) => {
      const { user, session } = signedIn(request);
      await sessions.logout(user.id, session.id, request.ip);
      return ok(null);
    },
  );

  r.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'Rotates the refresh token; a reused one ends the session',
        body: refreshRequestSchema,
        response: { 200: envelopeOf(refreshResultSchema) },
      },
    },
    async (request) => ok({ token: await sessions.refresh(request.body.refresh_token, request.ip) }),
  );

  r.post(
    '/auth/password/recovery',
    {
      schema: {
        tags,
        summary: 'Sends a recovery code by e-mail or SMS',
        body: recoveryRequestSchema,
        response: { 200: codeResult },
      },
    },
    async (request) => ok({ code: await auth.recover(request.body, clientOf(request), request.ctx.language) }),
  );

  r.post(
    '/auth/password/new',
    {
      onRequest: app.guards.recovery,
      schema: {
        tags,
        summary: 'Sets the new password from a recovery session',
        body: newPasswordRequestSchema,
        response: { 200: none },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      await auth.newPassword(user, session, request.body, request.ip);
      return ok(null, 'Your password has been changed.');
    },
  );

  r.get(
    '/auth/two-factor-qr',
    {
      onRequest: app.guards.full,
      schema: {
        tags,
        summary: 'The QR of the two-factor setup',
        response: { 200: envelopeOf(twoFactorSetupSchema.pick({ svg: true, url: true })) },
      },
    },
    async (request) => ok(await twoFactor.qr(signedIn(request).user)),
  );

  r.put(
    '/auth/two-factor-authentication',
    {
      onRequest: app.guards.full,
      schema: {
        tags,
        summary: 'Confirms the two-factor setup with a code',
        body: twoFactorCodeSchema,
        response: { 200: none },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      await twoFactor.confirm(user, session, request.body.code, request.ip);
      return ok(null);
    },
  );

  r.post(
    '/auth/two-factor-challenge',
    {
      onRequest: app.guards.partial,
      schema: {
        tags,
        summary: 'Passes the second factor with a TOTP or recovery code; answers fresh tokens',
        body: twoFactorCodeSchema,
        response: { 200: envelopeOf(tokenDataSchema) },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      return ok(await twoFactor.challenge(user, session, request.body.code, request.ip));
    },
  );
}
