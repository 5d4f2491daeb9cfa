import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { totpCode } from './accounts.ts';
import { type ServerName, serverUrl, setupLinkFile } from './servers.ts';

/** A field of the back office's forms by its label, with or without the required mark (` *`) Material UI adds. */
export function field(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}

/** The back office's address on a journey server. */
export const backoffice = (name: ServerName, path = '') => `${serverUrl(name)}/backoffice/${path}`;

/** The first admin's one-time link, as the server's start-up log shows it (start-server.mjs). */
export async function setupLink(name: ServerName): Promise<string> {
  const file = setupLinkFile(name);
  await expect.poll(() => existsSync(file), { message: `${name} logs a setup link`, timeout: 30_000 }).toBe(true);
  return readFileSync(file, 'utf8').trim();
}

type Answer<T> = { payload: T };
async function payloadOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Answer<T>).payload;
}

/** An admin made over the API, as a shell script would: the setup link, enrolment and a session. */
export interface ApiAdmin {
  email: string;
  token: string;
}

const adminFile = (name: ServerName) => `${setupLinkFile(name)}.admin.json`;

/**
 * The server's first admin, made once per run over the API from the start-up link (and shared by the
 * journeys of every worker through a file beside it, made under a lock): its session token. A journey
 * that shows the setup page itself uses another server.
 */
export async function adminOverApi(request: APIRequestContext, name: ServerName = 'normal'): Promise<ApiAdmin> {
  const link = await setupLink(name);
  const token = new URL(link).hash.slice(1);
  const file = adminFile(name);
  // One worker makes the admin under a lock named by this run's link; the others wait and read the file.
  const lock = `${file}.${token.slice(0, 12)}.lock`;
  await expect
    .poll(
      () => {
        try {
          mkdirSync(lock);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'the lock on the admin file', timeout: 60_000 },
    )
    .toBe(true);
  try {
    const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ApiAdmin & { link: string }) : null;
    // The admin of this run's server (a file left by an earlier run names another link).
    if (kept?.link === link) return { email: kept.email, token: kept.token };
    const base = `${serverUrl(name)}/api/admin/v1`;
    const email = `admin.${Date.now()}@example.com`;
    const created = await payloadOf<{ one_time_password: string }>(
      await request.post(`${base}/auth/setup`, { data: { token, email } }),
    );
    const admin = { email, token: await firstSignInOverApi(request, name, email, created.one_time_password) };
    writeFileSync(file, JSON.stringify({ ...admin, link }));
    return admin;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A new operator of a role, added by the admin and through their first sign-in over the API: their session. */
export async function operatorOverApi(
  request: APIRequestContext,
  admin: ApiAdmin,
  role: string,
  name: ServerName = 'normal',
): Promise<ApiAdmin> {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await payloadOf<{ one_time_password: string }>(
    await request.post(`${serverUrl(name)}/api/admin/v1/operators`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { email, role, reason: 'joins for a journey' },
    }),
  );
  return { email, token: await firstSignInOverApi(request, name, email, created.one_time_password) };
}

/** An operator's first sign-in over the API: enrolment, the code and a password of their own; answers the token. */
async function firstSignInOverApi(request: APIRequestContext, name: ServerName, email: string, password: string) {
  const base = `${serverUrl(name)}/api/admin/v1`;
  const challenge = await payloadOf<{ challenge: string }>(
    await request.post(`${base}/auth/sign-in`, { data: { email, password } }),
  );
  const headers = { authorization: `Bearer ${challenge.challenge}` };
  const { secret } = await payloadOf<{ secret: string }>(await request.post(`${base}/auth/enrolment`, { headers }));
  const session = await payloadOf<{ token: string }>(
    await request.post(`${base}/auth/two-factor`, {
      headers,
      data: { code: totpCode(secret), new_password: `${password}-own-1` },
    }),
  );
  return session.token;
}

/** Opens the back office already signed in with an operator's session (as after their sign-in). */
export async function openSignedIn(page: Page, operator: ApiAdmin, name: ServerName, path = ''): Promise<void> {
  await page.addInitScript((token) => sessionStorage.setItem('meridian.backoffice.token', token), operator.token);
  await page.goto(backoffice(name, path));
  await expect(page.getByRole('banner').getByText(operator.email)).toBeVisible();
}

/**
 * The back office in a browser of its own (an operator's desk beside the player's), signed in as the
 * operator on the normal server at `path`. Its `context()` closes it.
 */
export async function openDesk(browser: Browser, operator: ApiAdmin, path = ''): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, operator, 'normal', path);
  return page;
}

/**
 * An operator's first sign-in on screen with their one-time password: the key shown for an
 * authenticator app, its code, and a password of their own. Answers the key (the app's secret).
 */
export async function firstSignInOnScreen(page: Page, email: string, oneTimePassword: string, newPassword: string) {
  const emailField = page.getByLabel(field('E-mail'));
  if ((await emailField.inputValue()) !== email) await emailField.fill(email);
  await page.getByLabel(field('Password')).fill(oneTimePassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  const secret = await page.getByLabel('Key').getAttribute('data-secret');
  expect(secret, 'the key to type into an authenticator app').toBeTruthy();
  await expect(page.getByRole('link', { name: 'Open in an authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  await page.getByLabel(field('Code')).fill(totpCode(secret ?? ''));
  await page.getByLabel(field('New password')).fill(newPassword);
  await page.getByLabel(field('Repeat the new password')).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  return secret ?? '';
}

/** Signs an operator in on the players' list, finds a player by their e-mail and opens their page. */
export async function openPlayerFromList(page: Page, operator: ApiAdmin, email: string): Promise<void> {
  await openSignedIn(page, operator, 'normal', 'players');
  await page.getByPlaceholder('Search').fill(email);
  // The list filters after a pause in typing, and writes the filter into the address: a newest-first
  // list may show the row before that, and a click then opens the page only for the filter to take
  // the list's address back. The row is clicked once the filter is in the address.
  await expect(page).toHaveURL(/[?&]filter=[^&]*search/);
  // A click while the list redraws goes nowhere, and an operator would click again.
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await row.click();
    await expect(page).toHaveURL(/\/players\/\d+\/show$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
