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
    async (request) => ok(await registration.register(request.body, clientOf(request), request.ctx.language)),
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
    async (request) => ok(await auth.checkCode(request.body, clientOf(request))),
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
        response: { 200: envelopeOf(tokenDataSchema) },
      },
    },
    async (request, reply) => {
      const { token, device } = await auth.login(
        request.body,
        clientOf(request),
        cookieValue(request.headers.cookie, DEVICE_COOKIE),
      );
      reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return ok(token);
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
