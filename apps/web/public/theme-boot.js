// Applies the saved or system theme before first paint so the page never flashes the wrong colours,
// and keeps it in a cookie so the server renders the next page (its theme toggle) in it too.
(() => {
  let theme = 'dark';
  try {
    const saved = localStorage.getItem('meridian.theme');
    if (saved === 'dark' || saved === 'light') theme = saved;
    else if (window.matchMedia?.('(prefers-color-scheme: light)').matches) theme = 'light';
  } catch {
    // Storage can be unavailable (privacy modes); the default theme applies.
  }
  document.documentElement.setAttribute('data-theme', theme);
  // The same cookie as the theme store's (src/shared/browser/cookies.ts): a year, the whole site.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value needs no encoding.
  document.cookie = `meridian.theme=${theme}; Max-Age=31536000; Path=/; SameSite=Lax`;
})();

// ICU's data loads on the page's first use of Intl, a long task on a phone. A worker in the same
// process pays for it while the app's code downloads; the app asks for the player's time zone once
// the worker answers (src/shared/browser/intl-warmup.ts).
(() => {
  try {
    const worker = new Worker('/intl-warmup.js');
    window.meridianIntlReady = new Promise((resolve) => {
      const done = () => {
        worker.terminate();
        resolve();
      };
      worker.onmessage = done;
      worker.onerror = done;
    });
    worker.postMessage(document.documentElement.lang);
  } catch {
    // No workers (or refused): the app pays for Intl itself.
  }
})();
