import { DEFAULT_LANGUAGE, LANGUAGES } from '@meridian/contract/constants';
import { LANGUAGE_PARAM } from '@meridian/contract/page-render';
import { preferenceCookies, readCookie, writePreferenceCookie } from '../browser/cookies';
import { readStorage, storageKeys, writeStorage } from '../browser/storage';

/** Only languages the product has texts for; anything else would silently show English. */
function isSupported(code: string | null | undefined): code is string {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/**
 * The player's choice: kept in this browser's storage, and in the cookie the server renders pages
 * by. The cookie alone counts too (storage cleared, or a page the server did not render), so a page
 * drawn in the browser speaks the language the server's pages do.
 */
export function readStoredLanguage(): string | null {
  const stored = readStorage('local', storageKeys.language);
  if (isSupported(stored)) return stored;
  const cookie = readCookie(preferenceCookies.language);
  return isSupported(cookie) ? cookie : null;
}

/** Stored choice first, then the country's language from settings, then English (spec 000 §9). */
export function resolveLanguage(countryLanguage: string | null | undefined): string {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const fromCountry = countryLanguage?.toLowerCase();
  return isSupported(fromCountry) ? fromCountry : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: string): void {
  writeStorage('local', storageKeys.language, language);
  // The server renders the next page's texts in the cookie's language.
  writePreferenceCookie(preferenceCookies.language, language);
}

/**
 * A language the address names (`?lang=`, the alternate links search engines follow) becomes the
 * player's choice, as if picked in the menu: the server rendered the page in it, and the next pages
 * follow.
 */
export function adoptLinkedLanguage(search: string): void {
  const linked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isSupported(linked) && readStoredLanguage() !== linked) storeLanguage(linked);
}
