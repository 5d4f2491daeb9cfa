import { envelopeOf } from '@meridian/contract/envelope';
import {
  rgActivityQuerySchema,
  rgActivitySchema,
  rgExclusionRequestSchema,
  rgLimitRequestSchema,
  rgRealityCheckRequestSchema,
  rgRealitySchema,
  rgStateSchema,
} from '@meridian/contract/responsible-gaming';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protect, signedIn } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';

/** The player's own responsible-gaming tools (docs/responsible-gaming.md); every change is audited. */
export async function responsibleGamingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { responsibleGaming: rg } = app.services;
  const tags = ['responsible gaming'];
  protect(app, 'full');
  const state = (request: Parameters<typeof signedIn>[0]) => {
    const { user, session } = signedIn(request);
    return rg.state(user.id, session.id);
  };

  r.get(
    '/user/responsible-gaming',
    {
      schema: {
        tags,
        summary: 'The player’s limits (with what each has counted and any raise waiting), reality check and exclusion',
        response: { 200: envelopeOf(rgStateSchema) },
      },
    },
    async (request) => ok(await state(request)),
  );

  r.put(
    '/user/responsible-gaming/limits',
    {
      schema: {
        tags,
        summary: 'Sets a limit: a new or lower one at once, a higher one or a removal (amount null) after 24 hours',
        body: rgLimitRequestSchema,
        response: { 200: envelopeOf(rgStateSchema) },
      },
    },
    async (request) => {
      await rg.setLimit(signedIn(request).user.id, request.body, request.ip);
      return ok(await state(request));
    },
  );

  r.put(
    '/user/responsible-gaming/reality-check',
    {
      schema: {
        tags,
        summary: 'How often the reality check comes, in minutes (null: never)',
        body: rgRealityCheckRequestSchema,
        response: { 200: envelopeOf(rgStateSchema) },
      },
    },
    async (request) => {
      await rg.setRealityCheck(signedIn(request).user.id, request.body.minutes, request.ip);
      return ok(await state(request));
    },
  );

  r.post(
    '/user/responsible-gaming/exclusion',
    {
      schema: {
        tags,
        summary: 'Takes a time-out (days) or self-excludes (months, null for good): every session ends at once',
        body: rgExclusionRequestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await rg.exclude(signedIn(request).user.id, request.body, request.ip, request.ctx.language);
      return ok(null);
    },
  );

  r.get(
    '/user/responsible-gaming/reality',
    {
      schema: {
        tags,
        summary: 'The sign-in’s time and net result so far, for the reality check',
        response: { 200: envelopeOf(rgRealitySchema) },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      return ok(await rg.reality(user.id, session.id));
    },
  );

  r.get(
    '/user/responsible-gaming/activity',
    {
      schema: {
        tags,
        summary: 'Deposits, withdrawals, stakes and net result of a currency per day, week or month',
        querystring: rgActivityQuerySchema,
        response: { 200: envelopeOf(rgActivitySchema) },
      },
    },
    async (request) => ok(await rg.activity(signedIn(request).user.id, request.query)),
  );
}
