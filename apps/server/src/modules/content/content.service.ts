import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import type { Banner, PageArticle, PageSummary } from '@meridian/contract/content';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import { ContentDesk } from './content.desk.js';
import { presentBanner, presentPage, presentPageSummary } from './content.presenter.js';
import { type BannerRow, listPages, listPublishedBanners, type PageRow } from './content.repository.js';
import { isShownAt } from './content.rules.js';

/**
 * The published text pages and banners, held in memory per language with English as the fallback,
 * read again at every reference refresh (a publish on another node shows here at the next one).
 */
export class ContentService {
  private pages = new Map<LanguageCode, Map<string, PageRow>>();
  private banners: BannerRow[] = [];
  /** Each page's last change in any of its languages, in the pages' order. */
  private updated = new Map<string, Date>();
  /** The clock banners' dates are checked against, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;
  /** The operators' side: drafts, previews and publishing (docs/backoffice.md, "Content"). */
  readonly desk: ContentDesk;

  constructor(
    private readonly db: Database,
    refreshMs: number,
  ) {
    this.desk = new ContentDesk(db, refreshMs, () => this.refresh());
  }

  async refresh(): Promise<void> {
    const [rows, banners] = await Promise.all([listPages(this.db), listPublishedBanners(this.db)]);
    const english = new Map(rows.filter((r) => r.language === 'en').map((r) => [r.slug, r]));
    this.pages = new Map(
      LANGUAGES.map((language) => {
        const own = new Map(rows.filter((r) => r.language === language).map((r) => [r.slug, r]));
        const merged = new Map([...english, ...own]);
        const ordered = [...merged.values()].sort((a, b) => a.position - b.position);
        return [language, new Map(ordered.map((r) => [r.slug, r]))];
      }),
    );
    this.banners = banners;
    const updated = new Map<string, Date>();
    for (const row of rows) {
      const held = updated.get(row.slug);
      if (!held || row.updated_at > held) updated.set(row.slug, row.updated_at);
    }
    this.updated = updated;
  }

  listPages(language: LanguageCode): PageSummary[] {
    return [...(this.pages.get(language)?.values() ?? [])].map(presentPageSummary);
  }

  /** Every text page's id with when it last changed in any language (the sitemap's dates). */
  listPageDates(): Array<{ id: string; updatedAt: Date }> {
    return [...this.updated].map(([id, updatedAt]) => ({ id, updatedAt }));
  }

  page(id: string, language: LanguageCode): PageArticle {
    const row = this.pages.get(language)?.get(id);
    if (!row) throw notFound('Page not found');
    return presentPage(row);
  }

  /** The published banners within their dates now, in the carousel's order. */
  listBanners(language: LanguageCode): Banner[] {
    const now = this.now();
    return this.banners.filter((b) => isShownAt(b, now)).map((b) => presentBanner(b, language));
  }
}
