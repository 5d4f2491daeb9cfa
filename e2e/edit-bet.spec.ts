import { expect } from '@playwright/test';
import { signedInOverApi } from './support/accounts.ts';
import { isMobile, openApp } from './support/app.ts';
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

test('a player edits an accumulator by removing a leg and finds both bets, linked, in the history', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await signedInOverApi(page, request, testInfo);
  await depositByCard(page, '100');

  await openApp(page, '/line');
  const rows = page.getByRole('main').getByRole('article');
  for (const n of [1, 2, 3]) await pickOdds(openPrices(rows.nth(n)).first());
  const slip = await openSlip(page, testInfo);
  await placeBet(page, slip, '10');
  await expectBalance(page, testInfo, '90.00');

  await slip.getByRole('tab', { name: 'Open bets' }).click();
  const card = slip.getByTestId('open-bet');
  await expect(card).toHaveCount(1);
  const placedTitle = (await card.getByText(/^Bet #\d+$/).textContent()) ?? '';
  const placedId = placedTitle.replace('Bet #', '');
  await card.getByRole('button', { name: 'Edit bet' }).click();

  const dialog = page.getByRole('dialog', { name: `Edit bet No. ${placedId}` });
  await expect(dialog).toBeVisible();
  const legs = dialog.getByTestId('edit-bet-leg');
  await expect(legs).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: 'Confirm edit' })).toBeDisabled();
  await legs.nth(2).getByRole('button', { name: 'Remove' }).click();
  await expect(legs).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Confirm edit' }).click();
  await expect(page.getByText(/^Bet edited: new bet No\. \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  // The cash-out credit staked the new bet: the balance is where the first stake left it.
  await expectBalance(page, testInfo, '90.00');
  await expect(card).toHaveCount(1);
  await expect(card.getByText(`Bet #${placedId}`)).toHaveCount(0);

  const bets = await openHistory(page, 'bets');
  await expect(bets).toHaveCount(2);
  await expect(bets.nth(1)).toContainText('Cashed out');
  await bets
    .first()
    .getByRole(isMobile(testInfo) ? 'link' : 'button')
    .click();
  const coupon = page.getByRole('article', { name: /^Bet No\. \d+$/ });
  await expect(coupon.getByTestId('coupon-edits')).toHaveText(`Edited from bet No. ${placedId}`);
});
