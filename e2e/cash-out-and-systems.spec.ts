import { expect } from '@playwright/test';
import { signedInOverApi } from './support/accounts.ts';
import { openApp } from './support/app.ts';
import {
  depositByCard,
  expectBalance,
  openHistory,
  openPrices,
  openSlip,
  pickOdds,
  placeBet,
} from './support/betting.ts';
import { test } from './support/test.ts';

test('a player places a Yankee on four matches: eleven lines at a stake each, shown before placing', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInOverApi(page, request, testInfo);
  await depositByCard(page, '100');
  await expectBalance(page, testInfo, '100.00');

  await openApp(page, '/line');
  const rows = page.getByRole('main').getByRole('article');
  for (const n of [1, 2, 3, 4]) await pickOdds(openPrices(rows.nth(n)).first());
  const slip = await openSlip(page, testInfo);
  await slip.getByRole('tab', { name: 'System' }).click();
  await expect(slip.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true');
  const system = slip.getByRole('combobox', { name: 'System' });
  await expect(system.locator('option:checked')).toHaveText('Yankee (11 lines)');
  await expect(slip.getByTestId('system-lines')).toHaveText('11');
  await slip.getByLabel('Stake per line', { exact: true }).fill('1');
  await expect(slip.getByTestId('total-stake')).toContainText('11.00');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText('Your bet has been accepted')).toBeVisible({ timeout: 20_000 });
  await expectBalance(page, testInfo, '89.00');

  const bets = await openHistory(page, 'bets');
  await expect(bets).toHaveCount(1);
  await expect(bets.first()).toContainText('System');
});

test('a player cashes out half of a bet, then the rest, and finds both in the history', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInOverApi(page, request, testInfo);
  await depositByCard(page, '100');

  await openApp(page, '/line');
  await pickOdds(openPrices(page.getByRole('main').getByRole('article').nth(1)).first());
  const slip = await openSlip(page, testInfo);
  await placeBet(page, slip, '10');
  await expectBalance(page, testInfo, '90.00');

  await slip.getByRole('tab', { name: 'Open bets' }).click();
  const card = slip.getByTestId('open-bet');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Part' }).click();
  await card.getByRole('slider', { name: 'Share of the stake to cash out' }).fill('50');
  await expect(card.getByText(/^50 % of the stake \(.*5\.00\) pays /)).toBeVisible();
  await card.getByRole('button', { name: /^Cash out / }).click();
  await card.getByRole('button', { name: /^Confirm: cash out / }).click();
  await expect(page.getByText(/^Cashed out /).first()).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/^Cashed out .* for .*5\.00 of the stake$/)).toBeVisible();

  // The rest: the whole offer for the 5.00 left closes the bet.
  await card.getByRole('button', { name: /^Cash out / }).click();
  await card.getByRole('button', { name: /^Confirm: cash out / }).click();
  await expect(slip.getByText('No open bets')).toBeVisible({ timeout: 20_000 });

  const bets = await openHistory(page, 'bets');
  await expect(bets).toHaveCount(1);
  await expect(bets.first()).toContainText('Cashed out');
});
