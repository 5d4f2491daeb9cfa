import type { Country, Currency } from '@meridian/contract/dictionaries';
import { describe, expect, it } from 'vitest';
import {
  defaultCurrencyFor,
  isBirthdayInBounds,
  isSignupComplete,
  type RegField,
  type RegistrationForm,
  signupCountries,
  signupCurrencies,
  signupFieldErrors,
  signupPayloadFields,
} from './signup-rules';

const country = (id: number, overrides: Partial<Country> = {}): Country => ({
  id,
  name: `Country ${id}`,
  name_and_code: `Country ${id}`,
  code: 'gb',
  phone_code: '44',
  currency_id: 1,
  currencies: [1, 2],
  image: '',
  is_reg_off: false,
  ...overrides,
});
const currency = (id: number, overrides: Partial<Currency> = {}): Currency => ({
  id,
  code: `C${id}`,
  name: `Currency ${id}`,
  name_and_val: `Currency ${id}`,
  symbol: '¤',
  scale: 2,
  is_hide: false,
  ...overrides,
});
const field = (code: RegField['code'], overrides: Partial<RegField> = {}): RegField => ({
  code,
  name: code,
  placeholder: '',
  type: 'string',
  is_hidden: false,
  rules: { is_required: false, 'min-age-date': null },
  ...overrides,
});
const required = { is_required: true, 'min-age-date': null };

describe('sign-up countries and currencies', () => {
  it('offers countries open to sign-up that have a dialing code', () => {
    const list = [country(1), country(2, { is_reg_off: true }), country(3, { phone_code: '' })];
    expect(signupCountries(list).map((item) => item.id)).toEqual([1]);
  });

  it("offers currencies that are not hidden and in the country's list", () => {
    const list = [currency(1), currency(2), currency(3), currency(4, { is_hide: true })];
    expect(signupCurrencies(list, country(1, { currencies: [1, 3, 4] })).map((item) => item.id)).toEqual([1, 3]);
    expect(signupCurrencies(list, country(1, { currencies: [] })).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('starts a new country on its own currency, or on 2 when that is not offered', () => {
    expect(defaultCurrencyFor(country(1, { currency_id: 3 }), [currency(3)])).toBe(3);
    expect(defaultCurrencyFor(country(1, { currency_id: 9 }), [currency(3)])).toBe(2);
    expect(defaultCurrencyFor(undefined, [])).toBe(2);
  });
});

describe('sign-up form rules', () => {
  const form: RegistrationForm = {
    reg_type: 1,
    index: 1,
    fields: [
      field('email', { rules: required }),
      field('password', { rules: required }),
      field('promo_code'),
      field('first_bonus', { type: 'checkbox' }),
      field('phone', { type: 'ignore', rules: required }),
    ],
  };

  it('is complete when every required field has a value', () => {
    expect(isSignupComplete(form, { email: 'a@b.cd' })).toBe(false);
    expect(isSignupComplete(form, { email: 'a@b.cd', password: ' ' })).toBe(false);
    expect(isSignupComplete(form, { email: 'a@b.cd', password: 'Secret1' })).toBe(true);
  });

  it('keeps a birthday between 1900-01-01 and the min-age-date', () => {
    const birthday = field('birthday', { rules: { is_required: true, 'min-age-date': '2008-06-15' } });
    expect(isBirthdayInBounds('1899-12-31', birthday)).toBe(false);
    expect(isBirthdayInBounds('1900-01-01', birthday)).toBe(true);
    expect(isBirthdayInBounds('2008-06-15', birthday)).toBe(true);
    expect(isBirthdayInBounds('2008-06-16', birthday)).toBe(false);
    expect(isBirthdayInBounds('', birthday)).toBe(false);
  });

  it('maps server errors to fields without the fields. prefix, naming the field', () => {
    const named: RegistrationForm = { ...form, fields: [field('email', { name: 'E-mail' })] };
    expect(signupFieldErrors({ 'fields.email': ['The fields.email is taken.'], captcha: ['Bad'] }, named)).toEqual({
      email: 'The E-mail is taken.',
      captcha: 'Bad',
    });
  });

  it('sends numbers for ids and the checkbox, the btag, and nothing for ignored fields', () => {
    const withIds: RegistrationForm = { ...form, fields: [...form.fields, field('country_id'), field('currency_id')] };
    expect(
      signupPayloadFields(
        withIds,
        { email: 'a@b.cd', first_bonus: '1', country_id: '826', currency_id: '2', phone: '1' },
        'aff',
      ),
    ).toEqual({ email: 'a@b.cd', first_bonus: 1, country_id: 826, currency_id: 2, btag: 'aff' });
  });
});
