import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { expectPath, expectShell, isMobile, openApp } from './support/app.ts';
import { test } from './support/test.ts';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = Result['violations'][number];

const blocking = new Set(['serious', 'critical']);

/** One readable paragraph per violation: rule, impact, help link and the offending elements. */
function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

const pages = ['/', '/live', '/line', '/casino/games', '/terms/terms-and-conditions', '/promotions', '/promotions/4'];
/** A player's own pages, scanned signed in (with a limit waiting for its cooling-off and a gift to show). */
const playerPages = ['/profile/bonuses', '/profile/responsible-gaming', '/profile/verification'];
const themes = ['dark', 'light'] as const;

/**
 * The rules whose outcome a theme can change: the rest read the page's structure (names, roles,
 * labels, landmarks), which is the same in both themes.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** The serious or critical violations axe finds on the page as it is now (only `rules`, when given). */
async function blockingViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  // Let transitions and late answers settle so colours are scanned as a person sees them.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const builder = new AxeBuilder({ page });
  const result = await (rules ? builder.withRules(rules) : builder).analyze();
  expect(result.passes.length, 'axe checked the page').toBeGreaterThan(0);
  return result.violations.filter((violation) => blocking.has(violation.impact ?? ''));
}

/**
 * Scans the page in the dark theme, then switches to light from the header, as a player would, and
 * scans its colours again: one load for both themes.
 */
async function expectAccessibleInBothThemes(page: Page, path: string): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  for (const theme of themes) {
    if (theme === 'light') {
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      // The colours are scanned once the page has left the dark ones.
      await expect.poll(background).not.toBe(dark);
    }
    const found = await blockingViolations(page, theme === 'light' ? colourRules : undefined);
    expect(
      found.length,
      `axe found serious or critical violations on ${path} (${theme}):\n\n${formatViolations(found)}\n`,
    ).toBe(0);
  }
}

/** A new player signed in over the API, with the browser holding the session as after a sign-in. */
async function signedInPlayer(page: Page, request: APIRequestContext): Promise<{ authorization: string }> {
  const api = '/api/v1';
  const res = await request.post(`${api}/auth/registration`, {
    data: { type_id: 3, group_id: 1, fields: { country_id: 58, currency_id: 1 } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const token = ((await res.json()) as { payload: { token: TokenAnswer } }).payload.token;
  const headers = { authorization: `Bearer ${token.token}` };
  for (const amount of [5_000, 9_000]) {
    await request.put(`${api}/user/responsible-gaming/limits`, {
      headers,
      data: { kind: 'deposit', period: 'day', currency_id: 1, amount },
    });
  }
  await request.post(`${api}/user/promo-codes/activate`, { headers, data: { code: 'MERIDIAN10' } });
  const now = Date.now();
  const stored = {
    token: token.token,
    refreshToken: token.refresh_token,
    expiresAt: now + token.token_ttl * 1000,
    refreshExpiresAt: now + token.refresh_ttl * 1000,
    twoFactorAuthed: token.two_factor_authed,
    remember: true,
  };
  await page.addInitScript((value) => localStorage.setItem('meridian.auth', value), JSON.stringify(stored));
  return headers;
}

interface TokenAnswer {
  token: string;
  refresh_token: string;
  token_ttl: number;
  refresh_ttl: number;
  two_factor_authed: boolean;
}

test.describe('accessibility', () => {
  // axe walks every node of the page: on the long lists of / and /line it alone can take tens of
  // seconds of a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });
  for (const path of pages) {
    test(`${path} has no serious or critical violations in the dark and the light theme`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('meridian.theme', 'dark'));
      await page.goto(path);
      await expectShell(page);
      await expectAccessibleInBothThemes(page, path);
    });
  }

  test("a player's own pages have no serious or critical violations in the dark and the light theme", async ({
    page,
    request,
  }) => {
    // Six scans in one journey: three pages, each in both themes.
    test.setTimeout(150_000);
    await signedInPlayer(page, request);
    // Each page opens dark again (the switch to light is kept in storage, which this resets on each load).
    await page.addInitScript(() => localStorage.setItem('meridian.theme', 'dark'));
    for (const path of playerPages) {
      await page.goto(path);
      await expectShell(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessibleInBothThemes(page, path);
    }
  });
});

/** A long league page of the demo line: a dozen matches of odds between the header and the slip. */
const longLeague = '/line/1/108';

/** Presses Tab until `target` has the focus, at most `limit` times; how many it took. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${limit} Tabs did not reach ${target}`);
}

test.describe('keyboard paths to the bet slip', () => {
  test('an odds button pressed with Enter leads the next Tab to the slip and its stake field', async ({
    page,
  }, testInfo) => {
    await openApp(page, longLeague);
    const odds = page.getByRole('main').getByRole('button', { name: /^1 \d/ }).first();
    // The list arrives as server HTML: a key pressed before it is hydrated does nothing, so press again.
    await expect(async () => {
      await odds.focus();
      await page.keyboard.press('Enter');
      await expect(odds).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass();
    if (isMobile(testInfo)) {
      // The phone's slip is a page of its own: the Tab reaches its menu entry, which opens it focused.
      const entry = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Bet Slip/ });
      await tabTo(page, entry, 1);
      await page.keyboard.press('Enter');
      await expectPath(page, '/bet-slip');
      await expect(page.getByLabel('Stake', { exact: true })).toBeFocused();
    } else {
      const slip = page.getByRole('complementary', { name: 'Bet Slip' });
      // The Tab goes to the stake field once the slip shows it (before, to the slip's region).
      await expect(slip.getByLabel('Stake', { exact: true })).toBeEnabled();
      await tabTo(page, slip.getByLabel('Stake', { exact: true }), 1);
    }
    // From the stake on, the slip's own order goes on.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Stake', { exact: true })).not.toBeFocused();
  });

  test('a skip link near the start of the page goes to the slip', async ({ page }, testInfo) => {
    await openApp(page, longLeague);
    const skip = page.getByRole('link', { name: 'Skip to bet slip' });
    await tabTo(page, skip, 3);
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    if (isMobile(testInfo)) {
      await expectPath(page, '/bet-slip');
      await expect(page.getByRole('heading', { level: 1, name: 'Bet Slip' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Bet Slip' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Skip to bet slip' })).toHaveCount(0);
    } else {
      await expect(page.getByRole('region', { name: 'Bet Slip' })).toBeFocused();
      // The next Tab is inside the slip, not back in the lists.
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('region', { name: 'Bet Slip' }).getByRole('button', { name: 'Load bet slip by code' }),
      ).toBeFocused();
    }
  });

  test('stars, the logo and the wallet switches say what they act on', async ({ page, request }, testInfo) => {
    const authorization = await signedInPlayer(page, request);
    const added = await request.post('/api/v1/user/account', { headers: authorization, data: { currency_id: 2 } });
    expect(added.status(), await added.text()).toBe(200);
    const code = ((await added.json()) as { payload: { account: { name: string } } }).payload.account.name;

    await openApp(page, longLeague);
    await expect(page.getByRole('link', { name: 'Meridian home' })).toBeVisible();
    const row = page.getByRole('main').getByRole('article').first();
    const name = (await row.getAttribute('aria-label')) ?? '';
    const [home, away] = name.split(' - ');
    await expect(row.getByRole('button', { name: `Add ${home} – ${away} to favorites` })).toBeVisible();

    // The wallets: a page on a phone, a dialog over the page on desktop.
    await openApp(page, isMobile(testInfo) ? '/profile/wallets' : '/?popup=Wallets');
    await expect(page.getByRole('button', { name: `Make default: ${code} wallet` })).toBeVisible();
  });
});
