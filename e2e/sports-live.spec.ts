import { expect, type Locator, type Page } from '@playwright/test';
import { openApp } from './support/app.ts';
import { test } from './support/test.ts';

/** What moves on a live card: the score, the clock and every price. */
async function liveSignature(page: Page) {
  const main = page.getByRole('main');
  const score = (await main.getByTestId('event-score').textContent()) ?? '';
  const prices = await main
    .locator('button[data-odds]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-odds')).join(','));
  return { score, prices };
}

/** Match rows with prices: a match whose markets are all closed may be about to end. */
function pricedRows(page: Page, main: Locator): Locator {
  return main.getByRole('article').filter({ has: page.locator('button[data-odds]') });
}

/** The clock of every match row with prices in the list, by the row's name: "mm:ss" as the row shows it. */
async function rowClocks(page: Page, main: Locator): Promise<Map<string, string>> {
  const rows = await pricedRows(page, main).evaluateAll((articles) =>
    articles.map((article) => ({
      name: article.getAttribute('aria-label') ?? '',
      clock: article.querySelector('[role="timer"]')?.textContent ?? '',
    })),
  );
  const clocks = new Map<string, string>();
  for (const { name, clock } of rows) if (name !== '' && /^\d+:\d\d$/.test(clock)) clocks.set(name, clock);
  return clocks;
}

function clockSeconds(clock: string): number {
  const [minutes, seconds] = clock.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/**
 * The live match with the most time left: of the rows whose clock runs (it moved between two looks;
 * a match at half time or over stands still), the one with the earliest clock.
 */
async function earliestRunningMatch(page: Page, main: Locator): Promise<string> {
  let previous = await rowClocks(page, main);
  let chosen: string | undefined;
  await expect
    .poll(
      async () => {
        const current = await rowClocks(page, main);
        const running = [...current].filter(([name, clock]) => previous.has(name) && previous.get(name) !== clock);
        previous = current;
        running.sort(([, a], [, b]) => clockSeconds(a) - clockSeconds(b));
        chosen = running[0]?.[0];
        return chosen;
      },
      // The list's clocks tick once a second: looks further apart than that see a running clock move.
      { message: 'a live match with prices whose clock runs', intervals: [1_500], timeout: 20_000 },
    )
    .toBeDefined();
  return chosen as string;
}

test("a live match's score, clock and prices change without a reload", async ({ page }) => {
  // Waits on the feed: for a running clock to choose, then for the chosen match to move.
  test.setTimeout(120_000);
  // Football (sport 1 of the simulator) always runs a clock.
  await openApp(page, '/live/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await expect(pricedRows(page, main).first()).toBeVisible();
  // Every live match of the sport on screen, so the choice below sees the youngest one.
  const showMore = main.getByRole('button', { name: /^Show \d+ more tournaments?$/ });
  if (await showMore.isVisible()) {
    await showMore.click();
    await expect(showMore).toBeHidden();
    await expect(main.getByRole('status', { name: 'Loading matches' })).toHaveCount(0);
  }

  // A match near its end may finish before anything more happens: take the one with the most time left.
  const name = await earliestRunningMatch(page, main);
  await main.getByRole('article', { name, exact: true }).getByRole('link').first().click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/live\/\d+\/\d+\/\d+$/);

  // A marker on the window survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { liveMarker: 1 }));
  const clock = main.getByRole('timer').first();
  await expect(clock).toBeVisible();
  const firstClock = await clock.textContent();
  const before = await liveSignature(page);

  // The fast simulator moves a match within seconds: prices reprice with the clock, goals come and go.
  // The clock stands still through half time, 15 match minutes: 30 s at the journeys' feed speed.
  await expect.poll(async () => clock.textContent(), { timeout: 45_000 }).not.toBe(firstClock);
  await expect
    .poll(async () => JSON.stringify(await liveSignature(page)), { timeout: 45_000 })
    .not.toBe(JSON.stringify(before));
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);
});
