import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';

/**
 * A key generated once and kept in the database, so every node and every restart signs and checks
 * with the same one. The first node to start writes it; the others read what it wrote.
 */
export async function sharedSecret(db: Database, name: string, bytes = 32): Promise<string> {
  await db
    .insertInto('secrets')
    .values({ name, value: randomBytes(bytes).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
