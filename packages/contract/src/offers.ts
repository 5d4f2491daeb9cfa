import { z } from 'zod';
import { id, integer } from './request-input.js';

/** Promotions per answer of `GET /offers/articles` unless the call asks for fewer. */
export const PROMOTIONS_PAGE_SIZE = 50;

/** A group of promotions (sport, casino, live casino), named in the request's language. */
export const promotionCategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

/** A label across categories (welcome, free spins, promo code…), named in the request's language. */
export const promotionTagSchema = z.object({ id: z.number().int(), name: z.string() });
export type PromotionTag = z.infer<typeof promotionTagSchema>;

/**
 * What a promotion's button does. `join` is a welcome offer's: sign-up for a visitor, the deposit
 * page for a signed-in player (the client knows which it has), with no path or label of its own.
 * `link` leads to `path`, an app path, under `label` in the request's language.
 */
export const PROMOTION_ACTION_TYPES = ['join', 'link'] as const;
export const promotionActionSchema = z.object({
  type: z.enum(PROMOTION_ACTION_TYPES),
  path: z.string().nullable(),
  label: z.string().nullable(),
});
export type PromotionAction = z.infer<typeof promotionActionSchema>;

/** How a player takes part: a code to enter, a button, or both. */
export const promotionCampaignSchema = z.object({
  promo_code: z.string().nullable(),
  action: promotionActionSchema.nullable(),
});
export type PromotionCampaign = z.infer<typeof promotionCampaignSchema>;

/** A promotion of the list (spec 001 §3: id, title, description, image_preview). */
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_preview: z.string(),
  category_ids: z.array(z.number().int()),
  tag_ids: z.array(z.number().int()),
  /** Unix seconds. */
  starts_at: z.number().int(),
  /** Unix seconds; null while the promotion runs until further notice. */
  ends_at: z.number().int().nullable(),
  /** Past `ends_at`: still shown, marked as ended, with nothing to take part in. */
  is_ended: z.boolean(),
  campaign: promotionCampaignSchema.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * One promotion with its article. `body` is restricted HTML: h2, h3, p, ul, ol, li, strong, em and
 * links to the app's own paths, as the text pages' (content.ts).
 */
export const promotionArticleSchema = promotionSchema.extend({ body: z.string() });
export type PromotionArticle = z.infer<typeof promotionArticleSchema>;

/** `GET /offers/articles` query: running promotions first, in the operator's order, ended ones last. */
export const promotionsQuerySchema = z.object({
  category_id: id().optional(),
  tag_id: id().optional(),
  limit: integer(z.number().int().min(1).max(100)).default(PROMOTIONS_PAGE_SIZE),
  offset: integer(z.number().int().min(0).max(100_000)).default(0),
});
export type PromotionsQuery = z.output<typeof promotionsQuerySchema>;

export const promotionParamsSchema = z.object({ id: id() });

export const promotionListSchema = z.object({ list: z.array(promotionSchema) });
export const promotionCategoryListSchema = z.object({ list: z.array(promotionCategorySchema) });
export const promotionTagListSchema = z.object({ list: z.array(promotionTagSchema) });
