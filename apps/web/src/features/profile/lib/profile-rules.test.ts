import type { ProfileField } from '@meridian/contract/user';
import { describe, expect, it } from 'vitest';
import { fieldState, isEditable, profilePayload, validateProfile } from './profile-rules';

const field = (code: string, overrides: Partial<ProfileField> = {}): ProfileField => ({
  code,
  name: code,
  placeholder: '',
  type: 'string',
  group: 'personal',
  rules: { required_with: null, is_required: false },
  value: null,
  ...overrides,
});

const documentType = field('document_type', {
  type: 'dict',
  group: 'identification',
  dict: [
    { id: 1, name: 'Passport', rules: { regex: '^[A-Z]{2}\\d{7}$' } },
    { id: 2, name: 'Other' },
  ],
});
const documentNumber = field('document_number', {
  group: 'identification',
  rules: { required_with: 'document_type', is_required: false },
});
const fields = [
  field('first_name'),
  field('last_name', { value: 'Smith' }),
  field('email'),
  documentType,
  documentNumber,
];

describe('profile rules', () => {
  it('lets only empty, non-contact fields be edited', () => {
    expect(isEditable(fields[0] as ProfileField)).toBe(true);
    expect(isEditable(fields[1] as ProfileField)).toBe(false);
    expect(isEditable(fields[2] as ProfileField)).toBe(false);
  });

  it('keeps a required_with field disabled until its parent has a value', () => {
    expect(fieldState(documentNumber, fields, {}).disabled).toBe(true);
    expect(fieldState(documentNumber, fields, { document_type: '2' })).toMatchObject({
      disabled: false,
      pattern: null,
    });
  });

  it("requires and checks the value against the chosen option's regex", () => {
    expect(validateProfile(fields, { document_type: '1' })).toEqual({ document_number: 'required' });
    expect(validateProfile(fields, { document_type: '1', document_number: 'AB12' })).toEqual({
      document_number: 'pattern',
    });
    expect(validateProfile(fields, { document_type: '1', document_number: 'AB1234567' })).toEqual({});
  });

  it('saves only the fields the player filled in', () => {
    expect(profilePayload(fields, { first_name: ' Ann ', last_name: 'Jones', email: 'x@y.zz' })).toEqual({
      first_name: 'Ann',
    });
  });
});
