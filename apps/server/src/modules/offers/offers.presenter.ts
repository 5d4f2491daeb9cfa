import type {
  Promotion,
  PromotionAction,
  PromotionArticle,
  PromotionCampaign,
  PromotionCategory,
  PromotionTag,
} from '@meridian/contract/offers';
import type { CategoryRow, PromotionArticleRow, PromotionRow, TagRow } from './offers.repository.js';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function actionOf(row: PromotionRow): PromotionAction | null {
  if (row.action === 'join') return { type: 'join', path: null, label: null };
  if (row.action === 'link' && row.action_path) {
    return { type: 'link', path: row.action_path, label: row.action_label ?? '' };
  }
  return null;
}

function campaignOf(row: PromotionRow): PromotionCampaign | null {
  const action = actionOf(row);
  return row.promo_code || action ? { promo_code: row.promo_code, action } : null;
}

/** A promotion as the list shows it; an ended one keeps its texts but offers nothing to take part in. */
export function presentPromotion(row: PromotionRow, now: Date): Promotion {
  const isEnded = row.ends_at !== null && row.ends_at <= now;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_preview: row.image,
    category_ids: row.category_ids,
    tag_ids: row.tag_ids,
    starts_at: unixSeconds(row.starts_at),
    ends_at: row.ends_at ? unixSeconds(row.ends_at) : null,
    is_ended: isEnded,
    campaign: isEnded ? null : campaignOf(row),
  };
}

export function presentArticle(row: PromotionArticleRow, now: Date): PromotionArticle {
  return { ...presentPromotion(row, now), body: row.body };
}

export const presentCategory = (row: CategoryRow): PromotionCategory => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
});
export const presentTag = (row: TagRow): PromotionTag => ({ id: row.id, name: row.name });
