import { readCookie, writeCookie } from './cookies';

// Sign-up reads the partner's tag with it.
export { readCookie };

/**
 * Affiliate attribution. A visitor who arrives from a partner's link carries `btag` (the partner's
 * tag, sent with the sign-up, spec 000 §3) and may carry `click_id` (the partner's id of that one
 * click). Both are kept in first-party cookies so they survive navigation and come back with the
 * sign-up and the app download, whichever page the visitor reaches them from.
 */
export const attributionCookies = { btag: 'btag', clickId: 'click_id' } as const;

/** Partners attribute a sign-up within a month of the click, the usual affiliate window. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const MAX_LENGTH = 128;

/** Keeps the attribution parameters of the address the visitor arrived at; a newer click replaces an older one. */
export function rememberAttribution(search: string): void {
  const params = new URLSearchParams(search);
  for (const [param, cookie] of [
    ['btag', attributionCookies.btag],
    ['click_id', attributionCookies.clickId],
  ] as const) {
    const value = params.get(param)?.trim();
    if (value && value.length <= MAX_LENGTH) writeCookie(cookie, value, MAX_AGE_SECONDS);
  }
}

/** The id a download is attributed to: the partner's click id, else the partner's tag, else none. */
export function attributionClickId(): string {
  return readCookie(attributionCookies.clickId) ?? readCookie(attributionCookies.btag) ?? '';
}

/** Drops the visitor's attribution (tests, and a visitor who asks to be forgotten). */
export function forgetAttribution(): void {
  for (const name of Object.values(attributionCookies)) writeCookie(name, '', 0);
}
