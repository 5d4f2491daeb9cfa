import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import {
  type ApiPlayer,
  expectSignedIn,
  expectSignedOut,
  signedInOverApi,
  signedUpOverApi,
} from './support/accounts.ts';
import { openApp } from './support/app.ts';
import {
  expectBalance,
  type FeedProvider,
  type MatchNames,
  openMatch,
  openSlip,
  payWithCard,
  pickOdds,
  placeBet,
} from './support/betting.ts';
import {
  adminOverApi,
  backoffice,
  field,
  firstSignInOnScreen,
  openDesk,
  openPlayerFromList,
  openSignedIn,
  operatorOverApi,
  setupLink,
} from './support/operators.ts';
import { test } from './support/test.ts';

/** The US dollar's id in the demo currencies: a Cypriot player may hold it, and no other journey bets in it. */
const USD = 2;

/** The back office's audit screen filtered by an action. */
const auditOf = (action: string) => `audit?filter=${encodeURIComponent(JSON.stringify({ action }))}`;

/**
 * A player signed in on a match of their own, with a card deposit of `deposit` euros and a bet of
 * €10 on the home side at 2.10; the header shows each balance.
 */
async function playerWithBet(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  names: MatchNames,
  deposit: number,
): Promise<{ provider: FeedProvider; player: ApiPlayer }> {
  const provider = await openMatch(request, testInfo, names);
  const player = await signedInOverApi(page, request, testInfo);
  await payWithCard(page, 'deposit', String(deposit));
  await expectBalance(page, testInfo, deposit.toFixed(2));
  await provider.pick(page, 2100);
  await placeBet(page, await openSlip(page, testInfo), '10');
  await expectBalance(page, testInfo, (deposit - 10).toFixed(2));
  return { provider, player };
}

// The operators' app at /backoffice/ (desktop only: the mobile project ignores this file). Each journey
// signs operators in and enrols their two-factor, several steps on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('the first admin comes from the start-up log’s one-time link, enrols two-factor, and the link then dies', async ({
  page,
}) => {
  // The German server: its link is not spent by the other back-office journeys, which use the normal one.
  const link = await setupLink('de');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'First admin' })).toBeVisible();
  const email = `first.admin.${Date.now()}@example.com`;
  await page.getByLabel(field('E-mail')).fill(email);
  await page.getByRole('button', { name: 'Create the first admin' }).click();
  await expect(page.getByRole('heading', { name: 'The first admin exists' })).toBeVisible();
  const oneTimePassword = (await page.getByLabel('One-time password').textContent())?.trim() ?? '';
  expect(oneTimePassword.length).toBeGreaterThanOrEqual(12);
  // The spent token is out of the address bar.
  expect(new URL(page.url()).hash).toBe('');

  await page.getByRole('button', { name: 'Sign in now' }).click();
  await expect(page.getByLabel(field('E-mail'))).toHaveValue(email);
  await firstSignInOnScreen(page, email, oneTimePassword, 'the first admin’s own password');
  await page.getByRole('menuitem', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators' })).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Audit' })).toBeVisible();

  // Twice the same link: refused, and nothing is created.
  const again = await page.context().newPage();
  await again.goto(link);
  await again.getByLabel(field('E-mail')).fill(`second.${email}`);
  await again.getByRole('button', { name: 'Create the first admin' }).click();
  await expect(again.getByRole('alert')).toContainText('not valid');
  await again.close();
});

