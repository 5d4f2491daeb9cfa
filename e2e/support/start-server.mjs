/**
 * Starts one journey server from the built platform (what `npm start` runs) on a fresh database, so
 * every run starts from the demo content alone: its PostgreSQL schema (DATABASE_SCHEMA) dropped when
 * DATABASE_URL is set, else its embedded database folder (DATA_DIR) wiped and, when e2e/run.mjs made
 * one (E2E_PGLITE_TEMPLATE), replaced by a copy of the run's migrated and seeded cluster. The
 * Playwright config sets the rest.
 */
import { cpSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { serverEntry } from './build.mjs';

const { DATA_DIR, DATABASE_URL, DATABASE_SCHEMA, E2E_PGLITE_TEMPLATE } = process.env;
if (!DATA_DIR) {
  console.error('start-server.mjs: DATA_DIR must be set');
  process.exit(2);
}
rmSync(DATA_DIR, { recursive: true, force: true });

if (DATABASE_URL && DATABASE_SCHEMA) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${DATABASE_SCHEMA}" cascade`);
  await client.end();
} else if (E2E_PGLITE_TEMPLATE) {
  cpSync(E2E_PGLITE_TEMPLATE, DATA_DIR, { recursive: true });
}

// Blocking comes from the countries in the demo data only; a journey server never takes it from outside.
delete process.env.BLOCKED_COUNTRIES;

await import(pathToFileURL(serverEntry).href);
