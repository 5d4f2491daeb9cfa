import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type PageContext,
  PageRenderer,
  type PageRequest,
  pageContextOf,
  type RenderedPage,
  type RenderResult,
  rendersOnServer,
  screenCodeOf,
} from './web-render.js';
import { withRenderedPage } from './web-static.js';

const page: PageRequest = {
  settings: { country_code: 'RU', country_language: 'RU', is_blocked_geo: false, is_off_maintenance: false },
  languages: ['en', 'ru'],
  defaultLanguage: 'en',
};

function request(url: string, headers: Record<string, string> = {}): FastifyRequest {
  return { url, headers, hostname: 'meridian.example:8080' } as unknown as FastifyRequest;
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

describe('the page a visitor is rendered', () => {
  it('takes layout, theme, language and time zone from the cookies the app writes', () => {
    const cookies =
      'a=1; meridian.layout=mobile; meridian.theme=light; meridian.language=en; meridian.timezone=Europe%2FBerlin';
    expect(pageContextOf(request('/', { cookie: cookies }), page, 5)).toEqual({
      layout: 'mobile',
      theme: 'light',
      language: 'en',
      timezone: 'Europe/Berlin',
      renderedAt: 5,
      host: 'meridian.example',
      appBanner: false,
      path: '/',
    });
  });

  it('shows the app banner to an Android browser until it is closed for the session', () => {
    const android = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' };
    expect(pageContextOf(request('/', android), page, 0).appBanner).toBe(true);
    expect(pageContextOf(request('/', { 'user-agent': IPHONE }), page, 0).appBanner).toBe(false);
    const closed = { ...android, cookie: 'meridian.app-banner-closed=1' };
    expect(pageContextOf(request('/', closed), page, 0).appBanner).toBe(false);
  });

  it('guesses on a first visit: a phone from its user agent, the dark theme, the country’s language, UTC', () => {
    expect(pageContextOf(request('/', { 'user-agent': IPHONE }), page, 0)).toMatchObject({
      layout: 'mobile',
      theme: 'dark',
      language: 'ru',
      timezone: 'UTC',
    });
    expect(pageContextOf(request('/', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }), page, 0).layout).toBe(
      'desktop',
    );
  });

  it('renders the language a link names over the cookie’s, ignoring one the site does not offer', () => {
    const cookies = 'meridian.language=en';
    expect(pageContextOf(request('/live?lang=ru', { cookie: cookies }), page, 5).language).toBe('ru');
    expect(pageContextOf(request('/live?lang=xx', { cookie: cookies }), page, 5).language).toBe('en');
  });

  it('ignores what it cannot use: an unknown language, layout or time zone', () => {
    const cookies = 'meridian.layout=tv; meridian.language=xx; meridian.timezone=Mars%2FOlympus';
    const context = pageContextOf(
      request('/', { cookie: cookies }),
      { ...page, settings: { ...page.settings, country_language: 'ZZ' } },
      0,
    );
    expect(context).toMatchObject({ layout: 'desktop', language: 'en', timezone: 'UTC' });
  });

  it('renders the public first screens and leaves the player’s own pages to the browser', () => {
    for (const path of [
      '/',
      '/live',
      '/line/1/2/3',
      '/search',
      '/results',
      '/promotions/7',
      '/terms/aml-policy',
      '/casino/games',
      '/casino/categories',
      '/live-casino/providers/3',
      '/mobile-app',
    ])
      expect(rendersOnServer(path), path).toBe(true);
    for (const path of [
      '/profile',
      '/history/bets',
      '/favorites',
      '/bet-slip',
      '/deposit',
      '/casino/games/12',
      '/live-casino/games/4',
    ])
      expect(rendersOnServer(path), path).toBe(false);
  });
});

/** An entry that answers after `release()`, counting renders and how many ran at once. */
function fakeEntry() {
  let running = 0;
  const seen = { renders: 0, mostAtOnce: 0 };
  const waiting: (() => void)[] = [];
  return {
    seen,
    release: () => {
      for (const resume of waiting.splice(0)) resume();
    },
    entry: {
      async render({ url }: { url: string }): Promise<RenderResult> {
        seen.renders += 1;
        running += 1;
        seen.mostAtOnce = Math.max(seen.mostAtOnce, running);
        await new Promise<void>((resolve) => waiting.push(resolve));
        running -= 1;
        return {
          kind: 'page',
          status: 200,
          html: `<p>${url}</p>`,
          title: 'T',
          description: '',
          structuredData: null,
          state: '{}',
          errors: [],
          modules: [],
        };
      },
    },
  };
}

