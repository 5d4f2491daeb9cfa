import { expect } from '@playwright/test';
import { dialog, expectSignedIn, expectSignedOut, logIn, newDevice, signedUpOverApi } from './support/accounts.ts';
import { expectPath, expectShell, openApp } from './support/app.ts';
import { test } from './support/test.ts';

test('ending another session signs that device out', async ({ page, browser, request }, testInfo) => {
  // Two devices, each loading the app, a log-in, then the sessions page: more than the default on a busy machine.
  test.setTimeout(60_000);
  const credentials = await signedUpOverApi(page, request);
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);

  const other = await newDevice(browser, testInfo);
  try {
    const otherPage = await other.newPage();
    await openApp(otherPage, '/');
    await logIn(otherPage, testInfo, credentials.id, credentials.password);
    await expectSignedIn(otherPage, testInfo);

    await page.goto('/profile/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    const current = page.getByRole('region', { name: 'This device' });
    const others = page.getByRole('region', { name: 'Other sessions' });
    await expect(current.getByRole('listitem')).toHaveCount(1);
    // This device comes first.
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('This device');
    await expect(others.getByRole('listitem')).toHaveCount(1);

    await others.getByRole('button', { name: 'End session' }).click();
    const confirm = dialog(page, 'Terminate Session');
    await expect(confirm.getByText('End this session? That device will be signed out.')).toBeVisible();
    await confirm.getByRole('button', { name: 'End session' }).click();
    await expect(confirm).toBeHidden();
    await expect(others.getByText('No other active sessions.')).toBeVisible();
    await expect(current.getByRole('listitem')).toHaveCount(1);

    // The other device finds out at its next step: a page that needs sign-in sends it to the top page.
    await otherPage.goto('/profile/sessions');
    await expectPath(otherPage, '/');
    await expectShell(otherPage);
    await expectSignedOut(otherPage, testInfo);
  } finally {
    await other.close();
  }
});
