import type { Database } from '../../db/database.js';
import { siteDefaults } from './settings.defaults.js';
import { insertMissingSiteValues } from './settings.repository.js';

export async function seedSiteSettings(db: Database): Promise<void> {
  await insertMissingSiteValues(db, { ...siteDefaults, min_activity_ts: Math.floor(Date.now() / 1000) });
}
