import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { SessionKind } from '../db/schema.js';
import { AppError, unauthorized } from './errors.js';
import type { AccessClaims, TokenSigner } from './tokens.js';

/** A session as the guards read it, with what they need of its player. */
export interface LiveSession {
  id: string;
  user_id: bigint;
  kind: SessionKind;
  two_factor_passed: boolean;
  created_at: Date;
  last_seen_at: Date;
  two_factor_enabled_at: Date | null;
}

/**
 * What the guards need of the sessions table. platform/ imports no module, so the sessions module
 * implements this and app.ts hands it to `makeGuards`: the guards call it directly, with no hop
 * between them and the one statement of each check.
 */
export interface SessionStore {
  /** The live (not revoked) session with this id and its player's 2FA state, by primary key. */
  findLive(id: string): Promise<LiveSession | undefined>;
  /** Records that the session was just used. */
  touch(id: string): Promise<void>;
  /** The full guard's check of a session as a SQL condition (see `FullSessionCheck`). */
  liveCondition(id: string, userId: bigint, kinds: readonly SessionKind[]): RawBuilder<boolean>;
}

export interface AuthUser {
  id: bigint;
  twoFactorEnabled: boolean;
}

export interface AuthSession {
  id: string;
  kind: SessionKind;
  twoFactorPassed: boolean;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    session: AuthSession | null;
    /** The verified access token's claims (the `token` guard), before its session is read. */
    claims: AccessClaims | null;
  }
}

export interface GuardOptions {
  /** Refuse a player with 2FA on whose session has not passed it (401 TwoFactorRequired). Default true. */
  secondFactor?: boolean;
  /** Session kinds allowed; recovery sessions only reach the new-password call. */
  kinds?: SessionKind[];
  /** The clock, in epoch milliseconds (tests pass their own). */
  now?: () => number;
}

// Writing last_seen_at on every call would turn each read into a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

export const twoFactorRequired = () => new AppError('TwoFactorRequired', 'Two-factor authentication is required.');

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('claims', null);
  // A route that names a guard in its `onRequest` is marked with it and its OpenAPI `security`.
  app.addHook('onRoute', (route) => {
    const kind = guardKindOf(app.guards, route.onRequest);
    if (kind) declareGuard(route, kind);
  });
}

export type GuardKind = keyof Guards;

/** The OpenAPI security requirement of each guard: a bearer token, optional for `optional`. */
export const SECURITY_OF_GUARD: Record<GuardKind, Array<Record<string, string[]>>> = {
  full: [{ bearer: [] }],
  partial: [{ bearer: [] }],
  recovery: [{ bearer: [] }],
  token: [{ bearer: [] }],
  optional: [{}, { bearer: [] }],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The guard that runs for the route before its body is read (the guard in its `onRequest`). */
    guard?: GuardKind;
  }
}

function declareGuard(route: RouteOptions, kind: GuardKind): void {
  route.config = { ...route.config, guard: kind };
  route.schema = { ...route.schema, security: SECURITY_OF_GUARD[kind] };
}

function guardKindOf(guards: Guards, hooks: RouteOptions['onRequest']): GuardKind | null {
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
  for (const kind of Object.keys(guards) as GuardKind[]) {
    if (list.includes(guards[kind] as never)) return kind;
  }
  return null;
}

const FULL_KINDS: SessionKind[] = ['login', 'registration'];
const USER_ID = /^[1-9][0-9]{0,18}$/;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The auth guard: a valid access token whose session is still live (one read by primary key), so a
 * logout or a terminated session ends its tokens at once.
 */
export function authGuard(
  sessions: SessionStore,
  signer: TokenSigner,
  options: GuardOptions = {},
): onRequestAsyncHookHandler {
  const secondFactor = options.secondFactor ?? true;
  const kinds = options.kinds ?? FULL_KINDS;
  const now = options.now ?? Date.now;
  return async function guard(request: FastifyRequest) {
    const claims = await bearerClaims(request, signer);
    const row = await sessions.findLive(claims.sid);
    if (!row || String(row.user_id) !== claims.sub || !kinds.includes(row.kind)) throw unauthorized();
    const user: AuthUser = { id: row.user_id, twoFactorEnabled: row.two_factor_enabled_at !== null };
    const session: AuthSession = {
      id: row.id,
      kind: row.kind,
      twoFactorPassed: row.two_factor_passed,
      createdAt: row.created_at,
    };
    if (secondFactor && user.twoFactorEnabled && !session.twoFactorPassed) throw twoFactorRequired();
    request.user = user;
    request.session = session;
    if (now() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) await sessions.touch(row.id);
  };
}

