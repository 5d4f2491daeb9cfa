import { LANGUAGES } from '@meridian/contract/constants';
import type { PromotionLabelKind, PromotionVersion } from '@meridian/contract/operator-offers';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** The operators' side of promotions: working copies, the published rows players read, categories and tags. */

export interface DraftRecord {
  id: number;
  version: PromotionVersion;
  updated_at: Date;
}

const draftOf = (row: { id: number; version: unknown; updated_at: Date }): DraftRecord => ({
  id: row.id,
  version: row.version as PromotionVersion,
  updated_at: row.updated_at,
});

export async function listDrafts(db: Database): Promise<DraftRecord[]> {
  const rows = await db.selectFrom('promotion_drafts').select(['id', 'version', 'updated_at']).orderBy('id').execute();
  return rows.map(draftOf);
}

/** One working copy, locked for the change under way when `forUpdate`. */
export async function findDraft(db: Database, id: number, forUpdate = false): Promise<DraftRecord | undefined> {
  const query = db.selectFrom('promotion_drafts').select(['id', 'version', 'updated_at']).where('id', '=', id);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  return row && draftOf(row);
}

export async function insertDraft(db: Database, version: PromotionVersion, now: Date): Promise<DraftRecord> {
  const row = await db
    .insertInto('promotion_drafts')
    .values({ version: JSON.stringify(version), updated_at: now })
    .returning(['id', 'version', 'updated_at'])
    .executeTakeFirstOrThrow();
  return draftOf(row);
}

export async function updateDraft(db: Database, id: number, version: PromotionVersion, now: Date) {
  const row = await db
    .updateTable('promotion_drafts')
    .set({ version: JSON.stringify(version), updated_at: now })
    .where('id', '=', id)
    .returning(['id', 'version', 'updated_at'])
    .executeTakeFirstOrThrow();
  return draftOf(row);
}

const PUBLISHED_COLUMNS = [
  'id',
  'image',
  'category_ids',
  'tag_ids',
  'starts_at',
  'ends_at',
  'promo_code',
  'action',
  'action_path',
  'position',
  'is_active',
  'published_at',
] as const;

const TRANSLATION_COLUMNS = ['promotion_id', 'language', 'title', 'description', 'body', 'action_label'] as const;

const selectPublished = (db: Database) => db.selectFrom('promotions').select(PUBLISHED_COLUMNS);
const selectTexts = (db: Database) => db.selectFrom('promotion_translations').select(TRANSLATION_COLUMNS);

export interface PublishedRecord {
  row: Awaited<ReturnType<ReturnType<typeof selectPublished>['executeTakeFirstOrThrow']>>;
  translations: Awaited<ReturnType<ReturnType<typeof selectTexts>['execute']>>;
}

/** The published versions (the rows players read), each with its texts, by id. */
export async function listPublished(db: Database): Promise<Map<number, PublishedRecord>> {
  const [rows, translations] = await Promise.all([selectPublished(db).execute(), selectTexts(db).execute()]);
  return new Map(
    rows.map((row) => [row.id, { row, translations: translations.filter((t) => t.promotion_id === row.id) }]),
  );
}

/** One promotion's published version, its row locked for the change under way when `forUpdate`. */
export async function findPublished(db: Database, id: number, forUpdate = false): Promise<PublishedRecord | null> {
  const query = selectPublished(db).where('id', '=', id);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return null;
  return { row, translations: await selectTexts(db).where('promotion_id', '=', id).execute() };
}

/** Makes `version` what players see: the promotion's row written and its texts replaced, on the site. */
export async function publishVersion(db: Database, id: number, version: PromotionVersion, now: Date) {
  const columns = {
    image: version.image,
    category_ids: version.category_ids,
    tag_ids: version.tag_ids,
    starts_at: new Date(version.starts_at),
    ends_at: version.ends_at ? new Date(version.ends_at) : null,
    promo_code: version.promo_code,
    action: version.action,
    action_path: version.action_path,
    position: version.position,
    is_active: true,
    published_at: now,
  };
  await db
    .insertInto('promotions')
    .values({ id, ...columns })
    .onConflict((oc) => oc.column('id').doUpdateSet(columns))
    .execute();
  await db.deleteFrom('promotion_translations').where('promotion_id', '=', id).execute();
  await db
    .insertInto('promotion_translations')
    .values(
      LANGUAGES.map((language) => ({
        promotion_id: id,
        language,
        title: version.titles[language] ?? '',
        description: version.descriptions[language] ?? '',
        body: version.bodies[language] ?? '',
        action_label: version.action === 'link' ? (version.action_labels[language] ?? null) : null,
      })),
    )
    .execute();
}

