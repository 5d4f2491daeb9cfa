import { configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The web project shares one DOM environment per worker (isolate: false in vitest.config.ts), the
// costly part to set up. This file runs before each test file: the app's own modules are imported
// afresh for it (stores, lazily loaded screens, caches), as they would be in a file of its own.
vi.resetModules();

// findBy*/waitFor give up after one second by default: on a busy machine (two cores shared with the
// rest of the suite) a first render of a lazy screen takes longer. One limit for every file.
configure({ asyncUtilTimeout: 5_000 });

/** A file that renders as the server does (`@vitest-environment node`) has no DOM, and must not get one. */
const hasDom = typeof window !== 'undefined';

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

// The DOM has no layout engine: scrolling, media queries and observers become inert stand-ins.
if (hasDom) {
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

  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
}

afterEach(async () => {
  // The test file's own Testing Library, imported after the reset above: it holds the trees the
  // file rendered (Testing Library and the UI runtime go through Vite, so they reset with the app).
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  if (hasDom) {
    localStorage.clear();
    sessionStorage.clear();
    // Cookies too: the language and theme a test chose must not carry into the next.
    for (const part of document.cookie.split('; ')) {
      const name = part.split('=')[0];
      // biome-ignore lint/suspicious/noDocumentCookie: forgetting every cookie the test left
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// A test may end while a lazy screen or popup it opened is still being imported; the file's
// environment must outlive that import.
afterAll(async () => {
  // The test file's instance of the module, imported after the reset above.
  const { lazyCodeSettled } = await import('../shared/browser/lazy-code');
  await lazyCodeSettled();
});
