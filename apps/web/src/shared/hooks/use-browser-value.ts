import { useSyncExternalStore } from 'react';

type Subscribe = (onChange: () => void) => () => void;

const noChanges: Subscribe = () => () => {};

/**
 * A value only the browser knows (the user agent, a media query, Web Storage), read while rendering
 * without breaking hydration: the server renders `serverValue`, and so does the browser's hydrating
 * render, which must match the server's HTML; the browser's own value follows in a render right
 * after. Any other render in the browser (a page it renders alone, a later render) reads it at once.
 * `read` is called on every render and must answer an equal primitive while nothing changed;
 * `subscribe` tells when it may have (none by default: the value is read again with the next render).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe: Subscribe = noChanges): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

const inThisRender = () => true;
const notYet = () => false;

/**
 * Whether this render may show what only the browser knows (the time now, the window): false on the
 * server and in the browser's hydrating render, true in every other render of the browser.
 */
export function useBrowserRender(): boolean {
  return useSyncExternalStore(noChanges, inThisRender, notYet);
}
