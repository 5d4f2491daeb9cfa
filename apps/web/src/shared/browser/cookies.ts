import { preferenceCookies } from '@meridian/contract/page-render';
import { inBrowser } from './page-context';

export { preferenceCookies };

export type PreferenceCookie = (typeof preferenceCookies)[keyof typeof preferenceCookies];

/** A choice is kept as long as the stored one: a year, renewed with every change. */
export const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A cookie's value, or null when it is absent, empty or there is no document (the server's render). */
export function readCookie(name: string): string | null {
  if (!inBrowser) return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  if (!match) return null;
  try {
    // An empty value is a cookie being forgotten (some engines keep it until the next read).
    return decodeURIComponent(match.slice(name.length + 1)) || null;
  } catch {
    return null;
  }
}

/**
 * Writes a first-party cookie for the whole site; a max age of 0 forgets it, none keeps it for the
 * browser session. No-op without a document.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  if (!inBrowser) return;
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is encoded here.
  document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=Lax`;
}

/** Keeps a preference where the server's next render of a page can read it. */
export function writePreferenceCookie(name: PreferenceCookie, value: string): void {
  writeCookie(name, value, PREFERENCE_MAX_AGE_SECONDS);
}
