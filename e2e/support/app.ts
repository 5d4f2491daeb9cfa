import { errors, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

/** Waits until the address bar shows this path (the app redirects on the client). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).pathname, { message: `the address should settle on ${pathname}` })
    .toBe(pathname);
}

/** Every pathname the tab showed, including client-side redirects (history push and replace). */
export function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (paths.at(-1) !== path) paths.push(path);
  });
  return paths;
}

export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/**
 * The app shell is drawn and answers input: the layout with its footer is on screen and the app
 * has hydrated the server's HTML (a click before that would reach a page with no code behind it).
 */
export async function expectShell(page: Page): Promise<void> {
  await expect(footer(page)).toBeVisible();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
}

/**
 * Opens a path and waits for the shell and its first calls, so the layout no longer moves under a
 * click. The wait for the network to go quiet is bounded: on a loaded machine a page's periodic
 * calls (balances, the lists' refreshes) can keep it from ever being quiet for half a second, and
 * the steps after this wait for what they need themselves.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectShell(page);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
  });
}

export function htmlAttribute(page: Page, name: string): Promise<string | null> {
  return page.locator('html').getAttribute(name);
}
