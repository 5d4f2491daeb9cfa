import {
  type APIRequestContext,
  expect,
  type FrameLocator,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectSignedIn, signedUpOverApi } from './support/accounts.ts';
import { expectPath, isMobile, openApp } from './support/app.ts';
import { balanceControl, payWithCard } from './support/betting.ts';
import { takeSeat } from './support/live-table.ts';
import { expectOnScreen, expectUnclipped } from './support/on-screen.ts';
import { test } from './support/test.ts';

const TABLE = 'Emerald Blackjack';
/** Cyprus and the euro, as the journey server's visitors sign up. */
const SIGN_UP = { type_id: 3, group_id: 1, fields: { country_id: 58, currency_id: 1 } };

/** A player signed up through the API, with the address of their seat at a live table. */
async function playerAtTable(request: APIRequestContext, externalId: string): Promise<string> {
  const signUp = await request.post('/api/v1/auth/registration', { data: SIGN_UP });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const token = ((await signUp.json()) as { payload: { token: { token: string } } }).payload.token.token;
  const games = await request.get('/api/v1/casino/games?is_live=true&limit=40');
  const list = ((await games.json()) as { payload: { list: { id: number; external_id: string }[] } }).payload.list;
  const game = list.find((g) => g.external_id === externalId);
  if (!game) throw new Error(`no live table ${externalId}`);
  const launch = await request.post('/api/v1/casino/games/launch', {
    data: { game_id: game.id, play_mode: 'real', theme: 'dark' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  return ((await launch.json()) as { payload: { url: string } }).payload.url;
}

/** The seats taken at a blackjack tile ("Online · 2/7 seats"). */
async function seatedAt(tile: Locator): Promise<number> {
  const text = (await tile.textContent()) ?? '';
  const found = /(\d)\/7 seats/.exec(text);
  return found ? Number(found[1]) : -1;
}

/** The names of a seat's cards as a table page shows them, in order. */
function seatCards(table: Page | FrameLocator, seat: number): Promise<Array<string | null>> {
  return table
    .getByRole('listitem', { name: new RegExp(`^Seat ${seat}\\b`) })
    .getByRole('img')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
}

/** The live lobby through the menus a player has: the header's on desktop, the casino's section nav on a phone. */
async function openLiveCasino(page: Page, mobile: boolean): Promise<void> {
  if (mobile) {
    // The bottom menu's Casino returns to the casino page last open, of either section.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Casino', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(live-)?casino\//);
    const path = new URL(page.url()).pathname;
    if (/^\/(live-)?casino\/games\/\d+$/.test(path))
      await page.getByRole('main').getByRole('link', { name: 'Lobby' }).click();
    if (path.startsWith('/casino/')) {
      await expectPath(page, '/casino/games');
      await page
        .getByRole('navigation', { name: 'Casino sections' })
        .getByRole('link', { name: 'Live Casino' })
        .click();
    }
  } else {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Live Casino' }).click();
  }
  await expectPath(page, '/live-casino/games');
}

/** A new player (made over the API) and a card deposit of `euros`, back on the top page: the header's balance control. */
async function newcomerWithDeposit(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  euros: number,
): Promise<Locator> {
  await signedUpOverApi(page, request);
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);
  await payWithCard(page, 'deposit', String(euros));
  const balance = balanceControl(page, testInfo);
  await expect(balance).toHaveAccessibleName(`Balance €${euros}.00, wallets`, { timeout: 20_000 });
  await openApp(page, '/');
  return balance;
}

test('a newcomer watches a blackjack table fill in the lobby, sits, bets, plays a hand and is paid, as another player sees it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const mobile = isMobile(testInfo);
  await openApp(page, '/');
  await openLiveCasino(page, mobile);
  const tile = page.getByRole('main').getByRole('article', { name: TABLE });
  await expect(tile).toContainText(/Online · \d\/7 seats/, { timeout: 20_000 });
  await expect(tile).toContainText('€1 – €500');
  const before = await seatedAt(tile);

  // Another player takes a seat at the table: the lobby's tile counts them as it happens.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const otherPage = await other.newPage();
  await otherPage.goto(await playerAtTable(request, 'blackjack-emerald'));
  await expect(otherPage.getByRole('button', { name: /^Take seat \d$/ }).first()).toBeEnabled({ timeout: 20_000 });
  await takeSeat(otherPage);
  await expect.poll(() => seatedAt(tile), { timeout: 20_000 }).not.toBe(before);

  // The newcomer, signed up, deposits and opens the table.
  const balance = await newcomerWithDeposit(page, request, testInfo, 100);
  await openLiveCasino(page, mobile);
  await page
    .getByRole('main')
    .getByRole('article', { name: TABLE })
    .getByRole('link', { name: `Play ${TABLE}` })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TABLE })).toBeVisible();
  const frame = main.locator(`iframe[title="Game: ${TABLE}"]`);
  const table = main.frameLocator(`iframe[title="Game: ${TABLE}"]`);

  // A free seat, a euro on the hand in the betting window.
  const take = table.getByRole('button', { name: /^Take seat \d$/ }).first();
  await expect(take).toBeEnabled({ timeout: 20_000 });
  // One header, the page's, with the one way back; the table fits the screen under it, every free
  // seat's button whole and on screen without scrolling.
  await expect(page.getByRole('link', { name: /lobby/i })).toHaveCount(1);
  await expect(table.getByRole('link', { name: 'Back to the lobby' })).toHaveCount(0);
  const free = table.getByRole('button', { name: /^Take seat \d$/ });
  for (const button of await free.all()) {
    await expectOnScreen(page, button, (await button.getAttribute('aria-label')) ?? 'Take seat', frame);
  }
  await expectUnclipped(free, 'Take seat button');
  const seat = await takeSeat(table);
  const mine = table.getByRole('listitem', { name: new RegExp(`^Seat ${seat}, You`) });
  await expect(mine).toBeVisible();
  // A chip pressed as the window shuts is refused (or the window shuts under it): bet again in the
  // next. The chips are disabled while the studio answers, and the seat shows a bet it took first.
  const chip = table.getByRole('button', { name: 'Bet €1.00' });
  await expect
    .poll(
      async () => {
        if (await chip.isEnabled({ timeout: 1_000 }).catch(() => false)) {
          const placed = /Bet €/.test((await mine.getAttribute('aria-label')) ?? '');
          if (!placed) await chip.click({ timeout: 2_000 }).catch(() => undefined);
        }
        return mine.getAttribute('aria-label');
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toMatch(/Bet €1\.00/);
  await expect(balance).toHaveAccessibleName('Balance €99.00, wallets', { timeout: 20_000 });

  // Dealt. The hand is watched from now on, while the other player's view is compared: a blackjack
  // (the player's or the dealer's) settles in seconds without a turn. Stood on when its turn comes.
  await expect.poll(async () => (await seatCards(table, seat)).length, { timeout: 40_000 }).toBeGreaterThanOrEqual(2);
  const dealt = await seatCards(table, seat);
  const stand = table.getByRole('button', { name: 'Stand' });
  const result = /(Win|Push|Lose|Bust|Blackjack)$/;
  let outcome: string | undefined;
  // On the player's turn the dealer's hand and the actions are on screen together.
  let turnSeen: Promise<void> | null = null;
  const onTurn = async () => {
    await expectOnScreen(page, table.getByRole('region', { name: 'Dealer' }), 'the dealer', frame);
    for (const name of ['Hit', 'Stand']) {
      await expectOnScreen(page, table.getByRole('button', { name, exact: true }), name, frame);
    }
  };
  const played = (async () => {
    await expect
      .poll(
        async () => {
          outcome = ((await mine.getAttribute('aria-label')) ?? '').match(result)?.[1];
          // The turn may end (timed out) between the look and the click.
          if (!outcome && (await stand.isVisible())) {
            turnSeen ??= onTurn();
            await turnSeen;
            await stand.click({ timeout: 2_000 }).catch(() => undefined);
          }
          return outcome;
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBeTruthy();
  })();
  // The other player sees the newcomer's very cards.
  await expect.poll(() => seatCards(otherPage, seat)).toEqual(dealt);
  await played;
  const returned = { Win: 200, Push: 100, Blackjack: 250, Lose: 0, Bust: 0 }[outcome ?? 'Lose'] ?? 0;
  const after = 10_000 - 100 + returned;
  await expect(balance).toHaveAccessibleName(`Balance €${(after / 100).toFixed(2)}, wallets`, { timeout: 20_000 });

  await other.close();
});

test('a player bets on red at Speed Roulette, sees the ball land and the result paid to the balance', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const mobile = isMobile(testInfo);
  const balance = await newcomerWithDeposit(page, request, testInfo, 20);
  await openLiveCasino(page, mobile);
  const tile = page.getByRole('main').getByRole('article', { name: 'Speed Roulette' });
  await expect(tile).toContainText('€0.20 – €1,000');
  await tile.getByRole('link', { name: 'Play Speed Roulette' }).click();
  const table = page.getByRole('main').frameLocator('iframe[title="Game: Speed Roulette"]');
  await expect(table.getByRole('img', { name: 'Roulette wheel' })).toBeVisible({ timeout: 20_000 });

  // A euro chip on Red in a betting window (a click as the window shuts is refused and tried again).
  await table.getByRole('button', { name: 'Chip €1.00' }).click();
  const red = table.getByRole('group', { name: 'Betting table' }).getByRole('button', { name: /^Red\b/ });
  await expect
    .poll(
      async () => {
        const name = (await red.getAttribute('aria-label')) ?? '';
        if (!name.includes('your bet') && (await red.getAttribute('aria-disabled')) === 'false') {
          await red.click({ timeout: 2_000 }).catch(() => undefined);
        }
        return red.getAttribute('aria-label');
      },
      { timeout: 40_000, intervals: [250] },
    )
    .toBe('Red: your bet €1.00');
  await expect(balance).toHaveAccessibleName('Balance €19.00, wallets', { timeout: 20_000 });

  // The wheel spins and the ball lands; the page says what the bet won, and the header's balance follows.
  // Shown on the result banner over the wheel (and said to a screen reader by the page's live region).
  const said = table.getByRole('region', { name: 'Roulette wheel' }).getByText(/^(You win €2\.00|No win this round)$/);
  await expect(said).toBeVisible({ timeout: 40_000 });
  const won = (await said.textContent())?.startsWith('You win') ?? false;
  await expect(balance).toHaveAccessibleName(`Balance €${won ? '21.00' : '19.00'}, wallets`, { timeout: 20_000 });
});
