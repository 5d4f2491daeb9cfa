import type { Database } from '../../db/database.js';

export function listPages(db: Database) {
  return db
    .selectFrom('content_pages')
    .select(['slug', 'language', 'title', 'body', 'position', 'updated_at'])
    .orderBy('position')
    .execute();
}

export function listActiveBanners(db: Database) {
  return db.selectFrom('banners').selectAll().where('is_active', '=', true).orderBy('position').execute();
}

export type PageRow = Awaited<ReturnType<typeof listPages>>[number];
export type BannerRow = Awaited<ReturnType<typeof listActiveBanners>>[number];
