import type { FieldErrors } from '@meridian/contract/envelope';
import { SITE_SETTING_SCHEMAS, type SiteSettingValues } from '@meridian/contract/site-settings';

/**
 * The site settings' forms (site-settings.tsx) without React: each key's value as the fields the
 * operator types, and back, checked by the key's own schema from the contract — the one the server
 * checks with, so the two agree; the server's answer still decides.
 */

/** What a form's fields hold wrong, by field: a message key of the form's own checks, or the server's text. */
export type FormErrors = Record<string, string>;

/** A form's fields as the value to send, or what is wrong with them (message keys, by field). */
export type Written<V> = { value: V; errors?: undefined } | { value?: undefined; errors: FormErrors };

/** A key's schema, as far as the forms use it (the contract's zod schemas). */
interface Schema<V> {
  safeParse(
    value: unknown,
  ): { success: true; data: V } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

export interface SiteForm<F, V> {
  /**
   * The fields, named by their path in the value: the server's field errors are `value.<path>`
   * (`value.amount_max`, `value.fast_bets.2`).
   */
  fields: readonly string[];
  /** The value as the form shows it, or null when it is not one the key's schema takes. */
  read(value: unknown): F | null;
  /** The form as the value to send, or each refused field's message key. */
  write(form: F): Written<V>;
}

/** The field a path in the value lies within (`fast_bets.2` → `fast_bets`), or null for none. */
export function fieldOf(path: string, fields: readonly string[]): string | null {
  return fields.find((field) => path === field || path.startsWith(`${field}.`)) ?? null;
}

/**
 * The server's field errors (`value.amount_max`) on the form's fields; what names no field (the value
 * as a whole, a field the form lacks) stays apart, for the dialog to say.
 */
export function placeServerErrors(
  errors: FieldErrors,
  fields: readonly string[],
): { placed: FormErrors; rest: string[] } {
  const placed: FormErrors = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const path = key === 'value' ? '' : key.replace(/^value\./, '');
    const field = fieldOf(path, fields);
    const text = messages.join(' ');
    if (field === null) rest.push(path ? `${path}: ${text}` : text);
    else placed[field] = placed[field] ? `${placed[field]} ${text}` : text;
  }
  return { placed, rest };
}

/**
 * Checks a candidate value with the key's schema: the value it answers, or each field's message key
 * (`rules`, by field), after the errors the form found itself (`found`), which come first.
 */
function checked<V>(
  schema: Schema<V>,
  candidate: unknown,
  fields: readonly string[],
  rules: Record<string, string>,
  found: FormErrors = {},
): Written<V> {
  const parsed = schema.safeParse(candidate);
  if (parsed.success && Object.keys(found).length === 0) return { value: parsed.data };
  const errors: FormErrors = { ...found };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'), fields) ?? '';
      errors[field] ??= rules[field] ?? 'meridian.siteSettings.invalid';
    }
  }
  return { errors };
}

/** Milliseconds (as the API keeps update periods) as the seconds the operator types: 2500 → "2.5". */
export function secondsText(ms: number): string {
  return String(ms / 1000);
}

/**
 * Seconds as typed ("2.5", "2,5", "30") in milliseconds, read digit by digit (no float on the way);
 * null when it is not a number of seconds with at most three decimals.
 */
export function msOfSeconds(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** Quick stakes as typed, "5, 10, 25,50": the amounts, split at commas, semicolons or spaces. */
export function amountList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((amount) => amount !== '');
}

/** Quick stakes as the operator reads and types them back: "5, 10, 25, 50". */
export function amountListText(amounts: readonly string[]): string {
  return amounts.join(', ');
}

