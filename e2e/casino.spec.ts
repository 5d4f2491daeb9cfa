import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectPath, isMobile, openApp } from './support/app.ts';
import { test } from './support/test.ts';

interface LobbyGame {
  id: number;
  name: string;
  has_demo: boolean;
}

/** The names the lobby should list for a query, asked of the API the page uses. */
async function lobbyGames(request: APIRequestContext, query: Record<string, string> = {}): Promise<LobbyGame[]> {
  const params = new URLSearchParams({ is_live: 'false', limit: '40', offset: '0', ...query });
  const response = await request.get(`/api/v1/casino/games?${params}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payload: { list: LobbyGame[] } }).payload.list;
}

const names = (games: LobbyGame[]) => games.map((game) => game.name);

/** A category's id by its English name. */
async function categoryId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get('/api/v1/casino/dictionaries');
  const { categories } = ((await response.json()) as { payload: { categories: { id: number; name: string }[] } })
    .payload;
  const category = categories.find((item) => item.name === name);
  if (!category) throw new Error(`no casino category ${name}`);
  return category.id;
}

function gameNames(page: Page) {
  return page.getByRole('list', { name: 'Games' }).getByRole('article').getByRole('heading', { level: 3 });
}

test('a visitor opens the casino from the menu, filters, searches and plays a game in demo', async ({
  page,
  request,
}, testInfo) => {
  await openApp(page, '/');
  // The header menu on desktop, the bottom menu on a phone.
  const menu = isMobile(testInfo)
    ? page.getByRole('navigation', { name: 'Sections' })
    : page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Casino', exact: true }).click();
  await expectPath(page, '/casino/games');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();

  const all = await lobbyGames(request);
  expect(all.length).toBeGreaterThan(0);
  await expect(gameNames(page)).toHaveText(names(all));

  // Type: the new games.
  await main.getByRole('tab', { name: 'New' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('new');
  await expect(gameNames(page)).toHaveText(names(await lobbyGames(request, { is_new: 'true' })));

  // Category: slots among the new games.
  const categories = main.getByRole('group', { name: 'Game categories' });
  await categories.getByRole('button', { name: 'Slots' }).click();
  await expect(categories.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
  const slots = String(await categoryId(request, 'Slots'));
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(slots);
  const newSlots = await lobbyGames(request, { is_new: 'true', category_id: slots });
  await expect(gameNames(page)).toHaveText(names(newSlots));

  // Back to every game, then search by name: two letters search nothing, three do.
  await main.getByRole('tab', { name: 'All games' }).click();
  await categories.getByRole('button', { name: 'All categories' }).click();
  await expect(gameNames(page)).toHaveText(names(all));
  const target = all.find((game) => game.has_demo) ?? all[0];
  if (!target) throw new Error('the lobby should offer a game');
  const search = main.getByRole('searchbox', { name: 'Game name' });
  await search.fill(target.name.slice(0, 2));
  await expect(main.getByText('Enter at least 3 letters to search')).toBeVisible();
  await expect(gameNames(page)).toHaveText(names(all));
  const text = target.name.slice(0, 5);
  await search.fill(` ${text} `);
  const found = await lobbyGames(request, { name: text });
  expect(names(found)).toContain(target.name);
  await expect(gameNames(page)).toHaveText(names(found));

  // Demo play: the launch is asked for, the game's frame loads and the spinner goes.
  const tile = main.getByRole('article', { name: target.name });
  const launch = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/casino/games/launch') && response.request().method() === 'POST',
  );
  await tile.getByRole('link', { name: `Demo ${target.name}` }).click();
  await expectPath(page, `/casino/games/${target.id}`);
  expect(new URL(page.url()).searchParams.get('demo')).toBe('1');
  const answer = await launch;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ game_id: target.id, play_mode: 'demo' });
  const { url } = ((await answer.json()) as { payload: { url: string } }).payload;

  await expect(main.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  const frame = main.locator('iframe');
  await expect(frame).toHaveAttribute('title', `Game: ${target.name}`);
  // The launch's address, framed as embedded: the page's header is the game's one header.
  await expect(frame).toHaveAttribute('src', `${url}&embedded=1`);
  await expect(main.getByRole('progressbar', { name: 'Loading the game' })).toHaveCount(0, { timeout: 20_000 });
  await expect(main.getByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');

  // Back to the lobby, where the search is kept.
  await main.getByRole('link', { name: 'Lobby' }).click();
  await expectPath(page, '/casino/games');
  await expect(search).toHaveValue(` ${text} `);
});
