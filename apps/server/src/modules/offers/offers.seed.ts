import type { Database } from '../../db/database.js';
import { categories, tags } from './data/categories.js';
import { promotions } from './data/promotions.js';
import { PromotionsDesk } from './offers.desk.js';
import { PromotionLabelsDesk } from './offers.labels.js';

/**
 * The demo categories, tags and promotions, created (and the promotions published) through the
 * operators' desks as an operator would, without an audit record: no operator makes them. Each kind
 * only into an empty install: any category, tag or promotion already there means operators run them,
 * and their work is kept.
 */
export async function seedOffers(db: Database): Promise<void> {
  const labels = new PromotionLabelsDesk(db);
  const seeded = async (
    kind: 'categories' | 'tags',
    list: ReadonlyArray<{ slug: string; name: Record<string, string> }>,
  ) => {
    if ((await labels.list(kind)).list.length === 0) {
      for (const label of list) await labels.create(null, kind, { slug: label.slug, names: label.name });
    }
    return new Map((await labels.list(kind)).list.map((label) => [label.slug, label.id]));
  };
  const categoryIds = await seeded('categories', categories);
  const tagIds = await seeded('tags', tags);
  const idsOf = (slugs: readonly string[], ids: Map<string, number>) => slugs.flatMap((slug) => ids.get(slug) ?? []);

  const desk = new PromotionsDesk(db);
  if ((await desk.list()).list.length > 0) return;
  for (const [position, p] of promotions.entries()) {
    const created = await desk.create(null, {
      image: p.image,
      category_ids: idsOf(p.categories, categoryIds),
      tag_ids: idsOf(p.tags, tagIds),
      starts_at: p.startsAt,
      ends_at: p.endsAt,
      promo_code: p.promoCode,
      action: p.action?.type ?? null,
      action_path: p.action?.type === 'link' ? p.action.path : null,
      position,
      titles: p.title,
      descriptions: p.description,
      bodies: p.body,
      action_labels: p.action?.type === 'link' ? p.action.label : {},
    });
    await desk.publish(null, created.id);
  }
}
