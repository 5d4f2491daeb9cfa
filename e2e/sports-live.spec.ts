import { expect, test } from '@playwright/test';
import { openApp } from './support/app.ts';

/** What moves on a live card: the score, the clock and every price. */
async function liveSignature(page: import('@playwright/test').Page) {
  const main = page.getByRole('main');
  const score = (await main.getByTestId('event-score').textContent()) ?? '';
  const prices = await main
    .locator('button[data-odds]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-odds')).join(','));
  return { score, prices };
}

test("a live match's score, clock and prices change without a reload", async ({ page }) => {
  // Waits on the feed: a match picked at half time moves its clock only after the break.
  test.setTimeout(90_000);
  // Football (sport 1 of the simulator) always runs a clock.
  await openApp(page, '/live/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  // A row with prices: a match whose markets are all closed may be about to end.
  const row = main
    .getByRole('article')
    .filter({ has: page.locator('button[data-odds]') })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
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
