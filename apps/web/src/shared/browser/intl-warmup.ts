declare global {
  interface Window {
    /** Set by public/theme-boot.js: settles when its worker has loaded ICU's data for this process. */
    meridianIntlReady?: Promise<void>;
  }
}

/**
 * Runs `use` once Intl is cheap on this page: after public/theme-boot.js's worker has loaded ICU's
 * data, or at once where there is no such worker (a test, a page without the boot script).
 */
export function whenIntlReady(use: () => void): void {
  const ready = typeof window === 'undefined' ? undefined : window.meridianIntlReady;
  if (ready) void ready.then(use);
  else use();
}
