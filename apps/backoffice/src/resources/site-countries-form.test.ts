import { COUNTRY_SWITCHES, type CountrySite } from '@meridian/contract/site-settings';
import { describe, expect, it } from 'vitest';
import { changedSwitches, filterCountries, SWITCH_GROUPS, searchText, switchesOf } from './site-countries-form';

const off = Object.fromEntries(COUNTRY_SWITCHES.map((name) => [name, false])) as Record<
  (typeof COUNTRY_SWITCHES)[number],
  boolean
>;
const country = (code: string, name: string, on: Partial<typeof off> = {}): CountrySite => ({
  code,
  name,
  ...off,
  ...on,
  blocked_now: on.is_blocked ?? false,
});

const countries = [
  country('CW', 'Curaçao'),
  country('DE', 'Germany', { casino_regular_off: true, is_off_curacao: true }),
  country('IS', 'Iceland'),
  country('PK', 'Pakistan'),
  country('TN', 'Tunisia'),
  country('US', 'United States', { is_blocked: true }),
];
const codes = (list: CountrySite[]) => list.map((c) => c.code);

describe('a country’s switches', () => {
  it('fall in the groups each once, in the contract’s order', () => {
    expect(SWITCH_GROUPS.flatMap((group) => group.switches)).toEqual([...COUNTRY_SWITCHES]);
  });

  it('are read from the country without its name or what applies now', () => {
    expect(switchesOf(country('US', 'United States', { is_blocked: true }))).toEqual({ ...off, is_blocked: true });
  });

  it('are sent as those turned only, with their new state', () => {
    const before = { ...off, is_off_curacao: true };
    expect(changedSwitches(before, before)).toEqual({});
    expect(
      changedSwitches(before, { ...before, casino_live_off: true, is_off_mobile_app: true, is_off_curacao: false }),
    ).toEqual({ casino_live_off: true, is_off_mobile_app: true, is_off_curacao: false });
  });
});

describe('the countries’ search', () => {
  it('compares without case or accents', () => {
    expect(searchText('  Curaçao ')).toBe('curacao');
    expect(searchText('Côte d’Ivoire')).toBe('cote d’ivoire');
  });

  it('keeps every country for no search, and the names containing it for one', () => {
    expect(codes(filterCountries(countries, { search: '', onlyOn: false }))).toEqual(codes(countries));
    expect(codes(filterCountries(countries, { search: 'CURACAO', onlyOn: false }))).toEqual(['CW']);
    expect(codes(filterCountries(countries, { search: 'land', onlyOn: false }))).toEqual(['IS']);
    expect(filterCountries(countries, { search: 'atlantis', onlyOn: false })).toEqual([]);
  });

  it('puts the country whose code it is first, then the names containing it', () => {
    expect(codes(filterCountries(countries, { search: 'is', onlyOn: false }))).toEqual(['IS', 'PK', 'TN']);
    expect(codes(filterCountries(countries, { search: ' us', onlyOn: false }))).toEqual(['US']);
  });

  it('narrows to the countries with a switch on, with or without a search', () => {
    expect(codes(filterCountries(countries, { search: '', onlyOn: true }))).toEqual(['DE', 'US']);
    expect(codes(filterCountries(countries, { search: 'ger', onlyOn: true }))).toEqual(['DE']);
    expect(filterCountries(countries, { search: 'iceland', onlyOn: true })).toEqual([]);
  });
});
