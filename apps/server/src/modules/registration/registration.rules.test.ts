import { describe, expect, it } from 'vitest';
import type { CountryRow, CurrencyRow } from '../dictionaries/dictionaries.service.js';
import { randomUserId, USER_ID_DIGITS, validateRegistration } from './registration.rules.js';
import { defaultForms } from './registration.seed.js';

const country = (over: Partial<CountryRow>): CountryRow =>
  ({
    id: 58,
    code: 'CY',
    name: 'Cyprus',
    phone_code: '357',
    currency_id: 1,
    currencies: [1, 2],
    is_reg_off: false,
    ...over,
  }) as CountryRow;
const currency = (id: number, is_hidden = false) => ({ id, is_hidden }) as CurrencyRow;
const countries = [
  country({}),
  country({ id: 77, code: 'FR', is_reg_off: true }),
  country({ id: 200, phone_code: '' }),
];
const lookup = {
  countryById: (id: number) => countries.find((c) => c.id === id),
  currency: (id: number) => [currency(1), currency(2), currency(3), currency(22, true)].find((c) => c.id === id),
};
const form = (type: 1 | 2 | 3) => defaultForms.find((f) => f.reg_type === type)?.fields ?? [];
const today = new Date(Date.UTC(2026, 10, 21));
const cyprus = countries[0] as CountryRow;

const valid = {
  email: 'Ada@Example.com',
  password: 'Secret123',
  password_confirmation: 'Secret123',
  country_id: 58,
  currency_id: 2,
  birthday: '2008-11-21',
};

describe('validateRegistration', () => {
  it('accepts a complete e-mail sign-up on the last allowed birthday, lower-casing the address', () => {
    const result = validateRegistration(1, valid, form(1), lookup, cyprus, today);
    expect(result).toMatchObject({ value: { email: 'ada@example.com', currencyId: 2, birthday: '2008-11-21' } });
  });

  it('refuses a birthday one day too young and one before 1900', () => {
    for (const birthday of ['2008-11-22', '1899-12-31']) {
      const result = validateRegistration(1, { ...valid, birthday }, form(1), lookup, cyprus, today);
      expect(result).toEqual({
        errors: { 'fields.birthday': ['The date of birth must be between 1900-01-01 and 2008-11-21.'] },
      });
    }
  });

  it('refuses countries closed to sign-up or without a dialing code', () => {
    for (const country_id of [77, 200, 999]) {
      const result = validateRegistration(1, { ...valid, country_id }, form(1), lookup, cyprus, today);
      expect(result).toEqual({ errors: { 'fields.country_id': ['Registration is not available for this country.'] } });
    }
  });

  it('refuses a hidden currency and one the country does not list', () => {
    for (const currency_id of [22, 3]) {
      const result = validateRegistration(1, { ...valid, currency_id }, form(1), lookup, cyprus, today);
      expect(result).toEqual({
        errors: { 'fields.currency_id': ['This currency is not available for your country.'] },
      });
    }
  });

  it('one-click takes the address country and its currency when none is given', () => {
    const result = validateRegistration(3, {}, form(3), lookup, cyprus, today);
    expect(result).toMatchObject({ value: { country: { id: 58 }, currencyId: 1, email: null, password: null } });
  });

  it('names the field in a required-field message', () => {
    const result = validateRegistration(2, { ...valid, email: undefined }, form(2), lookup, cyprus, today);
    expect(result).toEqual({ errors: { 'fields.phone': ['The Phone field is required.'] } });
  });
});

describe('randomUserId', () => {
  it('draws ten-digit ids spread over the whole range, not in sequence', () => {
    const ids = Array.from({ length: 2000 }, () => randomUserId());
    for (const id of ids) expect(id.toString()).toHaveLength(USER_ID_DIGITS);
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    // Nine billion values: 2000 draws land in every tenth of the range and far apart.
    const tenths = new Set(ids.map((id) => Number((id - 1_000_000_000n) / 900_000_000n)));
    expect(tenths.size).toBe(10);
    expect((sorted.at(-1) as bigint) - (sorted[0] as bigint)).toBeGreaterThan(8_000_000_000n);
  });
});
