import type { Insertable } from 'kysely';
import type { Database } from './database.js';
import type { DB } from './schema.js';

type Column<T extends keyof DB> = keyof DB[T] & string;

/*
 * The write of rows that must land once (a webhook event taken, an account closed, reference data
 * seeded): a row whose key is stored already is left as it is, and the caller learns how many were
 * new. Kysely cannot follow a table chosen by a type parameter, so the statement is built untyped
 * and the signature keeps each call typed.
 */

/** Inserts the rows whose `key` is not stored yet; answers how many of them it inserted. */
export async function insertMissing<T extends keyof DB & string>(
  db: Database,
  table: T,
  key: Column<T> | readonly Column<T>[],
  rows: readonly Insertable<DB[T]>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = typeof key === 'string' ? [key] : [...key];
  const inserted = await db
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) => oc.columns(columns as never).doNothing())
    .returning(columns as never)
    .execute();
  return inserted.length;
}

/** Inserts one row unless its `key` is stored; false when it was (a replay, a second close). */
export async function insertOnce<T extends keyof DB & string>(
  db: Database,
  table: T,
  key: Column<T> | readonly Column<T>[],
  row: Insertable<DB[T]>,
): Promise<boolean> {
  return (await insertMissing(db, table, key, [row])) === 1;
}
