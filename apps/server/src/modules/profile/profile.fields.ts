import type { LanguageCode } from '@meridian/contract/constants';
import type { ProfileField } from '@meridian/contract/user';
import { BIRTHDAY_MIN, minAgeDate } from '@meridian/contract/validation';
import { DOCUMENT_TYPE_NAMES, PROFILE_FIELD_TEXTS } from './profile.texts.js';

type Definition = Omit<ProfileField, 'value'>;

/** Identity documents and the number each accepts. */
export const DOCUMENT_TYPES = [
  { id: 'passport', name: 'Passport', rules: { regex: '^[A-Z0-9]{6,9}$' } },
  { id: 'id_card', name: 'Identity card', rules: { regex: '^[A-Z0-9]{5,12}$' } },
  { id: 'driving_licence', name: 'Driving licence', rules: { regex: '^[A-Z0-9]{5,16}$' } },
];

const field = (
  code: string,
  name: string,
  placeholder: string,
  group: Definition['group'],
  extra: Partial<Definition> = {},
): Definition => ({
  code,
  name,
  placeholder,
  type: 'string',
  group,
  rules: { required_with: null, is_required: false },
  ...extra,
});

/**
 * The profile form in a language; `countries` (already named in that language) fills the country
 * dictionary. A text missing in the language stays English.
 */
export function profileDefinitions(
  countries: { id: number; name: string }[],
  language: LanguageCode = 'en',
): Definition[] {
  const texts = PROFILE_FIELD_TEXTS[language] ?? {};
  const documentNames = DOCUMENT_TYPE_NAMES[language] ?? {};
  return definitions(
    countries,
    DOCUMENT_TYPES.map((d) => ({ ...d, name: documentNames[d.id] ?? d.name })),
  ).map((d) => ({
    ...d,
    name: texts[d.code]?.name ?? d.name,
    placeholder: texts[d.code]?.placeholder ?? d.placeholder,
  }));
}

/** The fields with their English texts. */
function definitions(countries: { id: number; name: string }[], documentTypes: typeof DOCUMENT_TYPES): Definition[] {
  return [
    field('first_name', 'First name', 'Your first name', 'personal'),
    field('last_name', 'Last name', 'Your last name', 'personal'),
    field('birthday', 'Date of birth', 'YYYY-MM-DD', 'personal', { type: 'date' }),
    field('country_id', 'Country', 'Choose your country', 'address', {
      type: 'dict',
      dict: countries.map((c) => ({ id: c.id, name: c.name })),
    }),
    field('city', 'City', 'City', 'address'),
    field('address', 'Address', 'Street and house', 'address'),
    field('zip', 'Postal code', 'Postal code', 'address'),
    field('document_type', 'Document type', 'Choose a document', 'identification', {
      type: 'dict',
      dict: documentTypes,
    }),
    field('document_number', 'Document number', 'As written in the document', 'identification', {
      rules: { required_with: 'document_type', is_required: false },
    }),
    field('email', 'E-mail', 'E-mail', 'contacts', { type: 'ignored' }),
    field('phone', 'Phone', 'Phone', 'contacts', { type: 'ignored' }),
  ];
}

/** Fields kept in the `profile` JSON column; the others are columns of the user. */
export const JSON_FIELDS = new Set([
  'first_name',
  'last_name',
  'city',
  'address',
  'zip',
  'document_type',
  'document_number',
]);

export type ProfileErrors = Record<string, string[]>;

/**
 * Checks an update: only defined, editable fields that are still empty; every value valid. Answers
 * the errors (per field) or the values to write; with any error nothing is written.
 */
export function checkProfileUpdate(
  input: Record<string, string>,
  current: Record<string, string | null>,
  today = new Date(),
): { errors: ProfileErrors } | { values: Record<string, string> } {
  const errors: ProfileErrors = {};
  const values: Record<string, string> = {};
  const add = (code: string, message: string) => {
    errors[code] ??= [];
    errors[code].push(message);
  };
  for (const [code, raw] of Object.entries(input)) {
    const value = raw.trim();
    if (!JSON_FIELDS.has(code) && code !== 'birthday') {
      add(
        code,
        code === 'email' || code === 'phone'
          ? 'Confirm this contact with a code instead.'
          : 'This field cannot be changed.',
      );
      continue;
    }
    if (current[code]) {
      add(code, 'This field is already filled and cannot be changed.');
      continue;
    }
    if (!value) {
      add(code, 'Enter a value.');
      continue;
    }
    if (value.length > 100) {
      add(code, 'The value may not be longer than 100 characters.');
      continue;
    }
    if (code === 'birthday') {
      const bound = minAgeDate(today);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
        add(code, 'Enter a valid date.');
      else if (value < BIRTHDAY_MIN || value > bound)
        add(code, `The date of birth must be between ${BIRTHDAY_MIN} and ${bound}.`);
    }
    if (code === 'document_type' && !DOCUMENT_TYPES.some((d) => d.id === value))
      add(code, 'Choose a document from the list.');
    values[code] = code === 'document_number' ? value.toUpperCase() : value;
  }
  if ('document_number' in values && !errors.document_number) {
    const type = values.document_type ?? current.document_type;
    const rule = DOCUMENT_TYPES.find((d) => d.id === type)?.rules.regex;
    if (!type) add('document_number', 'Choose the document type first.');
    else if (rule && !new RegExp(rule).test(values.document_number as string)) {
      add('document_number', 'The document number does not match the chosen document.');
    }
  }
  if ('document_type' in values && !('document_number' in values) && !current.document_number) {
    add('document_number', 'Enter the document number.');
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
}
