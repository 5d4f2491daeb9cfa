import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { type OperatorPrincipal, signedInOperator } from './operator-auth.js';

/**
 * The operators' audit trail: append-only (a trigger refuses updates, deletes and truncation) and
 * chained, each record holding the hash of the one before and its own. It is kept apart from the
 * players' audit_log (platform/audit.ts): that one takes every sign-in of every player, and making
 * its writes wait on one chain would slow the site for a guarantee only staff actions need.
 */
export interface OperatorAuditEntry {
  /** Null for the command line and the first-admin setup, which no operator signs. */
  operatorId: bigint | null;
  operatorRole: string | null;
  ip: string | null;
  /** `operator.created`, `operator.signed_in`… */
  action: string;
  /** What was acted on: `operator:12`. */
  target?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** What the operator typed; required of every change. */
  reason?: string | null;
}

export interface AuditRecordRow {
  id: bigint;
  operator_id: bigint | null;
  operator_role: string | null;
  ip: string | null;
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  created_at: Date;
  prev_hash: string;
  hash: string;
}

/** The previous hash of the first record. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with every object's keys sorted and nothing else varying: the form a record is hashed in. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A record's hash: SHA-256 (hex) of its canonical form, which includes the previous record's hash. */
export function recordHash(record: Omit<AuditRecordRow, 'id' | 'hash'>): string {
  const form = canonicalJson({
    operator_id: record.operator_id,
    operator_role: record.operator_role,
    ip: record.ip,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason,
    created_at: record.created_at,
    prev_hash: record.prev_hash,
  });
  return createHash('sha256').update(form).digest('hex');
}

/**
 * Appends one record. Writers take the lock of the chain's head row first, so two records never
 * name the same previous one. Inside a caller's transaction the record commits (and the lock holds)
 * with the caller's change; else it takes a transaction of its own.
 */
export async function appendOperatorAudit(
  db: Database,
  entry: OperatorAuditEntry,
  now: Date = new Date(),
): Promise<AuditRecordRow> {
  if (!db.isTransaction) return db.transaction().execute((trx) => appendOperatorAudit(trx, entry, now));
  await db.selectFrom('operator_audit_head').select('records').forUpdate().executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('operator_audit_log')
    .select('hash')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  // JSON values as the database gives them back (jsonb), so the hash checks the same when read.
  const before = entry.before ? (JSON.parse(canonicalJson(entry.before)) as Record<string, unknown>) : null;
  const after = entry.after ? (JSON.parse(canonicalJson(entry.after)) as Record<string, unknown>) : null;
  const record = {
    operator_id: entry.operatorId,
    operator_role: entry.operatorRole,
    ip: entry.ip,
    action: entry.action,
    target: entry.target ?? null,
    before,
    after,
    reason: entry.reason ?? null,
    created_at: now,
    prev_hash: last?.hash ?? GENESIS_HASH,
  };
  const hash = recordHash(record);
  const row = await db
    .insertInto('operator_audit_log')
    .values({
      ...record,
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
      hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('operator_audit_head').set({ records: sql`records + 1` }).execute();
  return { ...record, id: row.id, hash };
}

export type ChainCheck =
  | { ok: true; records: number }
  | { ok: false; records: number; brokenId: bigint | null; problem: string };

const PAGE = 1_000;

/** Walks the whole chain in order: every record's previous hash and own hash must check. */
export async function verifyOperatorAudit(db: Database): Promise<ChainCheck> {
  let previous = GENESIS_HASH;
  let afterId = 0n;
  let records = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as AuditRecordRow[];
    for (const row of rows) {
      records++;
      if (row.prev_hash !== previous) {
        return { ok: false, records, brokenId: row.id, problem: 'it does not name the hash of the record before it' };
      }
      if (recordHash(row) !== row.hash) {
        return { ok: false, records, brokenId: row.id, problem: 'its content does not match its hash' };
      }
      previous = row.hash;
      afterId = row.id;
    }
    if (rows.length < PAGE) break;
  }
  const head = await db.selectFrom('operator_audit_head').select('records').executeTakeFirstOrThrow();
  if (BigInt(head.records) !== BigInt(records)) {
    return {
      ok: false,
      records,
      brokenId: null,
      problem: `${head.records} records were written and ${records} remain: the last were removed`,
    };
  }
  return { ok: true, records };
}

/** Who made a desk's change and the reason they gave; null for the seed, which no operator signs. */
export type DeskActor = { operator: OperatorPrincipal; ip: string; reason: string } | null;

/** The actor of an operator's call that changes a desk: the signed-in operator, and the reason in its body. */
export function deskActor(request: FastifyRequest & { body: { reason: string } }): NonNullable<DeskActor> {
  return { operator: signedInOperator(request), ip: request.ip, reason: request.body.reason };
}

/** Writes a desk's change to the audit in the change's transaction; the seed's changes write none. */
export async function auditDeskChange(
  trx: Database,
  actor: DeskActor,
  now: Date,
  entry: Pick<OperatorAuditEntry, 'action' | 'target' | 'before' | 'after'>,
): Promise<void> {
  if (!actor) return;
  const { operator, ip, reason } = actor;
  await appendOperatorAudit(trx, { operatorId: operator.id, operatorRole: operator.role, ip, reason, ...entry }, now);
}
