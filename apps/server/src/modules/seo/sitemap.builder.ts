import { LANGUAGE_PARAM } from '@meridian/contract/page-render';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org 0.9). */
export const MAX_SITEMAP_URLS = 50_000;
/** How far ahead the line's events are listed: a crawler's copy of a later one would go stale before it starts. */
export const EVENT_WINDOW_DAYS = 3;

const DAY_MS = 86_400_000;

export interface SitemapPage {
  /** The page's path on the site, from `/`, its segments already percent-encoded. */
  path: string;
  /** When the page's content last changed (unix ms); left out where no real date exists. */
  lastModified?: number;
}

/** What the sitemap reads of a catalog match: where its event page is and when it last changed. */
export interface EventSummary {
  id: number;
  /** Feed time (unix ms) of the last message applied to the match. */
  ts: number;
  fixture: { sport_id: number; start_time: number; tournament: { id: number } };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const XML_RESERVED = /[&<>"']/;

/** Text safe in XML content and in a quoted attribute. */
export function escapeXml(value: string): string {
  // Most addresses hold nothing to escape: a test is cheaper than a replace on each of 50,000 URLs.
  return XML_RESERVED.test(value) ? value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char) : value;
}

// W3C Datetime in UTC, to the second.
const w3cDate = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/**
 * The event pages of the live matches and of the line matches starting within
 * EVENT_WINDOW_DAYS of `nowMs`: live first, each source by start time.
 */
export function eventPages(
  matches: { live: Iterable<EventSummary>; line: Iterable<EventSummary> },
  nowMs: number,
): SitemapPage[] {
  const until = Math.floor((nowMs + EVENT_WINDOW_DAYS * DAY_MS) / 1000);
  const line = [...matches.line].filter((m) => m.fixture.start_time <= until);
  const page = (source: 'line' | 'live') => (m: EventSummary) => {
    const f = m.fixture;
    return {
      path: `/${source}/${f.sport_id}/${f.tournament.id}/${m.id}`,
      ...(m.ts > 0 ? { lastModified: m.ts } : {}),
    };
  };
  return [...sortByStart([...matches.live]).map(page('live')), ...sortByStart(line).map(page('line'))];
}

const sortByStart = (list: EventSummary[]) =>
  list.sort((a, b) => a.fixture.start_time - b.fixture.start_time || a.id - b.id);

/**
 * The sitemap (sitemaps.org 0.9) of the pages at `origin`: each page once per language, at its
 * address in that language (`?lang=xx`, the canonical address a rendered page names), each URL with
 * an `xhtml:link` alternate per language and an `x-default` one to the bare address, whose language
 * the visitor's cookie or country decides. At most MAX_SITEMAP_URLS URLs.
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[], languages: readonly string[]): string {
  const base = escapeXml(origin);
  const queries = languages.map((language) => ({
    hreflang: escapeXml(language),
    query: `${LANGUAGE_PARAM}=${escapeXml(encodeURIComponent(language))}`,
  }));
  let xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  const perPage = Math.max(1, queries.length);
  for (const page of pages.slice(0, Math.floor(MAX_SITEMAP_URLS / perPage))) {
    const bare = base + escapeXml(page.path);
    const joiner = page.path.includes('?') ? '&amp;' : '?';
    const lastmod = page.lastModified !== undefined ? `<lastmod>${w3cDate(page.lastModified)}</lastmod>` : '';
    const alternates = queries.map(
      ({ hreflang, query }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${bare}${joiner}${query}"/>`,
    );
    const links = `${alternates.join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${bare}"/>`;
    const locations = queries.length > 0 ? queries.map(({ query }) => `${bare}${joiner}${query}`) : [bare];
    for (const loc of locations) xml += `<url><loc>${loc}</loc>${lastmod}${links}</url>\n`;
  }
  return `${xml}</urlset>\n`;
}