/**
 * The token guard: a valid access token only; its session is not read. For a call that checks the
 * session in its own statement (`fullSessionCondition`) and runs the full guard when that fails.
 */
export function tokenGuard(signer: TokenSigner): onRequestAsyncHookHandler {
  return async function guard(request: FastifyRequest) {
    const claims = await bearerClaims(request, signer);
    if (!USER_ID.test(claims.sub) || !SESSION_ID.test(claims.sid)) throw unauthorized();
    request.claims = claims;
  };
}

/** The claims of the request's valid access token; 401 without one. */
async function bearerClaims(request: FastifyRequest, signer: TokenSigner): Promise<AccessClaims> {
  const bearer = request.ctx.bearer;
  const claims = bearer ? await signer.verifyAccess(bearer) : null;
  if (!claims) throw unauthorized();
  return claims;
}

/** The player a statement acts for, and the condition under which the full guard would let it. */
export interface FullSessionCheck {
  userId: bigint;
  condition: RawBuilder<boolean>;
}

/**
 * The full guard's session check for the claims of the token guard, as a SQL condition: the player
 * and session to act for when a statement finds it true. app.ts decorates the app with it
 * (`app.fullSessionCondition`).
 */
export function fullSessionConditionOf(sessions: SessionStore): (request: FastifyRequest) => FullSessionCheck {
  return function fullSessionCondition(request) {
    const claims = request.claims;
    if (!claims) throw unauthorized();
    const userId = BigInt(claims.sub);
    return { userId, condition: sessions.liveCondition(claims.sid, userId, FULL_KINDS) };
  };
}

/**
 * Reads the player when a bearer is sent, without requiring one: public calls that show something
 * extra to a signed-in player (favorite flags). A missing, expired or revoked token reads as a visitor.
 */
export function optionalAuthGuard(
  sessions: SessionStore,
  signer: TokenSigner,
  options: Pick<GuardOptions, 'now'> = {},
): onRequestAsyncHookHandler {
  const guard = authGuard(sessions, signer, options);
  return async function optionalGuard(request, reply) {
    if (!request.ctx.bearer) return;
    try {
      await guard.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.user = null;
      request.session = null;
    }
  };
}

/** The signed-in user and session of a guarded route. */
export function signedIn(request: FastifyRequest): { user: AuthUser; session: AuthSession } {
  if (!request.user || !request.session) throw unauthorized();
  return { user: request.user, session: request.session };
}

export interface Guards {
  /** Signed in, with the second factor when the player has 2FA on. */
  full: onRequestAsyncHookHandler;
  /** Signed in, second factor not needed (the challenge itself, logout). */
  partial: onRequestAsyncHookHandler;
  /** A recovery session only (the new-password step). */
  recovery: onRequestAsyncHookHandler;
  /** Public calls: the player is read when a valid bearer comes, else `request.user` stays null. */
  optional: onRequestAsyncHookHandler;
  /** A valid access token, its session not read yet (`fullSessionCondition`, then `full` if that fails). */
  token: onRequestAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    guards: Guards;
    /** The full guard's check as a SQL condition, for a call guarded by `token` (`fullSessionConditionOf`). */
    fullSessionCondition: (request: FastifyRequest) => FullSessionCheck;
  }
}

/** The guards over the session store the sessions module implements (app.ts passes it in). */
export function makeGuards(sessions: SessionStore, signer: TokenSigner, now: () => number = Date.now): Guards {
  return {
    full: authGuard(sessions, signer, { now }),
    partial: authGuard(sessions, signer, { secondFactor: false, now }),
    recovery: authGuard(sessions, signer, { secondFactor: false, kinds: ['recovery'], now }),
    optional: optionalAuthGuard(sessions, signer, { now }),
    token: tokenGuard(signer),
  };
}
