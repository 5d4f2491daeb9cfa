import type { LanguageCode } from '@meridian/contract/constants';
import type { Dictionaries } from '@meridian/contract/dictionaries';
import { timezones } from './data/timezones.js';
import { localNames } from './dictionaries.names.js';
import type {
  CasinoCategoryRow,
  CasinoProviderRow,
  CountryRow,
  CurrencyRow,
  LanguageRow,
  SportRow,
} from './dictionaries.repository.js';

export interface ReferenceRows {
  currencies: CurrencyRow[];
  countries: CountryRow[];
  languages: LanguageRow[];
  sports: SportRow[];
  casinoCategories: CasinoCategoryRow[];
  casinoProviders: CasinoProviderRow[];
}

export const flagImage = (code: string) => `/static/flags/4x3/${code.toLowerCase()}.svg`;

const nameIn = (names: Record<string, string>, language: LanguageCode) => names[language] ?? names.en ?? '';

export interface CountryChoice {
  id: number;
  name: string;
}

/** Countries named in a language and ordered by that name, for the lists a player picks from. */
export function countryChoices(
  countries: CountryRow[],
  language: LanguageCode,
): (CountryChoice & { row: CountryRow })[] {
  const names = localNames(language);
  return countries
    .map((row) => ({ id: row.id, name: names.country(row.code, row.name), row }))
    .sort((a, b) => names.compare(a.name, b.name) || a.id - b.id);
}

export function presentDictionaries(rows: ReferenceRows, language: LanguageCode): Dictionaries {
  const names = localNames(language);
  return {
    sports: rows.sports.map((s) => ({
      id: s.id,
      slug: s.slug,
      name: nameIn(s.names, language),
      image: `/static/sports/${s.slug}.svg`,
    })),
    countries: countryChoices(rows.countries, language).map(({ name, row: c }) => ({
      id: c.id,
      name,
      name_and_code: `${name} (+${c.phone_code})`,
      code: c.code,
      phone_code: c.phone_code,
      currency_id: c.currency_id,
      currencies: c.currencies,
      image: flagImage(c.code),
      is_reg_off: c.is_reg_off,
    })),
    currencies: rows.currencies.map((c) => ({
      id: c.id,
      code: c.code,
      name: names.currency(c.code, c.name),
      name_and_val: `${c.code} (${c.symbol})`,
      symbol: c.symbol,
      scale: c.scale,
      is_hide: c.is_hidden,
    })),
    timezones,
    languages: rows.languages.map((l) => ({ code: l.code, native: l.native, image: flagImage(l.flag) })),
    casino: {
      categories: rows.casinoCategories.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: nameIn(c.names, language),
        image: `/static/casino/categories/${c.slug}.svg`,
      })),
      providers: rows.casinoProviders.map((p) => ({
        id: p.id,
        code: p.code,
        name: p.name,
        image: `/static/casino/providers/${p.code}.svg`,
        is_live: p.is_live,
      })),
    },
  };
}
