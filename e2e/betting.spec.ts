import { expect } from '@playwright/test';
import { newDevice, signedInOverApi } from './support/accounts.ts';
import { isMobile, openApp } from './support/app.ts';
import {
  depositByCard,
  expectBalance,
  openHistory,
  openMatch,
  openPrices,
  openSlip,
  payWithCard,
  pickOdds,
  placeBet,
} from './support/betting.ts';
import { test } from './support/test.ts';

test('a new player deposits by card, bets a single and an accumulator, finds them in history, and withdraws', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInOverApi(page, request, testInfo);

  await depositByCard(page, '100');
  await expectBalance(page, testInfo, '100.00');

  // A single on an upcoming match of the simulator.
  await openApp(page, '/line');
  const rows = page.getByRole('main').getByRole('article');
  await pickOdds(openPrices(rows.nth(1)).first());
  let slip = await openSlip(page, testInfo);
  await expect(slip.getByRole('tab', { name: 'Single' })).toHaveAttribute('aria-selected', 'true');
  await placeBet(page, slip, '5');
  await expectBalance(page, testInfo, '95.00');

  // An accumulator of two matches.
  await openApp(page, '/line');
  await pickOdds(openPrices(rows.nth(2)).first());
  await pickOdds(openPrices(rows.nth(3)).first());
  slip = await openSlip(page, testInfo);
  await expect(slip.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute('aria-selected', 'true');
  await expect(slip.getByRole('tab', { name: 'Single' })).toBeDisabled();
  await placeBet(page, slip, '5');
  await expectBalance(page, testInfo, '90.00');

  // Both wait in open bets and in history.
  await slip.getByRole('tab', { name: 'Open bets' }).click();
  await expect(slip.getByText(/^Bet #\d+$/)).toHaveCount(2);
  const bets = await openHistory(page, 'bets');
  await expect(bets).toHaveCount(2);
  await expect(bets.filter({ hasText: 'Accumulator' })).toHaveCount(1);
  await expect(bets.filter({ hasText: 'Single' })).toHaveCount(1);

  // A withdrawal takes its amount off the balance at once and shows in the transactions.
  await payWithCard(page, 'withdraw', '30');
  await expectBalance(page, testInfo, '60.00');
  const transactions = await openHistory(page, 'transactions');
  await expect(transactions).toHaveCount(2);
  await expect(transactions.filter({ hasText: 'Withdrawal' })).toHaveCount(1);
});

test('a player accepts an odds change, and the bet settles and pays out', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const provider = await openMatch(request, testInfo, { home: 'Harbour Rovers', away: 'Valley United' });
  await signedInOverApi(page, request, testInfo);
  await payWithCard(page, 'deposit', '50');
  await expectBalance(page, testInfo, '50.00');

  await provider.pick(page, 2100);
  const slip = await openSlip(page, testInfo);

  // Ask before taking a new price.
  await slip.getByRole('button', { name: 'Bet slip settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Bet slip settings' });
  // The four quick stakes sit two by two, not three and a lonely one.
  const stakeRows = new Map<number, number>();
  for (const n of [1, 2, 3, 4]) {
    const box = await settings.getByLabel(new RegExp(`^Quick stake ${n}`)).boundingBox();
    const row = Math.round(box?.y ?? -1);
    stakeRows.set(row, (stakeRows.get(row) ?? 0) + 1);
  }
  expect([...stakeRows.values()]).toEqual([2, 2]);
  await settings.getByRole('radio', { name: 'Always ask' }).check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();

  await provider.reprice([2300, 3200, 3400]);
  const accept = slip.getByRole('button', { name: /^Accept odds change/ }).first();
  await expect(accept).toBeVisible({ timeout: 20_000 });
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await accept.click();
  await placeBet(page, slip, '10');
  await expectBalance(page, testInfo, '40.00');

  // The feed settles the match: 10 at 2.30 pays 23.
  await provider.settle('home');
  await expectBalance(page, testInfo, '63.00');
  await slip.getByRole('tab', { name: 'Open bets' }).click();
  await expect(slip.getByText('No open bets')).toBeVisible();
  const bet = await openHistory(page, 'bets');
  await expect(bet).toHaveCount(1);
  await expect(bet).toContainText('Won');
});

test('a slip shared by one player loads by its code in another player’s session', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const first = await openMatch(
    request,
    testInfo,
    { home: 'Cliffside Athletic', away: 'Meadow Town' },
    [1800, 3500, 4200],
  );
  const second = await openMatch(
    request,
    testInfo,
    { home: 'Riverside City', away: 'Forest Albion' },
    [2500, 3100, 2900],
  );

  await signedInOverApi(page, request, testInfo);
  await first.pick(page, 1800);
  await second.pick(page, 2900);
  const slip = await openSlip(page, testInfo);
  await slip.getByRole('button', { name: 'Share bet slip' }).click();
  const share = page.getByRole('dialog', { name: 'Share Bet Slip' });
  const codeOutput = share.getByLabel('Bet slip code');
  await expect(codeOutput).toHaveText(/^[A-Z0-9]{8}$/);
  const code = ((await codeOutput.textContent()) ?? '').trim();

  const other = await newDevice(browser, testInfo);
  try {
    const otherPage = await other.newPage();
    await signedInOverApi(otherPage, request, testInfo);
    const otherSlip = await openSlip(otherPage, testInfo);
    await otherSlip.getByRole('button', { name: 'Load bet slip by code' }).click();
    const load = otherPage.getByRole('dialog', { name: 'Load Bet Slip' });
    await load.getByLabel('Bet slip code').fill(code.toLowerCase());
    await load.getByRole('button', { name: 'Load' }).click();
    await expect(otherSlip.getByRole('button', { name: /^Remove .* from the bet slip$/ })).toHaveCount(2);
    await expect(otherSlip.getByText('Cliffside Athletic', { exact: false })).toBeVisible();
    await expect(otherSlip.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute('aria-selected', 'true');
    if (isMobile(testInfo)) await expect(otherPage).toHaveURL(/\/bet-slip$/);
  } finally {
    await other.close();
  }
});
