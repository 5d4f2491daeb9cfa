import { expect, type Page, test } from '@playwright/test';
import { footer, openApp } from './support/app.ts';

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