test('an admin adds a trader with a reason; the trader enrols at their first sign-in and sees only what their role may do; the audit shows both', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminOverApi(request, 'normal');
  await openSignedIn(page, admin, 'normal', 'operators/create');
  const trader = `trader.${Date.now()}@example.com`;
  await page.getByLabel(field('E-mail')).fill(trader);
  await page.getByLabel(field('Role')).click();
  await page.getByRole('option', { name: 'Trader' }).click();
  // Without a reason the change is not sent.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByLabel(field('Reason')).fill('joins the trading desk');
  await page.getByRole('button', { name: 'Save' }).click();
  const created = page.getByRole('dialog', { name: 'Operator added' });
  await expect(created).toContainText(trader);
  const oneTimePassword = (await created.getByLabel('One-time password').textContent())?.trim() ?? '';
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: new RegExp(trader) })).toContainText('Trader');

  // The trader, in a browser of their own.
  const traderContext = await browser.newContext({ baseURL: backoffice('normal') });
  const traderPage = await traderContext.newPage();
  await traderPage.goto(backoffice('normal'));
  await expect(traderPage.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await firstSignInOnScreen(traderPage, trader, oneTimePassword, 'the trader’s own password');
  await expect(traderPage.getByRole('menuitem', { name: 'Operators' })).toHaveCount(0);
  await expect(traderPage.getByRole('menuitem', { name: 'Audit' })).toHaveCount(0);
  await traderPage.goto(backoffice('normal', 'operators'));
  await expect(traderPage.getByText(/not authorized|access denied|don't have access/i)).toBeVisible();
  await traderContext.close();

  // The admin finds the creation, with its reason, and the trader's enrolment in the audit.
  await page.getByRole('menuitem', { name: 'Audit' }).click();
  const creation = page.getByRole('row', { name: /operator\.created/ }).filter({ hasText: 'joins the trading desk' });
  await expect(creation).toBeVisible();
  await creation.click();
  await expect(page.getByText(`"email": "${trader}"`)).toBeVisible();
  await expect(page.getByRole('row', { name: /operator\.enrolled/ }).filter({ hasText: trader })).toBeVisible();
});

test('a trader suspends a market while a player watches it lock in their slip, then resumes it; the audit keeps the reason', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const provider = await openMatch(request, testInfo, { home: 'Quay Athletic', away: 'Mill Town' });
  await signedUpOverApi(page, request);
  await openApp(page, provider.path);
  await expectSignedIn(page, testInfo);
  await pickOdds(page.getByRole('main').locator('button[data-odds="2100"]'));
  const slip = await openSlip(page, testInfo);
  const closed = slip.getByText('Betting on this event has temporarily been closed');
  await expect(closed).toHaveCount(0);

  const admin = await adminOverApi(request, 'normal');
  const trader = await operatorOverApi(request, admin, 'trader');
  const desk = await openDesk(browser, trader, `events/${provider.match.event_id}/show`);
  await expect(desk.getByRole('heading', { name: 'Quay Athletic – Mill Town' })).toBeVisible();
  const market = desk.locator('section').first();
  await expect(market.getByRole('row', { name: /2\.10/ })).toContainText('Yes');

  await market
    .getByRole('button', { name: /^Suspend/ })
    .first()
    .click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel(field('Reason')).fill('team news due');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(desk.getByText('Suspended by operators')).toBeVisible();
  await expect(market.getByRole('row', { name: /2\.10/ })).toContainText('No');

  // The player's slip locks at once, over the socket.
  await expect(closed).toBeVisible();
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();

  await market
    .getByRole('button', { name: /^Resume/ })
    .first()
    .click();
  await dialog.getByLabel(field('Reason')).fill('news is out');
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await expect(desk.getByText('Suspended by operators')).toBeHidden();
  await expect(closed).toBeHidden();
  await desk.context().close();

  // An admin finds both on the audit screen, with what the trader typed.
  const auditPage = await openDesk(browser, admin, auditOf('trading.suspended'));
  await expect(
    auditPage.getByRole('row', { name: /trading\.suspended/ }).filter({ hasText: 'team news due' }),
  ).toBeVisible();
  await auditPage.goto(backoffice('normal', auditOf('trading.resumed')));
  await expect(
    auditPage.getByRole('row', { name: /trading\.resumed/ }).filter({ hasText: 'news is out' }),
  ).toBeVisible();
});

