import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as E.164 digits (no plus sign), or null when it is not a valid number. With a
 * country the number must belong to it; without one it must be written in international form.
 */
export function normalizePhone(input: string, country?: { code: string; phone_code: string }): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const international = trimmed.startsWith('+') ? trimmed : null;
  const parsed = country
    ? parsePhoneNumberFromString(trimmed, country.code as CountryCode)
    : parsePhoneNumberFromString(international ?? `+${trimmed.replace(/\D/g, '')}`);
  if (!parsed?.isValid()) return null;
  if (country && parsed.countryCallingCode !== country.phone_code) return null;
  return parsed.number.slice(1);
}
