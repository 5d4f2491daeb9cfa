import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { lazyCodeSettled } from '../shared/browser/lazy-code';

// jsdom has no layout engine: scrolling, media queries and observers become inert stand-ins.
window.scrollTo = () => undefined;

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// A test may end while a lazy screen or popup it opened is still being imported; the file's
// environment must outlive that import.
afterAll(() => lazyCodeSettled());
