import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { dialog, header, openFromProfileMenu, signedInOverApi, useWallet } from './support/accounts.ts';
import { isMobile, openApp } from './support/app.ts';
import {
  depositByCard,
  expectBalance,
  type FeedProvider,
  openMatch,
  openSlip,
  payWithCard,
  placeBet,
} from './support/betting.ts';
import { adminOverApi, operatorOverApi } from './support/operators.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

const openBonusesFromProfileMenu = (page: Page, testInfo: TestInfo) =>
  openFromProfileMenu(page, testInfo, 'Bonuses', '/profile/bonuses');

/** A bonus in play, as a card of the page's bonus balances. */
function bonusCard(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Playing bonuses' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** A gift of the page's list of bonuses. */
function giftRow(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Your bonuses' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a newcomer takes the sports welcome bonus, adds a promo code, gives the welcome bonus up and starts the code’s', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInOverApi(page, request, testInfo, { firstBonus: 'Sports bonus' });

  // The first deposit brings the sports welcome bonus: 100 % of it, in a bonus balance of its own.
  await depositByCard(page, '50');
  await openApp(page, '/');
  await expectBalance(page, testInfo, '50.00');
  if (!isMobile(testInfo)) {
    await expect(header(page).getByRole('button', { name: 'Bonus balance €50.00' })).toBeVisible();
  }

  await openBonusesFromProfileMenu(page, testInfo);
  const welcome = bonusCard(page, 'Sports welcome bonus');
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await expect(welcome.getByText('€50.00', { exact: true })).toBeVisible();
  const wagering = welcome.getByRole('progressbar', { name: 'Wagering' });
  await expect(wagering).toHaveAttribute('aria-valuenow', '0');
  await expect(wagering).toHaveAttribute('aria-valuemax', '25000');
  await expect(wagering).toHaveAttribute('aria-valuetext', '€0.00 of €250.00 wagered');
  await expect(welcome.getByText('€0.00 of €250.00')).toBeVisible();
  await expect(welcome.getByText('Bets at odds of 1.50 or higher count')).toBeVisible();
  // Thirty days to play it, counting down each second.
  const countdown = welcome.locator('time');
  await expect(countdown).toHaveText(/^(29 days 23|30 days 00):\d\d:\d\d$/);
  const shown = await countdown.textContent();
  await expect(countdown).not.toHaveText(shown ?? '', { timeout: 5_000 });

  // A sports bonus already plays, so the code's sports bonus waits, available.
  const promo = page.getByRole('form', { name: 'Promo code' });
  const activate = promo.getByRole('button', { name: 'Activate' });
  await expect(activate).toBeDisabled();
  await promo.getByLabel('Your code').fill('MERIDIAN10');
  await activate.click();
  await expect(page.getByText('Promo code accepted: €10 sports bonus')).toBeVisible();
  await expect(promo.getByLabel('Your code')).toHaveValue('');
  const meridian = giftRow(page, '€10 sports bonus');
  await expect(meridian).toBeVisible();
  await expect(meridian.getByText('Available', { exact: true })).toBeVisible();
  await expect(meridian.getByText('Sports bonus · Code MERIDIAN10')).toBeVisible();

  // A code the server does not know: its refusal, in its own words.
  await promo.getByLabel('Your code').fill('NO-SUCH-CODE');
  await activate.click();
  await expect(page.getByText('There is no promo code like that. Check it and try again.')).toBeVisible();

  // Giving the welcome bonus up forfeits its balance, once confirmed.
  await welcome.getByRole('button', { name: 'Cancel bonus: Sports welcome bonus' }).click();
  const confirm = dialog(page, 'Decline Bonus');
  await expect(confirm.getByText(/its bonus balance of €50\.00 is forfeited/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel bonus' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Sports welcome bonus is cancelled')).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await expect(giftRow(page, 'Sports welcome bonus').getByText('Cancelled', { exact: true })).toBeVisible();

  // Now the code's bonus can start: its €10 lands in the sports bonus balance.
  await meridian.getByRole('button', { name: 'Activate €10 sports bonus' }).click();
  await expect(page.getByText('€10 sports bonus is active')).toBeVisible();
  const started = bonusCard(page, '€10 sports bonus');
  await expect(started).toBeVisible();
  await expect(started.getByText('€10.00', { exact: true })).toBeVisible();
  await expect(started.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute(
    'aria-valuetext',
    '€0.00 of €30.00 wagered',
  );
  await expect(meridian.getByText('Active', { exact: true })).toBeVisible();
  // The cash balance was never touched.
  await expectBalance(page, testInfo, '50.00');
});

test('a newcomer stakes the sports welcome bonus, watches its wagering fill as the bets settle, and is paid it as cash', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const matches = [
    await openMatch(request, testInfo, { home: 'Northgate Wanderers', away: 'Quayside Rangers' }),
    await openMatch(request, testInfo, { home: 'Hillcrest Albion', away: 'Docklands Town' }),
    await openMatch(request, testInfo, { home: 'Saltmarsh United', away: 'Ironbridge City' }),
  ];
  await signedInOverApi(page, request, testInfo, { firstBonus: 'Sports bonus' });
  await payWithCard(page, 'deposit', '10');
  await openApp(page, '/');
  await expectBalance(page, testInfo, '10.00');

  // Bets are staked from the bonus balance once it is the active wallet.
  await useWallet(page, testInfo, /^Sports bonus/);
  const balance = header(page).getByRole(isMobile(testInfo) ? 'link' : 'button', { name: /^Balance .+, wallets$/ });
  await expect(balance).toHaveAccessibleName('Balance Sports bonus €10.00, wallets', { timeout: 20_000 });

  /** A single on the home side at 2.10, then the feed's result: the home side wins. */
  const winningSingle = async (match: FeedProvider, stake: string, left: string, after: string) => {
    await match.pick(page, 2100);
    const slip = await openSlip(page, testInfo);
    await placeBet(page, slip, stake);
    await expect(balance).toHaveAccessibleName(`Balance Sports bonus €${left}, wallets`, { timeout: 20_000 });
    await match.settle('home');
    await expect(balance).toHaveAccessibleName(`Balance Sports bonus €${after}, wallets`, { timeout: 20_000 });
  };
  const wagered = async (text: string) => {
    await openApp(page, '/profile/bonuses');
    const bar = bonusCard(page, 'Sports welcome bonus').getByRole('progressbar', { name: 'Wagering' });
    await expect(bar).toHaveAttribute('aria-valuetext', text, { timeout: 20_000 });
  };

  // Wagering asks five times the €10 bonus; each settled stake at odds of 1.50 or more counts.
  await wagered('€0.00 of €50.00 wagered');
  await winningSingle(matches[0] as FeedProvider, '10', '0.00', '21.00');
  await wagered('€10.00 of €50.00 wagered');
  await winningSingle(matches[1] as FeedProvider, '21', '0.00', '44.10');
  await wagered('€31.00 of €50.00 wagered');

  // The stake that completes the wagering: when it settles, the bonus balance (€66.10) is cash.
  await winningSingle(matches[2] as FeedProvider, '20', '24.10', '0.00');
  await openApp(page, '/profile/bonuses');
  await expect(bonusCard(page, 'Sports welcome bonus')).toHaveCount(0);
  await expect(giftRow(page, 'Sports welcome bonus').getByText('Completed', { exact: true })).toBeVisible();
  await useWallet(page, testInfo, /^EUR/);
  await expectBalance(page, testInfo, '76.10');
});

