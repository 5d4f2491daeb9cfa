import { expect } from '@playwright/test';
import { htmlAttribute, openApp } from './support/app.ts';
import { test } from './support/test.ts';

test.describe('theme', () => {
  test.describe('with a dark system preference and nothing saved', () => {
    test.use({ colorScheme: 'dark' });

    test('the theme is dark', async ({ page }) => {
      await openApp(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });

  test.describe('with a light system preference and nothing saved', () => {
    test.use({ colorScheme: 'light' });

    test('the theme is light', async ({ page }) => {
      await openApp(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  });

  test('switching to light is kept after a reload, and switching back to dark too', async ({ page }) => {
    await openApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const darkBackground = await background();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The colours change through a transition: the background is read until it has left the dark one.
    await expect.poll(background).not.toBe(darkBackground);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await htmlAttribute(page, 'data-theme')).toBe('light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await htmlAttribute(page, 'data-theme')).toBe('dark');
  });

  test.describe('with a light system preference', () => {
    test.use({ colorScheme: 'light' });

    test('a saved dark choice wins over the system', async ({ page }) => {
      await openApp(page, '/');
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });
});
