import type { Database } from '../../db/database.js';

export function listCurrencies(db: Database) {
  return db.selectFrom('currencies').selectAll().orderBy('id').execute();
}

export function listCountries(db: Database) {
  return db.selectFrom('countries').selectAll().orderBy('name').execute();
}

export function listLanguages(db: Database) {
  return db.selectFrom('languages').selectAll().orderBy('position').execute();
}

export function listSports(db: Database) {
  return db.selectFrom('sports').selectAll().orderBy('position').orderBy('id').execute();
}

export function listCasinoCategories(db: Database) {
  return db.selectFrom('casino_categories').selectAll().orderBy('position').orderBy('id').execute();
}

export function listCasinoProviders(db: Database) {
  return db.selectFrom('casino_providers').selectAll().orderBy('id').execute();
}

export type CountryRow = Awaited<ReturnType<typeof listCountries>>[number];
export type CurrencyRow = Awaited<ReturnType<typeof listCurrencies>>[number];
export type LanguageRow = Awaited<ReturnType<typeof listLanguages>>[number];
export type SportRow = Awaited<ReturnType<typeof listSports>>[number];
export type CasinoCategoryRow = Awaited<ReturnType<typeof listCasinoCategories>>[number];
export type CasinoProviderRow = Awaited<ReturnType<typeof listCasinoProviders>>[number];
