import { z } from 'zod';

export const pageSummarySchema = z.object({ id: z.string(), title: z.string() });
export const pageArticleSchema = z.object({ id: z.string(), title: z.string(), body: z.string() });
export const pageListSchema = z.object({ list: z.array(pageSummarySchema) });
/** The article is the first item of the list (spec 000 §7). */
export const pageSchema = z.object({ list: z.array(pageArticleSchema) });
export const pageParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'unknown page') });

export const bannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
});
export const bannerListSchema = z.object({ list: z.array(bannerSchema) });

export type PageSummary = z.infer<typeof pageSummarySchema>;
export type PageArticle = z.infer<typeof pageArticleSchema>;
export type Banner = z.infer<typeof bannerSchema>;
