import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { disposeDatabase, openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded template cluster of a test run', () => {
  it('is migrated and seeded once, so a test app on a copy boots with nothing to apply', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'meridian-test-')), 'pgdata');
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    const handle = await openDatabase({ databaseUrl: undefined, dataDir, databasePoolSize: 1 });
    try {
      expect(await migrate(handle.db)).toEqual([]);
      const currencies = await handle.db.selectFrom('currencies').select('code').execute();
      expect(currencies.map((c) => c.code)).toContain('EUR');
    } finally {
      await disposeDatabase(handle, dataDir);
    }
  });
});
