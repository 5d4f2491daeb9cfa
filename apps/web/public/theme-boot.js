// Applies the saved or system theme before first paint so the page never flashes the wrong colours.
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
})();
