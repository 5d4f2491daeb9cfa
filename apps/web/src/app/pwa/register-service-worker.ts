/**
 * Registers the web app's service worker (built into `/sw.js` by production builds only: in
 * development it would serve stale modules). After the page has loaded, so it never competes with
 * the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // Without a worker the app works as before, only not offline.
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
