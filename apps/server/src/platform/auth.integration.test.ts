import { API_BASE } from '@meridian/contract/constants';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../test/accounts.js';
import { useApp } from '../../test/helper.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  security: Array<Record<string, string[]>> | undefined;
}

/** Every /api/v1 HTTP route the app registered, read from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): Array<{ method: Method; path: string }> {
  const routes: Array<{ method: Method; path: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1]?.startsWith(`${API_BASE}/`)) continue;
    for (const method of match[2]!.split(', ')) {
      if (method === 'GET' || method === 'POST' || method === 'PUT' || method === 'DELETE') {
        routes.push({ method, path: match[1] });
      }
    }
  }
  return routes;
}

/** The operations of the OpenAPI document, keyed `METHOD /path` with Fastify's `:param` spelling. */
function documentedOperations(app: FastifyInstance): Map<string, Operation> {
  const document = app.swagger() as { paths: Record<string, Record<string, { security?: Operation['security'] }>> };
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(document.paths)) {
    const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Method;
      operations.set(`${upper} ${fastifyPath}`, { method: upper, path: fastifyPath, security: operation.security });
    }
  }
  return operations;
}

const isPrivate = (operation: Operation) =>
  operation.security !== undefined &&
  operation.security.length > 0 &&
  !operation.security.some((s) => !Object.keys(s).length);

/** A concrete URL of a route: every path parameter filled with `1`. */
const urlOf = (path: string) => path.replace(/:\w+/g, '1');

/** Calls a route by its full path (the players' API or the operators'), signed out. */
const callRoute = (
  app: FastifyInstance,
  method: string,
  url: string,
  options: { body?: string | object; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: method as 'GET',
    url,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body === undefined ? {} : { payload: options.body }),
  });

describe('guards', () => {
  const app = useApp();

  it('declares every /api/v1 route in the document with its security, and every /user call as private', () => {
    const operations = documentedOperations(app());
    const routes = registeredRoutes(app()).filter((route) => route.path !== `${API_BASE}/ws`);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const operation = operations.get(`${route.method} ${route.path}`);
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.security, `${route.method} ${route.path}`).toBeDefined();
      if (route.path.startsWith(`${API_BASE}/user/`)) expect(isPrivate(operation!), route.path).toBe(true);
    }
  });

  it('answers 401 to a signed-out call of every private route before reading its body', async () => {
    const privateOperations = [...documentedOperations(app()).values()].filter(isPrivate);
    expect(privateOperations.length).toBeGreaterThan(25);
    for (const { method, path } of privateOperations) {
      for (const body of method === 'GET' ? [undefined] : ['{}', '{"stake":', 'not json']) {
        const res = await callRoute(app(), method, urlOf(path), {
          ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
        });
        expect(res.statusCode, `${method} ${path} ${body}`).toBe(401);
        expect(res.json(), `${method} ${path}`).toMatchObject({ payload: null, code: 'Unauthorized' });
      }
    }
  });

  it('answers a signed-out call of a public route without 401', async () => {
    const publicOperations = [...documentedOperations(app()).values()].filter((operation) => !isPrivate(operation));
    expect(publicOperations.length).toBeGreaterThan(20);
    for (const { method, path } of publicOperations) {
      const res = await callRoute(app(), method, urlOf(path), method === 'GET' ? {} : { body: {} });
      expect(res.statusCode, `${method} ${path}`).not.toBe(401);
    }
  });

  it('answers 401 TwoFactorRequired before validation when only the second factor is missing', async () => {
    const player = await registerOneClick(app());
    const setup = await call(app(), 'POST', '/user/two-factor-authentication', { token: player.token });
    expect(setup.statusCode, setup.body).toBe(200);
    const { TOTP } = await import('otpauth');
    const code = new TOTP({ secret: setup.json().payload.secret }).generate();
    const confirmed = await call(app(), 'PUT', '/auth/two-factor-authentication', {
      token: player.token,
      body: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const signIn = await call(app(), 'POST', '/auth/login', {
      body: { id: String(player.id), password: player.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const halfway = signIn.json().payload.token as string;

    for (const [method, url] of [
      ['POST', '/bets/make'],
      ['POST', '/bets/save'],
      ['POST', '/user/favorites'],
      ['PUT', '/user/password/change'],
    ] as const) {
      const res = await call(app(), method, url, { token: halfway, body: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code, `${method} ${url}`).toBe('TwoFactorRequired');
    }
  });

  it('answers 401 to a bet with bad fields on an ended session, though its token is still valid', async () => {
    const player = await registerOneClick(app());
    expect((await call(app(), 'POST', '/auth/logout', { token: player.token })).statusCode).toBe(200);
    for (const body of [{}, { bets: 'none' }]) {
      const res = await call(app(), 'POST', '/bets/make', { token: player.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(res.json().code).toBe('Unauthorized');
    }

    // A live session still hears which fields are wrong.
    const live = await registerOneClick(app());
    const res = await call(app(), 'POST', '/bets/make', { token: live.token, body: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ValidationError', errors: expect.any(Object) });
    expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
  });
});

describe('access tokens', () => {
  const app = useApp();

  it('refuse every spelling but the issued one on a private route, checked first and remembered', async () => {
    const { token } = await registerOneClick(app());
    const last = token.at(-1)!;
    // Base64url characters that differ from the last one only in the bits a 32-byte signature leaves unused.
    const sameBytes = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(last) ^ 1;
    const twin = token.slice(0, -1) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[sameBytes];
    const spellings = [`${token}!!`, twin];
    const profile = (bearerToken: string) => call(app(), 'GET', '/user/profile', { token: bearerToken });

    for (const spelling of spellings) expect((await profile(spelling)).statusCode, spelling).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
    for (const spelling of spellings) expect((await profile(spelling)).statusCode, spelling).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
  });
});
