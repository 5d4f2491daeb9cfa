import { randomInt } from 'node:crypto';
import { REG_TYPE, type RegistrationRequest, type RegType } from '@meridian/contract/auth';
import { DEFAULT_CURRENCY_ID } from '@meridian/contract/constants';
import { BIRTHDAY_MIN, isEmail, isStrongPassword, minAgeDate } from '@meridian/contract/validation';
import type { CountryRow, CurrencyRow } from '../dictionaries/dictionaries.service.js';
import { normalizePhone } from '../users/phone.js';
import type { StoredRegField } from './registration.seed.js';

export interface Lookup {
  countryById(id: number): CountryRow | undefined;
  currency(id: number): CurrencyRow | undefined;
}

export interface CleanRegistration {
  type: RegType;
  country: CountryRow;
  currencyId: number;
  email: string | null;
  /** E.164 digits. */
  phone: string | null;
  password: string | null;
  birthday: string | null;
  promoCode: string | null;
  firstBonus: 0 | 1 | 2;
  btag: string | null;
}

type Fields = RegistrationRequest['fields'];
export type RegErrors = Record<string, string[]>;

export const PASSWORD_RULE =
  'The password must have at least 6 characters with upper-case letters, lower-case letters and digits.';

/** Whether a country can be chosen at sign-up: registration open and a dialing code known. */
export const canRegisterIn = (c: CountryRow) => !c.is_reg_off && c.phone_code !== '';

/** Whether a currency can be chosen for a country: shown, and in the country's list when it has one. */
export const currencyAllowed = (currency: CurrencyRow | undefined, country: CountryRow) =>
  currency !== undefined &&
  !currency.is_hidden &&
  (country.currencies.length === 0 || country.currencies.includes(currency.id));

/**
 * Checks a sign-up against its form and spec 000 §5. Errors are keyed `fields.<name>`, with the
 * field's name written into the message; `geoCountry` stands in when one-click omits the country.
 */
export function validateRegistration(
  type: RegType,
  fields: Fields,
  form: StoredRegField[],
  lookup: Lookup,
  geoCountry: CountryRow,
  today = new Date(),
): { errors: RegErrors } | { value: CleanRegistration } {
  const errors: RegErrors = {};
  const add = (code: string, message: string) => {
    const key = `fields.${code}`;
    errors[key] ??= [];
    errors[key].push(message);
  };
  const label = (code: string) => form.find((f) => f.code === code)?.name ?? code;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));

  // One-click fills a missing country and currency from the address, as the settings do.
  const defaulted = type === REG_TYPE.oneClick ? ['country_id', 'currency_id'] : [];
  for (const field of form) {
    if (field.is_required && !defaulted.includes(field.code) && text(fields[field.code as keyof Fields]) === '')
      add(field.code, `The ${label(field.code)} field is required.`);
  }

  const country = fields.country_id !== undefined ? lookup.countryById(Number(fields.country_id)) : geoCountry;
  const countryOpen = country !== undefined && canRegisterIn(country);
  if (!countryOpen) add('country_id', 'Registration is not available for this country.');

  let currencyId = fields.currency_id ?? country?.currency_id ?? DEFAULT_CURRENCY_ID;
  if (country && countryOpen && !currencyAllowed(lookup.currency(currencyId), country)) {
    if (fields.currency_id !== undefined) add('currency_id', 'This currency is not available for your country.');
    else currencyId = DEFAULT_CURRENCY_ID;
  }

  const firstBonus = fields.first_bonus ?? 0;
  if (firstBonus !== 0 && firstBonus !== 1 && firstBonus !== 2) add('first_bonus', 'Choose a bonus from the list.');

  let email: string | null = null;
  let phone: string | null = null;
  let password: string | null = null;
  let birthday: string | null = null;

  if (type !== REG_TYPE.oneClick) {
    if (type === REG_TYPE.email) {
      const value = text(fields.email).toLowerCase();
      if (value && !isEmail(value)) add('email', 'Enter a valid e-mail address.');
      email = value || null;
    } else {
      const value = text(fields.phone);
      if (value && country) {
        phone = normalizePhone(value, country);
        if (!phone) add('phone', 'Enter a valid phone number for the chosen country.');
      }
    }
    password = typeof fields.password === 'string' ? fields.password : '';
    if (password && !isStrongPassword(password)) add('password', PASSWORD_RULE);
    if (password && fields.password_confirmation !== password) {
      add('password_confirmation', 'The password confirmation does not match.');
    }
    const day = text(fields.birthday);
    if (day) {
      if (!isDate(day)) add('birthday', 'Enter a valid date of birth.');
      else if (day < BIRTHDAY_MIN || day > minAgeDate(today)) {
        add('birthday', `The date of birth must be between ${BIRTHDAY_MIN} and ${minAgeDate(today)}.`);
      } else birthday = day;
    }
  }

  if (Object.keys(errors).length > 0 || !country) return { errors };
  const promo = text(fields.promo_code);
  const btag = text(fields.btag);
  return {
    value: {
      type,
      country,
      currencyId,
      email,
      phone,
      password,
      birthday,
      promoCode: promo || null,
      firstBonus: firstBonus as 0 | 1 | 2,
      btag: btag || null,
    },
  };
}

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Digits of a player id: the id signs in one-click players, so it must not be guessable. */
export const USER_ID_DIGITS = 10;

/**
 * A fresh player id: uniformly random over the ten-digit numbers (9 × 10⁹ of them), never
 * sequential, so a known id tells nothing about the next player's and ids cannot be walked.
 */
export function randomUserId(): bigint {
  const low = 10n ** BigInt(USER_ID_DIGITS - 1);
  // randomInt takes ranges below 2^48, which nine billion is.
  return low + BigInt(randomInt(Number(9n * low)));
}
