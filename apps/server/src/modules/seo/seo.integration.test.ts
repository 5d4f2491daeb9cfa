import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, live, nextId } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { startApp } from '../../../test/helper.js';

type App = Awaited<ReturnType<typeof startApp>>;

const DAY_S = 86_400;
/** A crawler reaching the site through the proxy in front of the nodes. */
const crawler = { host: 'node-1.internal:3000', 'x-forwarded-host': 'bet.example', 'x-forwarded-proto': 'https' };

/** The pages listed, by their English address with the language left off. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)\?lang=en<\/loc>/g)].map((m) => m[1] ?? '');
const disallowed = (robots: string) =>
  robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

describe('robots.txt and sitemap.xml', () => {
  let app: App;
  const tomorrow = fixture({ tournamentId: nextId(), startsIn: DAY_S });
  const nextMonth = fixture({ tournamentId: nextId(), startsIn: 30 * DAY_S });
  const playing = fixture({ tournamentId: nextId(), startsIn: -600 });
  const running = nextId();
  const upcoming = nextId();
  const pageUpdated = new Date('2026-11-20T08:30:00Z');

  beforeAll(async () => {
    app = await startApp({ trustProxy: true, serverRender: false });
    await feed(app, tomorrow, nextMonth, playing, live(playing));
    const db = app.database.db;
    const week = 7 * DAY_S * 1000;
    // Published promotions as the desk leaves them: each with its working copy (the sitemap reads only the published one).
    await db
      .insertInto('promotion_drafts')
      .values([running, upcoming].map((id) => ({ id, version: JSON.stringify({}) })))
      .execute();
    await db
      .insertInto('promotions')
      .values([
        { id: running, image: '/static/promotions/welcome.webp', starts_at: new Date(Date.now() - week) },
        { id: upcoming, image: '/static/promotions/welcome.webp', starts_at: new Date(Date.now() + week) },
      ])
      .execute();
    await db
      .insertInto('promotion_translations')
      .values(
        [running, upcoming].map((id) => ({
          promotion_id: id,
          language: 'en',
          title: `Promotion ${id}`,
          description: 'A promotion of this test.',
          body: '<p>Read on.</p>',
        })),
      )
      .execute();
    await db
      .insertInto('content_pages')
      .values({
        slug: 'crawler-terms',
        language: 'en',
        title: 'Crawler terms',
        body: '<p>Terms.</p>',
        position: 99,
        updated_at: pageUpdated,
      })
      .execute();
    await app.services.content.refresh();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = crawler) => app.inject({ method: 'GET', url, headers });

  it('serves robots.txt that closes the player’s own pages and the API, and names the sitemap on the crawler’s host', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toContain('User-agent: *\nAllow: /\n');
    expect(disallowed(res.body)).toEqual([
      '/api/',
      '/profile',
      '/payments',
      '/auth',
      '/favorites',
      '/bet-slip',
      '/more',
    ]);
    expect(res.body).toContain('Sitemap: https://bet.example/sitemap.xml');
  });

  it('names the sitemap on the Host the request came with when no proxy forwarded it', async () => {
    const res = await get('/robots.txt', { host: 'Meridian.Example:8080' });
    expect(res.body).toContain('Sitemap: http://meridian.example:8080/sitemap.xml');
  });

  it('lists the public pages, tomorrow’s and the live event, a promotion and a text page, on the crawler’s host', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const listed = locs(res.body);
    const site = (path: string) => `https://bet.example${path}`;
    for (const path of ['/', '/live', '/line', '/results', '/promotions', '/mobile-app', '/line/1']) {
      expect(listed, path).toContain(site(path));
    }
    expect(listed).toContain(site(`/line/1/${tomorrow.tournament.id}/${tomorrow.event_id}`));
    expect(listed).toContain(site(`/live/1/${playing.tournament.id}/${playing.event_id}`));
    expect(listed).toContain(site(`/promotions/${running}`));
    expect(listed).toContain(site('/terms/crawler-terms'));
    expect(listed.every((loc) => loc.startsWith('https://bet.example/'))).toBe(true);
  });

  it('leaves out next month’s event and a promotion that has not started', async () => {
    // Both are held, on the line and in the promotions: the sitemap leaves them out.
    expect(app.services.catalog.get(nextMonth.event_id)?.fixture.status).toBe('not_started');
    const body = (await get('/sitemap.xml')).body;
    expect(body).not.toContain(`/${nextMonth.event_id}<`);
    expect(body).not.toContain(`/promotions/${upcoming}<`);
  });

  it('gives each address its language alternates and dates the pages that have a date', async () => {
    const body = (await get('/sitemap.xml')).body;
    const terms = body.slice(body.indexOf('<loc>https://bet.example/terms/crawler-terms?lang=en</loc>'));
    const entry = terms.slice(0, terms.indexOf('</url>'));
    expect(entry).toContain('<lastmod>2026-11-20T08:30:00Z</lastmod>');
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://bet.example/terms/crawler-terms?lang=en"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="ru" href="https://bet.example/terms/crawler-terms?lang=ru"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://bet.example/terms/crawler-terms"/>',
    );
    const top = body.slice(body.indexOf('<loc>https://bet.example/?lang=en</loc>'));
    expect(top.slice(0, top.indexOf('</url>'))).not.toContain('<lastmod>');
  });

  it('lists no address robots.txt closes', async () => {
    const closed = disallowed((await get('/robots.txt')).body);
    const paths = locs((await get('/sitemap.xml')).body).map((loc) => new URL(loc).pathname);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => closed.some((prefix) => path.startsWith(prefix)))).toEqual([]);
  });

  it('answers 400 to a Host that names no host', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await get(url, { host: 'bad host<' });
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toBe('The Host header names no host.');
    }
  });

  it('keeps both out of the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/docs/json', {})).json().paths);
    expect(paths).not.toContain('/robots.txt');
    expect(paths).not.toContain('/sitemap.xml');
  });
});
