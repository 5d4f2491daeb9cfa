import { AxeBuilder } from '@axe-core/playwright';
import { expect } from '@playwright/test';
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
const themes = ['dark', 'light'] as const;

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
        // Let transitions and late answers settle so colours are scanned as a person sees them.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);

        const result = await new AxeBuilder({ page }).analyze();
        expect(result.passes.length, 'axe checked the page').toBeGreaterThan(0);
        const found = result.violations.filter((violation) => blocking.has(violation.impact ?? ''));
        expect(
          found.length,
          `axe found serious or critical violations on ${path} (${theme}):\n\n${formatViolations(found)}\n`,
        ).toBe(0);
      });
    }
  }
});
