import type { Database } from '../../db/database.js';
import { categories, tags } from './data/categories.js';
import { promotions } from './data/promotions.js';

const LANGUAGES = ['en', 'ru'] as const;

/** Inserts the demo promotions, categories and tags that are missing; operator edits are kept. */
export async function seedOffers(db: Database): Promise<void> {
  const categoryIds = new Map<string, number>(categories.map((c) => [c.slug, c.id]));
  const tagIds = new Map<string, number>(tags.map((t) => [t.slug, t.id]));
  const idsOf = (slugs: readonly string[], ids: Map<string, number>) => slugs.flatMap((slug) => ids.get(slug) ?? []);

  await db
    .insertInto('promotion_categories')
    .values(categories.map((c, position) => ({ id: c.id, slug: c.slug, position })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('promotion_category_translations')
    .values(
      categories.flatMap((c) => LANGUAGES.map((language) => ({ category_id: c.id, language, name: c.name[language] }))),
    )
    .onConflict((oc) => oc.columns(['category_id', 'language']).doNothing())
    .execute();
  await db
    .insertInto('promotion_tags')
    .values(tags.map((t, position) => ({ id: t.id, slug: t.slug, position })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('promotion_tag_translations')
    .values(tags.flatMap((t) => LANGUAGES.map((language) => ({ tag_id: t.id, language, name: t.name[language] }))))
    .onConflict((oc) => oc.columns(['tag_id', 'language']).doNothing())
    .execute();

  await db
    .insertInto('promotions')
    .values(
      promotions.map((p, position) => ({
        id: p.id,
        image: p.image,
        category_ids: idsOf(p.categories, categoryIds),
        tag_ids: idsOf(p.tags, tagIds),
        starts_at: new Date(p.startsAt),
        ends_at: p.endsAt === null ? null : new Date(p.endsAt),
        promo_code: p.promoCode,
        action: p.action?.type ?? null,
        action_path: p.action?.type === 'link' ? p.action.path : null,
        position,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('promotion_translations')
    .values(
      promotions.flatMap((p) =>
        LANGUAGES.map((language) => ({
          promotion_id: p.id,
          language,
          title: p.title[language],
          description: p.description[language],
          body: p.body[language],
          action_label: p.action?.type === 'link' ? p.action.label[language] : null,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['promotion_id', 'language']).doNothing())
    .execute();
}
