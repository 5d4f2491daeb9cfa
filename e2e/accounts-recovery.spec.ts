import { expect } from '@playwright/test';
import {
  dialog,
  expectSignedIn,
  fieldLabel,
  lastMessageId,
  latestCode,
  logOut,
  openLogin,
  STRONG_PASSWORD,
  signedUpOverApi,
  submitLogin,
  uniqueEmail,
} from './support/accounts.ts';
import { expectPath, isMobile, openApp } from './support/app.ts';
import { test } from './support/test.ts';

test('password recovery by e-mail: the code from the inbox lets the player set a new password', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A log-out, the recovery's two forms and a log-in on a busy machine: more than the default.
  test.setTimeout(60_000);
  const email = uniqueEmail('recovery');
  const newPassword = `${STRONG_PASSWORD}x`;
  await signedUpOverApi(page, request, { email });
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);
  await logOut(page, testInfo);

  const login = await openLogin(page, testInfo);
  await login.getByRole('button', { name: 'Forgot your password?' }).click();
  let flow = page.getByRole('main');
  if (isMobile(testInfo)) {
    await expectPath(page, '/auth/password-recovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Password Recovery' })).toBeVisible();
  } else {
    flow = dialog(page, 'Password Recovery');
  }
  await expect(flow.getByRole('tab', { name: 'E-mail', selected: true })).toBeVisible();
  await expect(flow.getByText('We will send you a code to confirm it is you.')).toBeVisible();
  const after = await lastMessageId(request, baseURL ?? '');
  await flow.getByRole('textbox', { name: fieldLabel('E-mail') }).fill(email);
  await flow.getByRole('button', { name: 'Send code' }).click();
  await expect(flow.getByText(`We sent a code to ${email}.`)).toBeVisible();
  const code = await latestCode(request, baseURL ?? '', email, after);
  await flow.getByLabel(fieldLabel('Confirmation code')).fill(code);
  await flow.getByRole('button', { name: 'Confirm', exact: true }).click();

  let form = page.getByRole('main');
  if (isMobile(testInfo)) {
    await expectPath(page, '/auth/new-password');
    await expect(page.getByRole('heading', { level: 1, name: 'New Password' })).toBeVisible();
  } else {
    form = dialog(page, 'New Password');
  }
  await form.getByLabel(fieldLabel('New password')).fill(newPassword);
  await form.getByLabel(fieldLabel('Repeat the new password')).fill(newPassword);
  await form.getByRole('button', { name: 'Save password' }).click();

  const done = dialog(page, 'Password changed');
  await expect(done.getByText('Your new password is set. Log in with it.')).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();

  // Log-in is offered next: the popup on desktop, the page on mobile.
  let next = page.getByRole('main');
  if (isMobile(testInfo)) await expectPath(page, '/auth/login');
  else next = dialog(page, 'Log In');
  await submitLogin(next, email, newPassword);
  await expectSignedIn(page, testInfo);
});
