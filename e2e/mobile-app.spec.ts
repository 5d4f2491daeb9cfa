import { expect } from '@playwright/test';
import { expectShell, openApp } from './support/app.ts';
import { test } from './support/test.ts';

test.describe('the installable web app', () => {
  test('links a valid web app manifest with both icon sizes', async ({ page, request }) => {
    await openApp(page, '/mobile-app');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await request.get(href as string);
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: 'Meridian',
      start_url: '/',
      display: 'standalone',
    });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string }[]) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test.describe('with service workers allowed', () => {
    test.use({ serviceWorkers: 'allow' });

    test('registers its service worker, which controls the page after a reload', async ({ page }) => {
      await openApp(page, '/mobile-app');
      const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
      expect(new URL(script as string).pathname).toBe('/sw.js');
      await page.reload();
      await expectShell(page);
      const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
      expect(controller && new URL(controller).pathname).toBe('/sw.js');
    });
  });

  test('offers the install instead of a download that answers 404, with no literal {click_id}', async ({
    page,
    request,
  }) => {
    await openApp(page, '/mobile-app?btag=partner-7');
    await expect(page.getByRole('heading', { level: 1, name: 'Meridian for Android' })).toBeVisible();
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      expect(href).not.toContain('{click_id}');
      if (href.includes('/downloads/')) expect((await request.get(href)).status(), href).not.toBe(404);
    }
    // Headless Chromium may not offer the install: then the page explains how to install.
    await expect(
      page.getByRole('button', { name: 'Install the app' }).or(page.getByText(/open your browser menu/)),
    ).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'btag')?.value).toBe('partner-7');
  });
});
