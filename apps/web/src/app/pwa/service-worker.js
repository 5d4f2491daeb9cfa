// The installable web app's service worker. It keeps the app shell (index.html and the hashed
// assets) so the installed app opens at once, and offline onto the network-lost page. It never
// answers /api, the providers' frames, downloads or anything else: those always go to the server.
// The build replaces the placeholder below with this build's shell files and their version.
const SHELL = self.__MERIDIAN_SHELL__;
const PREFIX = 'meridian-shell-';
const CACHE = `${PREFIX}${SHELL.version}`;
// Every app route answers the same index.html; it is kept under its file name.
const SHELL_PAGE = '/index.html';
const SERVER_PAGES = /^\/(api|dev|downloads|providers|static)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.files))
      // A new build's shell serves the next page load; hashed assets of the old one stay valid until then.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || SERVER_PAGES.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(pageOrShell(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(assetFromCache(request));
});

/** Pages come from the server while it answers (it may have a newer build); the cached shell otherwise. */
async function pageOrShell(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
      const cache = await caches.open(CACHE);
      await cache.put(SHELL_PAGE, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE);
    if (shell) return shell;
    throw error;
  }
}

/** Hashed assets never change under their name, so a cached copy is always right. */
async function assetFromCache(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}
