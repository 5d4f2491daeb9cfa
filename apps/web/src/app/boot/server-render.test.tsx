// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BannerCarousel } from '../../features/top/components/banner-carousel';
import { type PageContext, setPageContext } from '../../shared/browser/page-context';
import { MatchStatus } from '../../shared/events/match-status';
import { VirtualList } from '../../shared/events/virtual-list';
import { FormFactorProvider, useFormFactor } from '../../shared/form-factor/form-factor';
import { buildLiveMatch, buildMatch } from '../../test/match.factory';
import { ThemeToggle } from '../shell/theme-toggle';

/**
 * The app's shell pieces rendered as the server renders them: in Node, with no window, document,
 * navigator or storage, from the page context the server entry sets before each render.
 */

const RENDERED_AT = Date.UTC(2025, 5, 15, 18, 30);

function renderFor(context: Partial<PageContext>, tree: React.ReactNode): string {
  setPageContext({
    layout: 'desktop',
    theme: 'dark',
    language: 'en',
    timezone: 'UTC',
    renderedAt: RENDERED_AT,
    host: 'meridian.test',
    appBanner: false,
    path: '/',
    ...context,
  });
  return renderToString(tree);
}

function LayoutProbe() {
  return <output>{useFormFactor()}</output>;
}

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));

function Rows({ count }: { count: number }) {
  return (
    <FormFactorProvider>
      <VirtualList
        items={rows(count)}
        getKey={(row) => row.id}
        estimateSize={() => 80}
        renderItem={(row) => <span>Row {row.id}</span>}
        label="Matches"
      />
    </FormFactorProvider>
  );
}

const renderedRows = (html: string) => [...html.matchAll(/<li /g)].length;

describe('the server render', () => {
  afterEach(() => setPageContext(null));

  it('runs where the browser globals are missing, as on the server', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('imports the whole app without touching the browser', async () => {
    const { App } = await import('../app');
    expect(typeof App).toBe('function');
  });

  it('lays the page out for the layout of the page context', () => {
    const probe = (
      <FormFactorProvider>
        <LayoutProbe />
      </FormFactorProvider>
    );
    expect(renderFor({ layout: 'mobile' }, probe)).toBe('<output>mobile</output>');
    expect(renderFor({ layout: 'desktop' }, probe)).toBe('<output>desktop</output>');
  });

  it("draws the theme toggle for each page's theme, with one theme store for every render", () => {
    const light = renderFor({ theme: 'light' }, <ThemeToggle />);
    expect(light).toContain('aria-label="Switch to dark theme"');
    expect(light).toContain('lucide-moon');
    const dark = renderFor({ theme: 'dark' }, <ThemeToggle />);
    expect(dark).toContain('aria-label="Switch to light theme"');
    expect(dark).toContain('lucide-sun');
  });

  it('draws every row of a short list', () => {
    const html = renderFor({ layout: 'desktop' }, <Rows count={3} />);
    expect(html).toContain('aria-label="Matches"');
    expect(renderedRows(html)).toBe(3);
    for (const id of [1, 2, 3]) expect(html).toContain(`Row <!-- -->${id}<`);
  });

  it("draws the first screenful of a long list for the layout's screen, not the whole list", () => {
    const desktop = renderFor({ layout: 'desktop' }, <Rows count={100} />);
    // 900 px of 80 px rows, and the six rows of overscan below them.
    expect(renderedRows(desktop)).toBe(18);
    expect(desktop).toContain('Row <!-- -->1<');
    expect(desktop).not.toContain('Row <!-- -->100<');
    // 844 px of mobile screen: one row fewer.
    expect(renderedRows(renderFor({ layout: 'mobile' }, <Rows count={100} />))).toBe(17);
  });

  it("writes start times in the page's time zone, and the live clock as it read when the page was rendered", () => {
    // 2025-06-15 18:30 UTC.
    const upcoming = buildMatch({ start_time: 1_750_012_200, is_live: false });
    expect(renderFor({ timezone: 'Asia/Tokyo' }, <MatchStatus match={upcoming} livePaused={false} />)).toContain(
      '03:30',
    );
    expect(renderFor({ timezone: 'Europe/London' }, <MatchStatus match={upcoming} livePaused={false} />)).toContain(
      '19:30',
    );

    const live = buildLiveMatch();
    expect(renderFor({ renderedAt: RENDERED_AT }, <MatchStatus match={live} livePaused={false} />)).toContain(
      '>37:00<',
    );
    // The same clock a page rendered 65 seconds later.
    expect(renderFor({ renderedAt: RENDERED_AT + 65_000 }, <MatchStatus match={live} livePaused={false} />)).toContain(
      '>38:05<',
    );
  });

  it('draws the top banners, whose motion waits for the browser', () => {
    const banners = [1, 2].map((id) => ({
      id,
      image: `/b${id}.webp`,
      title: `Banner ${id}`,
      description: '',
      path: '/live',
    }));
    const html = renderFor(
      { layout: 'mobile' },
      <MemoryRouter>
        <BannerCarousel banners={banners} />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('Banner 2');
    expect(html).toContain('aria-label="Next slide"');
  });
});
