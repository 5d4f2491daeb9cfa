import { randomBytes } from 'node:crypto';
import { openStudioDatabase, type StudioDatabase } from './studio-database.js';

/**
 * A provider's own database for its tests: PGlite in memory, in the provider's schema; or, when
 * DATABASE_URL is set, PostgreSQL in a private schema named from `prefix`, dropped when it closes.
 */
export async function providerTestDatabase(
  schema: string,
  prefix: string,
): Promise<StudioDatabase & { schema: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { ...(await openStudioDatabase({ dataDir: 'memory://' })), schema };
  const privateSchema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const db = await openStudioDatabase({ url, dataDir: '' });
  return {
    sql: db.sql,
    schema: privateSchema,
    async close() {
      await db.sql.query(`drop schema if exists ${privateSchema} cascade`);
      await db.close();
    },
  };
}
