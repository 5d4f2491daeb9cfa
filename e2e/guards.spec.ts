import { expect } from '@playwright/test';
import { expectPath, expectShell, isMobile, recordPaths } from './support/app.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

test.describe('routes and guards', () => {
  test('an unknown path goes to the top page', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expectPath(page, '/');
    await expectShell(page);
  });

  for (const path of ['/more', '/bet-slip', '/auth/login']) {
    test(`${path} is a mobile page: desktop goes to /, mobile stays`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expectShell(page);
      if (isMobile(testInfo)) {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectPath(page, path);
      } else {
        await expectPath(page, '/');
      }
    });
  }

  for (const path of ['/favorites', '/profile/history']) {
    test(`${path} needs sign-in: a visitor goes to /`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, '/');
      await expectShell(page);
    });
  }

  for (const path of ['/profile', '/profile/anything/deeper']) {
    test(`${path} lands on /profile/info`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, '/profile/info');
      await expectShell(page);
    });
  }

  test('/payments goes to deposit methods, whose sign-in guard sends a visitor to /', async ({ page }) => {
    const paths = recordPaths(page);
    await page.goto('/payments');
    await expectPath(page, '/');
    await expectShell(page);
    expect(paths).toContain('/payments/deposit/methods');
  });

  test('/casino goes to /casino/games', async ({ page }) => {
    await page.goto('/casino');
    await expectPath(page, '/casino/games');
    await expectShell(page);
  });

  test('an unknown results path goes to /results', async ({ page }) => {
    await page.goto('/results/xyz');
    await expectPath(page, '/results');
    await expectShell(page);
  });

  test('a promotion address without a number goes to /promotions', async ({ page }) => {
    await page.goto('/promotions/not-a-number');
    await expectPath(page, '/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });
});

test.describe('where regular casino is closed (Germany)', () => {
  test.use({ baseURL: serverUrl('de') });

  test('/casino/games goes to /', async ({ page }) => {
    await page.goto('/casino/games');
    await expectPath(page, '/');
    await expectShell(page);
  });

  test('live casino stays open', async ({ page }) => {
    await page.goto('/live-casino');
    await expectPath(page, '/live-casino/games');
    await expectShell(page);
  });
});
