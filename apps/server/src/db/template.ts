import { sql } from 'kysely';
import { JobQueue } from '../platform/jobs.js';
import { initPGliteDir, openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { seed } from './seed.js';

/**
 * Creates an embedded cluster in `dataDir`, migrated and seeded, with the job queue's tables, for
 * runs that start many apps on fresh databases (the integration tests, the journey servers) to start
 * each on a copy of the folder: initdb and the thirty migrations are the slow part of a PGlite boot,
 * and on a copy the app's own migrate, seed and queue install find nothing to do. PostgreSQL needs
 * none: it runs the migrations of a fresh schema natively in about the time `CREATE DATABASE …
 * TEMPLATE` and its drop take.
 */
export async function createPGliteTemplate(dataDir: string): Promise<void> {
  initPGliteDir(dataDir);
  const handle = await openDatabase({ databaseUrl: undefined, dataDir, databasePoolSize: 1 });
  try {
    await migrate(handle.db);
    await seed(handle.db);
    await JobQueue.install(handle);
  } finally {
    await handle.close();
  }
  await startOnce(dataDir);
}

/**
 * Starts the app once on the cluster, as the first node of a deployment would, so a copy's start
 * finds done what a first start does besides migrating: the built-in providers' schemas and the job
 * queue's queues (each queue is a partition made by DDL: about a second of a PGlite start). The jobs
 * that start scheduled are removed after, so each copy schedules its own by its own clock, and the
 * keys it generated, so each copy makes its own as a deployment does.
 */
async function startOnce(dataDir: string): Promise<void> {
  const [{ buildApp }, { testConfig }] = await Promise.all([import('../app.js'), import('../config.js')]);
  const config = testConfig({ databaseUrl: undefined, databaseSchema: 'public', dataDir });
  const app = await buildApp({ ...config, disposableDatabase: false, backgroundJobs: false });
  await app.ready();
  await app.close();
  const handle = await openDatabase({ databaseUrl: undefined, dataDir, databasePoolSize: 1 });
  try {
    await sql`delete from pgboss.job`.execute(handle.db);
    await sql`delete from secrets`.execute(handle.db);
  } finally {
    await handle.close();
  }
}
