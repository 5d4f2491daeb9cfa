import { describe, expect, it } from 'vitest';
import { checkProfileUpdate, DOCUMENT_TYPES, profileDefinitions } from './profile.fields.js';

const empty = { first_name: null, last_name: null, birthday: null, document_type: null, document_number: null };
const today = new Date(Date.UTC(2026, 10, 21));

describe('checkProfileUpdate', () => {
  it('accepts empty editable fields with valid values', () => {
    const result = checkProfileUpdate(
      { first_name: ' Ada ', birthday: '1990-05-01', document_type: 'passport', document_number: 'ab123456' },
      empty,
      today,
    );
    expect(result).toEqual({
      values: { first_name: 'Ada', birthday: '1990-05-01', document_type: 'passport', document_number: 'AB123456' },
    });
  });

  it('refuses a field already filled, an unknown field and a contact', () => {
    const result = checkProfileUpdate(
      { first_name: 'Eve', is_admin: '1', email: 'a@b.cd' },
      { ...empty, first_name: 'Ada' },
      today,
    );
    expect(result).toEqual({
      errors: {
        first_name: ['This field is already filled and cannot be changed.'],
        is_admin: ['This field cannot be changed.'],
        email: ['Confirm this contact with a code instead.'],
      },
    });
  });

  it('checks the document number against the chosen type', () => {
    const result = checkProfileUpdate({ document_type: 'passport', document_number: '12' }, empty, today);
    expect(result).toEqual({
      errors: { document_number: ['The document number does not match the chosen document.'] },
    });
  });

  it('needs the number with the type and the type before the number', () => {
    expect(checkProfileUpdate({ document_type: 'passport' }, empty, today)).toEqual({
      errors: { document_number: ['Enter the document number.'] },
    });
    expect(checkProfileUpdate({ document_number: 'AB123456' }, empty, today)).toEqual({
      errors: { document_number: ['Choose the document type first.'] },
    });
  });

  it('keeps the birthday between 1900-01-01 and the minimum age', () => {
    const result = checkProfileUpdate({ birthday: '2015-01-01' }, empty, today);
    expect(result).toEqual({ errors: { birthday: ['The date of birth must be between 1900-01-01 and 2008-11-21.'] } });
  });
});

describe('profileDefinitions', () => {
  const countries = [{ id: 58, name: 'Германия' }];

  it('names fields and documents in Russian and keeps codes, types and rules', () => {
    const ru = profileDefinitions(countries, 'ru');
    const en = profileDefinitions(countries, 'en');
    expect(ru.map((d) => d.code)).toEqual(en.map((d) => d.code));
    expect(ru.find((d) => d.code === 'last_name')).toMatchObject({ name: 'Фамилия', placeholder: 'Ваша фамилия' });
    expect(ru.find((d) => d.code === 'document_type')?.dict?.map((d) => d.name)).toEqual([
      'Паспорт',
      'Удостоверение личности',
      'Водительское удостоверение',
    ]);
    expect(ru.find((d) => d.code === 'country_id')?.dict).toEqual(countries);
    expect(en.find((d) => d.code === 'last_name')).toMatchObject({ name: 'Last name', placeholder: 'Your last name' });
    expect(DOCUMENT_TYPES[0]?.name).toBe('Passport');
  });
});
