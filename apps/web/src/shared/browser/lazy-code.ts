import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const inFlight = new Set<Promise<unknown>>();

/** React.lazy whose module fetch is tracked, so a caller can wait until no code is still arriving. */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const loading = load();
    inFlight.add(loading);
    try {
      return { default: await loading };
    } finally {
      inFlight.delete(loading);
    }
  });
}

/** Resolves once every lazily loaded module being fetched has arrived (or failed). */
export async function lazyCodeSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
