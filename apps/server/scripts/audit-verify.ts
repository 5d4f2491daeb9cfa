/**
 * Walks the operators' audit chain (`npm run audit:verify`): every record must name the hash of the
 * one before and hash to its own. Exits 1 naming the first broken record, 0 when the chain holds.
 * Reads the database of the environment (DATABASE_URL and DATABASE_SCHEMA, else the embedded one in
 * DATA_DIR, which a running server holds: stop it first, or run this against PostgreSQL).
 */
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { verifyOperatorAudit } from '../src/platform/operator-audit.js';

const config = loadConfig();
const database = await openDatabase(config, { schema: config.databaseSchema });
try {
  await migrate(database.db);
  const check = await verifyOperatorAudit(database.db);
  if (check.ok) {
    console.log(`Audit chain intact: ${check.records} record(s).`);
  } else {
    const where = check.brokenId === null ? 'at its end' : `at record ${check.brokenId}`;
    console.error(`Audit chain broken ${where}: ${check.problem}.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
