import { expect, type Page } from '@playwright/test';
import { footballMarkets } from '../apps/server/test/feed-factory.ts';
import { footer, isMobile, openApp } from './support/app.ts';
import { FeedProvider, openSlip, pickOdds } from './support/betting.ts';
import { test } from './support/test.ts';

const englishNotice = 'Gambling is for adults only. Play responsibly.';
const russianNotice = 'Азартные игры только для взрослых. Играйте ответственно.';

/** Picks a language in the footer and waits for the reload it causes. */
async function pickLanguage(page: Page, label: string, code: string): Promise<void> {
  const picker = footer(page).getByLabel(label);
  await Promise.all([page.waitForEvent('load'), picker.selectOption(code)]);
}

test.describe('language', () => {
  test('switching to Russian reloads the page in Russian, is kept after a reload, and switches back', async ({
    page,
  }) => {
    await openApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footer(page).getByText(englishNotice)).toBeVisible();
    await expect(footer(page).getByLabel('Language').locator('option', { hasText: 'Русский' })).toHaveCount(1);

    await pickLanguage(page, 'Language', 'ru');
    await expect(footer(page).getByText(russianNotice)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(footer(page).getByLabel('Язык')).toHaveValue('ru');

    await page.reload();
    await expect(footer(page).getByText(russianNotice)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await pickLanguage(page, 'Язык', 'en');
    await expect(footer(page).getByText(englishNotice)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a selection in the slip takes the new language’s names after a switch', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const provider = new FeedProvider(request, testInfo.project.use.baseURL ?? '', {
      home: 'Harbour Rovers',
      away: 'Valley United',
    });
    await provider.open([2050, 3400, 3800]);
    // The double chance market too, named in English by the feed and in Russian by the platform.
    const [, doubleChance] = footballMarkets();
    await provider.send([
      { type: 'odds_change', event_id: provider.match.event_id, ts: Date.now() + 60_000, markets: [doubleChance] },
    ]);

    await openApp(page, provider.path);
    await pickOdds(page.getByRole('main').locator('button[data-odds="1300"]'));
    let slip = await openSlip(page, testInfo);
    await expect(slip.getByText('Double chance · Match')).toBeVisible();

    if (isMobile(testInfo)) await openApp(page, provider.path);
    await pickLanguage(page, 'Language', 'ru');
    await expect(footer(page).getByText(russianNotice)).toBeVisible();
    if (isMobile(testInfo)) {
      await page.goto('/bet-slip');
      slip = page.getByRole('main');
    } else {
      slip = page.getByRole('complementary', { name: 'Купон' });
    }
    await expect(slip.getByText('Двойной шанс · Матч')).toBeVisible({ timeout: 20_000 });
    await expect(slip.getByText('Harbour Rovers - Valley United')).toBeVisible();
    await expect(slip.getByText('Double chance')).toHaveCount(0);
  });

  test('when the translations cannot be loaded, a Russian choice falls back to English', async ({ page }) => {
    await page.route('**/api/v1/translations**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ payload: null, errors: null, message: 'Internal Server Error', code: 'Internal' }),
      }),
    );
    await page.addInitScript(() => localStorage.setItem('meridian.language', 'ru'));
    await openApp(page, '/');
    await expect(footer(page).getByText(englishNotice)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(russianNotice)).toHaveCount(0);
  });
});
