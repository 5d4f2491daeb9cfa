import type { StateCreator } from 'zustand';
import { inBrowser, type PageContext, pageContext } from './page-context';

/**
 * A zustand store whose state the server's HTML shows (the theme, the time zone), so the hydrating
 * render must start from the same values:
 * - the store's initial state takes `fromPage` of the page context when the page has one (it was
 *   rendered by the server), and is the creator's own otherwise (a page the browser renders alone,
 *   with nothing to match);
 * - on the server the store is created once, at import, for every request, while React renders a
 *   store's hooks from its `getInitialState()` (zustand's server snapshot): there it follows the page
 *   context of the render under way.
 * The browser's own values replace the page's right after hydration (app/boot/browser-state.ts).
 */
export function startFromPage<T extends object>(
  fromPage: (context: PageContext) => Partial<T>,
  creator: StateCreator<T>,
): StateCreator<T> {
  return (set, get, api) => {
    const own = creator(set, get, api);
    const stateFor = (context: PageContext | null): T => (context ? { ...own, ...fromPage(context) } : own);
    if (!inBrowser) api.getInitialState = perRender(stateFor);
    return stateFor(pageContext());
  };
}

/** The state for the page context of the render under way, the same object while that context holds. */
function perRender<T>(stateFor: (context: PageContext | null) => T): () => T {
  let last: { context: PageContext | null; state: T } | undefined;
  return () => {
    const context = pageContext();
    if (last?.context !== context) last = { context, state: stateFor(context) };
    return last.state;
  };
}
