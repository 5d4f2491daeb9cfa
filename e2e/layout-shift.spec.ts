import { expect, type Page } from '@playwright/test';
import { expectShell, footer, openApp } from './support/app.ts';
import { test } from './support/test.ts';

/** Sums the layout shifts a person would see (none right after input), from the first paint on. */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    const store = window as unknown as { layoutShift: number; shifted: string[] };
    store.layoutShift = 0;
    store.shifted = [];
    const nameOf = (node: Node | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        store.layoutShift += entry.value;
        const nodes = (entry.sources ?? []).map((source) => nameOf(source.node)).join(', ');
        store.shifted.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${nodes}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function firstLiveEventPath(page: Page): Promise<string> {
  await openApp(page, '/live');
  const href = await page
    .getByRole('main')
    .locator('a[href^="/live/"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').find((h) => /^\/live\/\d+\/\d+\/\d+/.test(h)),
    );
  if (!href) throw new Error('no live event listed');
  return href;
}

/** The calls of the first screens' lists and banners (an event's past results are not among them). */
const lists = /\/api\/v1\/(events\/(?!results\/)|content\/banners|casino\/)/;

test.describe('layout shift', () => {
  for (const path of ['/', '/live', '/line', 'event', '/casino/games']) {
    test(`${path}: the first screen arrives with its lists, the footer out of sight, and nothing jumps`, async ({
      page,
    }) => {
      const target = path === 'event' ? await firstLiveEventPath(page) : path;
      await watchLayoutShift(page);
      // The live updates are held back (the socket opens and says nothing): a match that ends or
      // starts moves the lists by right, and what is measured here is the page's own doing, from
      // the server's HTML through hydration.
      await page.routeWebSocket(/.*/, () => {});
      const listCalls: string[] = [];
      page.on('request', (request) => {
        if (lists.test(request.url())) listCalls.push(request.url());
      });
      await page.goto(target);
      await expectShell(page);
      // The server rendered the lists into the page: the footer sits below them, out of sight.
      const viewport = page.viewportSize()?.height ?? 0;
      const before = await footer(page).evaluate((element) => element.getBoundingClientRect().top);
      expect(before, 'the footer starts below the fold').toBeGreaterThanOrEqual(viewport);

      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main').getByRole('status', { name: /Loading/ })).toHaveCount(0);
      const { shift, shifted } = await page.evaluate(() => {
        const store = window as unknown as { layoutShift: number; shifted: string[] };
        return { shift: store.layoutShift, shifted: store.shifted };
      });
      expect(shift, `cumulative layout shift on ${target}:\n${shifted.join('\n')}`).toBeLessThan(0.05);
      // Hydration asked for none of the first screen's lists again. (A live event's page is left out:
      // its simulated match may end while the test runs, and the page then moves to the line.)
      if (path !== 'event') expect(listCalls, 'lists fetched again after the server rendered them').toEqual([]);
    });
  }
});
