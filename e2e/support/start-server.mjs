/**
 * Starts one journey server from the built platform (what `npm start` runs) on a fresh database, so
 * every run starts from the demo content alone: its PostgreSQL schemas (DATABASE_SCHEMA and those named after it) dropped when
 * DATABASE_URL is set, else its embedded database folder (DATA_DIR) wiped and, when e2e/run.mjs made
 * one (E2E_PGLITE_TEMPLATE), replaced by a copy of the run's migrated and seeded cluster. The
 * Playwright config sets the rest.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { serverEntry } from './build.mjs';

const { DATA_DIR, DATABASE_URL, DATABASE_SCHEMA, E2E_PGLITE_TEMPLATE, SETUP_LINK_FILE } = process.env;
if (!DATA_DIR) {
  console.error('start-server.mjs: DATA_DIR must be set');
  process.exit(2);
}
rmSync(DATA_DIR, { recursive: true, force: true });
if (SETUP_LINK_FILE) rmSync(SETUP_LINK_FILE, { force: true });

if (DATABASE_URL && DATABASE_SCHEMA) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  // The app's schema and those beside it (`<schema>_pgboss`, `<schema>_games`…: the job queue's and
  // the built-in providers'). A provider kept from an earlier run would still hold what it recorded
  // against the ids the new run hands out again, such as a grant of free rounds long played.
  const { rows } = await client.query(
    `select nspname from pg_namespace where nspname = $1 or starts_with(nspname, $1 || '_')`,
    [DATABASE_SCHEMA],
  );
  for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  await client.end();
} else if (E2E_PGLITE_TEMPLATE) {
  cpSync(E2E_PGLITE_TEMPLATE, DATA_DIR, { recursive: true });
}

// Blocking comes from the countries in the demo data only; a journey server never takes it from outside.
delete process.env.BLOCKED_COUNTRIES;

// The server runs as a child whose log passes through, so the first admin's one-time link it logs
// can be read as an operator reads it: written to SETUP_LINK_FILE for the back office's journeys.
const server = spawn(process.execPath, [...process.execArgv, serverEntry], { stdio: ['ignore', 'pipe', 'inherit'] });
let pending = '';
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  pending += chunk.toString('utf8');
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const link = /https?:\/\/\S+\/backoffice\/setup#[\w-]+/.exec(line)?.[0];
    if (link && SETUP_LINK_FILE) writeFileSync(SETUP_LINK_FILE, link);
  }
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
