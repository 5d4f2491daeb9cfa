import { isTimeZone } from '@meridian/contract/page-render';
import { create } from 'zustand';
import { preferenceCookies, writePreferenceCookie } from '../browser/cookies';
import { inBrowser, pageContext } from '../browser/page-context';
import { startFromPage } from '../browser/start-from-page';
import { readStorage, storageKeys, writeStorage } from '../browser/storage';

/** The zone of a server's render with no page context (a time zone it could not learn). */
const DEFAULT_TIMEZONE = 'UTC';

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** The player's zone in this browser: the stored choice, else the browser's (spec 000 §1). */
export function playerTimezone(): string {
  const stored = readStorage('local', storageKeys.timezone);
  return stored && isTimeZone(stored) ? stored : browserTimezone();
}

interface TimezoneState {
  timezone: string;
  setTimezone: (timezone: string) => void;
}

/**
 * The player's time zone. A page the server rendered starts from the zone its times were written in,
 * the player's own follows after hydration (app/boot/browser-state.ts); a page the browser renders
 * alone starts from the player's. The server's own zone is never the player's.
 */
export const useTimezone = create<TimezoneState>()(
  startFromPage<TimezoneState>(
    (page) => ({ timezone: page.timezone }),
    (set) => ({
      // A server-rendered page starts from its own zone (above); asking the browser for its zone is
      // slow the first time (ICU's time zone data), so it waits for applyBrowserState.
      timezone: inBrowser && !pageContext() ? playerTimezone() : DEFAULT_TIMEZONE,
      setTimezone: (timezone) => {
        if (!isTimeZone(timezone)) return;
        writeStorage('local', storageKeys.timezone, timezone);
        // The server writes the next page's times in the cookie's zone.
        writePreferenceCookie(preferenceCookies.timezone, timezone);
        set({ timezone });
      },
    }),
  ),
);
