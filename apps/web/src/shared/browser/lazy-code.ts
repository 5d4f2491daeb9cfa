import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const inFlight = new Set<Promise<unknown>>();

/** Follows a module fetch until it settles, so `lazyCodeSettled` waits for it too. */
export function trackLoad<T>(loading: Promise<T>): Promise<T> {
  inFlight.add(loading);
  const settle = () => inFlight.delete(loading);
  loading.then(settle, settle);
  return loading;
}

/** React.lazy whose module fetch is tracked, so a caller can wait until no code is still arriving. */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await trackLoad(load()) }));
}

/** Resolves once every lazily loaded module being fetched has arrived (or failed). */
export async function lazyCodeSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
