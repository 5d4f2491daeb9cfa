import { expect, type Page } from '@playwright/test';
import { expectShell, footer, openApp } from './support/app.ts';
import { test } from './support/test.ts';

const NO_CONNECTION = 'No Connection: Check your network settings and try again';
const PAUSED_BAR = 'No connection. Live odds are paused until it returns.';

/** The live prices a player can click in the content, and those standing paused. */
function livePrices(page: Page) {
  const main = page.getByRole('main');
  return { clickable: main.locator('button[data-odds]'), paused: main.locator('button[data-paused]') };
}

// The journeys share a browser context per worker: the network is given back whatever happens.
test.afterEach(async ({ page }) => {
  await page.context().setOffline(false);
});

test('offline, a list that cannot load shows the No Connection page; back online the app comes back by itself', async ({
  page,
}) => {
  await openApp(page, '/live');
  await expect(livePrices(page).clickable.first()).toBeVisible();

  await page.context().setOffline(true);
  // The list screen's code is here already; its upcoming matches are not.
  await page
    .getByRole('navigation', { name: 'Upcoming or live' })
    .filter({ visible: true })
    .first()
    .getByRole('link', { name: 'Upcoming' })
    .click();
  await expect(page.getByRole('heading', { name: NO_CONNECTION })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: NO_CONNECTION })).toBeHidden();
  await expectShell(page);
  await expect(page).toHaveURL(/\/line$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('offline, a section whose code cannot load shows the No Connection page, not the error page', async ({ page }) => {
  // A page whose code holds none of the policy page's, so that code has not been fetched yet.
  await openApp(page, '/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();

  await page.context().setOffline(true);
  await footer(page).getByRole('link', { name: 'AML Policy' }).click();
  await expect(page.getByRole('heading', { name: NO_CONNECTION })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops, Something Went Wrong. Please Refresh The Page' })).toHaveCount(
    0,
  );

  await page.context().setOffline(false);
  await expectShell(page);
  await expect(page).toHaveURL(/\/terms\/aml-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('live odds and scores stand paused while the connection is gone, and go live again by themselves', async ({
  page,
}) => {
  let sockets = 0;
  page.on('websocket', () => {
    sockets += 1;
  });
  await openApp(page, '/live');
  const prices = livePrices(page);
  const main = page.getByRole('main');
  await expect(prices.clickable.first()).toBeVisible();
  await expect.poll(() => sockets).toBe(1);
  const status = page.getByRole('status').filter({ hasText: PAUSED_BAR });

  await page.context().setOffline(true);
  await expect(status).toBeVisible();
  // The matches stay on screen, but none of their prices can be taken as live.
  await expect(prices.paused.first()).toBeVisible();
  await expect(prices.paused.first()).toBeDisabled();
  await expect(prices.paused.first()).toHaveAccessibleName(/paused until the connection returns$/);
  await expect(prices.clickable).toHaveCount(0);
  await expect(main.getByText('Paused', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: NO_CONNECTION })).toHaveCount(0);

  // Nobody presses anything: the socket reconnects, the prices are live and clickable again.
  await page.context().setOffline(false);
  await expect(status).toHaveCount(0);
  await expect.poll(() => sockets).toBe(2);
  await expect(prices.clickable.first()).toBeVisible();
  await expect(prices.paused).toHaveCount(0);
  await expect(main.getByText('Paused', { exact: true })).toHaveCount(0);
});
