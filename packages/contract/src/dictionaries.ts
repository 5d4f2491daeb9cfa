import { z } from 'zod';

export const sportSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string() });
export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_and_code: z.string(),
  code: z.string(),
  phone_code: z.string(),
  currency_id: z.number().int(),
  currencies: z.array(z.number().int()),
  image: z.string(),
  is_reg_off: z.boolean(),
});
export const currencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_and_val: z.string(),
  symbol: z.string(),
  /** Minor-unit decimals: an amount of 1050 with scale 2 reads 10.50. */
  scale: z.number().int(),
  is_hide: z.boolean(),
});
export const timezoneSchema = z.object({ zone: z.string(), name: z.string() });
export const languageSchema = z.object({ code: z.string(), native: z.string(), image: z.string() });
export const casinoCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
});
export const casinoProviderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string(),
  is_live: z.boolean(),
});

export const dictionariesSchema = z.object({
  sports: z.array(sportSchema),
  countries: z.array(countrySchema),
  currencies: z.array(currencySchema),
  timezones: z.array(timezoneSchema),
  languages: z.array(languageSchema),
  casino: z.object({ categories: z.array(casinoCategorySchema), providers: z.array(casinoProviderSchema) }),
});
export type Dictionaries = z.infer<typeof dictionariesSchema>;
export type Country = z.infer<typeof countrySchema>;
export type Currency = z.infer<typeof currencySchema>;
export type Timezone = z.infer<typeof timezoneSchema>;
export type Language = z.infer<typeof languageSchema>;
export type Sport = z.infer<typeof sportSchema>;
