import { expect, type Page, type TestInfo } from '@playwright/test';
import {
  dialog,
  expectSignedIn,
  expectSignedOut,
  logIn,
  openFromProfileMenu,
  signedInOverApi,
} from './support/accounts.ts';
import { expectPath, openApp } from './support/app.ts';
import { expectBalance, openMatch, openSlip, payWithCard, placeBet } from './support/betting.ts';
import { test } from './support/test.ts';

const openTools = (page: Page, testInfo: TestInfo) =>
  openFromProfileMenu(page, testInfo, 'Responsible gaming', '/profile/responsible-gaming');

/** Sets one of the page's limits (its row's name, e.g. "Daily deposit limit") to `amount`. */
async function setLimit(page: Page, name: string, amount: string): Promise<void> {
  const limits = page.getByRole('region', { name: 'Limits' });
  await limits.getByRole('button', { name: `Set limit: ${name}` }).click();
  await limits.getByRole('textbox', { name }).fill(amount);
  await limits.getByRole('button', { name: 'Save' }).click();
  await expect(limits.getByRole('listitem', { name })).toContainText(`of €${amount}.00 used`, { timeout: 10_000 });
}

/** Fills the cashier's card deposit and sends it (the page stays on the form when it is refused). */
async function tryCardDeposit(page: Page, amount: string) {
  await openApp(page, '/payments/deposit/methods');
  const cashier = page.frameLocator('iframe');
  await cashier.getByLabel('Amount').fill(amount);
  await cashier.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cashier.getByLabel('Expiry (MM/YY)').fill('12/30');
  await cashier.getByLabel('CVC').fill('123');
  await cashier.getByLabel('Name on card').fill('Alex Player');
  await cashier.getByRole('button', { name: 'Deposit' }).click();
  return cashier;
}

test('a player sets a deposit limit and a daily loss limit, and is stopped at them in the cashier, the slip and the casino', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const match = await openMatch(request, testInfo, { home: 'Marlow Athletic', away: 'Fenwick Rovers' });
  await signedInOverApi(page, request, testInfo);

  await openTools(page, testInfo);
  await setLimit(page, 'Daily deposit limit', '50');
  const over = await tryCardDeposit(page, '60');
  // Nothing paid in yet: the whole limit is the room, and no deposit in the window to leave it.
  await expect(
    over.getByText(
      'This deposit would take you past the deposit limit you set. You can deposit up to 50.00 EUR more.',
      { exact: true },
    ),
  ).toBeVisible();
  await payWithCard(page, 'deposit', '40');
  await openApp(page, '/');
  await expectBalance(page, testInfo, '40.00');

  await openTools(page, testInfo);
  await setLimit(page, 'Daily loss limit', '5');
  await expect(
    page.getByRole('region', { name: 'Limits' }).getByRole('progressbar', { name: 'Daily deposit limit used' }),
  ).toHaveAttribute('aria-valuetext', '€40.00 of €50.00 used');

  // €5 on the match takes the whole loss limit (a stake counts as lost until it settles).
  await match.pick(page, 2100);
  let slip = await openSlip(page, testInfo);
  await placeBet(page, slip, '5');
  await match.pick(page, 3300);
  slip = await openSlip(page, testInfo);
  await slip.getByLabel('Stake', { exact: true }).fill('1');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText('This stake would take you past the loss limit you set.').first()).toBeVisible();

  // The casino's slot refuses the next spin for the same limit.
  await openApp(page, '/casino/games');
  await page
    .getByRole('main')
    .getByRole('article', { name: 'Sunken Treasure' })
    .getByRole('link', { name: 'Play Sunken Treasure' })
    .click();
  const game = page.getByRole('main').frameLocator('iframe[title="Game: Sunken Treasure"]');
  await expect(game.getByRole('heading', { level: 1, name: 'Sunken Treasure' })).toBeVisible({ timeout: 20_000 });
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(game.getByRole('alert')).toContainText('A limit you set on your account stops this stake.');
  await openApp(page, '/');
  await expectBalance(page, testInfo, '35.00');
});

test('a player takes a time-out: they are signed out, and signed in again they can neither deposit nor play until it ends', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = await signedInOverApi(page, request, testInfo);
  await openTools(page, testInfo);

  const timeOut = page.getByRole('form', { name: 'Time-out' });
  await timeOut.getByRole('radio', { name: '24 hours' }).check();
  await timeOut.getByRole('button', { name: 'Take a time-out' }).click();
  const confirm = dialog(page, 'Confirm Your Break');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Start the time-out' }).click();
  await expect(dialog(page, 'Your break has started')).toBeVisible();
  await expectPath(page, '/');
  await expectSignedOut(page, testInfo);
  await page.keyboard.press('Escape');

  await logIn(page, testInfo, player.id, player.password);
  await expectSignedIn(page, testInfo);
  await openTools(page, testInfo);
  await expect(page.getByRole('region', { name: 'Your break is in force' })).toContainText(
    'You are on a time-out until',
  );
  const cashier = await tryCardDeposit(page, '20');
  await expect(
    cashier.getByText('Deposits are not available on your account now: a break or a block is in force.'),
  ).toBeVisible();
});