/** A whole number as typed, or NaN (which the schemas refuse) when it is not one. */
function wholeNumber(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** Which form each key has: the key's value type, and its form's own. */
type FormOf<K extends keyof SiteSettingValues, F> = SiteForm<F, SiteSettingValues[K]>;

export interface MaintenanceForm {
  enabled: boolean;
}

export const maintenanceForm: FormOf<'maintenance', MaintenanceForm> = {
  // The value is the switch itself: an error on it has no field but the dialog.
  fields: [],
  read(value) {
    const parsed = SITE_SETTING_SCHEMAS.maintenance.safeParse(value);
    return parsed.success ? { enabled: parsed.data } : null;
  },
  write: (form) => checked(SITE_SETTING_SCHEMAS.maintenance, form.enabled, [], {}),
};

export interface ContactsForm {
  email: string;
  phone: string;
}

const CONTACT_FIELDS = ['email', 'phone'] as const;

export const contactsForm: FormOf<'contacts', ContactsForm> = {
  fields: CONTACT_FIELDS,
  read(value) {
    const parsed = SITE_SETTING_SCHEMAS.contacts.safeParse(value);
    return parsed.success ? { email: parsed.data.email, phone: parsed.data.phone } : null;
  },
  write: (form) =>
    checked(SITE_SETTING_SCHEMAS.contacts, { email: form.email.trim(), phone: form.phone.trim() }, CONTACT_FIELDS, {
      email: 'meridian.siteSettings.contacts.emailRule',
      phone: 'meridian.siteSettings.contacts.phoneRule',
    }),
};

export interface BetsForm {
  amount_min: string;
  amount_max: string;
  coupon_max_size: string;
  /** The quick stakes as one text: "5, 10, 25, 50". */
  fast_bets: string;
  /** The cash-out margin in per cent as typed ("5", "7.5"); the API keeps basis points. */
  cash_out_margin: string;
}

const BET_FIELDS = ['amount_min', 'amount_max', 'coupon_max_size', 'fast_bets', 'cash_out_margin'] as const;
/** The cash-out margin when the setting has none: 5 %. */
const CASH_OUT_MARGIN_DEFAULT_BP = 500;

/** Basis points as the per cent the operator types: 750 → "7.5". */
export function percentText(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** A per cent as typed ("7.5", "7,50", "0") in basis points, digit by digit; null when it is not 0–99.99. */
export function basisPointsOfPercent(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

export const betsForm: FormOf<'bets', BetsForm> = {
  fields: BET_FIELDS,
  read(value) {
    const parsed = SITE_SETTING_SCHEMAS.bets.safeParse(value);
    if (!parsed.success) return null;
    const bets = parsed.data;
    return {
      amount_min: bets.amount_min,
      amount_max: bets.amount_max,
      coupon_max_size: String(bets.coupon_max_size),
      fast_bets: amountListText(bets.fast_bets),
      cash_out_margin: percentText(bets.cash_out_margin_bp ?? CASH_OUT_MARGIN_DEFAULT_BP),
    };
  },
  write(form) {
    const min = form.amount_min.trim();
    const max = form.amount_max.trim();
    // The schema's own check of the two (amount_max above amount_min), with the form's words.
    const found: FormErrors =
      AMOUNT.test(min) && AMOUNT.test(max) && Number(min) > 0 && Number(min) >= Number(max)
        ? { amount_max: 'meridian.siteSettings.bets.maxAboveMin' }
        : {};
    const margin = basisPointsOfPercent(form.cash_out_margin);
    if (margin === null) found.cash_out_margin = 'meridian.siteSettings.bets.cashOutMarginRule';
    const candidate = {
      amount_min: min,
      amount_max: max,
      coupon_max_size: wholeNumber(form.coupon_max_size),
      fast_bets: amountList(form.fast_bets),
      cash_out_margin_bp: margin ?? CASH_OUT_MARGIN_DEFAULT_BP,
    };
    return checked(
      SITE_SETTING_SCHEMAS.bets,
      candidate,
      BET_FIELDS,
      {
        amount_min: 'meridian.siteSettings.bets.amountRule',
        amount_max: 'meridian.siteSettings.bets.amountRule',
        coupon_max_size: 'meridian.siteSettings.bets.couponRule',
        fast_bets: 'meridian.siteSettings.bets.fastBetsRule',
        cash_out_margin: 'meridian.siteSettings.bets.cashOutMarginRule',
      },
      found,
    );
  },
};

/** The six update periods, by their path in the value. */
export const PERIOD_FIELDS = [
  'basket.live',
  'basket.line',
  'lists.live.top',
  'lists.live.list',
  'lists.line.top',
  'lists.line.list',
] as const;
export type PeriodField = (typeof PERIOD_FIELDS)[number];

/** The update periods in seconds, as typed; the API keeps milliseconds. */
export type PeriodsForm = Record<PeriodField, string>;

export const periodsForm: FormOf<'update_periods', PeriodsForm> = {
  fields: PERIOD_FIELDS,
  read(value) {
    const parsed = SITE_SETTING_SCHEMAS.update_periods.safeParse(value);
    if (!parsed.success) return null;
    const { basket, lists } = parsed.data;
    return {
      'basket.live': secondsText(basket.live),
      'basket.line': secondsText(basket.line),
      'lists.live.top': secondsText(lists.live.top),
      'lists.live.list': secondsText(lists.live.list),
      'lists.line.top': secondsText(lists.line.top),
      'lists.line.list': secondsText(lists.line.list),
    };
  },
  write(form) {
    // Seconds that are no number become NaN, which the schema refuses on that field.
    const ms = (field: PeriodField) => msOfSeconds(form[field]) ?? Number.NaN;
    const candidate = {
      basket: { live: ms('basket.live'), line: ms('basket.line') },
      lists: {
        line: { top: ms('lists.line.top'), list: ms('lists.line.list') },
        live: { top: ms('lists.live.top'), list: ms('lists.live.list') },
      },
    };
    const rules = Object.fromEntries(PERIOD_FIELDS.map((field) => [field, 'meridian.siteSettings.periods.rule']));
    return checked(SITE_SETTING_SCHEMAS.update_periods, candidate, PERIOD_FIELDS, rules);
  },
};

export interface LicenceForm {
  footer_licence: string;
  /** The footer in Russian; empty for none (Russian pages then show `footer_licence`). */
  'footer_licence_translations.ru': string;
  license: string;
  license_id: string;
  /** The footer's other languages, which the form does not show but keeps. */
  otherTranslations: Record<string, string>;
}

const LICENCE_FIELDS = ['footer_licence', 'footer_licence_translations.ru', 'license', 'license_id'] as const;

export const licenceForm: FormOf<'licence', LicenceForm> = {
  fields: LICENCE_FIELDS,
  read(value) {
    const parsed = SITE_SETTING_SCHEMAS.licence.safeParse(value);
    if (!parsed.success) return null;
    const { ru = '', ...otherTranslations } = parsed.data.footer_licence_translations ?? {};
    return {
      footer_licence: parsed.data.footer_licence,
      'footer_licence_translations.ru': ru,
      license: parsed.data.license,
      license_id: parsed.data.license_id,
      otherTranslations,
    };
  },
  write(form) {
    const ru = form['footer_licence_translations.ru'].trim();
    const translations = ru ? { ...form.otherTranslations, ru } : form.otherTranslations;
    const candidate = {
      footer_licence: form.footer_licence.trim(),
      // None at all is no translations: the key's schema takes the field's absence, not an empty one.
      ...(Object.keys(translations).length > 0 && { footer_licence_translations: translations }),
      license: form.license.trim(),
      license_id: form.license_id.trim(),
    };
    return checked(SITE_SETTING_SCHEMAS.licence, candidate, LICENCE_FIELDS, {
      footer_licence: 'meridian.siteSettings.licence.footerRule',
      'footer_licence_translations.ru': 'meridian.siteSettings.licence.footerRule',
      license: 'meridian.siteSettings.licence.licenseRule',
      license_id: 'meridian.siteSettings.licence.licenseIdRule',
    });
  },
};
