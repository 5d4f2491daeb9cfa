// Creates a new embedded database cluster in the folder given as the first argument, then exits.
// It runs as a child process so the memory initdb takes is given back before the server starts.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, conf] = process.argv.slice(2);
const db = await PGlite.create(dataDir, { postgresqlconf: JSON.parse(conf ?? '[]') });
await db.query('select 1');
await db.close();
