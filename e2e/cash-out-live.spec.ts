import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signedInOverApi } from './support/accounts.ts';
import { openApp } from './support/app.ts';
import {
  depositByCard,
  expectBalance,
  openHistory,
  openMatch,
  openSlip,
  pickOdds,
  placeBet,
} from './support/betting.ts';
import { test } from './support/test.ts';

/** The 1X2 prices the match opens at (home 2.10), and two moves of the home price. */
const OPENING: [number, number, number] = [2100, 3300, 3600];
const HOME_SHORTER: [number, number, number] = [1900, 3300, 3600];
const HOME_LONGER: [number, number, number] = [2000, 3300, 3600];

/**
 * What a single at 2.10 on the home side is offered at these prices, in minor units: its stake at the
 * placed odds times the home side's fair chance (the margin taken out in proportion) less the 5 %
 * cash-out margin, rounded down (docs/decisions.md, "Cash-out and system bets").
 */
function offerOf(stake: number, prices: readonly number[]): number {
  const without = (skip: number) => prices.reduce((product, p, i) => (i === skip ? product : product * BigInt(p)), 1n);
  const all = prices.reduce((sum, _p, i) => sum + without(i), 0n);
  return Number((BigInt(stake) * 9_500n * 2_100n * without(0)) / (10_000n * 1_000n * all));
}

/** An amount of minor units as the app shows it (two decimals; the currency sign around it is left open). */
const shown = (minor: number) => (minor / 100).toFixed(2).replace('.', '\\.');

/** A live match of the test's own, the player signed in with 100.00 and a single of 10.00 on home at 2.10. */
async function liveBet(page: Page, request: Parameters<typeof openMatch>[0], testInfo: TestInfo, home: string) {
  const provider = await openMatch(request, testInfo, { home, away: 'Quayside Athletic' }, OPENING);
  await provider.goLive();
  await signedInOverApi(page, request, testInfo);
  await depositByCard(page, '100');
  await expectBalance(page, testInfo, '100.00');
  await openApp(page, provider.livePath);
  await pickOdds(page.getByRole('main').locator(`button[data-odds="${OPENING[0]}"]`));
  const slip = await openSlip(page, testInfo);
  return { provider, slip };
}

async function openBetsCard(slip: Locator): Promise<Locator> {
  await slip.getByRole('tab', { name: 'Open bets' }).click();
  const card = slip.getByTestId('open-bet');
  await expect(card).toHaveCount(1);
  return card;
}

/** Counts the reads of the open bets from now on. */
function countBetReads(page: Page): () => number {
  let reads = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/bets/history')) reads += 1;
  });
  return () => reads;
}

test('a player cashes out part of a live bet while the odds move, confirming the moved offer', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { provider, slip } = await liveBet(page, request, testInfo, 'Harbour Live');

  // A cash-out whose offer moved while it was checked is asked about again.
  await slip.getByRole('button', { name: 'Bet slip settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Bet slip settings' });
  await settings.getByRole('radio', { name: 'Always ask' }).check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();

  await placeBet(page, slip, '10');
  await expectBalance(page, testInfo, '90.00');
  const card = await openBetsCard(slip);
  await expect(
    card.getByRole('button', { name: new RegExp(`^Cash out .*${shown(offerOf(1_000, OPENING))}`) }),
  ).toBeVisible();

  // The odds move: the new offer shows on the card as the channel pushes it, with no read of the bets.
  const reads = countBetReads(page);
  await provider.reprice(HOME_SHORTER);
  const risen = offerOf(1_000, HOME_SHORTER);
  await expect(card.getByRole('button', { name: new RegExp(`^Cash out .*${shown(risen)}`) })).toBeVisible();
  expect(reads()).toBe(0);

  // Half of it: the slider prices the part from the live offer.
  await card.getByRole('button', { name: 'Part' }).click();
  await card.getByRole('slider', { name: 'Share of the stake to cash out' }).fill('50');
  const half = Math.floor(risen / 2);
  await expect(card.getByText(new RegExp(`^50 % of the stake \\(.*5\\.00\\) pays .*${shown(half)}`))).toBeVisible();
  await card.getByRole('button', { name: new RegExp(`^Cash out .*${shown(half)}`) }).click();
  await card.getByRole('button', { name: new RegExp(`^Confirm: cash out .*${shown(half)}`) }).click();

  // In play the request waits the live delay; the odds move meanwhile, so the offer is put again.
  await expect(card.getByRole('button', { name: 'Checking the offer…' })).toBeVisible();
  await provider.reprice(HOME_LONGER);
  const moved = Math.floor(offerOf(1_000, HOME_LONGER) / 2);
  await expect(card.getByRole('alert')).toContainText(
    new RegExp(`The cash-out amount has changed to .*${shown(moved)}`),
    { timeout: 20_000 },
  );
  await card.getByRole('button', { name: new RegExp(`^Confirm: cash out .*${shown(moved)}`) }).click();
  await expect(page.getByText(new RegExp(`^Cashed out .*${shown(moved)}`)).first()).toBeVisible({ timeout: 20_000 });

  // The rest stays open at half the stake, with its own offer.
  await expect(card.getByText(new RegExp(`^Cashed out .*${shown(moved)} for .*5\\.00 of the stake$`))).toBeVisible();
  await expect(card.locator('dl > div').filter({ hasText: 'Stake' }).locator('dd')).toHaveText(/5\.00/);
  await expect(
    card.getByRole('button', { name: new RegExp(`^Cash out .*${shown(offerOf(500, HOME_LONGER))}`) }),
  ).toBeVisible();
  await expectBalance(page, testInfo, (90 + moved / 100).toFixed(2));
});

test('an auto cash-out set just above the offer fires when the odds move, without a click', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { provider, slip } = await liveBet(page, request, testInfo, 'Harbour Auto');
  await placeBet(page, slip, '10');
  await expectBalance(page, testInfo, '90.00');
  const card = await openBetsCard(slip);
  const now = offerOf(1_000, OPENING);
  await expect(card.getByRole('button', { name: new RegExp(`^Cash out .*${shown(now)}`) })).toBeVisible();

  await card.getByRole('button', { name: 'Auto cash-out' }).click();
  const target = card.getByLabel('Cash out the whole bet automatically when it pays');
  await target.fill(((now + 1) / 100).toFixed(2));
  await card.getByRole('button', { name: 'Save auto cash-out' }).click();
  await expect(card.getByText(new RegExp(`^Auto cash-out at .*${shown(now + 1)}`))).toBeVisible();

  // The home price shortens: the offer passes the target and the bet is cashed out at it, by itself.
  await provider.reprice(HOME_SHORTER);
  const paid = offerOf(1_000, HOME_SHORTER);
  await expect(slip.getByText('No open bets')).toBeVisible({ timeout: 30_000 });
  await expectBalance(page, testInfo, (90 + paid / 100).toFixed(2));

  const bets = await openHistory(page, 'bets');
  await expect(bets).toHaveCount(1);
  await expect(bets.first()).toContainText('Cashed out');
  await expect(bets.first()).toContainText(new RegExp(shown(paid)));
});
