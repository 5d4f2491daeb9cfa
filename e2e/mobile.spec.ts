import { expect, type Page } from '@playwright/test';
import { expectPath, expectShell, footer, openApp } from './support/app.ts';
import { FeedProvider } from './support/betting.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

function bottomMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Sections' });
}

function appBanner(page: Page) {
  return page.getByRole('complementary', { name: 'Meridian for Android' });
}

test.describe('mobile layout', () => {
  test('the bottom menu has five entries', async ({ page }) => {
    await openApp(page, '/');
    const entries = bottomMenu(page).getByRole('link');
    await expect(entries).toHaveText(['Top', 'Sport', 'Bet Slip', 'Casino', 'More']);
    await expect(bottomMenu(page).getByRole('link', { name: 'Top' })).toHaveAttribute('aria-current', 'page');
  });

  test('the Sport entry returns to the last sport page', async ({ page }) => {
    await openApp(page, '/line');
    await expect(bottomMenu(page).getByRole('link', { name: 'Sport' })).toHaveAttribute('aria-current', 'page');
    await bottomMenu(page).getByRole('link', { name: 'Top' }).click();
    await expectPath(page, '/');
    // The address changes before the top page's code arrives; wait until the menu shows Top.
    await expect(bottomMenu(page).getByRole('link', { name: 'Top' })).toHaveAttribute('aria-current', 'page');
    await expect(bottomMenu(page).getByRole('link', { name: 'Sport' })).toHaveAttribute('href', '/line');
    await bottomMenu(page).getByRole('link', { name: 'Sport' }).click();
    await expectPath(page, '/line');
  });

  test('More shows a visitor the results and contacts', async ({ page }) => {
    await openApp(page, '/');
    await bottomMenu(page).getByRole('link', { name: 'More' }).click();
    await expectPath(page, '/more');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Results' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contacts' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'History' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Sessions' })).toHaveCount(0);

    await main.getByRole('link', { name: 'Contacts' }).click();
    await expectPath(page, '/profile/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expectPath(page, '/more');
  });

  test('the Android app banner shows and, once closed, stays closed for the session', async ({ page }) => {
    await openApp(page, '/');
    await expect(appBanner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close app banner' }).click();
    await expect(appBanner(page)).toHaveCount(0);
    await page.reload();
    await expectShell(page);
    await expect(appBanner(page)).toHaveCount(0);
  });

  test('the footer and the banner lead to the app page, which installs the web app', async ({ page }) => {
    await openApp(page, '/');
    await footer(page).getByRole('link', { name: 'Android app' }).click();
    await expectPath(page, '/mobile-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Meridian for Android' })).toBeVisible();
    // No Android package is placed on a journey server: no download link that would answer 404.
    await expect(page.getByRole('link', { name: 'Download the app' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Open Meridian from your home screen' })).toBeVisible();
    await page.goto('/');
    await appBanner(page).getByRole('link', { name: 'Install' }).click();
    await expectPath(page, '/mobile-app');
  });
});

test.describe('mobile event card', () => {
  test('long team names wrap between words, never inside one', async ({ page, request }, testInfo) => {
    const names = { home: 'Dravenbridge Wanderers', away: 'Athletic Strouthhaven' };
    const provider = new FeedProvider(request, testInfo.project.use.baseURL ?? '', names);
    await provider.open([2100, 3300, 3600]);
    await openApp(page, provider.path);
    for (const name of Object.values(names)) {
      const label = page.getByRole('main').getByText(name, { exact: true }).first();
      await expect(label).toBeVisible();
      // A word split over two lines has two boxes.
      const boxesPerWord = await label.evaluate((element) => {
        const text = element.firstChild as Text;
        const range = document.createRange();
        let start = 0;
        return text.data.split(' ').map((word) => {
          range.setStart(text, start);
          range.setEnd(text, start + word.length);
          start += word.length + 1;
          return range.getClientRects().length;
        });
      });
      expect(boxesPerWord, name).toEqual(name.split(' ').map(() => 1));
    }
  });
});

test.describe('mobile layout in Italy (no mobile app)', () => {
  test.use({ baseURL: serverUrl('it') });

  test('no app banner and no app link in the footer', async ({ page }) => {
    await openApp(page, '/');
    await expect(footer(page).getByRole('navigation', { name: 'Policies' })).toBeVisible();
    await expect(appBanner(page)).toHaveCount(0);
    await expect(footer(page).getByRole('link', { name: 'Android app' })).toHaveCount(0);
  });

  test('/mobile-app goes to /', async ({ page }) => {
    await page.goto('/mobile-app');
    await expectPath(page, '/');
    await expectShell(page);
  });
});
