import type { Database } from '../../db/database.js';
import { insertOnce } from '../../db/insert-missing.js';

/** Keeps a visitor's token (its hash only) until it expires. */
export async function insertVisitor(
  db: Database,
  visitor: { id: string; tokenHash: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('support_visitors')
    .values({
      id: visitor.id,
      token_hash: visitor.tokenHash,
      ip: visitor.ip,
      created_at: visitor.createdAt,
      expires_at: visitor.expiresAt,
    })
    .execute();
}

/** The visitor whose token hashes to this, while it lives. */
export function findLiveVisitor(db: Database, tokenHash: string, now: Date) {
  return db
    .selectFrom('support_visitors')
    .select(['id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Drops the tokens that expired before `now`. */
export async function deleteExpiredVisitors(db: Database, now: Date): Promise<number> {
  const result = await db.deleteFrom('support_visitors').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Takes a webhook event by its id; false when it was taken before (a redelivery). */
export async function takeEvent(
  db: Database,
  event: { id: string; type: string; conversationId: string; receivedAt: Date },
): Promise<boolean> {
  return insertOnce(db, 'support_webhook_events', 'event_id', {
    event_id: event.id,
    type: event.type,
    conversation_id: event.conversationId,
    received_at: event.receivedAt,
  });
}

/** An operator's live session (not ended, not idle past `idleMs`, not older than `maxAgeMs`), read without using it. */
export function findLiveOperatorSession(
  db: Database,
  sessionId: string,
  operatorId: bigint,
  now: Date,
  idleMs: number,
  maxAgeMs: number,
) {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.role', 'o.email'])
    .where('s.id', '=', sessionId)
    .where('s.operator_id', '=', operatorId)
    .where('s.ended_at', 'is', null)
    .where('s.last_seen_at', '>', new Date(now.getTime() - idleMs))
    .where('s.created_at', '>', new Date(now.getTime() - maxAgeMs))
    .where('o.status', '=', 'active')
    .executeTakeFirst();
}

/** An operator's e-mail. */
export async function operatorEmail(db: Database, operatorId: bigint): Promise<string | undefined> {
  const row = await db.selectFrom('operators').select('email').where('id', '=', operatorId).executeTakeFirst();
  return row?.email;
}

/** The role of an active operator with this e-mail (any letter case), if any. */
export async function activeOperatorRole(db: Database, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('operators')
    .select('role')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.role;
}
