import { expect, type Page } from '@playwright/test';
import { expectSignedIn, signedUpOverApi } from './support/accounts.ts';
import { openApp } from './support/app.ts';
import { test } from './support/test.ts';

/** Opens the card of a live football match with prices (football always runs a clock). */
async function openLiveFootballMatch(page: Page): Promise<void> {
  await openApp(page, '/live/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  const row = main
    .getByRole('article')
    .filter({ has: page.locator('button[data-odds]') })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/live\/1\/\d+\/\d+$/);
}

test('a visitor is asked to log in or register in place of the broadcast', async ({ page }) => {
  await openLiveFootballMatch(page);
  const slot = page.getByRole('main').getByRole('region', { name: 'Match broadcast' });
  await expect(slot.getByText('login or register to watch the broadcast')).toBeVisible();
  await expect(
    slot
      .getByRole(/* desktop: popups; mobile: pages */ 'button', { name: 'Log In' })
      .or(slot.getByRole('link', { name: 'Log In' })),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live match tracker' })).toHaveCount(0);
});

test('a signed-in player watches the live match tracker move over the socket', async ({ page, request }, testInfo) => {
  // Waits on the feed: the tracker's snapshot, then new incidents of the match.
  test.setTimeout(90_000);
  await signedUpOverApi(page, request);
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);
  await openLiveFootballMatch(page);

  const tracker = page.getByRole('main').getByRole('region', { name: 'Live match tracker' });
  await expect(tracker).toBeVisible();
  await expect(tracker.getByRole('img', { name: /^Score \d+ : \d+$/ })).toBeVisible({ timeout: 20_000 });
  await expect(tracker.getByText('login or register to watch the broadcast')).toHaveCount(0);
  // A page that never reloads keeps this marker: what changes below came over the socket.
  await page.evaluate(() => Object.assign(window, { trackerMarker: 1 }));
  const caption = tracker.getByTestId('tracker-caption');
  const first = await caption.textContent();
  // At the journeys' feed speed a match minute lasts two seconds, and every minute tells where play is.
  await expect.poll(() => caption.textContent(), { timeout: 45_000 }).not.toBe(first);
  expect(await page.evaluate(() => (window as unknown as { trackerMarker?: number }).trackerMarker)).toBe(1);
});
