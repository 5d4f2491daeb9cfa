import type { OperatorRole, OperatorStatus } from '@meridian/contract/operators';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

export type OperatorRow = Selectable<DB['operators']>;

export const findById = (db: Database, id: bigint) =>
  db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();

export const findByEmail = (db: Database, email: string) =>
  db.selectFrom('operators').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const listAll = (db: Database) => db.selectFrom('operators').selectAll().orderBy('id').execute();

export async function countAll(db: Database): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new operator with a one-time password; undefined when the e-mail is taken. */
export const insert = (
  db: Database,
  values: { email: string; role: OperatorRole; passwordHash: string; now: Date },
): Promise<OperatorRow | undefined> =>
  db
    .insertInto('operators')
    .values({
      email: values.email.toLowerCase(),
      role: values.role,
      password_hash: values.passwordHash,
      password_one_time: true,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();

export const update = (
  db: Database,
  id: bigint,
  values: Partial<{
    role: OperatorRole;
    status: OperatorStatus;
    totp_secret: string | null;
    enrolled: boolean;
    password_hash: string;
    password_one_time: boolean;
    last_sign_in_at: Date;
    updated_at: Date;
  }>,
) => db.updateTable('operators').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Takes a TOTP time step once: false when this step (or a later one) was already used. */
export async function useTotpStep(db: Database, id: bigint, step: number): Promise<boolean> {
  const row = await db
    .updateTable('operators')
    .set({ totp_last_step: BigInt(step) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export const insertSession = (db: Database, values: { id: string; operatorId: bigint; ip: string; now: Date }) =>
  db
    .insertInto('operator_sessions')
    .values({
      id: values.id,
      operator_id: values.operatorId,
      ip: values.ip,
      created_at: values.now,
      last_seen_at: values.now,
    })
    .execute();

/**
 * Uses a session: one statement that finds it live (not ended, used within the idle time, not past
 * its longest life, its operator active), records the use and answers the operator's current role.
 */
export async function touchLiveSession(
  db: Database,
  sessionId: string,
  operatorId: bigint,
  now: Date,
  idleMs: number,
  maxAgeMs: number,
): Promise<{ role: OperatorRole } | undefined> {
  const row = await db
    .updateTable('operator_sessions as s')
    .from('operators as o')
    .set({ last_seen_at: now })
    .whereRef('o.id', '=', 's.operator_id')
    .where('s.id', '=', sessionId)
    .where('s.operator_id', '=', operatorId)
    .where('s.ended_at', 'is', null)
    .where('s.last_seen_at', '>', new Date(now.getTime() - idleMs))
    .where('s.created_at', '>', new Date(now.getTime() - maxAgeMs))
    .where('o.status', '=', 'active')
    .returning(sql<OperatorRole>`o.role`.as('role'))
    .executeTakeFirst();
  return row;
}

export const endSession = (db: Database, sessionId: string, now: Date, reason: string) =>
  db
    .updateTable('operator_sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();

export const endSessionsOf = (db: Database, operatorId: bigint, now: Date, reason: string) =>
  db
    .updateTable('operator_sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('operator_id', '=', operatorId)
    .where('ended_at', 'is', null)
    .execute();

export interface AuditFilter {
  operatorId?: bigint;
  action?: string;
  from?: Date;
  to?: Date;
  beforeId?: bigint;
  limit: number;
}

export function listAudit(db: Database, filter: AuditFilter) {
  let query = db.selectFrom('operator_audit_log').selectAll();
  if (filter.operatorId !== undefined) query = query.where('operator_id', '=', filter.operatorId);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

/** Locks the audit chain's head row: the first-admin setup takes it so two setups cannot both find no operator. */
export const lockAuditHead = (db: Database) =>
  db.selectFrom('operator_audit_head').select('records').forUpdate().executeTakeFirstOrThrow();
