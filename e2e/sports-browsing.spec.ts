import { expect, type Page } from '@playwright/test';
import { expectPath, isMobile, openApp } from './support/app.ts';
import { test } from './support/test.ts';

/** The first odds button that can be clicked (blocked prices are disabled). */
function firstPrice(scope: ReturnType<Page['locator']> | Page) {
  return scope.locator('button[data-odds]:not([disabled])').first();
}

/**
 * The accessible name of a price with its odds left open (`{name} {odds}, {subject}`): at the
 * journeys' fast feed a price can move between the click and the check that follows it.
 */
async function anyOddsName(price: ReturnType<Page['locator']>): Promise<RegExp> {
  const label = (await price.getAttribute('aria-label')) ?? '';
  const name = ((await price.locator('span').first().textContent()) ?? '').trim();
  const subject = label.slice(label.indexOf(', ', name.length) + 2);
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(name)} \\S+, ${literal(subject)}$`);
}

test('browse line → sport → league → event, and pick a price into the slip', async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo);
  await openApp(page, '/line');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Upcoming matches' })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();

  // Sport: from the sidebar on desktop, from the sports strip on a phone.
  const sports = mobile
    ? main.getByRole('navigation', { name: 'Sports' })
    : page.getByRole('complementary', { name: 'Sports' }).getByRole('navigation', { name: 'Sports' });
  const sportLink = sports
    .getByRole('link')
    .filter({ hasNotText: 'All sports' })
    .filter({ hasNotText: 'Live' })
    .filter({ hasNotText: 'Upcoming' })
    .first();
  const sportName = ((await sportLink.textContent()) ?? '').replace(/\d+$/, '').trim();
  await sportLink.click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/line\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: sportName })).toBeVisible();

  // League: every tournament header links to its own list.
  const leagueLink = main.getByRole('link', { name: /^All matches of / }).first();
  const leagueName = ((await leagueLink.getAttribute('aria-label')) ?? '').replace('All matches of ', '');
  await leagueLink.click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/line\/\d+\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();

  // Event: the teams of a row open its card with every market.
  // Pinned by its name: at the journeys' fast feed the first row can start and leave the list
  // between reading it and clicking it.
  const matchName = (await main.getByRole('article').first().getAttribute('aria-label')) ?? '';
  const row = main.getByRole('article', { name: matchName, exact: true });
  await row.getByRole('link').first().click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/line\/\d+\/\d+\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: matchName })).toBeVisible();
  await expect(main.getByRole('region').first()).toBeVisible();

  // A price goes into the slip, is highlighted, counted, and comes out again on a second click.
  const price = firstPrice(main);
  const label = await anyOddsName(price);
  await price.click();
  await expect(main.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  if (mobile) {
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /Bet Slip.*1 selection/ }),
    ).toBeVisible();
  } else {
    const slip = page.getByRole('complementary', { name: 'Bet Slip' });
    await expect(slip.getByRole('button', { name: /^Remove .* from the bet slip$/ })).toHaveCount(1);
  }
  await main.getByRole('button', { name: label }).click();
  await expect(main.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'false');
  if (mobile) {
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Bet Slip', exact: true }),
    ).toBeVisible();
  } else {
    await expect(page.getByRole('complementary', { name: 'Bet Slip' }).getByText('Bet slip is empty')).toBeVisible();
  }
});

test('the line time filter narrows the list and says so when nothing starts that soon', async ({ page }, testInfo) => {
  await openApp(page, '/line');
  const main = page.getByRole('main');
  if (isMobile(testInfo)) {
    await main.getByRole('button', { name: /Time range/ }).click();
    const popup = page.getByRole('dialog', { name: 'Time Range' });
    await popup.getByRole('button', { name: '1 hour' }).click();
    await expect(popup).toBeHidden();
    await expect(main.getByRole('button', { name: /Time range.*1 hour/ })).toBeVisible();
  } else {
    await main.getByRole('radio', { name: '1 hour' }).check({ force: true });
    await expect(main.getByRole('radio', { name: '1 hour' })).toBeChecked();
  }
  // Either matches starting within the hour, or the empty-filter message: never the unfiltered list.
  await expect(
    main.getByRole('article').first().or(main.getByText('No matches start within the selected time range')),
  ).toBeVisible();
});

test('the top page shows ten best matches under its live and upcoming tabs', async ({ page }) => {
  await openApp(page, '/');
  const panel = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(panel.getByRole('article').first()).toBeVisible();
  expect(await panel.getByRole('article').count()).toBeLessThanOrEqual(10);
  await panel.getByRole('link', { name: 'All upcoming matches' }).click();
  await expectPath(page, '/line');
});
