import type { registrationFormSchema } from '@meridian/contract/auth';
import { DEFAULT_CURRENCY_ID } from '@meridian/contract/constants';
import type { Country, Currency } from '@meridian/contract/dictionaries';
import type { FieldErrors } from '@meridian/contract/envelope';
import { BIRTHDAY_MIN } from '@meridian/contract/validation';
import type { z } from 'zod';

export type RegistrationForm = z.infer<typeof registrationFormSchema>;
export type RegField = RegistrationForm['fields'][number];
export type RegValues = Partial<Record<RegField['code'], string>>;

/** Countries a player may register from: open to sign-up and with a dialing code (spec 000 §5). */
export function signupCountries(countries: Country[]): Country[] {
  return countries.filter((country) => !country.is_reg_off && country.phone_code !== '');
}

/** Currencies offered for a country: not hidden, and in its list when it has one. */
export function signupCurrencies(currencies: Currency[], country: Country | undefined): Currency[] {
  const allowed = country && country.currencies.length > 0 ? new Set(country.currencies) : null;
  return currencies.filter((currency) => !currency.is_hide && (!allowed || allowed.has(currency.id)));
}

/** The currency a new country starts with: its own when offered, else the default (2). */
export function defaultCurrencyFor(country: Country | undefined, offered: Currency[]): number {
  if (country && offered.some((currency) => currency.id === country.currency_id)) return country.currency_id;
  return DEFAULT_CURRENCY_ID;
}

/** The fields shown on the form, in server order. */
export function visibleFields(form: RegistrationForm): RegField[] {
  return form.fields.filter((field) => !field.is_hidden && field.type !== 'ignore');
}

/** Submit is enabled when every required field has a value (spec 000 §5). */
export function isSignupComplete(form: RegistrationForm, values: RegValues): boolean {
  return form.fields
    .filter((field) => field.rules.is_required && field.type !== 'ignore')
    .every((field) => (values[field.code] ?? '').trim() !== '');
}

/** The dates a birthday may take: from 1900-01-01 to the form's min-age-date. */
export function birthdayBounds(field: RegField): { min: string; max: string | undefined } {
  return { min: BIRTHDAY_MIN, max: field.rules['min-age-date'] ?? undefined };
}

export function isBirthdayInBounds(value: string, field: RegField): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const { min, max } = birthdayBounds(field);
  return value >= min && (max === undefined || value <= max);
}

/**
 * Server errors keyed by field code, "fields." removed, with the field's name put in place of its code
 * in the text (the server writes `fields.email`, the player reads "E-mail").
 */
export function signupFieldErrors(errors: FieldErrors | null, form: RegistrationForm): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const code = key.replace(/^fields\./, '');
    const field = form.fields.find((item) => item.code === code);
    const message = messages[0];
    if (!message) continue;
    result[code] = field ? message.replaceAll(key, field.name).replaceAll(code, field.name) : message;
  }
  return result;
}

/** The registration fields of the payload: shown fields with a value, checkboxes as numbers. */
export function signupPayloadFields(form: RegistrationForm, values: RegValues, btag: string | null) {
  const fields: Record<string, string | number> = {};
  for (const field of form.fields) {
    if (field.type === 'ignore') continue;
    const value = values[field.code];
    if (value === undefined || value === '') continue;
    fields[field.code] = ['country_id', 'currency_id', 'first_bonus'].includes(field.code) ? Number(value) : value;
  }
  if (btag) fields.btag = btag;
  return fields;
}
