/**
 * Prepares, on the PostgreSQL server of DATABASE_URL, every distinct statement the PGlite pass
 * recorded in the folder given as the first argument (SQL_STATEMENT_LOG, src/db/statement-log.ts),
 * against a database migrated, seeded and started once as the integration tests' template is.
 * `PREPARE` parses, resolves and plans a statement without running it, so a statement that only a
 * newer PostgreSQL understands (PGlite is one) fails here with the server's own error.
 *
 * Statements naming a table, schema or type the template does not have are passed over: tests
 * make their own in private schemas, and a missing name is not a question of dialect. Statements
 * that cannot be prepared (DDL, transaction control, settings, several in one text) are not asked.
 * Exits 1 when any statement failed, naming each with the server's message.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createPostgresTemplate } from '../src/db/template.js';

const folder = process.argv[2];
const url = process.env.DATABASE_URL;
if (!folder || !url) {
  console.error('usage: DATABASE_URL=postgres://… check-statements.ts <statement log folder>');
  process.exit(2);
}

/** SQLSTATEs of a name the template lacks: undefined table, schema, object (a type), parameter. */
const missingName = new Set(['42P01', '3F000', '42704', '42P02']);
const preparable = /^\s*(select|insert|update|delete|with|values|merge|table)\b/i;

const statements = new Set<string>();
let files: string[] = [];
try {
  files = readdirSync(folder).filter((name) => name.endsWith('.jsonl'));
} catch {}
for (const file of files) {
  for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
    if (line) statements.add(JSON.parse(line) as string);
  }
}
if (statements.size === 0) {
  console.error(`no statements recorded in ${folder}: run the PGlite pass with SQL_STATEMENT_LOG=${folder}`);
  process.exit(1);
}

const template = await createPostgresTemplate(url);
const database = new URL(url);
database.pathname = `/${template.name}`;
const client = new pg.Client({ connectionString: database.toString() });
await client.connect();
const failures: Array<{ text: string; code: string; message: string }> = [];
let asked = 0;
let missing = 0;
try {
  for (const text of statements) {
    if (!preparable.test(text) || text.includes(';')) continue;
    asked += 1;
    try {
      await client.query(`prepare checked as ${text}`);
      await client.query('deallocate checked');
    } catch (error) {
      const { code = '', message } = error as { code?: string; message: string };
      if (missingName.has(code)) missing += 1;
      else failures.push({ text, code, message });
    }
  }
} finally {
  await client.end();
  await template.drop();
}

console.log(
  `${statements.size} distinct statements recorded in ${files.length} processes; ${asked} prepared on ${database.host}: ` +
    `${asked - missing - failures.length} understood, ${missing} name what only a test made, ${failures.length} refused`,
);
for (const { text, code, message } of failures)
  console.log(`\n${code} ${message}\n  ${text.replace(/\s+/g, ' ').slice(0, 600)}`);
process.exit(failures.length > 0 ? 1 : 0);
