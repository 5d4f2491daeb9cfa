import { createHash } from 'node:crypto';
import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import type { Dictionaries } from '@meridian/contract/dictionaries';
import type { Database } from '../../db/database.js';
import { ok } from '../../platform/envelope.js';
import {
  type CountryChoice,
  countryChoices,
  presentDictionaries,
  type ReferenceRows,
} from './dictionaries.presenter.js';
import type { CasinoProviderRow, CountryRow, CurrencyRow, SportRow } from './dictionaries.repository.js';
import * as repo from './dictionaries.repository.js';

// Other modules take the row types from the service: the repository is this module's own.
export type { CasinoProviderRow, CountryRow, CurrencyRow, SportRow } from './dictionaries.repository.js';

/**
 * Reference data held in memory: read from the database at start and on `refresh()`, so reads
 * never touch the database and operator edits apply on the next refresh.
 */
export class DictionariesService {
  private rows: ReferenceRows | null = null;
  private countriesByCode = new Map<string, CountryRow>();
  private countriesById = new Map<number, CountryRow>();
  private currenciesById = new Map<number, CurrencyRow>();
  private bodies = new Map<LanguageCode, Buffer>();
  private digests = new Map<LanguageCode, string>();
  private choices = new Map<LanguageCode, CountryChoice[]>();
  /** Grows on every refresh, so caches built from this data know when to rebuild. */
  version = 0;

  constructor(private readonly db: Database) {}

  async refresh(): Promise<void> {
    const [currencies, countries, languages, sports, casinoCategories, casinoProviders] = await Promise.all([
      repo.listCurrencies(this.db),
      repo.listCountries(this.db),
      repo.listLanguages(this.db),
      repo.listSports(this.db),
      repo.listCasinoCategories(this.db),
      repo.listCasinoProviders(this.db),
    ]);
    const rows = { currencies, countries, languages, sports, casinoCategories, casinoProviders };
    this.rows = rows;
    this.countriesByCode = new Map(countries.map((c) => [c.code, c]));
    this.countriesById = new Map(countries.map((c) => [c.id, c]));
    this.currenciesById = new Map(currencies.map((c) => [c.id, c]));
    this.bodies = new Map(LANGUAGES.map((l) => [l, Buffer.from(JSON.stringify(ok(presentDictionaries(rows, l))))]));
    this.digests = new Map(
      [...this.bodies].map(([l, body]) => [l, createHash('sha256').update(body).digest('base64url').slice(0, 16)]),
    );
    this.choices = new Map(
      LANGUAGES.map((l) => [l, countryChoices(countries, l).map(({ id, name }) => ({ id, name }))]),
    );
    this.version++;
  }

  /** The serialised `GET /dictionaries` answer for a language. */
  body(language: LanguageCode): Buffer {
    const body = this.bodies.get(language) ?? this.bodies.get('en');
    if (!body) throw new Error('dictionaries are not loaded');
    return body;
  }

  /** A short name of the answer's content in a language: what a page names the file it preloads by. */
  digest(language: LanguageCode): string {
    const digest = this.digests.get(language) ?? this.digests.get('en');
    if (!digest) throw new Error('dictionaries are not loaded');
    return digest;
  }

  country(code: string): CountryRow | undefined {
    return this.countriesByCode.get(code.toUpperCase());
  }

  /** Countries named in a language and sorted by that name, for the lists a player picks from. */
  countryChoices(language: LanguageCode): CountryChoice[] {
    return this.choices.get(language) ?? this.choices.get('en') ?? [];
  }

  countryById(id: number): CountryRow | undefined {
    return this.countriesById.get(id);
  }

  /** The casino's providers as stored (codes, names, live or not). */
  casinoProviders(): CasinoProviderRow[] {
    return this.rows?.casinoProviders ?? [];
  }

  /** The casino's categories (named in a language) and providers, as `GET /dictionaries` shows them. */
  casino(language: LanguageCode): Dictionaries['casino'] {
    if (!this.rows) throw new Error('dictionaries are not loaded');
    return presentDictionaries(this.rows, language).casino;
  }

  currency(id: number): CurrencyRow | undefined {
    return this.currenciesById.get(id);
  }

  /**
   * The sports as stored now, read from the database rather than the held copy: the catalog
   * refreshes its sport names on its own schedule, not on this service's `refresh()`.
   */
  readSports(): Promise<SportRow[]> {
    return repo.listSports(this.db);
  }

  get loaded(): boolean {
    return this.rows !== null;
  }
}
