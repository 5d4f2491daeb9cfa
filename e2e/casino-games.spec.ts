import { randomUUID } from 'node:crypto';
import type { WalletTransactionsAnswer } from '@meridian/contract/casino';
import { type APIRequestContext, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { signPayload } from '../apps/server/src/platform/signature.ts';
import { dialog, expectSignedIn, header, signedInOverApi, useWallet } from './support/accounts.ts';
import { expectPath, isMobile, openApp } from './support/app.ts';
import { balanceControl, depositByCard, payWithCard } from './support/betting.ts';
import { expectOnScreen } from './support/on-screen.ts';
import { CASINO_GAMES_SECRET } from './support/servers.ts';
import { test } from './support/test.ts';

/** The id of a game in the casino's catalogue by the studio's code. */
async function gameId(request: APIRequestContext, code: string): Promise<number> {
  const res = await request.get('/api/v1/casino/games?limit=100');
  const list = ((await res.json()) as { payload: { list: { id: number; external_id: string }[] } }).payload.list;
  const game = list.find((g) => g.external_id === code);
  if (!game) throw new Error(`no game ${code} in the catalogue`);
  return game.id;
}

/** A round as the studio answered it to the game page. */
interface StudioRound {
  id: string;
  status: string;
  stake: number;
  win: number;
}

/**
 * Every round the game pages played, by id, as the studio last answered it (a blackjack round
 * changes with each action); `answers` counts the studio's answers.
 */
function recordRounds(page: Page): Map<string, StudioRound> & { answers: number } {
  const rounds = Object.assign(new Map<string, StudioRound>(), { answers: 0 });
  page.on('response', (response) => {
    if (!/\/providers\/casino-games\/api\/launches\/[^/]+\/rounds(\/[^/]+\/actions)?$/.test(response.url())) return;
    if (!response.ok()) return;
    void response.json().then(
      (answer: { round: StudioRound }) => {
        rounds.set(answer.round.id, answer.round);
        rounds.answers += 1;
      },
      () => undefined,
    );
  });
  return rounds;
}

/** The platform's record of the studio's wallet calls since `from`, asked as the studio reconciles (signed with its key). */
async function platformRecord(request: APIRequestContext, from: number) {
  const body = JSON.stringify({
    request_uuid: randomUUID(),
    from,
    to: Math.floor(Date.now() / 1000) + 60,
    limit: 1000,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const res = await request.post('/api/v1/casino/wallet/transactions', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-casino-provider': 'meridian',
      'x-casino-timestamp': String(timestamp),
      'x-casino-signature': signPayload(CASINO_GAMES_SECRET, timestamp, body),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const answer = ((await res.json()) as { payload: WalletTransactionsAnswer }).payload;
  expect(answer.status).toBe('RS_OK');
  return answer.list;
}

/** A euro amount in cents as the header and the games write it ("€1,001.50"). */
const euros = (amountCents: number) =>
  `€${(amountCents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The header's balance, once it says `amountCents`. */
async function expectHeaderBalance(control: Locator, amountCents: number): Promise<void> {
  await expect(control).toHaveAccessibleName(`Balance ${euros(amountCents)}, wallets`, { timeout: 20_000 });
}

/** Opens a game from the lobby's tile: "Play" for real money, "Demo" for play money. */
async function openFromLobby(page: Page, name: string, mode: 'Play' | 'Demo'): Promise<FrameLocator> {
  const main = page.getByRole('main');
  await main
    .getByRole('article', { name })
    .getByRole('link', { name: `${mode} ${name}` })
    .click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'Loading the game' })).toHaveCount(0, { timeout: 20_000 });
  const game = main.frameLocator(`iframe[title="Game: ${name}"]`);
  await expect(game.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  return game;
}

/**
 * Goes to the casino lobby through the menu a player has: the header's on desktop, the bottom one on
 * a phone, which returns to the casino page last open (a game) and from there the Lobby link.
 */
async function openCasino(page: Page, mobile: boolean): Promise<void> {
  const menu = page.getByRole('navigation', { name: mobile ? 'Sections' : 'Main menu' });
  await menu.getByRole('link', { name: 'Casino', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/casino\/games/);
  if (new URL(page.url()).pathname !== '/casino/games') {
    await page.getByRole('main').getByRole('link', { name: 'Lobby' }).click();
  }
  await expectPath(page, '/casino/games');
  await expect(page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('article').first()).toBeVisible();
}

/** Launches a game through the platform, as the lobby does, and answers the studio's page address. */
async function launch(request: APIRequestContext, code: string, token?: string): Promise<string> {
  const res = await request.post('/api/v1/casino/games/launch', {
    data: { game_id: await gameId(request, code), play_mode: token ? 'real' : 'demo' },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { payload: { url: string } }).payload.url;
}

/** The amount of a euro text such as "€1,001.50", in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

const stat = (page: Page | FrameLocator, name: string) => page.locator(`dt:text-is("${name}") + dd`);

test('a visitor spins a slot in demo and sees the balance and a history line', async ({ page, request }) => {
  await page.goto(await launch(request, 'sunken-treasure'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sunken Treasure' })).toBeVisible();
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
  await expect(stat(page, 'Balance')).toHaveText('€1,000.00');
  const history = page.getByRole('complementary', { name: 'Your rounds' }).getByRole('listitem');
  await expect(history).toHaveText(['No rounds yet.']);

  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(history.first()).toContainText('€1.00', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
  // The stake left the balance and the round's win (shown as the last win) came back to it.
  const win = cents((await stat(page, 'Last win').textContent()) ?? '');
  await expect(stat(page, 'Balance')).toHaveText(
    `€${((100_000 - 100 + win) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
  );
  await expect(history.first()).toContainText(win > 0 ? /won €/ : /no win/);
});

test('Mines in demo fits the game page under its one header: the minefield and Start on screen without scrolling', async ({
  page,
  request,
}) => {
  // A game page has no footer on a phone: the app is ready once hydrated.
  await page.goto(`/casino/games/${await gameId(request, 'mines')}?demo=1`);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const main = page.getByRole('main');
  const frame = main.locator('iframe[title="Game: Mines"]');
  const game = main.frameLocator('iframe[title="Game: Mines"]');
  const start = game.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeEnabled({ timeout: 20_000 });
  // The page's header is the only one: its way back, and none inside the game.
  await expect(page.getByRole('link', { name: /lobby/i })).toHaveCount(1);
  await expect(game.getByRole('link', { name: 'Lobby' })).toHaveCount(0);
  await expectOnScreen(page, game.getByRole('group', { name: 'Minefield' }), 'the minefield', frame);
  await expectOnScreen(page, start, 'Start', frame);
});

test('a keyboard player moves across the roulette table with the arrow keys and bets with Enter', async ({
  page,
  request,
}) => {
  await page.goto(await launch(request, 'european-roulette'));
  const table = page.getByRole('group', { name: 'Betting table' });
  // The table is one tab stop, on red until another bet is used; Tab leaves the table.
  await expect(table.locator('button[tabindex="0"]')).toHaveCount(1);
  const red = table.getByRole('button', { name: 'Red', exact: true });
  await expect(red).toHaveAttribute('tabindex', '0');
  await red.focus();
  await page.keyboard.press('Home');
  await expect(table.getByRole('button', { name: 'Zero' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const moved = page.locator(':focus');
  await expect(moved).not.toHaveAccessibleName('Zero');
  const name = (await moved.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  await expect(table.getByRole('button', { name: `${name}: €1.00 on it` })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAttribute('data-spot', /.+/);
});

test('a newcomer plays a slot in demo, signs up, deposits, plays roulette and blackjack for real, and every round is in the ledger', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const mobile = isMobile(testInfo);
  const started = Math.floor(Date.now() / 1000) - 5;
  const rounds = recordRounds(page);
  await openApp(page, '/');
  await openCasino(page, mobile);

  // Signed out, a slot in demo: play money inside the studio, nothing in the header.
  const slot = await openFromLobby(page, 'Sunken Treasure', 'Demo');
  await expect(slot.getByText('Demo', { exact: true })).toBeVisible();
  await expect(stat(slot, 'Balance')).toHaveText('€1,000.00');
  await slot.getByRole('button', { name: 'Spin' }).click();
  const slotHistory = slot.getByRole('complementary', { name: 'Your rounds' }).getByRole('listitem');
  await expect(slotHistory.first()).toContainText('€1.00', { timeout: 15_000 });
  // The studio's answer is read as it arrives, which may be just after the page shows the round.
  await expect.poll(() => rounds.size).toBe(1);
  const demoRounds = [...rounds.keys()];

  // Real money asks a visitor to sign in; signing up instead goes on to the real launch.
  await page.getByRole('main').getByRole('button', { name: 'Real money' }).click();
  const login = dialog(page, 'Log In');
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'No account yet? Sign up' }).click();
  const signup = dialog(page, 'Sign Up');
  await signup.getByRole('tablist', { name: 'Sign up with' }).getByRole('tab', { name: 'One click' }).click();
  await signup.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const done = dialog(page, 'Registration Complete');
  const confirm = done.getByRole('button', { name: 'I have saved them' });
  await expect(confirm).toBeEnabled({ timeout: 20_000 });
  await confirm.click();
  await expectSignedIn(page, testInfo);
  await expect(page.getByRole('main').getByRole('button', { name: 'Real money' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(slot.getByText('Demo', { exact: true })).toHaveCount(0, { timeout: 20_000 });
  await expect(stat(slot, 'Balance')).toHaveText('€0.00');

  // The header's deposit, through the cashier's frame.
  await header(page).getByRole('link', { name: 'Deposit' }).click();
  await expectPath(page, '/payments/deposit/methods');
  await payWithCard(page, 'deposit', '100');
  const balance = balanceControl(page, testInfo);
  await expectHeaderBalance(balance, 10_000);

  // Roulette for real: red, spun; the header follows the round at once.
  await openApp(page, '/');
  await openCasino(page, mobile);
  const roulette = await openFromLobby(page, 'European Roulette', 'Play');
  await expect(stat(roulette, 'Balance')).toHaveText('€100.00');
  await roulette.getByRole('button', { name: 'Red', exact: true }).click();
  await expect(roulette.getByRole('button', { name: 'Red: €1.00 on it' })).toBeVisible();
  await roulette.getByRole('button', { name: 'Spin' }).click();
  const rouletteHistory = roulette.getByRole('complementary', { name: 'Your rounds' }).getByRole('listitem');
  await expect(rouletteHistory.first()).toContainText(/\d+ (red|black|green)/, { timeout: 15_000 });
  const settled = () => [...rounds.values()].filter((r) => !demoRounds.includes(r.id) && r.status === 'settled');
  await expect.poll(() => settled().length).toBe(1);
  const afterRoulette = 10_000 - settled().reduce((sum, r) => sum + r.stake - r.win, 0);
  await expectHeaderBalance(balance, afterRoulette);
  await expect(stat(roulette, 'Balance')).toHaveText(euros(afterRoulette));

  // Blackjack for real: dealt, insurance declined if offered, stood on; paid by the dealer's hand.
  await page.getByRole('main').getByRole('link', { name: 'Lobby' }).click();
  await expectPath(page, '/casino/games');
  const blackjack = await openFromLobby(page, 'Blackjack', 'Play');
  const deal = blackjack.getByRole('button', { name: 'Deal' });
  const stand = blackjack.getByRole('button', { name: 'Stand' });
  const noInsurance = blackjack.getByRole('button', { name: 'No insurance' });
  const playedBefore = new Set(rounds.keys());
  const hand = () => [...rounds.values()].find((round) => !playedBefore.has(round.id));
  // Each step waits for the studio's answer to the last one: a natural blackjack ends the round at
  // once; otherwise insurance may be offered, then the hand is stood on.
  let answers = rounds.answers;
  const played: string[] = [];
  await deal.click();
  for (let step = 0; step < 5; step += 1) {
    await expect.poll(() => rounds.answers).toBeGreaterThan(answers);
    if (hand()?.status === 'settled') break;
    answers = rounds.answers;
    await expect(stand.or(noInsurance).first()).toBeEnabled();
    const insurance = await noInsurance.isVisible();
    await (insurance ? noInsurance : stand).click();
    played.push(insurance ? 'noInsurance' : 'stand');
  }
  await expect(deal).toBeEnabled({ timeout: 15_000 });
  // The round's verify link carries what replays it: the dealt bet and the actions in order.
  const lastRound = blackjack.getByRole('complementary', { name: 'Your rounds' }).getByRole('listitem').first();
  await lastRound.locator('summary').click();
  const verify = new URL(
    (await lastRound.getByRole('link', { name: 'Verify' }).getAttribute('href')) ?? '',
    'http://x',
  );
  expect(verify.searchParams.get('game')).toBe('blackjack');
  expect(verify.searchParams.get('stake')).toBe('100');
  expect(verify.searchParams.get('actions')).toBe(played.join(', '));
  await expect.poll(() => settled().length).toBe(2);
  const afterBlackjack = 10_000 - settled().reduce((sum, r) => sum + r.stake - r.win, 0);
  await expectHeaderBalance(balance, afterBlackjack);
  await expect(stat(blackjack, 'Balance')).toHaveText(euros(afterBlackjack));

  // The platform's ledger has each real round's stake and win under the studio's round id, and no demo money.
  const record = await platformRecord(request, started);
  for (const round of settled()) {
    const calls = record.filter((call) => call.round === round.id);
    const bets = calls.filter((call) => call.kind === 'bet' && call.status === 'accepted');
    const wins = calls.filter((call) => call.kind === 'win' && call.status === 'accepted');
    expect(
      bets.reduce((sum, call) => sum + (call.amount ?? 0), 0),
      `stakes of round ${round.id}`,
    ).toBe(round.stake);
    expect(
      wins.reduce((sum, call) => sum + (call.amount ?? 0), 0),
      `wins of round ${round.id}`,
    ).toBe(round.win);
  }
  expect(record.filter((call) => demoRounds.includes(call.round))).toEqual([]);
});

test('a player whose sports bonus is the active wallet plays a slot from the cash balance beside it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInOverApi(page, request, testInfo, { firstBonus: 'Sports bonus' });
  await depositByCard(page, '45');
  await openApp(page, '/');
  await useWallet(page, testInfo, /^Sports bonus/);
  const balance = balanceControl(page, testInfo);
  await expect(balance).toHaveAccessibleName('Balance Sports bonus €45.00, wallets', { timeout: 20_000 });

  // The casino opens the game on the €45 of cash, and says so, instead of sending the player back.
  await openCasino(page, isMobile(testInfo));
  const slot = await openFromLobby(page, 'Sunken Treasure', 'Play');
  await expect(
    page.getByRole('main').getByText('Playing from your EUR balance: the sports bonus is for sports bets only.'),
  ).toBeVisible();
  await expect(stat(slot, 'Balance')).toHaveText('€45.00');
  await slot.getByRole('button', { name: 'Spin' }).click();
  const history = slot.getByRole('complementary', { name: 'Your rounds' }).getByRole('listitem');
  await expect(history.first()).toContainText('€1.00', { timeout: 15_000 });
  const played = (await stat(slot, 'Balance').textContent()) ?? '';
  // The sports bonus is untouched; the stake came from the cash wallet, which shows what the game shows.
  await expect(balance).toHaveAccessibleName('Balance Sports bonus €45.00, wallets');
  // The wallets list: the header's wallet menu on desktop, the wallets page on a phone.
  let rows: Locator;
  if (isMobile(testInfo)) {
    await openApp(page, '/profile/wallets');
    rows = page.getByRole('list', { name: 'Wallets' }).getByRole('listitem');
  } else {
    await balance.click();
    rows = header(page).getByRole('menuitemradio');
  }
  await expect(rows.filter({ hasText: 'Sports bonus' })).toContainText('€45.00');
  await expect(rows.filter({ hasNotText: 'bonus' }).first()).toContainText(played, { timeout: 20_000 });
});
