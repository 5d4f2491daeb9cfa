import {
  deleteUserTokenById,
  deleteUserTwoFactorAuthentication,
  getUserProfile,
  getUserProfileForm,
  getUserTokens,
  getUserTwoFactorRecoveryCodes,
  postUserCodeSendByType,
  postUserProfileForm,
  postUserTwoFactorAuthentication,
  postUserTwoFactorRecoveryCodes,
  putUserPasswordChange,
} from '@meridian/contract/endpoints/user';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../platform/auth.js';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

/** `/user/*`: every call needs a signed-in player past the second factor, and touches only their own data. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { auth, profile, sessions, twoFactor } = app.services;

  route(app, getUserProfile, async (request) => ok({ user: await profile.user(signedIn(request).user.id) }));

  route(app, getUserProfileForm, async (request) =>
    ok(await profile.form(signedIn(request).user.id, request.ctx.language)),
  );

  route(app, postUserProfileForm, async (request) =>
    ok(await profile.update(signedIn(request).user.id, request.body.fields, request.ip, request.ctx.language)),
  );

  route(app, postUserCodeSendByType, async (request) => {
    const { user } = signedIn(request);
    const code = await profile.sendCode(
      user,
      request.params.type,
      request.body ?? {},
      request.ip,
      request.ctx.language,
    );
    return ok({ code });
  });

  route(app, putUserPasswordChange, async (request) => {
    const { user, session } = signedIn(request);
    await auth.changePassword(user, session, request.body, request.ip);
    return ok(null, 'Your password has been changed.');
  });

  route(app, getUserTokens, async (request) => {
    const { user, session } = signedIn(request);
    return ok({ list: await sessions.list(user.id, session.id) });
  });

  route(app, deleteUserTokenById, async (request) => {
    const { user, session } = signedIn(request);
    await sessions.revoke(user.id, session.id, request.params.id, request.ip);
    return ok(null);
  });

  route(app, postUserTwoFactorAuthentication, async (request) => ok(await twoFactor.setup(signedIn(request).user)));

  route(app, deleteUserTwoFactorAuthentication, async (request) => {
    const { user, session } = signedIn(request);
    await twoFactor.disable(user, session, request.body.code, request.ip);
    return ok(null);
  });

  route(app, getUserTwoFactorRecoveryCodes, async (request) => ok(await twoFactor.remaining(signedIn(request).user)));

  route(app, postUserTwoFactorRecoveryCodes, async (request) => {
    const { user, session } = signedIn(request);
    return ok(await twoFactor.regenerate(user, session, request.ip));
  });
}
