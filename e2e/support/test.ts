import { type BrowserContext, type BrowserContextOptions, test as base } from '@playwright/test';
import { serverNames, serverUrl } from './servers.ts';

/**
 * The journeys' `test`: each journey gets a new page, as with Playwright's own, but in a browser
 * context its worker keeps for every journey with the same settings, emptied of the last one's
 * cookies and storage. A fresh context per journey loaded the app from a cold cache each time: the
 * app's files fetched, decompressed and compiled again, about 1.4 s of Chromium's CPU per journey
 * on this machine. The HTTP cache is the only thing that carries over (hashed files and images);
 * what a player's browser would remember (cookies, local storage, IndexedDB, caches, service
 * workers) is cleared for every journey server's origin. A journey that needs a second browser
 * makes its own context (`newDevice`).
 */

/** The settings a journey's context is made with, from the project, the file or the describe block. */
type ContextSettings = Pick<
  BrowserContextOptions,
  | 'baseURL'
  | 'viewport'
  | 'deviceScaleFactor'
  | 'isMobile'
  | 'hasTouch'
  | 'userAgent'
  | 'locale'
  | 'timezoneId'
  | 'colorScheme'
  | 'reducedMotion'
  | 'serviceWorkers'
>;

/** What a journey may leave behind in its origins, all of it a player's browser state. */
const storageTypes = 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems';

async function emptyContext(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const session = await context.newCDPSession(page);
  for (const name of serverNames) {
    await session.send('Storage.clearDataForOrigin', { origin: serverUrl(name), storageTypes });
  }
  await session.detach();
  await context.clearCookies();
  await context.clearPermissions();
  for (const open of context.pages()) await open.close();
}

export const test = base.extend<object, { contexts: Map<string, BrowserContext> }>({
  contexts: [
    // Depending on the browser closes these contexts before it.
    // biome-ignore lint/correctness/noUnusedFunctionParameters: Playwright reads the fixtures a fixture needs from its parameter.
    async ({ browser }, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    {
      contexts,
      browser,
      baseURL,
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      serviceWorkers,
    },
    use,
    testInfo,
  ) => {
    const settings: ContextSettings = {
      baseURL,
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      serviceWorkers,
    };
    const key = JSON.stringify(settings);
    let context = contexts.get(key);
    if (!context) {
      context = await browser.newContext(settings);
      contexts.set(key, context);
    }
    const page = await context.newPage();
    try {
      await use(page);
    } finally {
      // A journey that failed midway may leave the context in any state: the next one starts on a new one.
      if (testInfo.status === testInfo.expectedStatus) await emptyContext(context);
      else {
        contexts.delete(key);
        await context.close();
      }
    }
  },
});
