import type { Promotion } from '@meridian/contract/offers';
import { describe, expect, it } from 'vitest';
import type { SportInfo } from '../catalog/catalog.service.js';
import type { CatalogMatch } from '../catalog/catalog.state.js';
import { SITEMAP_CACHE_MS, SitemapService, type SitemapSources } from './seo.service.js';

const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);

/** Sources whose answers a test changes; counts the promotion reads. */
function sources() {
  const state = {
    sports: [{ id: 1, slug: 'football', names: { en: 'Football' }, position: 0 }] as SportInfo[],
    promotionIds: [4],
    pages: [{ id: 'rules', updatedAt: new Date(NOW - 86_400_000) }],
    line: [] as CatalogMatch[],
    reads: 0,
  };
  const fake: SitemapSources = {
    catalog: {
      sports: () => state.sports,
      *inSource(source) {
        if (source === 'line') yield* state.line;
      },
    },
    content: { listPageDates: () => state.pages },
    offers: {
      list: async (query) => {
        state.reads++;
        return state.promotionIds.slice(query.offset, query.offset + query.limit).map((id) => ({ id }) as Promotion);
      },
    },
  };
  return { state, fake };
}

/** The pages listed, by their English address with the language left off. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)\?lang=en<\/loc>/g)].map((m) => m[1]);

describe('SitemapService', () => {
  it('lists the fixed pages, promotions, text pages, the mobile app page and each sport’s line', async () => {
    const { fake } = sources();
    const xml = await new SitemapService(fake, () => NOW).sitemap('https://a.example');
    expect(locs(xml)).toEqual(
      [
        '/',
        '/live',
        '/line',
        '/results',
        '/casino/games',
        '/live-casino/games',
        '/promotions',
        '/promotions/4',
        '/terms/rules',
        '/mobile-app',
        '/line/1',
      ].map((path) => `https://a.example${path}`),
    );
  });

  it('reads every promotion, page by page', async () => {
    const { state, fake } = sources();
    state.promotionIds = Array.from({ length: 230 }, (_, i) => i + 1);
    const xml = await new SitemapService(fake, () => NOW).sitemap('https://a.example');
    expect(state.reads).toBe(3);
    expect(locs(xml).filter((loc) => loc?.includes('/promotions/'))).toHaveLength(230);
  });

  it('serves the same sitemap for a minute, then reads the sources again', async () => {
    const { state, fake } = sources();
    let now = NOW;
    const service = new SitemapService(fake, () => now);
    const first = await service.sitemap('https://a.example');
    state.promotionIds = [4, 9];
    now += SITEMAP_CACHE_MS - 1;
    expect(await service.sitemap('https://a.example')).toBe(first);
    expect(state.reads).toBe(1);
    now += 1;
    const next = await service.sitemap('https://a.example');
    expect(state.reads).toBe(2);
    expect(next).toContain('<loc>https://a.example/promotions/9?lang=en</loc>');
  });

  it('builds each host its own addresses from one read of the sources', async () => {
    const { state, fake } = sources();
    const service = new SitemapService(fake, () => NOW);
    const a = await service.sitemap('https://a.example');
    const b = await service.sitemap('http://b.example:8080');
    expect(state.reads).toBe(1);
    expect(locs(a)[0]).toBe('https://a.example/');
    expect(locs(b)[0]).toBe('http://b.example:8080/');
    expect(b).not.toContain('a.example');
  });

  it('reads again after a failed read instead of keeping the failure', async () => {
    const { state, fake } = sources();
    const list = fake.offers.list;
    let fail = true;
    fake.offers.list = async (query, language) => {
      if (fail) throw new Error('database away');
      return list(query, language);
    };
    const service = new SitemapService(fake, () => NOW);
    await expect(service.sitemap('https://a.example')).rejects.toThrow('database away');
    fail = false;
    expect(locs(await service.sitemap('https://a.example'))).toContain('https://a.example/promotions/4');
    expect(state.reads).toBe(1);
  });
});
