import { expect, type Page } from '@playwright/test';
import { expectShell } from './support/app.ts';
import { test } from './support/test.ts';

/** What each public first screen shows, found in the HTML the server sends. */
const PAGES: { path: string; content: (page: Page) => ReturnType<Page['locator']> }[] = [
  { path: '/', content: (page) => page.getByRole('main').locator('button[data-odds]').first() },
  { path: '/live', content: (page) => page.getByRole('main').locator('button[data-odds]').first() },
  { path: '/line', content: (page) => page.getByRole('main').locator('button[data-odds]').first() },
  { path: '/casino/games', content: (page) => page.getByRole('main').getByText('Sunken Treasure').first() },
  { path: '/promotions', content: (page) => page.getByRole('main').getByRole('heading', { level: 2 }).first() },
  { path: '/terms/aml-policy', content: (page) => page.getByRole('main').getByRole('heading', { level: 1 }) },
  // The ended matches of the last 7 days, or the line that says there are none: not the skeleton.
  {
    path: '/results',
    content: (page) => page.getByRole('region', { name: 'Match results' }).locator('li, [role="status"]').first(),
  },
];

/** React's messages when a hydrating render found other HTML than the server's. */
const HYDRATION = /hydrat|did not match|server rendered|#418|#419|#423|#425/i;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('pages rendered on the server', () => {
  test('with JavaScript off, each public first screen shows its content', async ({
    browser,
    baseURL,
    viewport,
    userAgent,
    isMobile,
  }) => {
    // Nine pages in turn, each a server render: a busy machine took most of the default 30 s.
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL, viewport, userAgent, isMobile, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, content } of PAGES) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(200);
        await expect(content(page), path).toBeVisible();
      }
      // An event page, reached from the list as a visitor would follow its link: the last one listed,
      // the furthest from its start (the first may go live before its page is asked for).
      await page.goto('/line');
      const href = await page
        .getByRole('main')
        .locator('a[href^="/line/"]')
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('href') ?? '').findLast((h) => /^\/line\/\d+\/\d+\/\d+$/.test(h)),
        );
      expect(href, 'an event link on /line').toBeDefined();
      await page.goto(href ?? '/');
      await expect(page.getByRole('main').locator('button[data-odds]').first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a screen that sends its visitor elsewhere is answered with a redirect, not an empty page', async ({
    request,
  }) => {
    const answer = await request.post('/api/v1/events/live/matches-best', { data: { limit: 1, markets: 'main' } });
    const match = (await answer.json()).payload.list[0];
    expect(match, 'a live match').toBeDefined();
    const event = `${match.sport_id}/${match.tournament.id}/${match.id}`;
    const page = (path: string) => request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
    // A match that went live, asked for at its line address.
    const moved = await page(`/line/${event}`);
    expect(moved.status()).toBe(302);
    expect(new URL(moved.headers().location ?? '', 'http://page').pathname).toBe(`/live/${event}`);
    // A match the line does not know goes back to its league's list.
    const unknown = await page(`/line/${match.sport_id}/${match.tournament.id}/1`);
    expect(unknown.status()).toBe(302);
    expect(new URL(unknown.headers().location ?? '', 'http://page').pathname).toBe(
      `/line/${match.sport_id}/${match.tournament.id}`,
    );
  });

  test('the hydrated top page reacts at once: a selection goes to the slip, with no hydration warning', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const documents: string[] = [];
    const dictionaries: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
      if (request.url().includes('dictionaries')) dictionaries.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/');
    // The reference data is not in the page: a file named by its content, preloaded and cached for good.
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('["dictionaries"');
    // The HTML is shared by the visitors of a country: no visitor's address in it (it shows once hydrated).
    const shared = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="meridian-settings"'));
    expect(shared).toContain('<div id="root">');
    expect(shared).not.toContain('127.0.0.1');
    await expectShell(page);
    const odds = page.getByRole('main').locator('button[data-odds]:not([disabled])').first();
    await expect(odds).toBeVisible();
    // The first screen's answers came with the page: the list is not asked for again.
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/matches-best')) listCalls.push(request.url());
    });
    await expect(async () => {
      await odds.click();
      await expect(odds).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('contentinfo').getByText(/^v[\d.]+ · [A-Z]{2} · 127\.0\.0\.1$/)).toBeAttached();
    expect(documents).toHaveLength(1);
    expect(listCalls).toEqual([]);
    // Asked for once, by the preload the fetch before hydration takes up; never by the API call.
    expect(dictionaries).toEqual([expect.stringMatching(/^\/boot\/dictionaries\/en\.[\w-]+\.json$/)]);
    expect(problems).toEqual([]);
  });

  test("times written in the server's zone move to the browser's own, with Intl loaded by a worker", async ({
    browser,
    baseURL,
    viewport,
    userAgent,
    isMobile,
    request,
  }) => {
    const answer = await request.post('/api/v1/events/line/matches-best', { data: { limit: 20, markets: 'main' } });
    // The furthest from its start: it stays on the line for the whole test.
    const match = (await answer.json()).payload.list.at(-1);
    expect(match, 'a match on the line').toBeDefined();
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        match.start_time * 1000,
      );
    const context = await browser.newContext({ baseURL, viewport, userAgent, isMobile, timezoneId: 'Asia/Tokyo' });
    try {
      const page = await context.newPage();
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
      const response = await page.goto(`/line/${match.sport_id}/${match.tournament.id}/${match.id}`);
      // No zone is known to the server on a first visit: it writes UTC, the browser moves it to Tokyo.
      expect((await response?.text()) ?? '').toContain(clock('UTC'));
      await expect(page.getByRole('main')).toContainText(clock('Asia/Tokyo'));
      expect(workers).toContain('/intl-warmup.js');
    } finally {
      await context.close();
    }
  });

  test("a rendered page names its screens' code, which the app asks for as it starts, none later", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/line');
    const html = (await response?.text()) ?? '';
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    const context = html.match(/<script type="application\/json" id="meridian-page">([^<]*)<\/script>/)?.[1];
    const named = [entry, ...((JSON.parse(context ?? '{}') as { screenCode?: string[] }).screenCode ?? [])];
    expect(named).toContainEqual(expect.stringMatching(/^\/assets\/sports-list-page-[\w-]+\.js$/));
    await expect(page.getByRole('main').locator('button[data-odds]').first()).toBeVisible();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    // The popups' registry is fetched on purpose once the page is up, before any popup opens.
    const late = scripts.filter((path) => path.startsWith('/assets/') && !named.includes(path));
    expect(late.filter((path) => !path.startsWith('/assets/popup-stack-'))).toEqual([]);
  });

  test('every public first screen hydrates without a warning', async ({ page }) => {
    // Ten pages, each loaded to a quiet network: a few seconds each on a busy machine.
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    for (const { path, content } of PAGES) {
      await page.goto(path);
      await expect(content(page), path).toBeVisible();
      // Hydration finishes once the lazily loaded screen's code is in: the page is then interactive.
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
    }
  });
});
