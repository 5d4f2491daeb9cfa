import { expect } from '@playwright/test';
import { expectSignedIn, expectSignedOut, logIn, signedUpOverApi } from './support/accounts.ts';
import { openApp } from './support/app.ts';
import { adminOverApi, field, openPlayerFromList, operatorOverApi } from './support/operators.ts';
import { test } from './support/test.ts';

// The operators' app at /backoffice/ (desktop only: the mobile project ignores backoffice*.spec.ts).
test.describe.configure({ timeout: 60_000 });

const CLOSED =
  'Your account is closed, so you cannot sign in. If you think this is a mistake, our support team can help.';

test('a risk operator closes the account of a player with no money: the player’s tab is signed out and their sign-in refused', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = `backoffice.closed.${Date.now()}@example.com`;
  const player = await signedUpOverApi(page, request, { email });
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);

  const admin = await adminOverApi(request, 'normal');
  const risk = await operatorOverApi(request, admin, 'risk');
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await openPlayerFromList(desk, risk, email);
  await desk.getByRole('button', { name: 'Close account', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: 'Close the player’s account' });
  await expect(dialog.getByText(/Only an account that holds no money and nothing open closes/)).toBeVisible();
  await dialog.getByLabel(field('Reason')).fill('the player asked by e-mail to close the account');
  await dialog.getByRole('button', { name: 'Close account', exact: true }).click();
  await expect(desk.getByText('The account is closed and the player signed out.')).toBeVisible();
  await expect(
    desk.getByText(
      new RegExp(
        `^Account closed on .+ by ${risk.email.replace(/\./g, '\\.')}: the player asked by e-mail to close the account$`,
      ),
    ),
  ).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Reopen account', exact: true })).toBeVisible();

  // The player's open tab learns over the socket that the session is over, and signing in again is refused.
  await expectSignedOut(page, testInfo);
  await logIn(page, testInfo, player.id, player.password);
  await expect(page.getByRole('dialog', { name: 'Log In' }).getByText(CLOSED).first()).toBeVisible();
  await expectSignedOut(page, testInfo);
  await deskContext.close();
});
