import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signUpOneClick } from './support/accounts.ts';
import { openApp } from './support/app.ts';
import { payWithCard } from './support/betting.ts';
import { test } from './support/test.ts';

/** The id of a game in the casino's catalogue by the studio's code. */
async function gameId(request: APIRequestContext, code: string): Promise<number> {
  const res = await request.get('/api/v1/casino/games?limit=100');
  const list = ((await res.json()) as { payload: { list: { id: number; external_id: string }[] } }).payload.list;
  const game = list.find((g) => g.external_id === code);
  if (!game) throw new Error(`no game ${code} in the catalogue`);
  return game.id;
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

const stat = (page: Page, name: string) => page.locator(`dt:text-is("${name}") + dd`);

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

test('a player deposits, bets on red for real, and the wallet holds the studio’s balance', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await openApp(page, '/');
  const player = await signUpOneClick(page, testInfo);
  await payWithCard(page, 'deposit', '100');

  const login = await request.post('/api/v1/auth/login', { data: { id: player.id, password: player.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { payload: { token: string } }).payload.token;

  await page.goto(await launch(request, 'european-roulette', token));
  await expect(page.getByRole('heading', { level: 1, name: 'European Roulette' })).toBeVisible();
  await expect(page.getByText('Demo', { exact: true })).toHaveCount(0);
  await expect(stat(page, 'Balance')).toHaveText('€100.00');

  await page.getByRole('button', { name: 'Red', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Red: €1.00 on it' })).toBeVisible();
  await page.getByRole('button', { name: 'Spin' }).click();
  const history = page.getByRole('complementary', { name: 'Your rounds' }).getByRole('listitem');
  await expect(history.first()).toContainText(/\d+ (red|black|green)/, { timeout: 15_000 });

  const balance = await request.get('/api/v1/user/balance', { headers: { authorization: `Bearer ${token}` } });
  const wallets = ((await balance.json()) as { payload: { list: { balance: number; is_default: boolean }[] } }).payload
    .list;
  const wallet = wallets.find((w) => w.is_default) ?? wallets[0];
  expect([10_000 - 100, 10_000 + 100]).toContain(wallet?.balance);
  await expect(stat(page, 'Balance')).toHaveText(`€${((wallet?.balance ?? 0) / 100).toFixed(2)}`);
});
