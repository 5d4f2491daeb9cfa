import { expect, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { expectSignedIn, openFromProfileMenu, signedUpOverApi } from './support/accounts.ts';
import { openApp } from './support/app.ts';
import { payWithCard } from './support/betting.ts';
import { test } from './support/test.ts';

/**
 * An image drawn by the browser, `width` × `height` pixels. A `photo` is a JPEG of a document as a
 * phone camera would hand it over: a card with a photo and lines of print on a table, with a
 * camera's grain. `noise` is a PNG of random pixels: the kind of "passport" the checks once approved.
 */
async function drawnImage(page: Page, kind: 'photo' | 'noise', width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([kind, w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      if (kind === 'noise') {
        const image = ctx.createImageData(w, h);
        for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : Math.random() * 256;
        ctx.putImageData(image, 0, 0);
        return canvas.toDataURL('image/png');
      }
      ctx.fillStyle = '#5a5148';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#d9c7a7';
      ctx.fillRect(w * 0.05, h * 0.08, w * 0.9, h * 0.84);
      ctx.fillStyle = '#274060';
      ctx.fillRect(w * 0.08, h * 0.2, w * 0.3, h * 0.6);
      ctx.fillStyle = '#1b1b1b';
      ctx.font = `bold ${Math.round(h / 12)}px sans-serif`;
      ctx.fillText('PASSPORT', w * 0.45, h * 0.3);
      ctx.font = `${Math.round(h / 22)}px monospace`;
      for (let line = 0; line < 6; line++) ctx.fillText('P<CYPPLAYER<<ALEX<<<<', w * 0.45, h * (0.42 + line * 0.08));
      const image = ctx.getImageData(0, 0, w, h);
      let seed = 7;
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const grain = (seed / 2147483648 - 0.5) * 16;
        for (let c = 0; c < 3; c++) image.data[i + c] = (image.data[i + c] as number) + grain;
      }
      ctx.putImageData(image, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [kind, width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** How far the widget's frame runs past the widget's content: a blank band under it when large. */
async function blankBelow(page: Page): Promise<number> {
  const frame = page.locator('iframe[title="Identity verification"]');
  const frameHeight = (await frame.boundingBox())?.height ?? 0;
  const content = await frame
    .contentFrame()
    .locator('#kyc')
    .evaluate((root) => root.getBoundingClientRect().bottom + window.scrollY);
  return frameHeight - content;
}

const openVerification = (page: Page, testInfo: TestInfo) =>
  openFromProfileMenu(page, testInfo, 'Identity verification', '/profile/verification');

/** Uploads a file in the widget's current step and waits for the provider to take it. */
async function upload(widget: FrameLocator, name: string, bytes: Buffer): Promise<void> {
  await widget.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/jpeg', buffer: bytes });
  await expect(widget.getByText(`Uploaded: ${name}`)).toBeVisible({ timeout: 20_000 });
}

test('a newcomer cannot withdraw a large sum until they verify their identity in the widget, and the profile then says so', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await signedUpOverApi(page, request);
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);

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
    buffer: await drawnImage(page, 'photo', 320, 200),
  });
  await expect(widget.getByRole('alert')).toHaveText('The photo is too small: it must be at least 600 × 400 pixels.');
  // A picture of noise is no passport: refused at once, with what to do instead.
  await widget.locator('input[type="file"]').setInputFiles({
    name: 'noise.png',
    mimeType: 'image/png',
    buffer: await drawnImage(page, 'noise', 1200, 800),
  });
  await expect(widget.getByRole('alert')).toHaveText(
    'There is no document or face on this photo, only noise: take a real photo of the document or of yourself.',
    { timeout: 20_000 },
  );
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect(widget.getByRole('alert')).toHaveText('Upload the front of the document.');

  /** The passport's photo, the selfie and the details; `expiry` the document's "valid until". */
  const sendDocuments = async (expiry: string) => {
    await expect(widget.getByRole('heading', { name: 'Passport photo page' })).toBeVisible();
    await upload(widget, 'passport.jpg', await drawnImage(page, 'photo', 1200, 800));
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByRole('heading', { name: 'Take a selfie' })).toBeVisible();
    // Noise as the selfie is refused too.
    await widget.locator('input[type="file"]').setInputFiles({
      name: 'noise-me.png',
      mimeType: 'image/png',
      buffer: await drawnImage(page, 'noise', 800, 800),
    });
    await expect(widget.getByRole('alert')).toContainText('only noise', { timeout: 20_000 });
    await upload(widget, 'me.jpg', await drawnImage(page, 'photo', 800, 800));
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(widget.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await widget.getByLabel('First name').fill('Alex');
    await widget.getByLabel('Last name').fill('Player');
    await widget.getByLabel('Date of birth').fill('1990-05-01');
    await widget.getByLabel('Document number').fill('K0012345');
    await widget.getByLabel('Valid until').fill(expiry);
    await widget.getByRole('button', { name: 'Submit for verification' }).click();
  };

  // An expired passport: the widget shows the outcome and why, and the page ends with it (no blank
  // band the height of the form below it).
  await sendDocuments('2020-12-31');
  await expect(widget.getByText('We could not verify you with these documents.')).toBeVisible({ timeout: 20_000 });
  await expect(widget.getByText('The document has expired: use a valid one.')).toBeVisible();
  await expect.poll(() => blankBelow(page)).toBeLessThan(40);
  await expect(widget.getByRole('button', { name: 'Try again' })).toBeInViewport();
  await widget.getByRole('button', { name: 'Try again' }).click();
  await widget.getByLabel('Passport').check();
  await widget.getByRole('button', { name: 'Continue' }).click();
  await sendDocuments('2035-12-31');

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
