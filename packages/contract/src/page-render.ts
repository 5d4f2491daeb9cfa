/**
 * What the server and the web app's server entry (apps/web/src/entry-server.tsx) agree on when a
 * public first screen is rendered on the server and hydrated in the browser.
 */

/**
 * What the server decided when it rendered the page's first screen, written into the page as the
 * JSON block `#meridian-page`: the hydrating app starts from exactly these values (its stores'
 * initial state), so its first render matches the server's HTML, and moves to the browser's own
 * values (stored theme, time zone, session, bet slip) right after hydration.
 */
export interface PageContext {
  /** The layout the HTML was rendered for (the form factor's values). */
  layout: 'mobile' | 'desktop';
  /** The theme the HTML was rendered for (the cookie's, else the default; the theme store's values). */
  theme: 'dark' | 'light';
  /** The language of the HTML's texts. */
  language: string;
  /** The time zone the HTML's times are written in. */
  timezone: string;
  /** When the HTML was rendered (unix ms): what running clocks read while hydrating. */
  renderedAt: number;
  /** The host the page was asked for (the settings query's key). */
  host: string;
  /** Whether the HTML shows the Android app's banner: an Android browser that has not closed it this
   * session (its session cookie says so). */
  appBanner: boolean;
  /** The path and query the HTML was rendered for: a page kept by the service worker and shown
   * offline at another address is drawn afresh, not hydrated. */
  path: string;
  /** Where the reference data the HTML was rendered with (the `GET /dictionaries` answer) is kept as a
   * file named by its content: the page preloads it beside the app's code and the browser caches it
   * for good, instead of every page carrying it. Absent: the data is in the page's answers block. */
  dictionaries?: string;
  /**
   * The code of the lazily loaded screens the page drew: the app asks for it as soon as it starts,
   * all at once, instead of screen by screen as hydration reaches each.
   */
  screenCode?: string[];
}

/** The address of the dictionaries answer in a language, as a file named by its content. */
export function dictionariesFile(language: string, digest: string): string {
  return `${DICTIONARIES_FILES}${language}.${digest}.json`;
}

/** Where the dictionaries files are served. */
export const DICTIONARIES_FILES = '/boot/dictionaries/';

/**
 * Cookies the server reads to render a page's first screen the way this browser last showed it:
 * the app keeps the same choices in Web Storage, which the server cannot see.
 */
export const preferenceCookies = {
  theme: 'meridian.theme',
  language: 'meridian.language',
  timezone: 'meridian.timezone',
  /** The layout the window last asked for (a page reloads into it when the server rendered the other). */
  layout: 'meridian.layout',
} as const;

/** The session cookie a closed Android app banner leaves, so the next page is rendered without it. */
export const APP_BANNER_CLOSED_COOKIE = 'meridian.app-banner-closed';

/** The JSON block of the page context. */
export const PAGE_CONTEXT_ELEMENT_ID = 'meridian-page';
/** The JSON block of the answers the HTML shows (TanStack Query's dehydrated state). */
export const SERVER_STATE_ELEMENT_ID = 'meridian-state';

/** The query parameter a link names the page's language with (search engines' language alternates). */
export const LANGUAGE_PARAM = 'lang';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The app's HTML, for the page's #root. */
      html: string;
      /** The page's title in its language. */
      title: string;
      /** The page's description (its meta tag) in its language. */
      description: string;
      /** schema.org data of the page (an event), as JSON text; null for none. */
      structuredData: string | null;
      /** What failed to render (its part is left to the browser), for the server's log. */
      errors: string[];
      /** The answers the HTML shows, for the browser's query client. */
      state: string;
      /**
       * The source modules (paths from the web app's root, as its build manifest names them) of the
       * lazily loaded screens the page drew: the page's head names their code.
       */
      modules: string[];
    };

/** Whether a text names a time zone this runtime knows (a cookie or storage may hold anything). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
