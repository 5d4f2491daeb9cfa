import type { Database } from '../../db/database.js';
import type { PublishedBanner } from '../../db/schema.js';

/** The published pages, every language. */
export function listPages(db: Database) {
  return db
    .selectFrom('content_pages')
    .select(['slug', 'language', 'title', 'body', 'position', 'updated_at'])
    .orderBy('position')
    .execute();
}

/** The published banners' versions players see (their dates are checked per request). */
export async function listPublishedBanners(db: Database) {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'published'])
    .where('status', '=', 'published')
    .where('published', 'is not', null)
    .execute();
  return rows
    .map((row) => ({ id: row.id, ...(row.published as PublishedBanner) }))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

export type PageRow = Awaited<ReturnType<typeof listPages>>[number];
export type BannerRow = Awaited<ReturnType<typeof listPublishedBanners>>[number];

const BANNER_COLUMNS = [
  'id',
  'status',
  'image',
  'path',
  'titles',
  'descriptions',
  'position',
  'starts_at',
  'ends_at',
  'published',
  'published_at',
  'updated_at',
] as const;

export function listBannerRecords(db: Database) {
  return db.selectFrom('banners').select(BANNER_COLUMNS).orderBy('position').orderBy('id').execute();
}

/** One banner, locked for the change under way when `forUpdate`. */
export function findBannerRecord(db: Database, id: number, forUpdate = false) {
  const query = db.selectFrom('banners').select(BANNER_COLUMNS).where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export type BannerRecord = NonNullable<Awaited<ReturnType<typeof findBannerRecord>>>;

interface BannerColumns {
  image: string;
  path: string;
  titles: string;
  descriptions: string;
  position: number;
  starts_at: Date | null;
  ends_at: Date | null;
  updated_at: Date;
}

export function insertBanner(db: Database, values: BannerColumns) {
  return db.insertInto('banners').values(values).returning(BANNER_COLUMNS).executeTakeFirstOrThrow();
}

export function updateBanner(
  db: Database,
  id: number,
  values: Partial<BannerColumns> & {
    status?: 'draft' | 'published' | 'archived';
    published?: string;
    published_at?: Date;
  },
) {
  return db.updateTable('banners').set(values).where('id', '=', id).returning(BANNER_COLUMNS).executeTakeFirstOrThrow();
}

/** A page's published rows and its draft rows, every language. */
export async function findPageRecord(db: Database, slug: string, forUpdate = false) {
  const published = db
    .selectFrom('content_pages')
    .select(['language', 'title', 'body', 'updated_at'])
    .where('slug', '=', slug);
  const draft = db
    .selectFrom('content_page_drafts')
    .select(['language', 'title', 'body', 'updated_at'])
    .where('slug', '=', slug);
  return {
    published: await (forUpdate ? published.forUpdate() : published).execute(),
    draft: await (forUpdate ? draft.forUpdate() : draft).execute(),
  };
}

export type PageRecord = Awaited<ReturnType<typeof findPageRecord>>;

/** Every page's titles and times, published and drafted, for the list. */
export async function listPageRecords(db: Database) {
  const [published, draft] = await Promise.all([
    db.selectFrom('content_pages').select(['slug', 'language', 'title', 'body', 'updated_at']).execute(),
    db.selectFrom('content_page_drafts').select(['slug', 'language', 'title', 'body', 'updated_at']).execute(),
  ]);
  return { published, draft };
}

export async function replacePageDraft(
  db: Database,
  slug: string,
  rows: Array<{ language: string; title: string; body: string }>,
  now: Date,
) {
  await db.deleteFrom('content_page_drafts').where('slug', '=', slug).execute();
  if (rows.length > 0) {
    await db
      .insertInto('content_page_drafts')
      .values(rows.map((row) => ({ ...row, slug, updated_at: now })))
      .execute();
  }
}

/** Makes the draft the published version: the published rows replaced, the draft gone. */
export async function publishPageDraft(
  db: Database,
  slug: string,
  position: number,
  rows: Array<{ language: string; title: string; body: string }>,
  now: Date,
) {
  await db.deleteFrom('content_pages').where('slug', '=', slug).execute();
  await db
    .insertInto('content_pages')
    .values(rows.map((row) => ({ ...row, slug, position, updated_at: now })))
    .execute();
  await db.deleteFrom('content_page_drafts').where('slug', '=', slug).execute();
}
