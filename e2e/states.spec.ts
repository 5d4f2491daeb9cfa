import { expect } from '@playwright/test';
import { expectSignedIn, header, signedUpOverApi } from './support/accounts.ts';
import { expectShell, footer, openApp } from './support/app.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

test('the top page draws from the settings and banners the page carried, without asking for them', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v1/settings' || pathname === '/api/v1/content/banners') asked.push(pathname);
  });
  await openApp(page, '/');
  await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('link').first()).toBeVisible();
  expect(asked).toEqual([]);
});

test('a notice opens below the header, leaving the balance and Deposit uncovered', async ({
  page,
  request,
}, testInfo) => {
  await signedUpOverApi(page, request);
  await openApp(page, '/line/1/108');
  await expectSignedIn(page, testInfo);
  // A refused favourite: any notice would do, this one the player can cause on every page with matches.
  await page.route('**/api/v1/user/favorites', (route) =>
    route.fulfill({
      status: 503,
      json: { payload: null, errors: null, message: 'Favorites are resting', code: 'Unavailable' },
    }),
  );
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add .+ to favorites$/ })
    .first()
    .click();
  const toast = page.getByRole('region', { name: 'Notifications' }).locator('> *').first();
  await expect(toast).toContainText('Favorites are resting');
  const [bar, notice, deposit] = await Promise.all([
    header(page).boundingBox(),
    toast.boundingBox(),
    header(page).getByRole('link', { name: 'Deposit' }).boundingBox(),
  ]);
  if (!bar || !notice || !deposit) throw new Error('the header, the notice and Deposit should be on screen');
  expect(notice.y, 'the notice starts below the header').toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(notice.y).toBeGreaterThan(deposit.y + deposit.height);
});

test.describe('maintenance', () => {
  test.use({ baseURL: serverUrl('maintenance') });

  test('the maintenance page replaces the whole app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Maintenance in Progress' })).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  test('every path shows it', async ({ page }) => {
    await page.goto('/terms/aml-policy');
    await expect(page.getByRole('heading', { name: 'Maintenance in Progress' })).toBeVisible();
  });
});

test.describe('geo-block', () => {
  test.use({ baseURL: serverUrl('blocked') });

  test('a visitor from a blocked country sees only the geo-block page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The product is not available in your country.' })).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });
});

test.describe('network lost', () => {
  test('a call that gets no answer shows the no-connection page; Try Again brings the app back', async ({ page }) => {
    // Start where nothing else is still loading, so the click below makes the first call that fails.
    await openApp(page, '/terms/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));

    await footer(page).getByRole('link', { name: 'AML Policy' }).click();
    const noConnection = page.getByRole('heading', {
      name: 'No Connection: Check your network settings and try again',
    });
    await expect(noConnection).toBeVisible();

    // Still offline: trying again keeps the page and says so.
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Still no connection. Please try again in a moment.')).toBeVisible();
    await expect(noConnection).toBeVisible();

    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(noConnection).toBeHidden();
    await expectShell(page);
    await expect(page).toHaveURL(/\/terms\/aml-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('error page', () => {
  test('settings that fail to load show the error page, and Refresh recovers', async ({ page }) => {
    // A page that arrives without its settings (the installable app's shell, kept by its service
    // worker, carries none): the app asks for them, and the call fails.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<script type="application\/json" id="meridian-settings">[^<]*<\/script>/,
          '',
        );
        await route.fulfill({ response, body });
      },
    );
    await page.route('**/api/v1/settings**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ payload: null, errors: null, message: 'Internal Server Error', code: 'Internal' }),
      }),
    );
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Oops, Something Went Wrong. Please Refresh The Page' }),
    ).toBeVisible();

    await page.unroute('**/api/v1/settings**');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectShell(page);
  });

  test('a screen whose code cannot load shows the error page, and Refresh recovers', async ({ page }) => {
    // A page whose code holds none of the policy page's, so that code has not been fetched yet.
    await openApp(page, '/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    // What a visitor meets after a release replaced the code files the open tab still refers to.
    await page.route('**/assets/**/*.js', (route) => route.abort('failed'));
    await footer(page).getByRole('link', { name: 'AML Policy' }).click();

    await expect(
      page.getByRole('heading', { name: 'Oops, Something Went Wrong. Please Refresh The Page' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Main Page' })).toBeVisible();

    await page.unroute('**/assets/**/*.js');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectShell(page);
    await expect(page).toHaveURL(/\/terms\/aml-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a tab opened before a deploy reloads onto the new build when a screen’s code is gone', async ({ page }) => {
    await openApp(page, '/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true;
    });
    // The deploy: the old build's chunks are gone, and the server's pages now load another entry module.
    const chunksGone = '**/assets/**/*.js';
    await page.route(chunksGone, (route) => route.abort('failed'));
    const asked: string[] = [];
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        if (route.request().resourceType() !== 'fetch') return route.continue();
        asked.push(route.request().url());
        const served = await route.fetch();
        const html = (await served.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-NewBuild1.js');
        // From here on the tab reloads onto what the server has: let its files load.
        await page.unroute(chunksGone);
        await route.fulfill({ response: served, body: html });
      },
    );
    await footer(page).getByRole('link', { name: 'AML Policy' }).click();

    // A new page, not the old one recovered: the reload happened.
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy)
          // Asked while the page goes: ask again.
          .catch(() => true),
      )
      .toBeUndefined();
    await expect(page).toHaveURL(/\/terms\/aml-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Oops, Something Went Wrong. Please Refresh The Page' }),
    ).toHaveCount(0);
    expect(asked).toHaveLength(1);
  });
});

test.describe('not found', () => {
  test('a policy that does not exist shows the not-found page with a way home', async ({ page }) => {
    await openApp(page, '/terms/no-such-policy');
    await expect(page.getByRole('heading', { name: 'Oops, Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Main Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
