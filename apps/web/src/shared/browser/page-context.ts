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
  /** The path and query the HTML was rendered for: a page kept by the service worker and shown
   * offline at another address is drawn afresh, not hydrated. */
  path: string;
}

export const PAGE_CONTEXT_ELEMENT_ID = 'meridian-page';

let context: PageContext | null | undefined;

/**
 * The server's page context: set by the server entry for its render, read once from the page in a
 * browser; null for a page the server did not render (the offline shell, the dev server).
 */
export function pageContext(): PageContext | null {
  if (context !== undefined) return context;
  context = null;
  if (typeof document === 'undefined') return context;
  const element = document.getElementById(PAGE_CONTEXT_ELEMENT_ID);
  if (!element) return context;
  try {
    context = JSON.parse(element.textContent ?? '') as PageContext;
  } catch {
    context = null;
  }
  return context;
}

/** The server entry's context for the render under way (renders run one at a time). */
export function setPageContext(next: PageContext | null): void {
  context = next;
}

/** Whether this code runs in a browser, not in the server's render. */
export const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
