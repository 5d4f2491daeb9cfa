import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SessionKind } from '../db/schema.js';
import { fullSessionConditionOf, type LiveSession, makeGuards, type SessionStore } from './auth.js';
import { AppError } from './errors.js';
import { TokenSigner } from './tokens.js';

const SESSION_ID = '0b6f1c2e-4d3a-4e5f-8a9b-1c2d3e4f5a6b';
const START = Date.UTC(2026, 0, 1, 12, 0, 0);

/** A session store over one in-memory session, recording what the guards ask of it. */
function storeOf(session: LiveSession | undefined) {
  const touched: string[] = [];
  const conditions: Array<{ id: string; userId: bigint; kinds: readonly SessionKind[] }> = [];
  const store: SessionStore = {
    findLive: async (id) => (session?.id === id ? session : undefined),
    touch: async (id) => {
      touched.push(id);
      if (session) session.last_seen_at = new Date(clock.now);
    },
    liveCondition: (id, userId, kinds) => {
      conditions.push({ id, userId, kinds });
      return sql<boolean>`true`;
    },
  };
  return { store, touched, conditions };
}

const clock = { now: START };

function liveSession(changes: Partial<LiveSession> = {}): LiveSession {
  return {
    id: SESSION_ID,
    user_id: 42n,
    kind: 'login',
    two_factor_passed: false,
    created_at: new Date(START),
    last_seen_at: new Date(START),
    two_factor_enabled_at: null,
    ...changes,
  };
}

const signer = new TokenSigner('a secret of the guard test');
const tokenOf = (sub = '42', sid = SESSION_ID) => signer.signAccess({ sub, sid, tfa: false });

function requestWith(bearer: string | null) {
  return { ctx: { bearer }, user: null, session: null, claims: null } as unknown as FastifyRequest;
}

/** Runs one guard the way Fastify's onRequest hook does; answers the error code, if any. */
async function run(
  guard: (this: FastifyInstance, r: FastifyRequest, p: FastifyReply) => Promise<unknown>,
  request: FastifyRequest,
) {
  try {
    await guard.call({} as FastifyInstance, request, {} as FastifyReply);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('auth guards over an injected session store', () => {
  it('let a live session through and put its player and session on the request', async () => {
    const { store } = storeOf(liveSession());
    const guards = makeGuards(store, signer, () => clock.now);
    const request = requestWith(await tokenOf());
    expect(await run(guards.full, request)).toBeNull();
    expect(request.user).toEqual({ id: 42n, twoFactorEnabled: false });
    expect(request.session).toMatchObject({ id: SESSION_ID, kind: 'login', twoFactorPassed: false });
  });

  it('refuse an ended session, another player’s session and a session of another kind', async () => {
    const ended = makeGuards(storeOf(undefined).store, signer, () => clock.now);
    expect(await run(ended.full, requestWith(await tokenOf()))).toBe('Unauthorized');
    const guards = makeGuards(storeOf(liveSession()).store, signer, () => clock.now);
    expect(await run(guards.full, requestWith(await tokenOf('43')))).toBe('Unauthorized');
    expect(await run(guards.recovery, requestWith(await tokenOf()))).toBe('Unauthorized');
    expect(await run(guards.full, requestWith(null))).toBe('Unauthorized');
  });

  it('ask for the second factor only where the guard needs it', async () => {
    const session = liveSession({ two_factor_enabled_at: new Date(START) });
    const guards = makeGuards(storeOf(session).store, signer, () => clock.now);
    expect(await run(guards.full, requestWith(await tokenOf()))).toBe('TwoFactorRequired');
    expect(await run(guards.partial, requestWith(await tokenOf()))).toBeNull();
  });

  it('read a visitor with a dead token as signed out on optional routes', async () => {
    const guards = makeGuards(storeOf(undefined).store, signer, () => clock.now);
    const request = requestWith(await tokenOf());
    expect(await run(guards.optional, request)).toBeNull();
    expect(request.user).toBeNull();
  });

  it('record a session’s use at most once a minute', async () => {
    clock.now = START;
    const { store, touched } = storeOf(liveSession());
    const guards = makeGuards(store, signer, () => clock.now);
    const token = await tokenOf();
    clock.now = START + 30_000;
    await run(guards.full, requestWith(token));
    expect(touched).toEqual([]);
    clock.now = START + 61_000;
    await run(guards.full, requestWith(token));
    await run(guards.full, requestWith(token));
    expect(touched).toEqual([SESSION_ID]);
  });

  it('build the full check of a token-guarded call from the store’s condition', async () => {
    const { store, conditions } = storeOf(liveSession());
    const guards = makeGuards(store, signer, () => clock.now);
    const request = requestWith(await tokenOf());
    expect(await run(guards.token, request)).toBeNull();
    const check = fullSessionConditionOf(store)(request);
    expect(check.userId).toBe(42n);
    expect(conditions).toEqual([{ id: SESSION_ID, userId: 42n, kinds: ['login', 'registration'] }]);
  });
});
