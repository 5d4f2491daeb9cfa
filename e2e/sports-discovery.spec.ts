import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { dialog, expectSignedIn, signedUpOverApi } from './support/accounts.ts';
import { expectPath, isMobile, openApp } from './support/app.ts';
import { test } from './support/test.ts';

interface MatchSummary {
  id: number;
  name: string;
  team_home: { name: string };
  team_away: { name: string };
}

interface ResultSummary extends MatchSummary {
  sport_id: number;
  has_statistics: boolean;
}

/** The sport's name as the filter lists it. */
async function sportName(request: APIRequestContext, sportId: number): Promise<string> {
  const response = await request.get('/api/v1/dictionaries');
  const { sports } = await payloadOf<{ sports: { id: number; name: string }[] }>(response);
  return sports.find((sport) => sport.id === sportId)?.name ?? '';
}

async function payloadOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { payload: T };
  return body.payload;
}

/** An upcoming match from the line, waited for: the simulator fills its schedule shortly after start. */
async function lineMatch(request: APIRequestContext): Promise<MatchSummary> {
  let found: MatchSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/v1/events/line/matches-best', { data: { limit: 50 } });
        if (!response.ok()) return 0;
        const { list } = await payloadOf<{ list: (MatchSummary & { start_time: number })[] }>(response);
        // A match far from its start stays on the line for the whole journey.
        const later = Math.floor(Date.now() / 1000) + 600;
        found = list.find((match) => match.start_time > later) ?? list.at(-1);
        return list.length;
      },
      { message: 'the line should list matches', timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return found as MatchSummary;
}

/** An ended match with statistics from the last 30 days, waited for while the simulator plays one to its end. */
async function endedMatch(request: APIRequestContext): Promise<ResultSummary> {
  let found: ResultSummary | undefined;
  const from = Math.floor(Date.now() / 1000) - 30 * 86_400;
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/v1/events/results', { data: { from, limit: 50 } });
        if (!response.ok()) return false;
        const { list } = await payloadOf<{ list: ResultSummary[] }>(response);
        found = list.find((match) => match.has_statistics);
        return found !== undefined;
      },
      { message: 'a match should end with statistics', timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  return found as ResultSummary;
}

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Team or tournament' });
}

/** Opens search as a visitor does: the header menu entry on desktop, the header's search icon on mobile. */
async function openSearch(page: Page): Promise<void> {
  await openApp(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expectPath(page, '/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
}

test('search finds a match by a team name, and asks for 3 letters first', async ({ page, request }) => {
  test.setTimeout(60_000);
  const match = await lineMatch(request);
  await openSearch(page);
  await expect(page.getByText('To search enter at least 3 letters')).toBeVisible();

  await searchBox(page).fill(match.team_home.name.slice(0, 2));
  await expect(page.getByText('To search enter at least 3 letters')).toBeVisible();

  await searchBox(page).fill(match.team_home.name);
  await expect(page.getByRole('article', { name: match.name }).first()).toBeVisible();

  await searchBox(page).fill('zzzqqqxxx');
  await expect(page.getByText('Nothing was found for your query')).toBeVisible();
});

test('results filter by sport, period and text, and open the statistics of an ended match', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(200_000);
  const match = await endedMatch(request);
  const sport = await sportName(request, match.sport_id);
  await openApp(page, '/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Match results' });

  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = dialog(page, 'Results Filter');
    await filters.getByRole('combobox', { name: 'Sport' }).selectOption({ label: sport });
    await filters.getByRole('button', { name: 'Last 30 days' }).click();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(filters).toBeHidden();
    await expect(page.getByText(`${sport} · Last 30 days`)).toBeVisible();
  } else {
    await page.getByRole('combobox', { name: 'Sport' }).selectOption({ label: sport });
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  }

  // Fewer than 3 letters filter nothing; the hint says why.
  const text = page.getByRole('searchbox', { name: 'Team or tournament' });
  await text.fill(match.team_home.name.slice(0, 2));
  await expect(page.getByText('Search starts at 3 letters')).toBeVisible();
  await text.fill(match.team_home.name);
  const statistics = list.getByRole('button', { name: `Statistics: ${match.name}` });
  await expect(statistics).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText(match.team_home.name);

  await statistics.click();
  const popup = dialog(page, 'Statistics');
  await expect(popup).toBeVisible();
  // Exact: the match's text rows ("6' <team>") name the team too.
  await expect(popup.getByText(match.team_home.name, { exact: true })).toBeVisible();
  await expect(popup.getByRole('listitem').first()).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  await text.fill('zzzqqqxxx');
  await expect(list.getByText('No results for these filters')).toBeVisible();
});

/** Favorites as a player reaches them: the header star (with the count) on desktop, the More menu on mobile. */
async function openFavorites(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'More' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Favorites' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Favorites: 1' }).click();
  }
  await expectPath(page, '/favorites');
}

test('a player adds a match to the favorites and removes it again', async ({ page, request }, testInfo) => {
  // Signing up and three page loads on a busy machine outgrow the default budget.
  test.setTimeout(90_000);
  const match = await lineMatch(request);
  await signedUpOverApi(page, request);
  await openApp(page, '/');
  await expectSignedIn(page, testInfo);

  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByText('You have no favorite events yet')).toBeVisible();

  // Typed once the page answers input: this journey is about the favorites, and text typed into the
  // server-drawn field while the page was still hydrating was once lost under load.
  await openApp(page, '/search');
  await searchBox(page).fill(match.team_home.name);
  const row = page.getByRole('article', { name: match.name }).first();
  await row.getByRole('button', { name: `Add ${match.team_home.name} – ${match.team_away.name} to favorites` }).click();
  await expect(
    row.getByRole('button', { name: `Remove ${match.team_home.name} – ${match.team_away.name} from favorites` }),
  ).toBeVisible();

  await openFavorites(page, testInfo);
  // The address changes before the favorites screen replaces the search results on the page.
  await expect(page.getByRole('heading', { level: 1, name: /^Favorites/ })).toBeVisible();
  const listed = page.getByRole('article', { name: match.name });
  await expect(listed).toBeVisible();
  await listed
    .getByRole('button', { name: `Remove ${match.team_home.name} – ${match.team_away.name} from favorites` })
    .click();
  await expect(page.getByText('You have no favorite events yet')).toBeVisible();
  await expect(page.getByRole('article', { name: match.name })).toHaveCount(0);
});
