import type { APIRequestContext, Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expectPath, isMobile, openApp } from './app.ts';

interface InboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  created_at: number;
}

/** A fresh e-mail address per test, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const STRONG_PASSWORD = 'Meridian2026';

/** The newest six-digit code sent to an address, read from the dev inbox (waits for it to arrive). */
export async function latestCode(request: APIRequestContext, baseURL: string, to: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${baseURL}/dev/inbox.json`);
        const { payload } = (await res.json()) as { payload: { list: InboxMessage[] } };
        const message = payload.list.find((m) => m.to === to && m.id > after && /\b\d{6}\b/.test(m.body));
        code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a code should reach ${to}`, timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

/** The id of the newest message in the inbox, to wait for a message sent after it. */
export async function lastMessageId(request: APIRequestContext, baseURL: string): Promise<number> {
  const res = await request.get(`${baseURL}/dev/inbox.json`);
  const { payload } = (await res.json()) as { payload: { list: InboxMessage[] } };
  return payload.list.reduce((max, m) => Math.max(max, m.id), 0);
}

/** The current TOTP code of a secret shown by the two-factor setup, as an authenticator app computes it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

/** A field's label, with or without the required mark (*) the form adds after it. */
export function fieldLabel(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}

/** The header, where a visitor finds Log In and Sign Up and a player their account. */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/**
 * A profile page as a player reaches it: the profile menu, the header's on desktop, More on a phone
 * (opened at /more: the More tab returns to the last page of its section). `link` is the menu's
 * entry and the page's heading.
 */
export async function openFromProfileMenu(page: Page, testInfo: TestInfo, link: string, path: string): Promise<void> {
  if (isMobile(testInfo)) {
    await openApp(page, '/more');
    await page.getByRole('main').getByRole('navigation', { name: 'More' }).getByRole('link', { name: link }).click();
  } else {
    await header(page).getByRole('button', { name: 'Profile' }).click();
    await header(page).getByRole('navigation', { name: 'Profile menu' }).getByRole('link', { name: link }).click();
  }
  await expectPath(page, path);
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Signed in: the header offers Deposit and no longer Log In (and on desktop, Log Out). */
export async function expectSignedIn(page: Page, testInfo: TestInfo): Promise<void> {
  await expect(header(page).getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(header(page).getByRole(isMobile(testInfo) ? 'link' : 'button', { name: 'Log In' })).toHaveCount(0);
  if (!isMobile(testInfo)) await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
}

/** Signed out: the header offers Log In and Sign Up again. */
export async function expectSignedOut(page: Page, testInfo: TestInfo): Promise<void> {
  const role = isMobile(testInfo) ? 'link' : 'button';
  await expect(header(page).getByRole(role, { name: 'Log In' })).toBeVisible();
  await expect(header(page).getByRole(role, { name: 'Sign Up' })).toBeVisible();
}

/**
 * Opens sign-up as a visitor does: the popup on desktop, /auth/registration on mobile. Returns where
 * the form is (the dialog, or the page).
 */
export async function openSignup(page: Page, testInfo: TestInfo): Promise<Locator> {
  await openApp(page, '/');
  if (isMobile(testInfo)) {
    await header(page).getByRole('link', { name: 'Sign Up' }).click();
    await expectPath(page, '/auth/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    return page.getByRole('main');
  }
  await header(page).getByRole('button', { name: 'Sign Up' }).click();
  const popup = dialog(page, 'Sign Up');
  await expect(popup).toBeVisible();
  return popup;
}

/** Opens log-in as a visitor does: the popup on desktop, /auth/login on mobile. */
export async function openLogin(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (isMobile(testInfo)) {
    await header(page).getByRole('link', { name: 'Log In' }).click();
    await expectPath(page, '/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    return page.getByRole('main');
  }
  await header(page).getByRole('button', { name: 'Log In' }).click();
  const popup = dialog(page, 'Log In');
  await expect(popup).toBeVisible();
  return popup;
}

/** Fills the log-in form (already open) with an e-mail or player id and submits it. */
export async function submitLogin(form: Locator, id: string, password: string): Promise<void> {
  await form.getByLabel(fieldLabel('E-mail or player ID')).fill(id);
  await form.getByLabel(fieldLabel('Password')).fill(password);
  await form.getByRole('button', { name: 'Log In', exact: true }).click();
}

export async function logIn(page: Page, testInfo: TestInfo, id: string, password: string): Promise<void> {
  await submitLogin(await openLogin(page, testInfo), id, password);
}

/** Log Out in the header on desktop, in the More menu on mobile; then confirmed in its popup. */
export async function logOut(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'More' }).click();
    await expectPath(page, '/more');
    await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
  } else {
    await header(page).getByRole('button', { name: 'Log Out' }).click();
  }
  const popup = dialog(page, 'Log Out');
  await expect(popup.getByText('Do you really want to log out?')).toBeVisible();
  await popup.getByRole('button', { name: 'Log Out' }).click();
  await expect(popup).toBeHidden();
  await expectSignedOut(page, testInfo);
}

export interface Credentials {
  id: string;
  password: string;
}

/** The choices of the sign-up form's "First deposit bonus" select. */
export type FirstDepositBonus = 'Sports bonus' | 'Casino bonus' | 'No bonus';

/**
 * One-click sign-up through the screens: the credentials popup shows the player id and password,
 * its confirm button locked for five seconds of the page's clock, which the journey runs. Returns
 * what it showed; the player is signed in. `firstBonus` picks the first-deposit bonus in the form;
 * left out, the form's default stays.
 */
export async function signUpOneClick(
  page: Page,
  testInfo: TestInfo,
  { firstBonus }: { firstBonus?: FirstDepositBonus } = {},
): Promise<Credentials> {
  // The page's timers, under the journey's hand from its first load: the credentials popup's lock.
  await page.clock.install();
  const form = await openSignup(page, testInfo);
  await form.getByRole('tablist', { name: 'Sign up with' }).getByRole('tab', { name: 'One click' }).click();
  if (firstBonus) await form.getByLabel(fieldLabel('First deposit bonus')).selectOption({ label: firstBonus });
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const popup = dialog(page, 'Registration Complete');
  await expect(popup.getByText('Save your login details. The password is shown only once.')).toBeVisible({
    timeout: 20_000,
  });
  const id = (await popup.locator('dt', { hasText: 'Player ID' }).locator('+ dd').textContent())?.trim() ?? '';
  const password = (await popup.locator('dt', { hasText: 'Password' }).locator('+ dd').textContent())?.trim() ?? '';
  expect(id).toMatch(/^\d+$/);
  expect(password.length).toBeGreaterThanOrEqual(6);

  // The lock counts down on the page's clock, a second at a time: the journey runs the seconds
  // rather than waiting for them.
  const confirm = popup.getByRole('button', { name: /^I have saved them/ });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveText(/I have saved them \([1-5]\)/);
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return confirm.isEnabled();
    })
    .toBe(true);
  await expect(confirm).toHaveText('I have saved them');
  await confirm.click();
  await expect(popup).toBeHidden();
  await expectSignedIn(page, testInfo);
  return { id, password };
}

