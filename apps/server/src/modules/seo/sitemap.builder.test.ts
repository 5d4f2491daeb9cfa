import { describe, expect, it } from 'vitest';
import {
  EVENT_WINDOW_DAYS,
  type EventSummary,
  escapeXml,
  eventPages,
  MAX_SITEMAP_URLS,
  sitemapXml,
} from './sitemap.builder.js';

const ORIGIN = 'https://bet.example';
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const HOUR_S = 3600;

function event(id: number, startsInS: number, ts = NOW - 1000): EventSummary {
  return { id, ts, fixture: { sport_id: 1, tournament: { id: 70 }, start_time: Math.floor(NOW / 1000) + startsInS } };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('escapeXml', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('sitemapXml', () => {
  it('writes a sitemaps.org 0.9 urlset with the xhtml namespace and absolute addresses', () => {
    const xml = sitemapXml(ORIGIN, [{ path: '/' }, { path: '/live' }], ['en', 'ru']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locs(xml)).toEqual([
      'https://bet.example/?lang=en',
      'https://bet.example/?lang=ru',
      'https://bet.example/live?lang=en',
      'https://bet.example/live?lang=ru',
    ]);
  });

  it('lists each page at its address in each language, each with an alternate per language and an x-default to the bare address', () => {
    const xml = sitemapXml(ORIGIN, [{ path: '/results' }], ['en', 'ru']);
    const url = xml.slice(xml.indexOf('<url>'), xml.indexOf('</url>'));
    const links = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links).toEqual([
      ['en', 'https://bet.example/results?lang=en'],
      ['ru', 'https://bet.example/results?lang=ru'],
      ['x-default', 'https://bet.example/results'],
    ]);
    // The Russian address carries the same alternates.
    const second = xml.slice(xml.lastIndexOf('<url>'));
    expect(second).toContain('<loc>https://bet.example/results?lang=ru</loc>');
    expect(second.match(/<xhtml:link /g)).toHaveLength(3);
  });

  it('escapes addresses in loc and in the alternates, an address with a query included', () => {
    const xml = sitemapXml('https://a.example', [{ path: "/terms/it's<b>?x=1&y=2" }], ['en']);
    expect(locs(xml)).toEqual(['https://a.example/terms/it&apos;s&lt;b&gt;?x=1&amp;y=2&amp;lang=en']);
    expect(xml).toContain('href="https://a.example/terms/it&apos;s&lt;b&gt;?x=1&amp;y=2&amp;lang=en"');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('writes lastmod only for pages with a date, as a W3C datetime in UTC', () => {
    const xml = sitemapXml(ORIGIN, [{ path: '/' }, { path: '/terms/rules', lastModified: NOW + 123 }], ['en']);
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
    const rules = xml.slice(xml.indexOf('/terms/rules'));
    expect(rules).toContain('<lastmod>2026-11-29T12:00:00Z</lastmod>');
  });

  it('stops at the protocol’s 50,000 URLs, every language of a page or none', () => {
    const pages = Array.from({ length: MAX_SITEMAP_URLS }, (_, i) => ({ path: `/p/${i}` }));
    const xml = sitemapXml(ORIGIN, pages, ['en', 'ru']);
    const last = MAX_SITEMAP_URLS / 2 - 1;
    expect(xml.match(/<url>/g)).toHaveLength(MAX_SITEMAP_URLS);
    expect(xml).toContain(`<loc>https://bet.example/p/${last}?lang=ru</loc>`);
    expect(xml).not.toContain(`<loc>https://bet.example/p/${last + 1}?lang=en</loc>`);
  });
});

describe('eventPages', () => {
  it('lists the line’s events starting within the window and every live one, live first', () => {
    const pages = eventPages(
      {
        live: [event(5, -600)],
        line: [event(3, EVENT_WINDOW_DAYS * 24 * HOUR_S + 60), event(2, 26 * HOUR_S), event(1, HOUR_S)],
      },
      NOW,
    );
    expect(pages.map((p) => p.path)).toEqual(['/live/1/70/5', '/line/1/70/1', '/line/1/70/2']);
  });

  it('keeps an event starting on the window’s last second and drops the next second', () => {
    const edge = EVENT_WINDOW_DAYS * 24 * HOUR_S;
    const pages = eventPages({ live: [], line: [event(1, edge), event(2, edge + 1)] }, NOW);
    expect(pages.map((p) => p.path)).toEqual(['/line/1/70/1']);
  });

  it('dates each event page by the match’s last feed message, where it has one', () => {
    const [held, unknown] = eventPages(
      { live: [], line: [event(1, HOUR_S, NOW - 5000), event(2, 2 * HOUR_S, 0)] },
      NOW,
    );
    expect(held?.lastModified).toBe(NOW - 5000);
    expect(unknown).toEqual({ path: '/line/1/70/2' });
  });
});
