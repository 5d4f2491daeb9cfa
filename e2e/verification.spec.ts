import { expect, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { header, signUpOneClick } from './support/accounts.ts';
import { expectPath, isMobile, openApp } from './support/app.ts';
import { payWithCard } from './support/betting.ts';
import { test } from './support/test.ts';

/** A JPEG photo of `width` × `height` pixels, drawn by the browser (what a phone camera would hand over). */
async function photo(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = '#d9c7a7';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#274060';
      ctx.fillRect(w * 0.08, h * 0.2, w * 0.3, h * 0.6);
      ctx.font = `${Math.round(h / 12)}px sans-serif`;
      ctx.fillText('PASSPORT', w * 0.45, h * 0.3);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The verification page as a player reaches it: the profile menu (the header's on desktop, More on a phone). */
async function openVerification(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) {
    await openApp(page, '/more');
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'More' })
      .getByRole('link', { name: 'Identity verification' })
      .click();
  } else {
    await header(page).getByRole('button', { name: 'Profile' }).click();
    await header(page)
      .getByRole('navigation', { name: 'Profile menu' })
      .getByRole('link', { name: 'Identity verification' })
      .click();
  }
  await expectPath(page, '/profile/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
}

/** Uploads a file in the widget's current step and waits for the provider to take it. */
async function upload(widget: FrameLocator, name: string, bytes: Buffer): Promise<void> {
  await widget.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/jpeg', buffer: bytes });
  await expect(widget.getByText(`Uploaded: ${name}`)).toBeVisible({ timeout: 20_000 });
}

test('a newcomer cannot withdraw a large sum until they verify their identity in the widget, and the profile then says so', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await openApp(page, '/');
  await signUpOneClick(page, testInfo);

  // €2,500 in: a withdrawal of €2,100 needs a verified identity, and the cashier says where to get it.
  await payWithCard(page, 'deposit', '2500');
  await openApp(page, '/payments/withdraw/methods');
  const cashier = page.frameLocator('iframe');
  await cashier.getByLabel('Amount').fill('2100');
  await cashier.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cashier.getByLabel('Expiry (MM/YY)').fill('12/30');
  await cashier.getByLabel('CVC').fill('123');
  await cashier.getByLabel('Name on card').fill('Alex Player');
  await cashier.getByRole('button', { name: 'Withdraw' }).click();
  await expect(cashier.getByText('This withdrawal needs a verified identity.')).toBeVisible();
  await expect(cashier.getByRole('link', { name: 'Verify your identity' })).toBeVisible();

  await openVerification(page, testInfo);
  const status = page.getByRole('region', { name: 'Your status' });
  await expect(status.getByText('Not verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Verify my identity' }).click();

  const widget = page.frameLocator('iframe[title="Identity verification"]');
  await expect(widget.getByRole('heading', { name: 'Choose your document' })).toBeVisible({ timeout: 20_000 });
  await widget.getByLabel('Passport').check();
  await widget.getByRole('button', { name: 'Continue' }).click();

  await expect(widget.getByRole('heading', { name: 'Passport photo page' })).toBeVisible();
  // A photo too small to read is refused with the reason, and nothing goes on.
  await widget.locator('input[type="file"]').setInputFiles({
    name: 'tiny.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(page, 320, 200),
  });
  await expect(widget.getByRole('alert')).toHaveText('The photo is too small: it must be at least 600 × 400 pixels.');
  await upload(widget, 'passport.jpg', await photo(page, 1200, 800));
  await widget.getByRole('button', { name: 'Continue' }).click();

  await expect(widget.getByRole('heading', { name: 'Take a selfie' })).toBeVisible();
  await upload(widget, 'me.jpg', await photo(page, 800, 800));
  await widget.getByRole('button', { name: 'Continue' }).click();

  await expect(widget.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await widget.getByLabel('First name').fill('Alex');
  await widget.getByLabel('Last name').fill('Player');
  await widget.getByLabel('Date of birth').fill('1990-05-01');
  await widget.getByLabel('Document number').fill('K0012345');
  await widget.getByLabel('Valid until').fill('2035-12-31');
  await widget.getByRole('button', { name: 'Submit for verification' }).click();

  // The checks pass and the provider tells the platform: the page says so (the widget, done, gives way).
  await expect(status.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(status.getByText('Your identity is verified. There is nothing more to do.')).toBeVisible();
  await openApp(page, '/profile/verification');
  await expect(page.getByRole('button', { name: 'Verify my identity' })).toHaveCount(0);
  await openApp(page, '/profile/info');
  await expect(page.getByRole('link', { name: 'Identity verification: Verified' })).toBeVisible();

  // Now the withdrawal goes through.
  await payWithCard(page, 'withdraw', '2100');
});
