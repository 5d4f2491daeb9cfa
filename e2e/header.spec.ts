import { expect, type Page } from '@playwright/test';
import { expectSignedIn, header, signedUpOverApi } from './support/accounts.ts';
import { expectShell, isMobile } from './support/app.ts';
import { test } from './support/test.ts';

/** The player's wallets answer with this balance in minor units; the live updates say nothing. */
async function holdBalance(page: Page, balance: number): Promise<void> {
  await page.routeWebSocket(/.*/, () => {});
  await page.route(/\/api\/v1\/user\/balance/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { payload: { list: { balance: number }[] } };
    for (const wallet of body.payload.list) wallet.balance = balance;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

async function reloadIn(page: Page, language: 'en' | 'ru'): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('meridian.language', code), language);
  await page.reload();
  await expectShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('header', () => {
  test('from 1280 px a signed-in player with a balance in the millions has every section in the header, not in More', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(isMobile(testInfo), 'the desktop header');
    // Six reloads (two balances, three widths and languages each): on a loaded machine past a minute.
    test.setTimeout(120_000);
    await signedUpOverApi(page, request);
    await page.goto('/');
    await expectShell(page);
    await expectSignedIn(page, testInfo);
    // Both a balance in the millions and one just below, written in full up to its whole units.
    for (const [balance, shown] of [
      [123_456_789, { en: '€1.23M', ru: /^1,23\sмлн\s€$/ }],
      [99_999_999, { en: '€999,999', ru: /^999\s999\s€$/ }],
    ] as const) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await holdBalance(page, balance);
      for (const [language, sections, more, width] of [
        ['en', ['Top', 'Live', 'Line', 'Casino', 'Live Casino', 'Results', 'Promotions'], 'More', 1280],
        ['ru', ['Топ', 'Лайв', 'Линия', 'Казино', 'Live-казино', 'Результаты', 'Акции'], 'Ещё', 1280],
        // From 1440 px the header grows no wider while its spacing loosens.
        ['ru', ['Топ', 'Лайв', 'Линия', 'Казино', 'Live-казино', 'Результаты', 'Акции'], 'Ещё', 1440],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await reloadIn(page, language);
        const wallet = header(page).getByRole('button', { name: language === 'en' ? /^Balance / : /^Баланс / });
        await expect(wallet).toHaveText(shown[language]);
        const menu = header(page).getByRole('navigation').first();
        for (const name of sections) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(menu.getByRole('button', { name: more })).toHaveCount(0);
      }
    }
  });
});
