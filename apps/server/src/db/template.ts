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
}
