import type { Database } from '../../db/database.js';

export async function readSiteValues(db: Database): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSiteValue(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }))
    .execute();
}

export async function insertMissingSiteValues(db: Database, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  await db
    .insertInto('site_settings')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