/** Takes the published version off the site; it stays, to compare and to publish again. */
export async function unpublishVersion(db: Database, id: number) {
  await db.updateTable('promotions').set({ is_active: false }).where('id', '=', id).execute();
}

/**
 * Each promotion's categories and tags, in its working copy and in the version on the site (an
 * unpublished version players no longer see does not hold one).
 */
export async function labelUses(db: Database) {
  const [drafts, published] = await Promise.all([
    listDrafts(db),
    db.selectFrom('promotions').select(['id', 'category_ids', 'tag_ids']).where('is_active', '=', true).execute(),
  ]);
  return [...drafts.map((d) => ({ id: d.id, ids: d.version })), ...published.map((p) => ({ id: p.id, ids: p }))];
}

const LABEL_TABLES = {
  categories: { table: 'promotion_categories', names: 'promotion_category_translations', key: 'category_id' },
  tags: { table: 'promotion_tags', names: 'promotion_tag_translations', key: 'tag_id' },
} as const;

export interface LabelRecord {
  id: number;
  slug: string;
  position: number;
  names: Record<string, string> | null;
}

/** The categories or tags with their names in every language, in the players' order. */
export async function listLabels(db: Database, kind: PromotionLabelKind, id?: number): Promise<LabelRecord[]> {
  const t = LABEL_TABLES[kind];
  const { rows } = await sql<LabelRecord>`
    select l.id, l.slug, l.position,
      (select jsonb_object_agg(n.language, n.name) from ${sql.table(t.names)} n where ${sql.ref(`n.${t.key}`)} = l.id) as names
    from ${sql.table(t.table)} l
    where ${id === undefined ? sql`true` : sql`l.id = ${id}`}
    order by l.position, l.id`.execute(db);
  return rows;
}

export async function slugTaken(db: Database, kind: PromotionLabelKind, slug: string): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(LABEL_TABLES[kind].table)} where slug = ${slug}`.execute(db);
  return rows.length > 0;
}

/** A new category or tag, last in the order. */
export async function insertLabel(db: Database, kind: PromotionLabelKind, slug: string): Promise<number> {
  const table = sql.table(LABEL_TABLES[kind].table);
  const { rows } = await sql<{ id: number }>`
    insert into ${table} (slug, position)
    values (${slug}, (select coalesce(max(position) + 1, 0) from ${table}))
    returning id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${kind} row was inserted`);
  return id;
}

/** Locks a category or tag for the change under way; false when there is none. */
export async function lockLabel(db: Database, kind: PromotionLabelKind, id: number): Promise<boolean> {
  const { rows } = await sql`select id from ${sql.table(LABEL_TABLES[kind].table)} where id = ${id} for update`.execute(
    db,
  );
  return rows.length > 0;
}

export async function replaceLabelNames(
  db: Database,
  kind: PromotionLabelKind,
  id: number,
  names: Record<string, string>,
) {
  const t = LABEL_TABLES[kind];
  await sql`delete from ${sql.table(t.names)} where ${sql.ref(t.key)} = ${id}`.execute(db);
  for (const [language, name] of Object.entries(names)) {
    await sql`insert into ${sql.table(t.names)} (${sql.ref(t.key)}, language, name) values (${id}, ${language}, ${name})`.execute(
      db,
    );
  }
}

/** Deletes a category or tag with its names, and takes it off the unpublished versions that still name it. */
export async function deleteLabel(db: Database, kind: PromotionLabelKind, id: number) {
  const column = sql.ref(kind === 'categories' ? 'category_ids' : 'tag_ids');
  await sql`update promotions set ${column} = array_remove(${column}, ${id}::integer)
    where not is_active and ${id}::integer = any(${column})`.execute(db);
  await sql`delete from ${sql.table(LABEL_TABLES[kind].table)} where id = ${id}`.execute(db);
}
