import { COUNTRY_SWITCHES, type CountrySite, type CountrySwitch } from '@meridian/contract/site-settings';

/**
 * The countries' part of Site settings (site-countries.tsx) without React: the switches in the groups
 * the operator reads them in, the search over about 250 countries, and the change a dialog sends.
 */

/** A country's switches, on or off. */
export type Switches = Record<CountrySwitch, boolean>;

/**
 * The switches by what they close (texts under `meridian.siteSettings.countries.groups.<group>`): the
 * site itself, the casinos, and the `geo.*` flags the app reads from `/settings`.
 */
export const SWITCH_GROUPS: readonly { group: 'access' | 'casino' | 'geo'; switches: readonly CountrySwitch[] }[] = [
  { group: 'access', switches: ['is_blocked', 'is_reg_off'] },
  { group: 'casino', switches: ['casino_regular_off', 'casino_live_off'] },
  {
    group: 'geo',
    switches: ['is_off_change_country', 'is_off_wallets', 'is_off_mobile_app', 'is_off_footer_links', 'is_off_curacao'],
  },
];

export function switchesOf(country: CountrySite): Switches {
  return Object.fromEntries(COUNTRY_SWITCHES.map((name) => [name, country[name]])) as Switches;
}

/** The switches the form turned, with their new state: what the change sends, nothing it would leave as is. */
export function changedSwitches(before: Switches, after: Switches): Partial<Switches> {
  return Object.fromEntries(
    COUNTRY_SWITCHES.filter((name) => before[name] !== after[name]).map((name) => [name, after[name]]),
  );
}

/** Text as the search compares it: lower case, without accents, so "curacao" finds Curaçao. */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export interface CountryFilter {
  /** Part of the name, or the code. */
  search: string;
  /** Only the countries with at least one switch on. */
  onlyOn: boolean;
}

/**
 * The countries the filter keeps: the one whose code the search is first (so "is" puts Iceland above
 * every name with "is" in it), then the names containing it, in the server's order.
 */
export function filterCountries<C extends CountrySite>(countries: readonly C[], filter: CountryFilter): C[] {
  const wanted = searchText(filter.search);
  const kept = countries.filter(
    (country) =>
      (!filter.onlyOn || COUNTRY_SWITCHES.some((name) => country[name])) &&
      (wanted === '' || country.code.toLowerCase() === wanted || searchText(country.name).includes(wanted)),
  );
  const byCode = kept.filter((country) => country.code.toLowerCase() === wanted);
  return byCode.length === 0 ? kept : [...byCode, ...kept.filter((country) => !byCode.includes(country))];
}
