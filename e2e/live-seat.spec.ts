import { type APIRequestContext, expect } from '@playwright/test';
import { takeSeat } from './support/live-table.ts';
import { expectUnclipped } from './support/on-screen.ts';
import { test } from './support/test.ts';

/** Cyprus and the euro, as the journey server's visitors sign up. */
const SIGN_UP = { type_id: 3, group_id: 1, fields: { country_id: 58, currency_id: 1 } };
const FREED = 'Your seat was freed: no bet for three rounds in a row.';

/** A player signed up through the API, with the address of their page at Emerald Blackjack. */
async function blackjackLaunch(request: APIRequestContext): Promise<string> {
  const signUp = await request.post('/api/v1/auth/registration', { data: SIGN_UP });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const token = ((await signUp.json()) as { payload: { token: { token: string } } }).payload.token.token;
  const games = await request.get('/api/v1/casino/games?is_live=true&limit=40');
  const list = ((await games.json()) as { payload: { list: { id: number; external_id: string }[] } }).payload.list;
  const game = list.find((g) => g.external_id === 'blackjack-emerald');
  if (!game) throw new Error('no live table blackjack-emerald');
  const launch = await request.post('/api/v1/casino/games/launch', {
    data: { game_id: game.id, play_mode: 'real', theme: 'dark' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  return ((await launch.json()) as { payload: { url: string } }).payload.url;
}

test('a player who bets nothing for three rounds sees their seat freed, why, and can sit again', async ({
  page,
  request,
}, testInfo) => {
  // The journeys' studio deals at twice the speed: three empty rounds take about 25 s.
  test.setTimeout(120_000);
  await page.goto(await blackjackLaunch(request));

  const take = page.getByRole('button', { name: /^Take seat \d$/ }).first();
  await expect(take).toBeEnabled({ timeout: 20_000 });
  // Every seat's button shows whole, on this screen and in a tall frame (a narrow window, full screen),
  // where the table's curved edge once cut the outer seats'.
  const free = page.getByRole('button', { name: /^Take seat \d$/ });
  await expectUnclipped(free, 'Take seat button');
  const screen = page.viewportSize();
  await page.setViewportSize({ width: 720, height: 800 });
  await expectUnclipped(free, 'Take seat button in a tall frame');
  if (screen) await page.setViewportSize(screen);

  const seat = await takeSeat(page);
  const mine = page.getByRole('listitem', { name: new RegExp(`^Seat ${seat}, You\\b`) });
  await expect(mine).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave seat' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Take seat \d$/ })).toHaveCount(0);

  // No bet: the studio frees the seat, and the page says so as it happens.
  await expect(page.getByText(`${FREED} Take a free seat to play.`)).toBeVisible({ timeout: 60_000 });
  await expect(mine).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: `Seat ${seat}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave seat' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('seat-freed.png') });

  // The seats can be taken again (another journey at the table may take one first).
  await expect(page.getByRole('button', { name: /^Take seat \d$/ }).first()).toBeEnabled();
  const next = await takeSeat(page);
  await expect(page.getByRole('listitem', { name: new RegExp(`^Seat ${next}, You\\b`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave seat' })).toBeVisible();
  await expect(page.getByText(FREED)).toBeHidden({ timeout: 10_000 });
});