test('a trader settles a market the feed left open by hand, and the player’s balance moves', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { provider } = await playerWithBet(page, request, testInfo, { home: 'Harbour Rovers', away: 'Elm Park' }, 100);

  const admin = await adminOverApi(request, 'normal');
  const trader = await operatorOverApi(request, admin, 'trader');
  const desk = await openDesk(browser, trader, `events/${provider.match.event_id}/show`);
  const market = desk.locator('section').first();
  await market.getByRole('button', { name: /^Settle/ }).click();
  const dialog = desk.getByRole('dialog');
  for (const [outcome, result] of [
    ['1', 'Won'],
    ['X', 'Lost'],
    ['2', 'Lost'],
  ]) {
    await dialog.getByRole('combobox', { name: outcome, exact: true }).click();
    await desk.getByRole('option', { name: result, exact: true }).click();
  }
  await dialog.getByLabel(field('Reason')).fill('the feed lost the result');
  await dialog.getByRole('button', { name: 'Settle' }).click();
  await expect(market.getByText('Settled by an operator')).toBeVisible({ timeout: 20_000 });
  await expect(market.getByText(/1 of 1 bets done/)).toBeVisible({ timeout: 20_000 });
  await desk.context().close();

  // 10.00 at 2.10: the player's header shows the win over the socket.
  await expectBalance(page, testInfo, '111.00');

  // An admin finds the settlement on the audit screen, with the trader's reason.
  const auditPage = await openDesk(browser, admin, auditOf('settlement.settled'));
  await expect(
    auditPage.getByRole('row', { name: /settlement\.settled/ }).filter({ hasText: 'the feed lost the result' }),
  ).toBeVisible();
});

test('a risk operator finds a player from the list, opens their page, and halves their stake factor with a reason', async ({
  page,
  request,
}) => {
  const email = `backoffice.player.${Date.now()}@example.com`;
  await signedUpOverApi(page, request, { email });
  const admin = await adminOverApi(request, 'normal');
  const risk = await operatorOverApi(request, admin, 'risk');
  // From the list's row to the page: the row stands in until the page's own answer arrives.
  await openPlayerFromList(page, risk, email);
  await expect(page.getByRole('tab', { name: 'Limits and exclusions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  await page.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the stake factor' });
  await dialog.getByLabel(field('Stake factor')).fill('0.5');
  await dialog.getByLabel(field('Reason')).fill('stakes above the player’s pattern');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stake factor set to ×0.5')).toBeVisible();
  await expect(page.getByText('×0.5', { exact: true })).toBeVisible();
});

test('a payments operator credits a player above the approval limit; it waits until a second operator approves it, and the player’s balance moves', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `backoffice.adjusted.${Date.now()}@example.com`;
  await signedInOverApi(page, request, testInfo, { email });
  await expectBalance(page, testInfo, '0.00');

  const admin = await adminOverApi(request, 'normal');
  const [asker, approver] = [
    await operatorOverApi(request, admin, 'payments'),
    await operatorOverApi(request, admin, 'payments'),
  ];
  const askerContext = await browser.newContext();
  const desk = await askerContext.newPage();
  await openPlayerFromList(desk, asker, email);
  await desk.getByRole('tab', { name: 'Wallets' }).click();
  await desk.getByRole('button', { name: /^Adjust wallet \d+$/ }).click();
  const dialog = desk.getByRole('dialog', { name: /^Adjust wallet \d+ \(EUR\)$/ });
  await dialog.getByLabel(field('Amount, EUR')).fill('150');
  await dialog.getByLabel(field('Reason')).fill('compensation for the outage of 12 May');
  await dialog.getByRole('button', { name: 'Credit' }).click();
  await expect(desk.getByText('The adjustment waits for another operator’s approval.')).toBeVisible();
  // Its own request is not the asker's to decide.
  await openSignedIn(desk, asker, 'normal', 'adjustments');
  const asked = desk.getByRole('row').filter({ hasText: 'compensation for the outage of 12 May' });
  await expect(asked.getByText('Another operator decides')).toBeVisible();
  await askerContext.close();
  await expectBalance(page, testInfo, '0.00');

  const approverContext = await browser.newContext();
  const second = await approverContext.newPage();
  await openSignedIn(second, approver, 'normal', 'adjustments');
  const waiting = second.getByRole('row').filter({ hasText: 'compensation for the outage of 12 May' });
  await expect(waiting.getByText('Waiting for approval')).toBeVisible();
  await waiting.getByRole('button', { name: 'Approve' }).click();
  const decision = second.getByRole('dialog', { name: /^Approve adjustment \d+$/ });
  await decision.getByLabel(field('Reason')).fill('matches the incident report');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByText('Approved: the balance was adjusted.')).toBeVisible();
  await approverContext.close();

  // The player's header shows the credit over the socket.
  await expectBalance(page, testInfo, '150.00');
});

