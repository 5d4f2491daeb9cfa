import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { inBrowser } from './page-context';

const inFlight = new Set<Promise<unknown>>();

/** Follows a module fetch until it settles, so `lazyCodeSettled` waits for it too. */
export function trackLoad<T>(loading: Promise<T>): Promise<T> {
  inFlight.add(loading);
  const settle = () => inFlight.delete(loading);
  loading.then(settle, settle);
  return loading;
}

/**
 * On the server: the module each lazily loaded export came from, by its source path. The server
 * build passes every module a dynamic import loads through `noteModule` (apps/web/vite.config.ts).
 */
const moduleOf = new WeakMap<object, string>();
/** The modules of the lazily loaded components the render under way drew. */
let drawn: Set<string> | null = null;

/** Notes which module a dynamically imported namespace's exports came from (server build only). */
export function noteModule<M extends object>(namespace: M, id: string): M {
  for (const value of Object.values(namespace)) if (typeof value === 'function') moduleOf.set(value, id);
  return namespace;
}

/**
 * Runs a server render and answers, beside its result, the modules of the lazily loaded
 * components it drew: the page names their code in its head, so the browser fetches it beside the
 * app's instead of after it.
 */
export async function collectDrawnModules<T>(render: () => Promise<T>): Promise<{ result: T; modules: string[] }> {
  drawn = new Set();
  try {
    const result = await render();
    return { result, modules: [...drawn] };
  } finally {
    drawn = null;
  }
}

/** React.lazy whose module fetch is tracked, so a caller can wait until no code is still arriving. */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (inBrowser)
    return lazy(async () => ({ default: await trackLoad(load()) })) as LazyExoticComponent<ComponentType<P>>;
  // On the server, the loaded component notes its module each time a render draws it.
  return lazy(async () => {
    const loaded = (await load()) as ComponentType<P & object>;
    const id = moduleOf.get(loaded);
    return {
      default: (props: P & object) => {
        if (id) drawn?.add(id);
        return createElement(loaded, props);
      },
    };
  }) as LazyExoticComponent<ComponentType<P>>;
}

/** How many preload links one task adds: each costs the page a little work (a request, a lookup). */
const PRELOAD_BATCH = 8;

/**
 * Asks for modules' code now, beside each other (a server-rendered page names the code of the
 * screens it drew), so hydration finds it in place rather than asking for each screen's in turn.
 * The links go in a few at a time, a task each, so a page with many screens holds no long task.
 * The build's own preloading later finds these links and adds none of its own.
 */
export function preloadCode(hrefs: readonly string[], schedule: (next: () => void) => void = queueTask): void {
  for (const href of hrefs.slice(0, PRELOAD_BATCH)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const rest = hrefs.slice(PRELOAD_BATCH);
  if (rest.length > 0) schedule(() => preloadCode(rest, schedule));
}

function queueTask(next: () => void): void {
  setTimeout(next, 0);
}

/** Resolves once every lazily loaded module being fetched has arrived (or failed). */
export async function lazyCodeSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
