import {
  getAuthCaptcha,
  getAuthRegistration,
  getAuthTwoFactorQr,
  postAuthCodeCheck,
  postAuthCodeSend,
  postAuthLogin,
  postAuthLogout,
  postAuthPasswordNew,
  postAuthPasswordRecovery,
  postAuthRefreshToken,
  postAuthRegistration,
  postAuthTwoFactorChallenge,
  putAuthTwoFactorAuthentication,
} from '@meridian/contract/endpoints/auth';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../platform/auth.js';
import { clientOf } from '../../platform/device.js';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { SIGN_IN_CODE_SENT } from './auth.service.js';
import { cookieValue, DEVICE_COOKIE, deviceCookieHeader } from './known-device.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth, registration, sessions, twoFactor, captcha } = app.services;

  route(app, getAuthCaptcha, async () => ok(await captcha.challenge()));

  route(app, getAuthRegistration, async (request) =>
    ok(await registration.forms(request.query.group_id, request.ctx.language)),
  );

  route(app, postAuthRegistration, async (request, reply) => {
    // The browser's device id links a new account to an excluded person (docs/responsible-gaming.md).
    const device = auth.deviceNonce(cookieValue(request.headers.cookie, DEVICE_COOKIE));
    const result = await registration.register(request.body, clientOf(request), request.ctx.language, device);
    if (result.user) {
      const cookie = auth.deviceCookie(BigInt(result.user.id), device);
      reply.header('set-cookie', deviceCookieHeader(cookie, request.protocol === 'https'));
    }
    return ok(result);
  });

  route(app, postAuthCodeCheck, async (request, reply) => {
    const { device, ...answer } = await auth.checkCode(
      request.body,
      clientOf(request),
      cookieValue(request.headers.cookie, DEVICE_COOKIE),
      request.ctx.language,
    );
    if (device) reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
    return ok(answer);
  });

  route(app, postAuthCodeSend, async (request) =>
    ok({ code: await auth.resendCode(request.body, request.ip, request.ctx.language) }),
  );

  route(app, postAuthLogin, async (request, reply) => {
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
  });

  route(app, postAuthLogout, async (request) => {
    const { user, session } = signedIn(request);
    await sessions.logout(user.id, session.id, request.ip);
    return ok(null);
  });

  route(app, postAuthRefreshToken, async (request) =>
    ok({ token: await sessions.refresh(request.body.refresh_token, request.ip) }),
  );

  route(app, postAuthPasswordRecovery, async (request) =>
    ok({ code: await auth.recover(request.body, clientOf(request), request.ctx.language) }),
  );

  route(app, postAuthPasswordNew, async (request) => {
    const { user, session } = signedIn(request);
    await auth.newPassword(user, session, request.body, request.ip);
    return ok(null, 'Your password has been changed.');
  });

  route(app, getAuthTwoFactorQr, async (request) => ok(await twoFactor.qr(signedIn(request).user)));

  route(app, putAuthTwoFactorAuthentication, async (request) => {
    const { user, session } = signedIn(request);
    await twoFactor.confirm(user, session, request.body.code, request.ip);
    return ok(null);
  });

  route(app, postAuthTwoFactorChallenge, async (request) => {
    const { user, session } = signedIn(request);
    return ok(await twoFactor.challenge(user, session, request.body.code, request.ip));
  });
}
