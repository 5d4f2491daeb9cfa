import type { Country } from '@meridian/contract/dictionaries';
import { useEffect, useState } from 'react';
import { trackLoad } from '../../browser/lazy-code';

type PhoneLib = typeof import('libphonenumber-js/min');

let loading: Promise<PhoneLib> | null = null;

/** libphonenumber-js with its small metadata, fetched the first time a phone field shows. */
export function loadPhoneLib(): Promise<PhoneLib> {
  loading ??= trackLoad(import('libphonenumber-js/min'));
  return loading;
}

export function usePhoneLib(): PhoneLib | null {
  const [lib, setLib] = useState<PhoneLib | null>(null);
  useEffect(() => {
    let alive = true;
    void loadPhoneLib().then((loaded) => alive && setLib(loaded));
    return () => {
      alive = false;
    };
  }, []);
  return lib;
}

/** Countries a phone can be entered for: they need a dialing code. */
export function phoneCountries(countries: Country[]): Country[] {
  return countries.filter((country) => country.phone_code !== '');
}

export function dialingCode(country: Country): string {
  return country.phone_code.startsWith('+') ? country.phone_code : `+${country.phone_code}`;
}

/** The national digits typed, formatted as the country writes them while typing. */
export function formatNational(lib: PhoneLib, country: Country, value: string): string {
  const digits = value.replace(/\D/g, '');
  return new lib.AsYouType(country.code.toUpperCase() as never).input(digits);
}

/** The E.164 number when valid for the country, else null. */
export function toE164(lib: PhoneLib, country: Country, national: string): string | null {
  const digits = national.replace(/\D/g, '');
  if (!digits) return null;
  const parsed = lib.parsePhoneNumberFromString(`${dialingCode(country)}${digits}`);
  if (!parsed?.isValid()) return null;
  if (parsed.country && parsed.country !== country.code.toUpperCase()) {
    // Countries sharing a code (+1, +7) are told apart by the number itself; accept either.
    return parsed.countryCallingCode === dialingCode(country).slice(1) ? parsed.number : null;
  }
  return parsed.number;
}
