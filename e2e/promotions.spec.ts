import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectPath, isMobile, openApp } from './support/app.ts';
import { test } from './support/test.ts';

/**
 * Opens Promotions the way a visitor does: from the header menu on desktop (from its More list when
 * the entry does not fit beside the others), from the More page on mobile.
 */
async function openPromotions(page: Page, testInfo: TestInfo): Promise<void> {
  await openApp(page, '/');
  if (isMobile(testInfo)) {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'More' }).click();
    await expectPath(page, '/more');
    await page.getByRole('main').getByRole('link', { name: 'Promotions' }).click();
  } else {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const entry = menu.getByRole('link', { name: 'Promotions' });
    if (!(await entry.isVisible())) await menu.getByRole('button', { name: 'More' }).click();
    await entry.click();
  }
  await expectPath(page, '/promotions');
}

test.describe('promotions', () => {
  test('a visitor narrows the list to a category and reads a promotion', async ({ page }, testInfo) => {
    await openPromotions(page, testInfo);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Promotions' });
    await expect(list.getByRole('article')).toHaveCount(7);
    await expect(list.getByRole('article', { name: /^Euro Nights reload/ })).toContainText('Ended');

    const categories = page.getByRole('group', { name: 'Promotion categories' });
    await categories.getByRole('button', { name: 'Casino', exact: true }).click();
    await expect(page).toHaveURL(/\/promotions\?category=2$/);
    await expect(categories.getByRole('button', { name: 'Casino', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(list.getByRole('article')).toHaveCount(2);

    await list.getByRole('link', { name: '50 free spins on Lucky Orchard' }).click();
    await expectPath(page, '/promotions/4');
    await expect(page.getByRole('heading', { level: 1, name: '50 free spins on Lucky Orchard' })).toBeVisible();
    const takePart = page.getByRole('region', { name: 'How to take part' });
    await expect(takePart.getByText('SPINS50', { exact: true })).toBeVisible();
    await expect(takePart.getByRole('button', { name: 'Copy the promo code SPINS50' })).toBeVisible();
    await expect(takePart.getByRole('link', { name: 'Go to slots' })).toHaveAttribute(
      'href',
      '/casino/games?category=1',
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Terms' })).toBeVisible();

    await page.getByRole('link', { name: 'All promotions' }).click();
    await expectPath(page, '/promotions');
  });

  test('an address naming no promotion lands on the list', async ({ page }) => {
    await page.goto('/promotions/424242');
    await expectPath(page, '/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });
});