test('a newcomer activates a promo code for free spins, plays them in the slot and finds the winnings as a casino bonus', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  // The operator's campaign, made by marketing over the operator API: ten spins at €0.20 on Sunken
  // Treasure, their winnings wagered 20×.
  const code = `SPINS${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
  const name = `Treasure spins ${code.slice(-4)}`;
  const marketing = await operatorOverApi(request, await adminOverApi(request), 'marketing');
  const added = await request.post(`${serverUrl('normal')}/api/admin/v1/bonuses/campaigns`, {
    headers: { authorization: `Bearer ${marketing.token}` },
    data: {
      reason: 'free spins journey',
      campaign: {
        type_id: 4,
        trigger: 'promo_code',
        slug: code.toLowerCase(),
        names: { en: name, ru: `Фриспины ${code.slice(-4)}` },
        promo_code: code,
        amounts: {},
        wagering_multiplier: 20,
        games: ['sunken-treasure'],
        provider: 'meridian',
        contributions: { slots: 100, table: 0, live: 0 },
        spins: 10,
        spin_bets: { EUR: 20 },
        valid_days: 7,
        starts_at: new Date(Date.now() - 60_000).toISOString(),
      },
    },
  });
  expect(added.status(), await added.text()).toBe(200);

  await signedInOverApi(page, request, testInfo);
  await openApp(page, '/profile/bonuses');
  const promo = page.getByRole('form', { name: 'Promo code' });
  await promo.getByLabel('Your code').fill(code.toLowerCase());
  await promo.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(`Promo code accepted: ${name}`)).toBeVisible();
  const gift = giftRow(page, name);
  await expect(gift.getByText('10 of 10 spins left')).toBeVisible();
  await expect(gift.getByText('Available', { exact: true })).toBeVisible();

  // The gift opens its game; the game offers the spins at their bet, with nothing in the balance.
  await gift.getByRole('link', { name: `Play ${name} in Sunken Treasure` }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sunken Treasure' })).toBeVisible();
  const game = main.frameLocator('iframe[title="Game: Sunken Treasure"]');
  const panel = game.getByRole('region', { name: 'Bonus free spins' });
  await expect(panel.getByText('Free spins: 10 of 10 left · €0.20 each')).toBeVisible({ timeout: 20_000 });
  const stake = game.getByRole('group', { name: 'Free spin bet' });
  await expect(stake.getByText('€0.20')).toBeVisible();
  await expect(stake.getByRole('button', { name: 'Raise the stake' })).toBeDisabled();

  for (let left = 10; left > 0; left--) {
    await game.getByRole('button', { name: `Spin for free (${left} left)` }).click();
    if (left > 1) await expect(panel.getByText(`Free spins: ${left - 1} of 10 left · €0.20 each`)).toBeVisible();
  }
  const over = panel.getByText(/^Your bonus free spins are over: /);
  await expect(over).toBeVisible({ timeout: 20_000 });
  const text = (await over.textContent()) ?? '';
  const won = /you won (€[\d,.]+), paid into your casino bonus balance/.exec(text)?.[1] ?? null;
  // Paid play again: the stake is the player's to choose.
  await expect(game.getByRole('group', { name: 'Stake' })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();

  await openApp(page, '/profile/bonuses');
  if (won === null) {
    // Ten spins without a win (rare: about one run in 250): nothing to wager, the gift is used up.
    expect(text).toBe('Your bonus free spins are over: you won nothing this time.');
    await expect(giftRow(page, name).getByText('Used up', { exact: true })).toBeVisible();
    return;
  }
  // The winnings are a casino bonus of their own, wagered twenty times.
  const card = bonusCard(page, name);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(won, { exact: true })).toBeVisible();
  const cents = Math.round(Number(won.replace(/[€,]/g, '')) * 100);
  const bar = card.getByRole('progressbar', { name: 'Wagering' });
  await expect(bar).toHaveAttribute('aria-valuemax', String(cents * 20));
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(giftRow(page, name).getByText('Wagering', { exact: true })).toBeVisible();
});