interface TokenAnswer {
  token: string;
  refresh_token: string;
  token_ttl: number;
  refresh_ttl: number;
  two_factor_authed: boolean;
}

/** The first-deposit bonus ids the sign-up takes, as the form's select sends them. */
const firstBonusIds: Record<FirstDepositBonus, number> = { 'No bonus': 0, 'Sports bonus': 1, 'Casino bonus': 2 };

/** A new player made over the API: how they sign in again (player id or e-mail) and their authorization header. */
export interface ApiPlayer extends Credentials {
  authorization: string;
}

/** How `signedUpOverApi` signs a player up: see there. */
export interface ApiSignUp {
  firstBonus?: FirstDepositBonus;
  email?: string;
  password?: string;
  currencyId?: number;
}

/**
 * A new player made over the API, for journeys whose subject comes after the sign-up: the browser
 * holds the session as after a sign-up on the screens, from the page's next load on. The screens' own
 * sign-up (the one-click popup locked for five seconds) is the subject of accounts-signup.spec.ts and of
 * the newcomers' journeys, which keep it. One-click by default, answering the generated player id and
 * password; with `email`, an e-mail sign-up confirmed with the code from the dev inbox, answering the
 * e-mail and the password to log in with. `firstBonus` is the form's first-deposit bonus choice;
 * `currencyId` the account's currency (the euro unless given).
 */
