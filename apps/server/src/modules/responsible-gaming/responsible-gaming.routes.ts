import {
  getUserResponsibleGaming,
  getUserResponsibleGamingActivity,
  getUserResponsibleGamingReality,
  postUserResponsibleGamingExclusion,
  putUserResponsibleGamingLimits,
  putUserResponsibleGamingRealityCheck,
} from '@meridian/contract/endpoints/responsible-gaming';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../platform/auth.js';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

/** The player's own responsible-gaming tools (docs/responsible-gaming.md); every change is audited. */
export async function responsibleGamingRoutes(app: FastifyInstance): Promise<void> {
  const { responsibleGaming: rg } = app.services;

  const state = (request: Parameters<typeof signedIn>[0]) => {
    const { user, session } = signedIn(request);
    return rg.state(user.id, session.id);
  };

  route(app, getUserResponsibleGaming, async (request) => ok(await state(request)));

  route(app, putUserResponsibleGamingLimits, async (request) => {
    await rg.setLimit(signedIn(request).user.id, request.body, request.ip);
    return ok(await state(request));
  });

  route(app, putUserResponsibleGamingRealityCheck, async (request) => {
    await rg.setRealityCheck(signedIn(request).user.id, request.body.minutes, request.ip);
    return ok(await state(request));
  });

  route(app, postUserResponsibleGamingExclusion, async (request) => {
    await rg.exclude(signedIn(request).user.id, request.body, request.ip, request.ctx.language);
    return ok(null);
  });

  route(app, getUserResponsibleGamingReality, async (request) => {
    const { user, session } = signedIn(request);
    return ok(await rg.reality(user.id, session.id));
  });

  route(app, getUserResponsibleGamingActivity, async (request) =>
    ok(await rg.activity(signedIn(request).user.id, request.query)),
  );
}