test('a trader finds a player’s open bet, opens it, and voids it with a reason; the player gets the stake back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { player } = await playerWithBet(page, request, testInfo, { home: 'Quarry Town', away: 'Mill Lane' }, 50);

  const admin = await adminOverApi(request, 'normal');
  const trader = await operatorOverApi(request, admin, 'trader');
  const desk = await openDesk(browser, trader, 'bets');
  await desk.getByLabel(field('Player')).fill(player.id);
  const row = desk.getByRole('row').filter({ hasText: '2.10' });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(desk.getByRole('heading', { level: 1, name: /^Bet \d+$/ })).toBeVisible();
  const legs = desk.getByRole('region', { name: 'Legs' });
  await expect(legs.getByText('Quarry Town - Mill Lane')).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Ledger entries' }).getByText('bet_stake')).toBeVisible();

  await desk.getByRole('button', { name: 'Void the bet' }).click();
  const dialog = desk.getByRole('dialog', { name: /^Void bet \d+$/ });
  await dialog.getByLabel(field('Reason')).fill('price published in error');
  await dialog.getByRole('button', { name: 'Void the bet' }).click();
  await expect(desk.getByText('The bet was voided.')).toBeVisible();
  await expect(desk.getByText('Voided by operator', { exact: false }).first()).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Ledger entries' }).getByText('bet_refund')).toBeVisible();
  await desk.context().close();

  // The stake back in the player's header, over the socket.
  await expectBalance(page, testInfo, '50.00');
});

test('an operator opens the back office on today’s dashboard: products, payments, the last hour’s charts and the largest liabilities', async ({
  page,
  request,
}) => {
  const admin = await adminOverApi(request, 'normal');
  const trader = await operatorOverApi(request, admin, 'trader');
  await openSignedIn(page, trader, 'normal');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const products = page.getByRole('region', { name: 'Products' });
  for (const product of ['Sports', 'Casino', 'Live casino']) {
    await expect(products.getByRole('rowheader', { name: product, exact: true })).toBeVisible();
  }
  await expect(products.getByText('Active players')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Bar chart of the sports bets placed in each minute of the last hour' }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Line chart of the largest feed lag/ }).locator('svg.recharts-surface'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Largest open liability' })).toBeVisible();

  // A role without the reports gets a welcome instead of the figures.
  const content = await operatorOverApi(request, admin, 'content');
  await openSignedIn(page, content, 'normal');
  await expect(page.getByText('Welcome to Meridian’s back office.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' })).toHaveCount(0);
});

test('a risk operator blocks a player, whose browser is signed out at once, and unblocks them; the page says so each time', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = `backoffice.blocked.${Date.now()}@example.com`;
  await signedInOverApi(page, request, testInfo, { email });

  const admin = await adminOverApi(request, 'normal');
  const risk = await operatorOverApi(request, admin, 'risk');
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await openPlayerFromList(desk, risk, email);
  await desk.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: 'Block the player' });
  await dialog.getByLabel(field('Reason')).fill('shared account reported by the bank');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(desk.getByText('The player is blocked and signed out.')).toBeVisible();
  await expect(desk.getByText('Blocked: shared account reported by the bank')).toBeVisible();

  // The player's open tab learns over the socket that the session is over.
  await expectSignedOut(page, testInfo);

  await desk.getByRole('button', { name: 'Unblock', exact: true }).click();
  const lift = desk.getByRole('dialog', { name: 'Unblock the player' });
  await lift.getByLabel(field('Reason')).fill('the bank withdrew the report');
  await lift.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(desk.getByText('The player is unblocked.')).toBeVisible();
  await expect(desk.getByText(/^Blocked: /)).toHaveCount(0);
  await deskContext.close();
});

