import { z } from 'zod';
import { id } from './request-input.js';

export const settingsQuerySchema = z.object({
  host: z.string().max(255).optional(),
  account_id: id().optional(),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country_code must be two letters')
    .optional(),
});
export type SettingsQuery = z.infer<typeof settingsQuerySchema>;

export const liveCasinoProviderSchema = z.object({
  code: z.string(),
  name: z.string(),
  script_url: z.string(),
  server: z.string(),
  casino_id: z.string(),
});

const periodSchema = z.object({ top: z.number().int(), list: z.number().int() });

/** Settings values of spec 000 §3 and 001 §3. Money values are integer minor units of `currency_id`. */
export const settingsSchema = z.object({
  country_code: z.string(),
  country_id: z.number().int(),
  country_language: z.string(),
  currency_id: z.number().int(),
  partner_group: z.number().int(),
  unix_timestamp: z.number().int(),
  min_activity_ts: z.number().int(),
  ip: z.string(),
  is_off_maintenance: z.boolean(),
  is_blocked_geo: z.boolean(),
  casino: z.object({
    is_open_regular: z.boolean(),
    is_open_live: z.boolean(),
    providers: z.array(liveCasinoProviderSchema),
  }),
  contacts: z.object({ email: z.string(), phone: z.string() }),
  geo: z.object({
    is_off_change_country: z.boolean(),
    is_off_wallets: z.boolean(),
    is_off_mobile_app: z.boolean(),
    is_off_footer_links: z.boolean(),
    is_off_curacao: z.boolean(),
  }),
  web: z.object({
    apk: z.object({ android: z.object({ signed: z.string(), unsigned: z.string() }) }),
    footer_licence: z.string(),
    /** The licence text in other languages than the operator's own (language code to text); absent ones show `footer_licence`. */
    footer_licence_translations: z.record(z.string(), z.string()),
  }),
  'content-static': z.object({ license: z.string(), license_id: z.string() }),
  services: z.object({
    captcha: z.object({ provider: z.enum(['altcha', 'recaptcha', 'none']) }),
    recaptcha: z.object({ site_key: z.string().nullable() }),
    intercom: z.object({ app_id: z.string().nullable() }),
    /**
     * The built-in support chat (docs/support-chat.md): when enabled the web app opens it; else
     * Intercom when `intercom.app_id` is set; else the contacts popup.
     */
    support_chat: z.object({ enabled: z.boolean() }),
  }),
  bets: z.object({
    amount_min: z.number().int(),
    amount_max: z.number().int(),
    coupon_max_size: z.number().int(),
    fast_bets: z.array(z.number().int()).min(2),
  }),
  update_periods: z.object({
    basket: z.object({ live: z.number().int(), line: z.number().int() }),
    lists: z.object({ line: periodSchema, live: periodSchema }),
  }),
  version: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * The id of the data block in which index.html carries the answer `GET /settings` would give the
 * page's first call, so the web app draws without waiting for it.
 */
export const BOOT_SETTINGS_ELEMENT_ID = 'meridian-settings';

/**
 * The id of the data block in which the top page's index.html carries its banners:
 * `{ language, answer }`, `answer` being what `GET /content/banners` gives in that language (the
 * language the app takes when the player has chosen none: the country's, else the default).
 */
export const BOOT_BANNERS_ELEMENT_ID = 'meridian-banners';
