import type { LanguageCode } from '@meridian/contract/constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

export interface PromotionFilter {
  language: LanguageCode;
  now: Date;
  categoryId?: number;
  tagId?: number;
  limit: number;
  offset: number;
}

/**
 * Active promotions that have started, with their texts in `language` where it has them and in
 * English otherwise.
 */
function promotionsIn(db: Database, language: LanguageCode, now: Date) {
  return db
    .selectFrom('promotions as p')
    .innerJoin('promotion_translations as en', (join) =>
      join.onRef('en.promotion_id', '=', 'p.id').on('en.language', '=', 'en'),
    )
    .leftJoin('promotion_translations as own', (join) =>
      join.onRef('own.promotion_id', '=', 'p.id').on('own.language', '=', language),
    )
    .select((eb) => [
      'p.id',
      'p.image',
      'p.category_ids',
      'p.tag_ids',
      'p.starts_at',
      'p.ends_at',
      'p.promo_code',
      'p.action',
      'p.action_path',
      eb.fn.coalesce('own.title', 'en.title').as('title'),
      eb.fn.coalesce('own.description', 'en.description').as('description'),
      eb.fn.coalesce('own.action_label', 'en.action_label').as('action_label'),
    ])
    .where('p.is_active', '=', true)
    .where('p.starts_at', '<=', now);
}

type PromotionQuery = ReturnType<typeof promotionsIn>;

/** Running promotions first, in the operator's order; ended ones after them. */
export function listPromotions(db: Database, filter: PromotionFilter) {
  let query: PromotionQuery = promotionsIn(db, filter.language, filter.now);
  if (filter.categoryId !== undefined) {
    query = query.where(sql<boolean>`${filter.categoryId}::integer = any(p.category_ids)`);
  }
  if (filter.tagId !== undefined) query = query.where(sql<boolean>`${filter.tagId}::integer = any(p.tag_ids)`);
  return query
    .orderBy(sql`p.ends_at is not null and p.ends_at <= ${filter.now}`)
    .orderBy('p.position')
    .orderBy('p.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export function findPromotion(db: Database, id: number, language: LanguageCode, now: Date) {
  return promotionsIn(db, language, now)
    .select((eb) => eb.fn.coalesce('own.body', 'en.body').as('body'))
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export function listCategories(db: Database, language: LanguageCode) {
  return db
    .selectFrom('promotion_categories as c')
    .innerJoin('promotion_category_translations as en', (join) =>
      join.onRef('en.category_id', '=', 'c.id').on('en.language', '=', 'en'),
    )
    .leftJoin('promotion_category_translations as own', (join) =>
      join.onRef('own.category_id', '=', 'c.id').on('own.language', '=', language),
    )
    .select((eb) => ['c.id', 'c.slug', eb.fn.coalesce('own.name', 'en.name').as('name')])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

export function listTags(db: Database, language: LanguageCode) {
  return db
    .selectFrom('promotion_tags as t')
    .innerJoin('promotion_tag_translations as en', (join) =>
      join.onRef('en.tag_id', '=', 't.id').on('en.language', '=', 'en'),
    )
    .leftJoin('promotion_tag_translations as own', (join) =>
      join.onRef('own.tag_id', '=', 't.id').on('own.language', '=', language),
    )
    .select((eb) => ['t.id', eb.fn.coalesce('own.name', 'en.name').as('name')])
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
}

export type PromotionRow = Awaited<ReturnType<PromotionQuery['execute']>>[number];
export type PromotionArticleRow = NonNullable<Awaited<ReturnType<typeof findPromotion>>>;
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];
export type TagRow = Awaited<ReturnType<typeof listTags>>[number];
