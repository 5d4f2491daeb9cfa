// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageContext } from '../../../shared/browser/page-context';
import { useResultsDays } from './use-results-days';

function Days() {
  const { range, timeZone } = useResultsDays();
  return <output>{`${range.from} ${range.to} ${timeZone}`}</output>;
}

function renderFor(timezone: string, renderedAt: number): string {
  setPageContext({
    layout: 'desktop',
    theme: 'dark',
    language: 'en',
    timezone,
    renderedAt,
    host: 'meridian.test',
    appBanner: false,
    path: '/results',
  });
  return renderToString(<Days />);
}

describe('the days of the results on the server', () => {
  afterEach(() => setPageContext(null));

  // 23:30 UTC on 14 March: already the 15th in Tokyo.
  const renderedAt = Date.UTC(2026, 2, 14, 23, 30);

  it('are the last 7 days up to the render’s day in the page’s time zone, not the server’s', () => {
    expect(renderFor('Asia/Tokyo', renderedAt)).toContain('2026-03-08 2026-03-15 Asia/Tokyo');
    expect(renderFor('UTC', renderedAt)).toContain('2026-03-07 2026-03-14 UTC');
  });
});
