import { expect, type Locator, type TestInfo } from '@playwright/test';
import { dialog, expectSignedIn, signedUpOverApi } from './support/accounts.ts';
import { openApp } from './support/app.ts';
import { expectBalance, FeedProvider, grantFreeBet, openHistory, openSlip, pickOdds } from './support/betting.ts';
import { test } from './support/test.ts';

/** A screenshot of a part of the page, kept with the run's results for a look at both layouts. */
async function keepShot(testInfo: TestInfo, target: Locator, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await target.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a new player bets a granted free bet, and its win pays the winnings without the stake', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL ?? '';
  const provider = new FeedProvider(request, baseURL, { home: 'Lighthouse Wanderers', away: 'Quarry Rangers' });
  await provider.open([2100, 3300, 3600]);
  const player = await signedUpOverApi(page, request);
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);
  await expectBalance(page, testInfo, '0.00');
  await grantFreeBet(request, baseURL, {
    user_id: Number(player.id),
    amount: 500,
    title: 'Welcome free bet',
    description: 'Any pre-match or live bet',
  });

  await openApp(page, provider.path);
  await pickOdds(page.getByRole('main').locator('button[data-odds="2100"]'));
  const slip = await openSlip(page, testInfo);

  // The wallet holds nothing: the free bet is the stake, fixed to its amount.
  const entry = slip.getByTestId('free-bets-button');
  await expect(entry).toHaveText('Free bets (1)', { timeout: 20_000 });
  await entry.click();
  const pick = dialog(page, 'Free Bets');
  await expect(pick.getByTestId('free-bet-option')).toHaveCount(1);
  await expect(pick.getByTestId('free-bet-option')).toContainText('Any pre-match or live bet');
  await pick.getByTestId('free-bet-option').click();
  await expect(pick).toBeHidden();
  await expect(slip.getByTestId('picked-free-bet')).toHaveText('Free bet: Welcome free bet');
  const stake = slip.getByLabel('Stake', { exact: true });
  await expect(stake).toBeDisabled();
  await expect(stake).toHaveValue('5');
  // 5 at 2.10 returns 10.50, of which the free bet's stake is not the player's: 5.50.
  await expect(slip.getByTestId('possible-win')).toHaveText(/^[^\d\s]+5\.50$/);
  await keepShot(testInfo, slip, 'slip-free-bet');

  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText('Your bet has been accepted')).toBeVisible({ timeout: 20_000 });
  await expect(slip.getByTestId('free-bets-button')).toHaveCount(0);
  await expectBalance(page, testInfo, '0.00');
  await slip.getByRole('tab', { name: 'Open bets' }).click();
  const open = slip.getByTestId('open-bet');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText('Free bet · Single');
  await expect(open).toContainText('5.50');
  await keepShot(testInfo, open, 'open-free-bet');

  // The feed settles the match: the wallet gets 10.50 less the 5.00 stake.
  await provider.settle('home');
  await expectBalance(page, testInfo, '5.50');
  // The player's channel tells of the settled bet: open bets are read again at once.
  await expect(open).toHaveCount(0);
  await expect(slip.getByText('No open bets')).toBeVisible();
  const bets = await openHistory(page, 'bets');
  await expect(bets).toHaveCount(1);
  await expect(bets).toContainText('Free bet');
  await expect(bets).toContainText('Won');
  await keepShot(testInfo, bets.first(), 'history-free-bet');
});
