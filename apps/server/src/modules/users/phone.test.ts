import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.js';

const cyprus = { code: 'CY', phone_code: '357' };

describe('normalizePhone', () => {
  it('answers E.164 digits for a valid number of the country, written locally or internationally', () => {
    expect(normalizePhone('96 123456', cyprus)).toBe('35796123456');
    expect(normalizePhone('+357 96 123456', cyprus)).toBe('35796123456');
  });

  it('refuses a number of another country', () => {
    expect(normalizePhone('+44 7400 123456', cyprus)).toBeNull();
  });

  it('refuses what is not a phone number', () => {
    expect(normalizePhone('12', cyprus)).toBeNull();
    expect(normalizePhone('', cyprus)).toBeNull();
  });

  it('reads an international number without a country, with or without the plus sign', () => {
    expect(normalizePhone('+357 96 123456')).toBe('35796123456');
    expect(normalizePhone('35796123456')).toBe('35796123456');
  });
});
