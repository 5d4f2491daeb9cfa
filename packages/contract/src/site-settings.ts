import { z } from 'zod';
import { reasonSchema } from './operators.js';

/**
 * The site's settings an operator changes in the back office (`/api/admin/v1/site-settings`,
 * docs/backoffice.md "Site settings"): each a JSON value under its key, read by every node from the
 * database at its reference refresh (REFERENCE_REFRESH_MS). Where an environment variable sets the
 * same thing, the environment wins, and the answer says which variable.
 */

/** A positive amount in major units, as the bet settings keep it: "0.5", "10000". */
const majorAmount = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'An amount such as 0.50 or 10000.')
  .refine((v) => Number(v) > 0, 'More than zero.');
const period = z.number().int().min(1_000).max(600_000);

export const SITE_SETTING_SCHEMAS = {
  /** The maintenance page for every visitor. */
  maintenance: z.boolean(),
  contacts: z.object({ email: z.email(), phone: z.string().trim().min(5).max(30) }),
  bets: z
    .object({
      amount_min: majorAmount,
      amount_max: majorAmount,
      coupon_max_size: z.number().int().min(1).max(50),
      fast_bets: z.array(majorAmount).min(1).max(6),
      /** What cash-out keeps of a bet's fair value, in basis points (500 = 5 %); absent: 500. */
      cash_out_margin_bp: z.number().int().min(0).max(9_999).optional(),
    })
    .refine((b) => Number(b.amount_min) < Number(b.amount_max), {
      path: ['amount_max'],
      message: 'Above the smallest stake.',
    }),
  /** Milliseconds between the app's reloads of the bet slip's and the lists' odds. */
  update_periods: z.object({
    basket: z.object({ live: period, line: period }),
    lists: z.object({
      line: z.object({ top: period, list: period }),
      live: z.object({ top: period, list: period }),
    }),
  }),
  licence: z.object({
    footer_licence: z.string().trim().min(1).max(2_000),
    footer_licence_translations: z.record(z.string().min(2).max(5), z.string().trim().min(1).max(2_000)).optional(),
    /** The page the licence link opens: a path on the site. */
    license: z.string().regex(/^\/[\w\-/]*$/, 'A path on the site, such as /terms/terms-and-conditions.'),
    license_id: z.string().trim().min(1).max(100),
  }),
} as const;

export type SiteSettingKey = keyof typeof SITE_SETTING_SCHEMAS;
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTING_SCHEMAS) as [SiteSettingKey, ...SiteSettingKey[]];
export type SiteSettingValues = { [K in SiteSettingKey]: z.output<(typeof SITE_SETTING_SCHEMAS)[K]> };

export const siteSettingParamsSchema = z.object({ key: z.enum(SITE_SETTING_KEYS) });

/** A new value for one key, checked against that key's schema (422 with the value's field errors). */
export const siteSettingChangeSchema = z.object({ value: z.unknown(), reason: reasonSchema });

export const siteSettingSchema = z.object({
  key: z.enum(SITE_SETTING_KEYS),
  value: z.unknown(),
  /** The value a fresh install starts with. */
  default: z.unknown(),
  /** The environment variable that decides this setting instead, when one is set. */
  overridden_by: z.string().nullable(),
  /** When an operator last changed it; null while it is the default. */
  updated_at: z.iso.datetime().nullable(),
});
export type SiteSetting = z.infer<typeof siteSettingSchema>;

export const siteSettingListSchema = z.object({
  list: z.array(siteSettingSchema),
  /** Milliseconds until every node shows a change (each reads the settings again this often). */
  refresh_ms: z.number().int(),
});

/**
 * The switches each country has in the `countries` table (`/api/admin/v1/site-countries`): blocked
 * (visitors from there see the geo-block page and every other call answers 451), sign-up closed, the
 * casino and the live casino closed, and the `geo.*` flags of `GET /settings` for players of that
 * country. `BLOCKED_COUNTRIES`, when set, decides the blocked list instead of the table.
 */
export const COUNTRY_SWITCHES = [
  'is_blocked',
  'is_reg_off',
  'casino_regular_off',
  'casino_live_off',
  'is_off_change_country',
  'is_off_wallets',
  'is_off_mobile_app',
  'is_off_footer_links',
  'is_off_curacao',
] as const;
export type CountrySwitch = (typeof COUNTRY_SWITCHES)[number];

const switchShape = Object.fromEntries(COUNTRY_SWITCHES.map((name) => [name, z.boolean()])) as Record<
  CountrySwitch,
  z.ZodBoolean
>;

export const countrySiteSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
  ...switchShape,
  /** Whether visitors from there are blocked now: `is_blocked`, or `BLOCKED_COUNTRIES` when set. */
  blocked_now: z.boolean(),
});
export type CountrySite = z.infer<typeof countrySiteSchema>;

export const countrySiteListSchema = z.object({
  list: z.array(countrySiteSchema),
  /** `BLOCKED_COUNTRIES` when the environment decides the blocked list (the table's `is_blocked` then waits). */
  blocked_overridden_by: z.string().nullable(),
  /** Milliseconds until every node applies a change. */
  refresh_ms: z.number().int(),
});

export const countrySiteParamsSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code.')
    .transform((code) => code.toUpperCase()),
});

/** Some of a country's switches, with a reason. */
export const countrySiteChangeSchema = z.object({
  switches: z
    .object(switchShape)
    .partial()
    .strict()
    .refine((switches) => Object.keys(switches).length > 0, 'At least one switch.'),
  reason: reasonSchema,
});
