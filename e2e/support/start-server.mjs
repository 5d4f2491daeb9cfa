/**
 * Starts one journey server from the built platform (what `npm start` runs), after wiping its
 * embedded database folder (DATA_DIR), or its PostgreSQL schema (DATABASE_SCHEMA) when DATABASE_URL
 * is set, so every run starts from the demo content alone. The Playwright config sets the rest.
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { serverEntry } from './build.mjs';

const { DATA_DIR, DATABASE_URL, DATABASE_SCHEMA } = process.env;
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
}

// Blocking comes from the countries in the demo data only; a journey server never takes it from outside.
delete process.env.BLOCKED_COUNTRIES;

await import(pathToFileURL(serverEntry).href);