describe('rendering under load', () => {
  it('renders a page once for a burst of its visitors, and one page at a time', async () => {
    let now = 0;
    const fake = fakeEntry();
    const renderer = new PageRenderer(fake.entry, {} as FastifyInstance, { cacheMs: 1_000, now: () => now });
    const burst = Array.from({ length: 20 }, () => renderer.page(request('/'), page, () => ({})));
    const other = renderer.page(request('/live'), page, () => ({}));
    // One render runs; the other page's waits for it.
    await Promise.resolve();
    fake.release();
    await new Promise((resolve) => setImmediate(resolve));
    fake.release();
    const pages = await Promise.all([...burst, other]);
    expect(fake.seen).toEqual({ renders: 2, mostAtOnce: 1 });
    expect(new Set(pages.slice(0, 20)).size).toBe(1);
    const first = pages[0];

    now = 499;
    expect(await renderer.page(request('/'), page, () => ({}))).toBe(first);
    expect(fake.seen.renders).toBe(2);
  });

  it('renews a page halfway through its period while serving it, and never serves one past its period', async () => {
    let now = 0;
    const fake = fakeEntry();
    const renderer = new PageRenderer(fake.entry, {} as FastifyInstance, { cacheMs: 1_000, now: () => now });
    const settings = { asked: 0 };
    const askSettings = () => {
      settings.asked += 1;
      return {};
    };
    const initial = renderer.page(request('/'), page, askSettings);
    await Promise.resolve();
    fake.release();
    const first = await initial;

    // Before halfway: the page, no render.
    now = 499;
    expect(await renderer.page(request('/'), page, askSettings)).toBe(first);
    expect(fake.seen.renders).toBe(1);

    // Halfway: the visitors of the next render's time are answered at once, with one render begun.
    now = 500;
    const during = await Promise.all(Array.from({ length: 5 }, () => renderer.page(request('/'), page, askSettings)));
    expect(new Set(during)).toEqual(new Set([first]));
    expect(fake.seen.renders).toBe(2);
    expect(settings.asked).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    fake.release();
    await new Promise((resolve) => setImmediate(resolve));
    const second = await renderer.page(request('/'), page, askSettings);
    expect(second).not.toBe(first);
    expect(fake.seen.renders).toBe(2);

    // A renewal still under way when the period is over is waited for, not the old page served.
    now = 1_000;
    await renderer.page(request('/'), page, askSettings);
    expect(fake.seen.renders).toBe(3);
    now = 1_500;
    let answered = false;
    const late = renderer.page(request('/'), page, askSettings).then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    fake.release();
    const third = await late;
    expect([third === second, fake.seen.renders]).toEqual([false, 3]);

    // A page nobody asked for through its period is rendered before it is served.
    now = 5_000;
    const afresh = renderer.page(request('/'), page, askSettings);
    await new Promise((resolve) => setImmediate(resolve));
    fake.release();
    expect(await afresh).not.toBe(third);
    expect(fake.seen.renders).toBe(4);
  });

  it('keeps the variants apart: another language, layout or country is another render', async () => {
    const fake = fakeEntry();
    const renderer = new PageRenderer(fake.entry, {} as FastifyInstance, { cacheMs: 1_000, now: () => 0 });
    const pages = [
      renderer.page(request('/'), page, () => ({})),
      renderer.page(request('/', { cookie: 'meridian.language=en' }), page, () => ({})),
      renderer.page(request('/', { 'user-agent': IPHONE }), page, () => ({})),
      renderer.page(request('/'), { ...page, settings: { ...page.settings, country_code: 'KZ' } }, () => ({})),
    ];
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      fake.release();
    }
    const [ru, en, phone, otherCountry] = await Promise.all(pages);
    expect(fake.seen.renders).toBe(4);
    expect(otherCountry).not.toBe(ru);
    expect([ru?.context.language, en?.context.language, phone?.context.layout]).toEqual(['ru', 'en', 'mobile']);
  });
});

