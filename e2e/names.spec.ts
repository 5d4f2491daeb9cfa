import { expect, type Locator } from '@playwright/test';
import { live } from '../apps/server/test/feed-factory.ts';
import { isMobile, openApp } from './support/app.ts';
import { FeedProvider, openSlip, pickOdds } from './support/betting.ts';
import { test } from './support/test.ts';

// Long names as the feed simulator makes them ("Sporting" before a place, a club word after it).
const names = { home: 'Sporting Stravenbridge Wanderers', away: 'FC Troumouburg Athletic' };

/** Whether an element shows all its text: nothing cut at its end or below its last line. */
function shownInFull(element: Locator): Promise<boolean> {
  return element.evaluate(
    (node) => node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1,
  );
}

/** The words of an element's text that are split over two lines (a word on one line has one box). */
function wordsBrokenAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const text = node.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return ['(no text)'];
    const broken: string[] = [];
    const content = text.textContent ?? '';
    for (const match of content.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
    return broken;
  });
}

async function expectNamesWhole(scope: Locator): Promise<void> {
  for (const name of [names.home, names.away]) {
    const element = scope.getByText(name, { exact: true }).first();
    await expect(element).toBeVisible();
    expect(await shownInFull(element), `${name} is shown in full`).toBe(true);
    expect(await wordsBrokenAcrossLines(element), `${name} breaks between words only`).toEqual([]);
  }
}

test.describe('long names', () => {
  test('a long team name in a match row is shown in full, wrapping between its words', async ({
    page,
    request,
  }, testInfo) => {
    const provider = new FeedProvider(request, testInfo.project.use.baseURL ?? '', names);
    await provider.open([2100, 3300, 3600]);
    await openApp(page, `/line/1/${provider.match.tournament.id}`);
    await expectNamesWhole(page.getByRole('main'));

    // The slip writes the match the same way: both teams, wrapped between words.
    await page
      .getByRole('main')
      .getByRole('button', { name: /^1 2\.10/ })
      .click();
    const slip = await openSlip(page, testInfo);
    const match = slip.getByTestId('slip-item').getByText(`${names.home} - ${names.away}`, { exact: true });
    await expect(match).toBeVisible();
    expect(await shownInFull(match), 'the match is shown in full in the slip').toBe(true);
    expect(await wordsBrokenAcrossLines(match)).toEqual([]);
  });

  test('the statistics header of a live match with long team names breaks them between words only', async ({
    page,
    request,
  }, testInfo) => {
    const provider = new FeedProvider(request, testInfo.project.use.baseURL ?? '', names);
    const started = {
      ...provider.match,
      start_time: Math.floor(Date.now() / 1000) - 600,
      parts: [
        { id: 1, name: 'Match' },
        { id: 2, name: '1st half' },
      ],
    };
    await provider.send([live(started, [1, 0])]);
    const path = `/live/1/${provider.match.tournament.id}/${provider.match.event_id}`;
    await openApp(page, isMobile(testInfo) ? `${path}/statistics` : path);
    const statistics = page.getByRole('region', { name: 'Statistics' });
    await expectNamesWhole(statistics);
  });

  test('in Russian at 1100 px the slip’s tabs and log-in button and the sidebar’s switch show their labels whole', async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'the desktop columns');
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.addInitScript(() => localStorage.setItem('meridian.language', 'ru'));
    await openApp(page, '/line');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await pickOdds(page.getByRole('main').locator('button[data-odds]').first());
    const slip = page.getByRole('complementary', { name: 'Купон' });
    const tabs = slip.getByRole('tablist').first();
    await expect(tabs.getByRole('tab', { name: 'Открытые ставки' })).toBeVisible();
    expect(await shownInFull(tabs), 'every tab of the slip is within its strip').toBe(true);
    const logIn = slip.getByRole('button', { name: 'Войдите, чтобы сделать ставку' });
    expect(await shownInFull(logIn), 'the log-in button shows its whole label').toBe(true);
    const switcher = page.getByRole('navigation', { name: 'Линия или лайв' }).filter({ visible: true }).first();
    await expect(switcher.getByRole('link')).toHaveCount(2);
    for (const link of await switcher.getByRole('link').all()) {
      expect(await shownInFull(link), (await link.textContent()) ?? '').toBe(true);
      const icon = await link.locator('svg').boundingBox();
      expect(icon?.width, 'the icon keeps its size').toBeGreaterThanOrEqual(15);
    }
  });
});
