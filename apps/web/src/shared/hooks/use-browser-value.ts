import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

type Subscribe = (onChange: () => void) => () => void;

const noChanges: Subscribe = () => () => {};

/**
 * Whether this component was first drawn by the browser's hydrating render (it then shows the
 * server's HTML), for its whole life: false for one the browser draws alone. Its reading never
 * changes, so it costs React no render of its own after hydration.
 */
export function useDrawnByServer(): boolean {
  const drawnByServer = useRef(false);
  return useSyncExternalStore(
    noChanges,
    () => drawnByServer.current,
    () => {
      drawnByServer.current = true;
      return true;
    },
  );
}

/**
 * Whether this render may show what only the browser knows (the time now, the window): false on the
 * server and in the browser's hydrating render, true in every other render of the browser. A
 * hydrated component turns to the browser's values in a transition right after it is hydrated:
 * React renders it again in slices, between the hydration's own, rather than in one synchronous
 * render per hydrated part of the page.
 */
export function useBrowserRender(): boolean {
  const drawnByServer = useDrawnByServer();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (drawnByServer) startTransition(() => setHydrated(true));
  }, [drawnByServer]);
  return !drawnByServer || hydrated;
}

/**
 * A value only the browser knows (the user agent, a media query, Web Storage), read while rendering
 * without breaking hydration: the server renders `serverValue`, and so does the browser's hydrating
 * render, which must match the server's HTML; the browser's own value follows right after
 * (`useBrowserRender`). Any other render in the browser (a page it renders alone, a later render)
 * reads it at once. `read` is called on every render and must answer an equal primitive while
 * nothing changed; `subscribe` tells when it may have (none by default: the value is read again with
 * the next render).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe: Subscribe = noChanges): T {
  const browser = useBrowserRender();
  const server = () => serverValue;
  return useSyncExternalStore(browser ? subscribe : noChanges, browser ? read : server, server);
}