describe('the page around a rendered first screen', () => {
  const html =
    '<!doctype html><html lang="en" data-theme="dark"><head><meta name="description" content="Meridian" /><title>Meridian</title></head><body><div id="root"></div></body></html>';
  const context = {
    layout: 'desktop',
    theme: 'dark',
    language: 'ru',
    timezone: 'UTC',
    renderedAt: 1,
    host: 'h',
    appBanner: false,
    path: '/',
  } as const;

  it('puts the HTML in #root, the language and title in the head, and the context and answers in data blocks', () => {
    const out = withRenderedPage(html, {
      kind: 'page',
      status: 200,
      html: '<main>$& odds</main>',
      title: 'Live <Betting> $1',
      description: 'Odds "now" & later',
      structuredData: '{"@type":"SportsEvent","name":"</script>"}',
      errors: [],
      modules: [],
      state: '{"queries":[]}',
      context,
    });
    expect(out).toContain('<html lang="ru"');
    expect(out).toContain('<title>Live &lt;Betting> $1</title>');
    expect(out).toContain('<div id="root"><main>$& odds</main></div>');
    expect(out).toContain('<script type="application/json" id="meridian-state">{"queries":[]}</script></head>');
    const block = out.slice(out.indexOf('id="meridian-page">') + 'id="meridian-page">'.length);
    expect(JSON.parse(block.slice(0, block.indexOf('</script>')))).toEqual(context);
    expect(out).toContain('<meta name="description" content="Odds &quot;now&quot; &amp; later"');
    // The schema.org data cannot end its block early.
    expect(out).toContain(
      '<script type="application/ld+json">{"@type":"SportsEvent","name":"\\u003c/script>"}</script>',
    );
  });

  /** An empty rendered page of the given context. */
  const emptyPage = (pageContext: PageContext): RenderedPage & { kind: 'page' } => ({
    kind: 'page',
    status: 200,
    html: '',
    title: '',
    description: '',
    structuredData: null,
    errors: [],
    modules: [],
    state: '{}',
    context: pageContext,
  });

  it('names the code of the screens the page drew in the context the app starts from', () => {
    const page = { ...emptyPage(context), modules: ['src/list-page.tsx'] };
    const contextOf = (out: string) => {
      const block = out.slice(out.indexOf('id="meridian-page">') + 'id="meridian-page">'.length);
      return JSON.parse(block.slice(0, block.indexOf('</script>')));
    };
    const code = ['/assets/list-page-1.js', '/assets/odds-2.js'];
    expect(contextOf(withRenderedPage(html, { ...page, screenCode: code }))).toEqual({ ...context, screenCode: code });
    expect(contextOf(withRenderedPage(html, { ...page, screenCode: [] }))).toEqual(context);
  });

  it('names the canonical address in the rendered language, and an alternate for each language', () => {
    const out = withRenderedPage(html, emptyPage({ ...context, path: '/line/1?period=3&lang=ru' }), {
      origin: 'https://bet.example',
      languages: ['en', 'ru'],
    });
    expect(out).toContain('<link rel="canonical" href="https://bet.example/line/1?period=3&amp;lang=ru">');
    expect(out).toContain(
      '<link rel="alternate" hreflang="en" href="https://bet.example/line/1?period=3&amp;lang=en">',
    );
    expect(out).toContain(
      '<link rel="alternate" hreflang="ru" href="https://bet.example/line/1?period=3&amp;lang=ru">',
    );
    expect(out).toContain('<link rel="alternate" hreflang="x-default" href="https://bet.example/line/1?period=3">');
    expect(out).not.toContain('ld+json');
    expect(out).toContain('<title>Meridian</title>');
  });
});

describe("the code of a page's screens", () => {
  // A browser build's manifest: the entry with its shared chunk, two lazily loaded screens sharing
  // the odds chunk, and a screen that imports from the entry.
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor-b.js'] },
    '_vendor-b.js': { file: 'assets/vendor-b.js' },
    '_odds-c.js': { file: 'assets/odds-c.js', imports: ['index.html'] },
    'src/list-page.tsx': { file: 'assets/list-page-d.js', imports: ['index.html', '_odds-c.js'] },
    'src/event-page.tsx': { file: 'assets/event-page-e.js', imports: ['_odds-c.js', '_vendor-b.js'] },
    'src/footer.tsx': { file: 'assets/footer-f.js', imports: ['index.html'] },
  };
  const codeOf = screenCodeOf(manifest);

  it("is each screen's chunk and the chunks it imports, each once, less what the entry loads", () => {
    expect(codeOf(['src/list-page.tsx', 'src/event-page.tsx'])).toEqual([
      '/assets/list-page-d.js',
      '/assets/odds-c.js',
      '/assets/event-page-e.js',
    ]);
    expect(codeOf(['src/footer.tsx'])).toEqual(['/assets/footer-f.js']);
  });

  it('is nothing for a module the build put in the entry or does not know', () => {
    expect(codeOf(['src/app.tsx', 'index.html'])).toEqual([]);
  });
});