test('a support operator writes a note on a player’s page, and finds it under Notes with their e-mail', async ({
  page,
  request,
}) => {
  const email = `backoffice.noted.${Date.now()}@example.com`;
  await signedUpOverApi(page, request, { email });
  const admin = await adminOverApi(request, 'normal');
  const support = await operatorOverApi(request, admin, 'support');
  await openPlayerFromList(page, support, email);
  await page.getByRole('tab', { name: 'Notes' }).click();
  const form = page.getByRole('form', { name: 'New note' });
  await form.getByLabel('New note').fill('Asked about the welcome bonus terms; sent the link.');
  await form.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByText('The note is added.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Asked about the welcome bonus terms; sent the link.' });
  await expect(row.getByText(support.email)).toBeVisible();
});

test('a risk operator gives a sport a live delay of its own and sets it back to the default', async ({
  page,
  request,
}) => {
  const admin = await adminOverApi(request, 'normal');
  const risk = await operatorOverApi(request, admin, 'risk');
  await openSignedIn(page, risk, 'normal', 'live-delays');
  await expect(page.getByRole('heading', { level: 1, name: 'Live delays' })).toBeVisible();
  const darts = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Darts', exact: true }) });
  await expect(darts.getByText('Default')).toBeVisible();

  await darts.getByRole('button', { name: 'Change the live delay of Darts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Live delay of Darts' });
  await dialog.getByLabel(field('Seconds')).fill('8');
  await dialog.getByLabel(field('Reason')).fill('the darts feed runs late');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The live delay of Darts is saved.')).toBeVisible();
  await expect(darts.getByText('8 s', { exact: true })).toBeVisible();
  await expect(darts.getByText('Default')).toHaveCount(0);

  await darts.getByRole('button', { name: 'Change the live delay of Darts' }).click();
  await dialog.getByLabel(field('Reason')).fill('the feed caught up');
  await dialog.getByRole('button', { name: 'Use the default' }).click();
  await expect(darts.getByText('Default')).toBeVisible();
});

