import { expect, type Page, type Route } from '@playwright/test';
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

/** Holds the answers of the calls that fill a screen's lists until `release` is called. */
async function holdLists(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route(pattern, (route) => void held.push(route));
  return async () => {
    for (const route of held) await route.continue();
    await page.unroute(pattern);
  };
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

const lists = /\/api\/v1\/(events\/|content\/banners|casino\/)/;

test.describe('layout shift', () => {
  for (const path of ['/', '/live', '/line', 'event', '/casino/games']) {
    test(`${path}: the footer stays out of sight until the lists arrive, and nothing jumps`, async ({ page }) => {
      const target = path === 'event' ? await firstLiveEventPath(page) : path;
      await watchLayoutShift(page);
      const release = await holdLists(page, lists);
      await page.goto(target);
      await expectShell(page);
      const viewport = page.viewportSize()?.height ?? 0;
      const before = await footer(page).evaluate((element) => element.getBoundingClientRect().top);
      expect(before, 'the footer starts below the fold while the lists load').toBeGreaterThanOrEqual(viewport);

      await release();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main').getByRole('status', { name: /Loading/ })).toHaveCount(0);
      const { shift, shifted } = await page.evaluate(() => {
        const store = window as unknown as { layoutShift: number; shifted: string[] };
        return { shift: store.layoutShift, shifted: store.shifted };
      });
      expect(shift, `cumulative layout shift on ${target}:\n${shifted.join('\n')}`).toBeLessThan(0.05);
    });
  }
});
