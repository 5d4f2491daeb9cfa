import { expect } from '@playwright/test';
import {
  dialog,
  expectSignedIn,
  expectSignedOut,
  fieldLabel,
  logIn,
  logOut,
  nextTotpCode,
  signedUpOverApi,
  totpCode,
} from './support/accounts.ts';
import { expectShell, openApp } from './support/app.ts';
import { test } from './support/test.ts';

test('two-factor: set up with the shown secret, then asked for at the next log-in', async ({
  page,
  request,
}, testInfo) => {
  // Set-up, a log-out and a second log-in on a busy machine; no wait for the authenticator's next step.
  test.setTimeout(60_000);
  const credentials = await signedUpOverApi(page, request);
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);

  await page.goto('/profile/2fa');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByText('Two-factor authentication is disabled')).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();

  const setup = dialog(page, 'Set Up Two-Factor Authentication');
  await expect(setup.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secretLine = (await setup.getByText('Secret key:').textContent()) ?? '';
  const secret = secretLine.replace('Secret key:', '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(setup.getByText('Recovery codes')).toBeVisible();
  // The dialog fits the screen (1280×800 or a phone): the code field and Enable are in sight unscrolled.
  await expect(setup.getByLabel(fieldLabel('Code from the authenticator app'))).toBeInViewport({ ratio: 1 });
  await expect(setup.getByRole('button', { name: 'Enable' })).toBeInViewport({ ratio: 1 });
  const firstCode = totpCode(secret);
  await setup.getByLabel(fieldLabel('Code from the authenticator app')).fill(firstCode);
  await setup.getByRole('button', { name: 'Enable' }).click();
  await expect(setup).toBeHidden();
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
  await expect(page.getByText('Two-factor authentication is enabled')).toBeVisible();

  await logOut(page, testInfo);
  await logIn(page, testInfo, credentials.id, credentials.password);
  const check = dialog(page, 'Two-Factor Authentication');
  await expect(check.getByText('Enter the code from your authenticator app to finish logging in.')).toBeVisible();
  await check.getByLabel(fieldLabel('Authenticator code or recovery code')).fill(nextTotpCode(secret, firstCode));
  await check.getByRole('button', { name: 'Verify' }).click();
  await expect(check).toBeHidden();
  await expectSignedIn(page, testInfo);

  await page.goto('/profile/2fa');
  await expect(page.getByText('Two-factor authentication is enabled')).toBeVisible();
});

test('two-factor: closing the check without a code leaves the player signed out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const credentials = await signedUpOverApi(page, request);
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);
  await page.goto('/profile/2fa');
  await page.getByRole('button', { name: 'Set up' }).click();
  const setup = dialog(page, 'Set Up Two-Factor Authentication');
  const secret = ((await setup.getByText('Secret key:').textContent()) ?? '').replace('Secret key:', '').trim();
  await setup.getByLabel(fieldLabel('Code from the authenticator app')).fill(totpCode(secret));
  await setup.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('Two-factor authentication is enabled')).toBeVisible();

  await logOut(page, testInfo);
  await logIn(page, testInfo, credentials.id, credentials.password);
  const check = dialog(page, 'Two-Factor Authentication');
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Close' }).click();
  await expect(check).toBeHidden();
  await expectSignedOut(page, testInfo);
});
