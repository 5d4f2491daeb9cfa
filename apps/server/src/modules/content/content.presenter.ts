import { type LanguageCode, POLICY_PAGE_IDS, type PolicyPageId } from '@meridian/contract/constants';
import type { Banner, PageArticle, PageSummary } from '@meridian/contract/content';
import type { OperatorBanner, OperatorPage } from '@meridian/contract/operator-content';
import type { PublishedBanner } from '../../db/schema.js';
import type { BannerRecord, PageRecord } from './content.repository.js';
import { sameVersion } from './content.rules.js';

export const presentPageSummary = (row: { slug: string; title: string }): PageSummary => ({
  id: row.slug,
  title: row.title,
});
export const presentPage = (row: { slug: string; title: string; body: string }): PageArticle => ({
  id: row.slug,
  title: row.title,
  body: row.body,
});

/** A banner in the players' shape, in one language (English where it has none of its own). */
export function presentBanner(row: PublishedBanner & { id: number }, language: LanguageCode): Banner {
  return {
    id: row.id,
    image: row.image,
    title: row.titles[language] ?? row.titles.en ?? '',
    description: row.descriptions[language] ?? row.descriptions.en ?? '',
    path: row.path,
  };
}

/** A banner's working copy in the shape of its published version. */
export function workingBanner(record: BannerRecord): PublishedBanner {
  return {
    image: record.image,
    path: record.path,
    titles: record.titles,
    descriptions: record.descriptions,
    position: record.position,
    starts_at: record.starts_at?.toISOString() ?? null,
    ends_at: record.ends_at?.toISOString() ?? null,
  };
}

export function presentOperatorBanner(record: BannerRecord): OperatorBanner {
  const working = workingBanner(record);
  const published = record.published as PublishedBanner | null;
  return {
    id: record.id,
    status: record.status,
    ...working,
    has_unpublished_changes: !published || record.status !== 'published' || !sameVersion(working, published),
    published,
    published_at: record.published_at?.toISOString() ?? null,
    updated_at: record.updated_at.toISOString(),
  };
}

type PageRows = PageRecord['published'];

const byLanguage = (rows: PageRows, field: 'title' | 'body') =>
  Object.fromEntries(rows.map((row) => [row.language, row[field]]));

const latest = (rows: PageRows): string | null =>
  rows.reduce<Date | null>((at, row) => (!at || row.updated_at > at ? row.updated_at : at), null)?.toISOString() ??
  null;

/** A policy page in the back office: the draft where there is one, else the published version. */
export function presentOperatorPage(id: PolicyPageId, record: PageRecord): OperatorPage {
  const working = record.draft.length > 0 ? record.draft : record.published;
  return {
    id,
    titles: byLanguage(working, 'title'),
    bodies: byLanguage(working, 'body'),
    has_unpublished_changes: record.draft.length > 0 || record.published.length === 0,
    published:
      record.published.length > 0
        ? { titles: byLanguage(record.published, 'title'), bodies: byLanguage(record.published, 'body') }
        : null,
    published_at: latest(record.published),
    updated_at: latest(working),
  };
}

/** The seven policy pages in the footer's order, each from its rows. */
export function presentOperatorPages(records: {
  published: Array<PageRows[number] & { slug: string }>;
  draft: Array<PageRows[number] & { slug: string }>;
}) {
  return POLICY_PAGE_IDS.map((id) => {
    const {
      bodies: _bodies,
      published: _published,
      ...summary
    } = presentOperatorPage(id, {
      published: records.published.filter((row) => row.slug === id),
      draft: records.draft.filter((row) => row.slug === id),
    });
    return summary;
  });
}
