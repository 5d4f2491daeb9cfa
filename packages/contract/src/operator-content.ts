import { z } from 'zod';
import { LANGUAGES, POLICY_PAGE_IDS } from './constants.js';
import { reasonSchema } from './operators.js';

/**
 * The player app's banners and policy pages as operators run them (`/api/admin/v1/content/…`,
 * docs/backoffice.md "Content"): each is edited as a draft in every language of the site and shown to
 * players only once published; every node serves a publish within its reference refresh.
 */

export const BANNER_TITLE_MAX = 80;
export const BANNER_DESCRIPTION_MAX = 200;
export const PAGE_TITLE_MAX = 120;
export const PAGE_BODY_MAX = 100_000;

export const BANNER_STATUSES = ['draft', 'published', 'archived'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

const language = z.enum(LANGUAGES);

/** The banner's artwork: a file the site serves (/static/…) or an https address. */
export const bannerImageSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/static\/[\w\-./]+|https:\/\/[^\s"'<>]+)$/, 'A file under /static/ or an https:// address.');

/** Where the banner leads: a path of the app (/promotions/5) or an https address. */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>]+)$/,
    'A path of the site, such as /promotions/5, or an https:// address.',
  );

const timestamp = z.iso.datetime({ offset: true }).nullable();

/** A banner's texts and settings, as an operator writes them; a draft may miss languages. */
export const bannerDraftSchema = z
  .object({
    image: bannerImageSchema,
    path: bannerLinkSchema,
    titles: z.partialRecord(language, z.string().trim().max(BANNER_TITLE_MAX)),
    descriptions: z.partialRecord(language, z.string().trim().max(BANNER_DESCRIPTION_MAX)),
    /** The carousel's order: smaller first. */
    position: z.number().int().min(0).max(999),
    /** Shown from (inclusive) and until (exclusive); null for no bound. */
    starts_at: timestamp,
    ends_at: timestamp,
  })
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.ends_at) > Date.parse(b.starts_at), {
    path: ['ends_at'],
    message: 'After the start.',
  });
export type BannerDraft = z.output<typeof bannerDraftSchema>;

export const bannerWriteSchema = z.object({ banner: bannerDraftSchema, reason: reasonSchema });
export const contentReasonSchema = z.object({ reason: reasonSchema });
export const bannerParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const contentPreviewQuerySchema = z.object({ language: language.default('en') });

const bannerFields = {
  image: z.string(),
  path: z.string(),
  titles: z.partialRecord(language, z.string()),
  descriptions: z.partialRecord(language, z.string()),
  position: z.number().int(),
  starts_at: z.iso.datetime().nullable(),
  ends_at: z.iso.datetime().nullable(),
};

/** A banner in the back office: the working copy, its status, and the version players see. */
export const operatorBannerSchema = z.object({
  id: z.number().int(),
  status: z.enum(BANNER_STATUSES),
  ...bannerFields,
  /** The published version differs from the working copy (or there is none yet). */
  has_unpublished_changes: z.boolean(),
  /** The version players see while published (kept when archived). */
  published: z.object(bannerFields).nullable(),
  published_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
});
export type OperatorBanner = z.infer<typeof operatorBannerSchema>;

export const operatorBannerListSchema = z.object({
  list: z.array(operatorBannerSchema),
  /** Milliseconds until every node serves a publish (each reads content again this often). */
  refresh_ms: z.number().int(),
});

export const pageIdParamsSchema = z.object({ id: z.enum(POLICY_PAGE_IDS) });

/** A page's title and body per language, as an operator writes them. */
export const pageDraftSchema = z.object({
  titles: z.partialRecord(language, z.string().trim().max(PAGE_TITLE_MAX)),
  /** Restricted HTML: h2, h3, p, ul, ol, li, strong, em, br and links to site paths (422 otherwise). */
  bodies: z.partialRecord(language, z.string().trim().max(PAGE_BODY_MAX)),
});
export type PageDraft = z.output<typeof pageDraftSchema>;
export const pageWriteSchema = z.object({ page: pageDraftSchema, reason: reasonSchema });

export const operatorPageSummarySchema = z.object({
  id: z.enum(POLICY_PAGE_IDS),
  /** The working copy's titles (the draft's, else the published ones). */
  titles: z.partialRecord(language, z.string()),
  has_unpublished_changes: z.boolean(),
  published_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime().nullable(),
});
export const operatorPageListSchema = z.object({
  list: z.array(operatorPageSummarySchema),
  refresh_ms: z.number().int(),
});

export const operatorPageSchema = operatorPageSummarySchema.extend({
  bodies: z.partialRecord(language, z.string()),
  /** The version players see; null before the first publish. */
  published: z
    .object({ titles: z.partialRecord(language, z.string()), bodies: z.partialRecord(language, z.string()) })
    .nullable(),
});
export type OperatorPage = z.infer<typeof operatorPageSchema>;
