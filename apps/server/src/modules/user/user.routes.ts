import {
  recoveryCodesLeftSchema,
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
} from '@meridian/contract/auth';
import { envelopeOf } from '@meridian/contract/envelope';
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
} from '@meridian/contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protect, signedIn } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';

const none = envelopeOf(z.null());

/** `/user/*`: every call needs a signed-in player past the second factor, and touches only their own data. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, profile, sessions, twoFactor } = app.services;
  const tags = ['user'];
  protect(app, 'full');

  r.get(
    '/user/profile',
    { schema: { tags, summary: 'The signed-in player', response: { 200: envelopeOf(userPayloadSchema) } } },
    async (request) => ok({ user: await profile.user(signedIn(request).user.id) }),
  );

  r.get(
    '/user/profile-form',
    {
      schema: {
        tags,
        summary: 'Profile fields with their current values',
        querystring: profileFormQuerySchema,
        response: { 200: envelopeOf(profileFormSchema) },
      },
    },
    async (request) => ok(await profile.form(signedIn(request).user.id, request.ctx.language)),
  );

  r.post(
    '/user/profile-form',
    {
      schema: {
        tags,
        summary: 'Fills empty profile fields; any refused field leaves everything unchanged',
        body: profileUpdateSchema,
        response: { 200: envelopeOf(profileFormSchema) },
      },
    },
    async (request) =>
      ok(await profile.update(signedIn(request).user.id, request.body.fields, request.ip, request.ctx.language)),
  );

  r.post(
    '/user/code/send/:type',
    {
      schema: {
        tags,
        summary: 'Sends a code to confirm an e-mail or phone, or to unlink the phone',
        params: userCodeParamsSchema,
        body: userCodeRequestSchema.optional(),
        response: { 200: envelopeOf(userCodeResultSchema) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const code = await profile.sendCode(
        user,
        request.params.type,
        request.body ?? {},
        request.ip,
        request.ctx.language,
      );
      return ok({ code });
    },
  );

  r.put(
    '/user/password/change',
    { schema: { tags, summary: 'Changes the password', body: passwordChangeSchema, response: { 200: none } } },
    async (request) => {
      const { user, session } = signedIn(request);
      await auth.changePassword(user, session, request.body, request.ip);
      return ok(null, 'Your password has been changed.');
    },
  );

  r.get(
    '/user/tokens',
    {
      schema: {
        tags,
        summary: 'The live sessions of the player, current first',
        response: { 200: envelopeOf(sessionListSchema) },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      return ok({ list: await sessions.list(user.id, session.id) });
    },
  );

  r.delete(
    '/user/token/:id',
    {
      schema: {
        tags,
        summary: 'Ends one session, or all others with `all`',
        params: sessionParamsSchema,
        response: { 200: none },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      await sessions.revoke(user.id, session.id, request.params.id, request.ip);
      return ok(null);
    },
  );

  r.post(
    '/user/two-factor-authentication',
    { schema: { tags, summary: 'Starts the two-factor setup', response: { 200: envelopeOf(twoFactorSetupSchema) } } },
    async (request) => ok(await twoFactor.setup(signedIn(request).user)),
  );

  r.delete(
    '/user/two-factor-authentication',
    {
      schema: { tags, summary: 'Turns two-factor off with a code', body: twoFactorCodeSchema, response: { 200: none } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      await twoFactor.disable(user, session, request.body.code, request.ip);
      return ok(null);
    },
  );

  r.get(
    '/user/two-factor-recovery-codes',
    {
      schema: {
        tags,
        summary: 'How many recovery codes are left',
        response: { 200: envelopeOf(recoveryCodesLeftSchema) },
      },
    },
    async (request) => ok(await twoFactor.remaining(signedIn(request).user)),
  );

  r.post(
    '/user/two-factor-recovery-codes',
    { schema: { tags, summary: 'Replaces the recovery codes', response: { 200: envelopeOf(recoveryCodesSchema) } } },
    async (request) => {
      const { user, session } = signedIn(request);
      return ok(await twoFactor.regenerate(user, session, request.ip));
    },
  );
}
