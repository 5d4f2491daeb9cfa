import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from './constants.js';
import { PROMOTION_ACTION_TYPES } from './offers.js';
import { BANNER_STATUSES, bannerImageSchema, PAGE_BODY_MAX } from './operator-content.js';
import { reasonSchema } from './operators.js';

/**
 * The player app's promotions (`/offers/*`) as operators run them (`/api/admin/v1/content/promotion…`,
 * docs/backoffice.md "Content", "Promotions"): a promotion is edited as a working copy in every
 * language of the site and shown to players only once published; its categories and tags are named
 * per language and change for players at once. Every node reads promotions from the database on each
 * call, so a publish shows everywhere at the next request.
 */

export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_DESCRIPTION_MAX = 300;
export const PROMOTION_BODY_MAX = PAGE_BODY_MAX;
export const PROMOTION_ACTION_LABEL_MAX = 40;
export const PROMOTION_LABEL_NAME_MAX = 40;
export const PROMOTION_SLUG_MAX = 40;

const language = z.enum(LANGUAGES);
const texts = (max: number) => z.partialRecord(language, z.string().trim().max(max));

/** A path of the app the promotion's button leads to. */
export const promotionPathSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?!\/)[^\s"'<>\\]*$/, 'A path of the site, such as /line or /casino/games.');

/** As the bonus campaigns keep codes: upper-case letters and digits. */
export const promotionCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{3,32}$/, 'Upper-case letters and digits, 3 to 32 of them.');

const labelIds = (most: number) => z.array(z.number().int().positive()).max(most);

/** A promotion's texts and settings as an operator writes them; a working copy may miss languages. */
export const promotionDraftSchema = z
  .object({
    /** The card's art: a file under /static/ or an https address. */
    image: bannerImageSchema,
    category_ids: labelIds(10),
    tag_ids: labelIds(20),
    /** Listed from (inclusive); past `ends_at` it is listed as ended. */
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }).nullable(),
    promo_code: promotionCodeSchema.nullable(),
    /** The button: `join` (sign-up, or a deposit once signed in), `link` to `action_path`, or none. */
    action: z.enum(PROMOTION_ACTION_TYPES).nullable(),
    action_path: promotionPathSchema.nullable(),
    /** The list's order among running promotions: smaller first. */
    position: z.number().int().min(0).max(999),
    titles: texts(PROMOTION_TITLE_MAX),
    /** One or two sentences for the card. */
    descriptions: texts(PROMOTION_DESCRIPTION_MAX),
    /** Restricted HTML, as the policy pages' (422 otherwise). */
    bodies: texts(PROMOTION_BODY_MAX),
    /** The text of a `link` button. */
    action_labels: texts(PROMOTION_ACTION_LABEL_MAX),
  })
  .refine((p) => !p.ends_at || Date.parse(p.ends_at) > Date.parse(p.starts_at), {
    path: ['ends_at'],
    message: 'After the start.',
  })
  .refine((p) => p.action !== 'link' || Boolean(p.action_path), {
    path: ['action_path'],
    message: 'A link button needs the path it leads to.',
  });
export type PromotionDraft = z.output<typeof promotionDraftSchema>;

export const promotionWriteSchema = z.object({ promotion: promotionDraftSchema, reason: reasonSchema });

const versionFields = {
  image: z.string(),
  category_ids: z.array(z.number().int()),
  tag_ids: z.array(z.number().int()),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime().nullable(),
  promo_code: z.string().nullable(),
  action: z.enum(PROMOTION_ACTION_TYPES).nullable(),
  action_path: z.string().nullable(),
  position: z.number().int(),
  titles: z.partialRecord(language, z.string()),
  descriptions: z.partialRecord(language, z.string()),
  bodies: z.partialRecord(language, z.string()),
  action_labels: z.partialRecord(language, z.string()),
};
export const promotionVersionSchema = z.object(versionFields);
/** A promotion's working copy or published version; times as ISO text. */
export type PromotionVersion = z.infer<typeof promotionVersionSchema>;

/** A promotion in the back office: the working copy, its status, and the version players see. */
export const operatorPromotionSchema = z.object({
  id: z.number().int(),
  /** `draft` never published, `published` on the site, `archived` taken off it (may be published again). */
  status: z.enum(BANNER_STATUSES),
  ...versionFields,
  has_unpublished_changes: z.boolean(),
  published: promotionVersionSchema.nullable(),
  published_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;

/** The list's rows: the working copy without its articles. */
export const operatorPromotionSummarySchema = operatorPromotionSchema.omit({ bodies: true, published: true });
export type OperatorPromotionSummary = z.infer<typeof operatorPromotionSummarySchema>;
export const operatorPromotionListSchema = z.object({ list: z.array(operatorPromotionSummarySchema) });

/** A category's or tag's address word: lower-case letters, digits and single hyphens. */
export const promotionSlugSchema = z
  .string()
  .trim()
  .max(PROMOTION_SLUG_MAX)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens, such as live-casino.');

const labelName = z.string().trim().min(1, 'A name in this language is needed.').max(PROMOTION_LABEL_NAME_MAX);

/** A name in every language of the site. */
export const promotionLabelNamesSchema = z.object(
  Object.fromEntries(LANGUAGES.map((code) => [code, labelName])) as Record<LanguageCode, typeof labelName>,
);

export const PROMOTION_LABEL_KINDS = ['categories', 'tags'] as const;
export type PromotionLabelKind = (typeof PROMOTION_LABEL_KINDS)[number];

export const promotionLabelCreateSchema = z.object({
  label: z.object({ slug: promotionSlugSchema, names: promotionLabelNamesSchema }),
  reason: reasonSchema,
});
export const promotionLabelRenameSchema = z.object({ names: promotionLabelNamesSchema, reason: reasonSchema });
export const promotionLabelDeleteSchema = z.object({ reason: reasonSchema });

/** A category or tag in the back office, with how many promotions carry it. */
export const operatorPromotionLabelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  names: z.partialRecord(language, z.string()),
  position: z.number().int(),
  /** The promotions whose working copy or version on the site carries it: it cannot be deleted while any do. */
  promotion_ids: z.array(z.number().int()),
});
export type OperatorPromotionLabel = z.infer<typeof operatorPromotionLabelSchema>;
export const operatorPromotionLabelListSchema = z.object({ list: z.array(operatorPromotionLabelSchema) });
export const promotionLabelDeletedSchema = z.object({ id: z.number().int() });
