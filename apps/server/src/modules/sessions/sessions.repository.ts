import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SessionKind } from '../../db/schema.js';
import type { DeviceDetails } from '../../platform/device.js';

export interface NewSession extends DeviceDetails {
  id: string;
  user_id: bigint;
  kind: SessionKind;
  two_factor_passed: boolean;
  ip: string;
  user_agent: string;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** What a session grants its tokens: whose it is, its kind, and whether it passed the second factor. */
const SESSION_GRANT = ['sessions.user_id', 'sessions.kind', 'sessions.two_factor_passed'] as const;

/** The session of an access token with what the guard needs of its user, in one primary-key read. */
export function findLiveSession(db: Database, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      ...SESSION_GRANT,
      'sessions.created_at',
      'sessions.last_seen_at',
      'users.two_factor_enabled_at',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
}

/**
 * What the full guard checks of a session (authGuard), as a condition of a statement that acts for
 * the player without reading the session first: the session is live, the user's, of one of `kinds`,
 * and past the second factor when the user has it on.
 */
export function liveSessionCondition(id: string, userId: bigint, kinds: readonly SessionKind[]) {
  return sql<boolean>`exists (
      select 1 from sessions as s join users as u on u.id = s.user_id
      where s.id = ${id}::uuid and s.user_id = ${userId}::bigint and s.revoked_at is null
        and s.kind in (${sql.join(kinds.map((k) => sql`${k}`))})
        and (u.two_factor_enabled_at is null or s.two_factor_passed)
    )`;
}

export async function touchSession(db: Database, id: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id', '=', id).execute();
}

export async function markTwoFactorPassed(db: Database, id: string): Promise<void> {
  await db.updateTable('sessions').set({ two_factor_passed: true }).where('id', '=', id).execute();
}

export async function revokeSession(db: Database, id: string, reason: string): Promise<boolean> {
  const res = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoke_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Revokes one session of a player; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Database, userId: bigint, id: string, reason: string): Promise<boolean> {
  const res = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoke_reason: reason })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('kind', '<>', 'recovery')
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Revokes a player's live sessions, but the one given; answers the ids it ended. */
export async function revokeUserSessions(
  db: Database,
  userId: bigint,
  reason: string,
  exceptId: string | null,
): Promise<string[]> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptId) q = q.where('id', '<>', exceptId);
  const rows = await q.returning('id').execute();
  return rows.map((r) => r.id);
}

/** A player's live sign-in sessions, newest first (recovery sessions are not sign-ins). */
export function listLiveSessions(db: Database, userId: bigint) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('kind', '<>', 'recovery')
    .orderBy('created_at', 'desc')
    .execute();
}
export type SessionRow = Awaited<ReturnType<typeof listLiveSessions>>[number];

export async function insertRefreshToken(db: Database, hash: string, sessionId: string, expiresAt: Date) {
  await db.insertInto('refresh_tokens').values({ hash, session_id: sessionId, expires_at: expiresAt }).execute();
}

export function findRefreshToken(db: Database, hash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.hash',
      'refresh_tokens.expires_at',
      'refresh_tokens.used_at',
      'sessions.id as session_id',
      ...SESSION_GRANT,
      'sessions.revoked_at',
    ])
    .where('refresh_tokens.hash', '=', hash)
    .executeTakeFirst();
}

/** Marks a refresh token used; false when another request used it first. */
export async function useRefreshToken(db: Database, hash: string): Promise<boolean> {
  const res = await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql`now()` })
    .where('hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