export async function signedUpOverApi(
  page: Page,
  request: APIRequestContext,
  { firstBonus, email, password = STRONG_PASSWORD, currencyId = 1 }: ApiSignUp = {},
): Promise<ApiPlayer> {
  const bonus = firstBonus === undefined ? {} : { first_bonus: firstBonusIds[firstBonus] };
  let token: TokenAnswer;
  let credentials: Credentials;
  let origin: string;
  if (email === undefined) {
    const answer = await request.post('/api/v1/auth/registration', {
      data: { type_id: 3, group_id: 1, fields: { country_id: 58, currency_id: currencyId, ...bonus } },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    origin = new URL(answer.url()).origin;
    const { payload } = (await answer.json()) as {
      payload: { token: TokenAnswer; user: { id: number; password: string } };
    };
    token = payload.token;
    credentials = { id: String(payload.user.id), password: payload.user.password };
  } else {
    const after = await lastMessageId(request, '');
    const answer = await request.post('/api/v1/auth/registration', {
      data: {
        type_id: 1,
        group_id: 1,
        fields: {
          country_id: 58,
          currency_id: currencyId,
          email,
          password,
          password_confirmation: password,
          birthday: '1990-05-17',
          ...bonus,
        },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    origin = new URL(answer.url()).origin;
    const { code } = ((await answer.json()) as { payload: { code: { id: string; token: string } } }).payload;
    const checked = await request.post('/api/v1/auth/code/check', {
      data: { id: code.id, token: code.token, code: await latestCode(request, '', email, after) },
    });
    expect(checked.status(), await checked.text()).toBe(200);
    token = ((await checked.json()) as { payload: { token: TokenAnswer } }).payload.token;
    credentials = { id: email, password };
  }
  const now = Date.now();
  const stored = JSON.stringify({
    token: token.token,
    refreshToken: token.refresh_token,
    expiresAt: now + token.token_ttl * 1000,
    refreshExpiresAt: now + token.refresh_ttl * 1000,
    twoFactorAuthed: token.two_factor_authed,
    remember: true,
  });
  // Once in the tab, on the app's own origin: a log-out or log-in later in the journey keeps what it did
  // through the loads that follow (an init script runs on every load, in every frame).
  await page.addInitScript(
    ({ origin, value }) => {
      if (window.location.origin !== origin || sessionStorage.getItem('journey.signed-up')) return;
      sessionStorage.setItem('journey.signed-up', '1');
      localStorage.setItem('meridian.auth', value);
    },
    { origin, value: stored },
  );
  return { ...credentials, authorization: `Bearer ${token.token}` };
}

/**
 * A new player made over the API (`signedUpOverApi`, with its options), for journeys that start
 * from the home page: the home page opened, and the header showing them signed in.
 */
export async function signedInOverApi(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  options: ApiSignUp = {},
): Promise<ApiPlayer> {
  const player = await signedUpOverApi(page, request, options);
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);
  return player;
}

/**
 * E-mail sign-up through the screens, the code read from the dev inbox; ends on the completion alert
 * closed, signed in.
 */
export async function signUpByEmail(
  page: Page,
  testInfo: TestInfo,
  request: APIRequestContext,
  email: string,
  password = STRONG_PASSWORD,
): Promise<void> {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const after = await lastMessageId(request, baseURL);
  const form = await openSignup(page, testInfo);
  await form.getByRole('tablist', { name: 'Sign up with' }).getByRole('tab', { name: 'E-mail' }).click();
  await form.getByRole('textbox', { name: fieldLabel('E-mail') }).fill(email);
  await form.getByLabel(fieldLabel('Password')).fill(password);
  await form.getByLabel(fieldLabel('Repeat password')).fill(password);
  await form.getByLabel(fieldLabel('Date of birth')).fill('1990-05-17');
  await form.getByRole('button', { name: 'Continue' }).click();

  await expect(form.getByText(`We sent a code to ${email}.`)).toBeVisible();
  const code = await latestCode(request, baseURL, email, after);
  await form.getByLabel(fieldLabel('Confirmation code')).fill(code);
  await form.getByRole('button', { name: 'Confirm', exact: true }).click();

  const done = dialog(page, 'Registration complete');
  await expect(done.getByText('Your account is confirmed. Welcome to Meridian!')).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
  await expectSignedIn(page, testInfo);
}

/**
 * Another "device": a fresh browser context with the same width, user agent and settings as the
 * project's own, so a second session of the same account can be signed in.
 */
export async function newDevice(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const use = testInfo.project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    colorScheme: use.colorScheme,
    locale: use.locale,
    timezoneId: use.timezoneId,
    reducedMotion: use.reducedMotion,
    serviceWorkers: use.serviceWorkers,
  });
}

const TOTP_PERIOD_MS = 30_000;

/**
 * A code for the step right after the one `used` belongs to, without waiting for it: the server takes
 * one step either side of its clock (a phone's drift) and each step once, as a player whose phone
 * runs a little ahead would type it.
 */
export function nextTotpCode(secret: string, used: string): string {
  const now = Date.now();
  // `used` was read now or, if a step boundary passed since, one step ago.
  const usedAt = [now, now - TOTP_PERIOD_MS].find((timestamp) => totpCode(secret, timestamp) === used);
  if (usedAt === undefined) throw new Error('the used code belongs to neither this step nor the one before');
  return totpCode(secret, usedAt + TOTP_PERIOD_MS);
}

/** Makes a wallet the active one: the header's wallet menu on desktop, the wallets page on a phone. */
export async function useWallet(page: Page, testInfo: TestInfo, name: RegExp): Promise<void> {
  if (isMobile(testInfo)) {
    await openApp(page, '/profile/wallets');
    const row = page.getByRole('list', { name: 'Wallets' }).getByRole('listitem').filter({ hasText: name });
    await row.getByRole('button', { name: /^Make default: .* wallet$/ }).click();
    await expect(row.getByText('Default')).toBeVisible();
    await openApp(page, '/');
  } else {
    await header(page)
      .getByRole('button', { name: /^Balance .+, wallets$/ })
      .click();
    await header(page).getByRole('menuitemradio', { name }).click();
  }
}
