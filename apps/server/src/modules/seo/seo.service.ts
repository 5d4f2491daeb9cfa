import { DEFAULT_LANGUAGE, LANGUAGES } from '@meridian/contract/constants';
import { BoundedMap } from '../../platform/bounded-map.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ContentService } from '../content/content.service.js';
import type { OffersService } from '../offers/offers.service.js';
import { eventPages, MAX_SITEMAP_URLS, type SitemapPage, sitemapXml } from './sitemap.builder.js';

/** How long the public pages read for the sitemap, and each sitemap built from them, are served. */
export const SITEMAP_CACHE_MS = 60_000;
/** Sitemaps kept at once, one per host the site is reached by: a request naming another host forgets the oldest. */
const HOSTS_KEPT = 16;
// The most promotions one call of the offers service answers (promotionsQuerySchema).
const PROMOTIONS_PAGE = 100;

/** The web app's public pages that exist once (apps/web/src/app/router). */
const FIXED_PATHS = ['/', '/live', '/line', '/results', '/casino/games', '/live-casino/games', '/promotions'];

export interface SitemapSources {
  catalog: Pick<CatalogService, 'sports' | 'inSource'>;
  content: Pick<ContentService, 'listPageDates'>;
  offers: Pick<OffersService, 'list'>;
}

/**
 * The sitemap, from what the node holds in memory (the catalog, the text pages) and the promotions.
 * The pages are read at most once per SITEMAP_CACHE_MS, and each host's XML is built once from them.
 */
export class SitemapService {
  #pages: { at: number; pages: Promise<SitemapPage[]> } | null = null;
  readonly #xml = new BoundedMap<string, { pages: Promise<SitemapPage[]>; xml: Promise<string> }>(HOSTS_KEPT);

  constructor(
    private readonly sources: SitemapSources,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The sitemap of the site at `origin` (scheme and host, no trailing slash). */
  sitemap(origin: string): Promise<string> {
    const pages = this.#currentPages();
    const held = this.#xml.get(origin);
    if (held?.pages === pages) return held.xml;
    const xml = pages.then((list) => sitemapXml(origin, list, LANGUAGES));
    // Deleted first, so a rebuilt host counts as the newest of those kept.
    this.#xml.delete(origin);
    this.#xml.set(origin, { pages, xml });
    return xml;
  }

  /**
   * The public pages now: the fixed ones, each sport's line, the promotions, the text pages, the
   * mobile app's page, then the live events and the line's coming ones (the bulk, cut first by the cap).
   */
  async pages(nowMs: number): Promise<SitemapPage[]> {
    const { catalog, content } = this.sources;
    const promotions = await this.#promotionIds();
    return [
      ...FIXED_PATHS.map((path) => ({ path })),
      ...promotions.map((id) => ({ path: `/promotions/${id}` })),
      ...content
        .listPageDates()
        .map((page) => ({ path: `/terms/${encodeURIComponent(page.id)}`, lastModified: page.updatedAt.getTime() })),
      { path: '/mobile-app' },
      ...catalog.sports().map((sport) => ({ path: `/line/${sport.id}` })),
      ...eventPages({ live: catalog.inSource('live', nowMs), line: catalog.inSource('line', nowMs) }, nowMs),
    ];
  }

  #currentPages(): Promise<SitemapPage[]> {
    const now = this.clock();
    if (this.#pages && now - this.#pages.at < SITEMAP_CACHE_MS) return this.#pages.pages;
    const pages = this.pages(now);
    this.#pages = { at: now, pages };
    // A failed read is not kept: the next request reads again.
    pages.catch(() => {
      if (this.#pages?.pages === pages) this.#pages = null;
    });
    return pages;
  }

  async #promotionIds(): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; offset < MAX_SITEMAP_URLS; offset += PROMOTIONS_PAGE) {
      const page = await this.sources.offers.list({ limit: PROMOTIONS_PAGE, offset }, DEFAULT_LANGUAGE);
      ids.push(...page.map((promotion) => promotion.id));
      if (page.length < PROMOTIONS_PAGE) break;
    }
    return ids;
  }
}
