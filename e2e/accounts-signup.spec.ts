import { expect, test } from '@playwright/test';
import { expectSignedIn, logIn, logOut, signUpByEmail, signUpOneClick, uniqueEmail } from './support/accounts.ts';
import { isMobile } from './support/app.ts';
import { serverUrl } from './support/servers.ts';

test.describe('sign-up', () => {
  test('one click: the popup shows the id and password, which then log the player in', async ({ page }, testInfo) => {
    const credentials = await signUpOneClick(page, testInfo);
    await logOut(page, testInfo);
    await logIn(page, testInfo, credentials.id, credentials.password);
    await expectSignedIn(page, testInfo);
  });

  test('by e-mail: the code from the inbox confirms the account and signs the player in', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail('signup');
    await signUpByEmail(page, testInfo, request, email);
    await logOut(page, testInfo);
    await logIn(page, testInfo, email, 'Meridian2026');
    await expectSignedIn(page, testInfo);
  });
});

test.describe('where the ALTCHA bot check is on (Italy)', () => {
  test.use({ baseURL: serverUrl('it') });

  test('one click: the app solves the proof of work and the account is created', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the bot check does not depend on the width; desktop is enough');
    const credentials = await signUpOneClick(page, testInfo);
    expect(credentials.id).toMatch(/^\d+$/);
  });
});
