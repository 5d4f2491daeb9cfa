import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectShell } from './support/app.ts';
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

/** The serious or critical violations axe finds on the page as it is now. */
async function blockingViolations(page: Page): Promise<Violation[]> {
  // Let transitions and late answers settle so colours are scanned as a person sees them.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.passes.length, 'axe checked the page').toBeGreaterThan(0);
  return result.violations.filter((violation) => blocking.has(violation.impact ?? ''));
}

/** A new player signed in over the API, with the browser holding the session as after a sign-in. */
async function signedInPlayer(page: Page, request: APIRequestContext): Promise<void> {
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
    for (const theme of themes) {
      test(`${path} in the ${theme} theme has no serious or critical violations`, async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('meridian.theme', value), theme);
        await page.goto(path);
        await expectShell(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const found = await blockingViolations(page);
        expect(
          found.length,
          `axe found serious or critical violations on ${path} (${theme}):\n\n${formatViolations(found)}\n`,
        ).toBe(0);
      });
    }
  }

  for (const theme of themes) {
    test(`a player's own pages in the ${theme} theme have no serious or critical violations`, async ({
      page,
      request,
    }) => {
      await signedInPlayer(page, request);
      await page.addInitScript((value) => localStorage.setItem('meridian.theme', value), theme);
      for (const path of playerPages) {
        await page.goto(path);
        await expectShell(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const found = await blockingViolations(page);
        expect(
          found.length,
          `axe found serious or critical violations on ${path} (${theme}):\n\n${formatViolations(found)}\n`,
        ).toBe(0);
      }
    });
  }
});
