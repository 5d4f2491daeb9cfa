import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { JobQueue } from '../platform/jobs.js';
import { initPGliteDir, openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { seed } from './seed.js';

/**
 * Creates an embedded cluster in `dataDir`, migrated and seeded, with the job queue's tables, for
 * runs that start many apps on fresh databases (the integration tests, the journey servers) to start
 * each on a copy of the folder: initdb and the thirty migrations are the slow part of a PGlite boot,
 * and on a copy the app's own migrate, seed and queue install find nothing to do.
 */
export async function createPGliteTemplate(dataDir: string): Promise<void> {
  initPGliteDir(dataDir);
  await prepare({ databaseUrl: undefined, dataDir });
}

/**
 * The same on PostgreSQL: a database of the server at `url`, migrated, seeded and started once, for
 * test apps to start on copies of (`copyPostgresTemplate`). A fresh schema's migrations, queue
 * install and first start take about a second and a half of a test app's start; `CREATE DATABASE …
 * TEMPLATE` copies the result in a fifth of that. Answers the template's name and how to drop it
 * with every copy left.
 */
export async function createPostgresTemplate(url: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `meridian_template_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}`);
  const drop = async () => {
    const copies = await onServer(url, `select datname from pg_database where starts_with(datname, '${name}_')`);
    for (const { datname } of copies) await onServer(url, `drop database if exists ${datname} with (force)`);
    await onServer(url, `drop database if exists ${name} with (force)`);
  };
  try {
    await prepare({ databaseUrl: databaseUrlOf(url, name), dataDir: 'memory://' });
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

let copies = 0;

/**
 * A new database copied from the template `template`; answers its URL and how to drop it. A copy
 * still connected to when it is dropped (a pool that closes after its app) stays until the
 * template's own drop at the end of the run: forcing it would fail that pool's connections.
 */
export async function copyPostgresTemplate(
  url: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${template}_${process.pid}_${++copies}`;
  await onServer(url, `create database ${name} template ${template}`);
  const drop = () =>
    onServer(url, `drop database if exists ${name}`).then(
      () => undefined,
      (error: { code?: string }) => {
        // 55006: still in use.
        if (error.code !== '55006') throw error;
      },
    );
  return { url: databaseUrlOf(url, name), drop };
}

/** `url` with another database's name. */
function databaseUrlOf(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server of `url` outside a transaction (CREATE and DROP DATABASE); answers its rows. */
async function onServer(url: string, statement: string): Promise<Array<Record<string, string>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** Migrates, seeds and installs the job queue, then starts the app once, on a database of its own. */
async function prepare(database: { databaseUrl: string | undefined; dataDir: string }): Promise<void> {
  const handle = await openDatabase({ ...database, databasePoolSize: 1 });
  try {
    await migrate(handle.db);
    await seed(handle.db);
    await JobQueue.install(handle);
  } finally {
    await handle.close();
  }
  await startOnce(database);
}

/**
 * Starts the app once on the cluster, as the first node of a deployment would, so a copy's start
 * finds done what a first start does besides migrating: the built-in providers' schemas and the job
 * queue's queues (each queue is a partition made by DDL: about a second of a PGlite start). The jobs
 * that start scheduled are removed after, so each copy schedules its own by its own clock, and the
 * keys it generated, so each copy makes its own as a deployment does.
 */
async function startOnce(database: { databaseUrl: string | undefined; dataDir: string }): Promise<void> {
  const [{ buildApp }, { testConfig }] = await Promise.all([import('../app.js'), import('../config.js')]);
  const config = testConfig({ ...database, databaseSchema: 'public' });
  const app = await buildApp({ ...config, disposableDatabase: false, backgroundJobs: false });
  await app.ready();
  await app.close();
  const handle = await openDatabase({ ...database, databasePoolSize: 1 });
  try {
    await sql`delete from pgboss.job`.execute(handle.db);
    await sql`delete from secrets`.execute(handle.db);
  } finally {
    await handle.close();
  }
}
