// A worker started by theme-boot.js. The first use of Intl in a page loads ICU's data for the whole
// process, a long task on a phone; done here, it costs the page's main thread nothing, and the app's
// own first date, number and time zone formats are cheap.
self.onmessage = (event) => {
  const language = typeof event.data === 'string' && event.data ? event.data : undefined;
  try {
    Intl.DateTimeFormat().resolvedOptions();
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(1.5);
    new Intl.PluralRules(language).select(1);
  } catch {
    // An engine without Intl or this language: the page pays for what it uses, as without the worker.
  }
  self.postMessage('ready');
};
