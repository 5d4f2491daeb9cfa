import type { LanguageCode } from '../constants.js';
import { en } from './en.js';
import { ru } from './ru.js';

/** The texts of module "site" per language code; the server answers /translations from this map. */
export const siteLocales: Readonly<Record<LanguageCode, Readonly<Record<string, string>>>> = { en, ru };