test('a trader finds an event by sport and league, sets a liability limit on a market and sees it, then removes it', async ({
  page,
  request,
}, testInfo) => {
  const league = `Cinder Cup ${Date.now().toString(36)}`;
  await openMatch(request, testInfo, { home: 'Cinder Vale', away: 'Oak Harbour', league });
  const admin = await adminOverApi(request, 'normal');
  const trader = await operatorOverApi(request, admin, 'trader');
  await openSignedIn(page, trader, 'normal', 'events');

  // The sport first; the league's list is then that sport's leagues.
  const addFilter = async (name: string) => {
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name, exact: true }).click();
  };
  // A choice in a filter's list, made again when a busy page lost it (the list stays open, and the
  // page behind it is hidden from the accessibility tree), as an operator would pick it again.
  const choose = async (name: RegExp, option: string) => {
    const box = page.getByRole('combobox', { name });
    await expect(async () => {
      if (!(await page.getByRole('listbox').isVisible())) await box.click();
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
      await expect(box).toHaveText(option, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  };
  await addFilter('League');
  await expect(page.getByRole('combobox', { name: /League/ })).toHaveAttribute('aria-disabled', 'true');
  await addFilter('Sport');
  await choose(/^Sport/, 'Football');
  await choose(/League/, league);
  const row = page.getByRole('row').filter({ hasText: 'Cinder Vale – Oak Harbour' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  // Another sport: the league no longer applies, and the football match is not listed.
  await choose(/^Sport/, 'Tennis');
  await expect(row).toBeHidden();
  await expect(page.getByRole('combobox', { name: /League/ })).not.toContainText(league);
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe('{"sport_id":2}');
  await choose(/^Sport/, 'Football');
  await choose(/League/, league);
  await expect(page.getByRole('row')).toHaveCount(2);

  await expect(async () => {
    await row.click();
    await expect(page).toHaveURL(/\/events\/\d+\/show$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Cinder Vale – Oak Harbour' })).toBeVisible();
  const market = page.getByRole('region', { name: '1X2', exact: true });
  await expect(market.getByText('No limit')).toBeVisible();

  await market.getByRole('button', { name: 'Set the liability limit of 1X2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Liability limit: 1X2' });
  await expect(dialog.getByRole('combobox', { name: /^Currency/ })).toHaveText('EUR');
  await dialog.getByLabel(field('Limit in EUR')).fill('500.005');
  await dialog.getByLabel(field('Reason')).fill('house exposure on a thin league');
  await dialog.getByRole('button', { name: 'Set the limit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('An amount above 0 with at most 2 decimals.');
  await dialog.getByLabel(field('Limit in EUR')).fill('500');
  await dialog.getByRole('button', { name: 'Set the limit' }).click();
  await expect(page.getByText('1X2: limit in EUR set')).toBeVisible();
  await expect(market.getByText('Limit 500.00 EUR')).toBeVisible();
  await expect(market.getByText('No limit')).toHaveCount(0);

  await market.getByRole('button', { name: 'Set the liability limit of 1X2' }).click();
  await expect(dialog.getByLabel(field('Limit in EUR'))).toHaveValue('500.00');
  await dialog.getByRole('checkbox', { name: 'Remove the limit' }).check();
  await dialog.getByLabel(field('Reason')).fill('the league is priced in full now');
  await dialog.getByRole('button', { name: 'Remove the limit' }).click();
  await expect(market.getByText('No limit')).toBeVisible();
  await expect(market.getByText('Limit 500.00 EUR')).toHaveCount(0);
});

test('a risk operator caps the payout of a bet; a player’s larger stake is refused, the slip offers the largest one, and it is placed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const provider = await openMatch(request, testInfo, { home: 'Cliff United', away: 'Reed Vale' });
  // A payout limit holds for every bet in its currency on the server, and the other journeys bet in
  // euros beside this one: the player here bets in dollars, so the cap refuses no one else's stake.
  await signedInOverApi(page, request, testInfo, { currencyId: USD });
  await payWithCard(page, 'deposit', '100');
  await expectBalance(page, testInfo, '100.00');
  await openApp(page, provider.path);

  const admin = await adminOverApi(request, 'normal');
  const risk = await operatorOverApi(request, admin, 'risk');
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  const removeOverApi = () =>
    request.put(`${backoffice('normal').replace('/backoffice/', '')}/api/admin/v1/payout-limits/${USD}`, {
      headers: { authorization: `Bearer ${risk.token}` },
      data: { amount: null, reason: 'the journey is over' },
    });
  try {
    await openSignedIn(deskPage, risk, 'normal', 'payout-limits');
    await expect(deskPage.getByRole('heading', { level: 1, name: 'Payout limits' })).toBeVisible();
    const dollar = deskPage
      .getByRole('row')
      .filter({ has: deskPage.getByRole('rowheader', { name: 'USD', exact: true }) });
    await expect(dollar.getByText('No limit')).toBeVisible();

    // The stake is typed while no limit holds; the limit comes before the bet is placed.
    await pickOdds(page.getByRole('main').locator('button[data-odds="2100"]'));
    const slip = await openSlip(page, testInfo);
    await slip.getByLabel('Stake', { exact: true }).fill('15');

    await dollar.getByRole('button', { name: 'Change the payout limit in USD' }).click();
    const dialog = deskPage.getByRole('dialog', { name: 'Payout limit in USD' });
    await dialog.getByLabel(field('Largest payout, USD')).fill('20');
    await dialog.getByLabel(field('Reason')).fill('a cap for the new league');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(deskPage.getByText('The payout limit in USD is saved.')).toBeVisible();
    await expect(dollar).toContainText('20.00');

    // 15.00 at 2.10 would pay 31.50: refused, with 9.52 (which pays 19.99) offered.
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('alert')).toHaveText(/^The largest stake accepted now is \D*9\.52\.$/);
    await slip.getByRole('button', { name: /^Stake \D*9\.52$/ }).click();
    await expect(slip.getByLabel('Stake', { exact: true })).toHaveValue('9.52');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText('Your bet has been accepted')).toBeVisible({ timeout: 20_000 });
    await expectBalance(page, testInfo, '90.48');

    await dollar.getByRole('button', { name: 'Change the payout limit in USD' }).click();
    await dialog.getByLabel('Remove the limit').check();
    await dialog.getByLabel(field('Reason')).fill('the league is settled in');
    await dialog.getByRole('button', { name: 'Remove limit' }).click();
    await expect(deskPage.getByText('The payout limit in USD is removed.')).toBeVisible();
    await expect(dollar.getByText('No limit')).toBeVisible();
  } finally {
    await removeOverApi();
    await desk.close();
  }
});
