import { z } from 'zod';

export const translationsQuerySchema = z.object({
  module: z.enum(['site']).default('site'),
  language_code: z
    .string()
    .regex(/^[a-z]{2}$/, 'language_code must be two lower-case letters')
    .default('en'),
});
export const translationsSchema = z.object({
  module: z.string(),
  language_code: z.string(),
  texts: z.record(z.string(), z.string()),
});
export type Translations = z.infer<typeof translationsSchema>;
