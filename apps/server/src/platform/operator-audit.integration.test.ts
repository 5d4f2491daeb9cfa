/**
 * @module-tag engine
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { startApp } from '../../test/helper.js';
import { appendOperatorAudit, GENESIS_HASH, verifyOperatorAudit } from './operator-audit.js';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `npm run audit:verify`'s script against a database; answers its exit code and output. */
function auditVerify(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the operators’ audit chain', () => {
  it('appends concurrent writes one after another: one chain, no forks, and it verifies', async () => {
    const app = await startApp();
    try {
      const db = app.database.db;
      const writes = Array.from({ length: 25 }, (_, i) =>
        appendOperatorAudit(db, {
          operatorId: null,
          operatorRole: null,
          ip: '127.0.0.1',
          action: 'test.concurrent',
          target: `thing:${i}`,
          before: { n: i, nested: { b: 2, a: [1, 'x'] } },
          after: { n: i + 1 },
          reason: 'concurrency',
        }),
      );
      await Promise.all(writes);
      const rows = await db
        .selectFrom('operator_audit_log')
        .select(['id', 'prev_hash', 'hash'])
        .orderBy('id')
        .execute();
      expect(rows).toHaveLength(25);
      expect(rows[0]?.prev_hash).toBe(GENESIS_HASH);
      // Every record names the one before it: no two share a previous record.
      expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(25);
      expect(rows.slice(1).map((r) => r.prev_hash)).toEqual(rows.slice(0, -1).map((r) => r.hash));
      expect(await verifyOperatorAudit(db)).toEqual({ ok: true, records: 25 });
    } finally {
      await app.close();
    }
  });

  it('refuses updates, deletes and truncation in the database itself', async () => {
    const app = await startApp();
    try {
      const db = app.database.db;
      const record = await appendOperatorAudit(db, {
        operatorId: null,
        operatorRole: null,
        ip: null,
        action: 'test.kept',
      });
      await expect(
        db.updateTable('operator_audit_log').set({ reason: 'rewritten' }).where('id', '=', record.id).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom('operator_audit_log').where('id', '=', record.id).execute()).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`truncate operator_audit_log`.execute(db)).rejects.toThrow(/append-only/);
      expect(await verifyOperatorAudit(db)).toEqual({ ok: true, records: 1 });
    } finally {
      await app.close();
    }
  });

  it('breaks where a row was altered behind the trigger’s back, and audit:verify names it', async () => {
    // A database that outlives the app, so the command can open it afterwards.
    const url = process.env.DATABASE_URL;
    const dataDir = url ? undefined : join(mkdtempSync(join(tmpdir(), 'meridian-audit-')), 'pgdata');
    if (dataDir) cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    // On PostgreSQL the command connects beside the app, whose private schema goes when it closes.
    const app = await startApp(dataDir ? { disposableDatabase: false, dataDir } : {});
    const schema = app.config.databaseSchema;
    let closed = false;
    try {
      const db = app.database.db;
      const written = [];
      for (const n of [1, 2, 3]) {
        written.push(
          await appendOperatorAudit(db, {
            operatorId: null,
            operatorRole: 'admin',
            ip: '10.0.0.1',
            action: 'test.changed',
            after: { amount: n },
            reason: 'as it happened',
          }),
        );
      }
      const env: Record<string, string> = url
        ? { DATABASE_URL: app.config.databaseUrl as string, DATABASE_SCHEMA: schema }
        : { DATA_DIR: dataDir as string };
      const middle = written[1]?.id as bigint;
      await sql`alter table operator_audit_log disable trigger operator_audit_log_append_only`.execute(db);
      await db
        .updateTable('operator_audit_log')
        .set({ reason: 'as it should have happened' })
        .where('id', '=', middle)
        .execute();
      await sql`alter table operator_audit_log enable trigger operator_audit_log_append_only`.execute(db);
      expect(await verifyOperatorAudit(db)).toMatchObject({ ok: false, brokenId: middle });

      if (!url) {
        // The embedded database has one user at a time: the command opens it once the app is gone.
        await app.close();
        closed = true;
      }
      const verify = auditVerify(env);
      expect(verify.status, verify.output).toBe(1);
      expect(verify.output).toContain(`record ${middle}`);
    } finally {
      if (!closed) await app.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
