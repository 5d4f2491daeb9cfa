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
