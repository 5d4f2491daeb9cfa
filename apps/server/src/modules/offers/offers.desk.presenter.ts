import type { LanguageCode } from '@meridian/contract/constants';
import type { PromotionArticle } from '@meridian/contract/offers';
import type {
  OperatorPromotion,
  OperatorPromotionLabel,
  OperatorPromotionSummary,
  PromotionVersion,
} from '@meridian/contract/operator-offers';
import { sameVersion } from '../content/content.rules.js';
import type { DraftRecord, LabelRecord, PublishedRecord } from './offers.desk.repository.js';
import { presentArticle } from './offers.presenter.js';
import { promotionsCarrying } from './offers.rules.js';

const byLanguage = (
  rows: PublishedRecord['translations'],
  field: 'title' | 'description' | 'body' | 'action_label',
): Record<string, string> =>
  Object.fromEntries(rows.flatMap((row) => (row[field] ? [[row.language, row[field]] as const] : [])));

/** The rows players read, in the shape of a working copy (to compare, and to show what is on the site). */
export function publishedVersion({ row, translations }: PublishedRecord): PromotionVersion {
  return {
    image: row.image,
    category_ids: row.category_ids,
    tag_ids: row.tag_ids,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at?.toISOString() ?? null,
    promo_code: row.promo_code,
    action: row.action,
    action_path: row.action_path,
    position: row.position,
    titles: byLanguage(translations, 'title'),
    descriptions: byLanguage(translations, 'description'),
    bodies: byLanguage(translations, 'body'),
    action_labels: byLanguage(translations, 'action_label'),
  };
}

/** `draft` never published, `published` on the site, `archived` taken off it. */
const statusOf = (published: PublishedRecord | null) =>
  !published ? 'draft' : published.row.is_active ? 'published' : 'archived';

export function presentOperatorPromotion(draft: DraftRecord, published: PublishedRecord | null): OperatorPromotion {
  const status = statusOf(published);
  const onSite = published && publishedVersion(published);
  return {
    id: draft.id,
    status,
    ...draft.version,
    has_unpublished_changes: !onSite || status !== 'published' || !sameVersion(draft.version, onSite),
    published: onSite,
    published_at: published?.row.published_at?.toISOString() ?? null,
    updated_at: draft.updated_at.toISOString(),
  };
}

export function presentOperatorPromotionSummary(
  draft: DraftRecord,
  published: PublishedRecord | null,
): OperatorPromotionSummary {
  const { bodies: _bodies, published: _published, ...summary } = presentOperatorPromotion(draft, published);
  return summary;
}

/** The working copy as the players' `GET /offers/articles/{id}` would answer it, in one language. */
export function previewArticle(
  id: number,
  version: PromotionVersion,
  language: LanguageCode,
  now: Date,
): PromotionArticle {
  const text = (texts: Partial<Record<string, string>>) => texts[language] ?? texts.en ?? '';
  return presentArticle(
    {
      id,
      image: version.image,
      category_ids: version.category_ids,
      tag_ids: version.tag_ids,
      starts_at: new Date(version.starts_at),
      ends_at: version.ends_at ? new Date(version.ends_at) : null,
      promo_code: version.promo_code,
      action: version.action,
      action_path: version.action_path,
      title: text(version.titles),
      description: text(version.descriptions),
      action_label: version.action === 'link' ? text(version.action_labels) : null,
      body: text(version.bodies),
    },
    now,
  );
}

export function presentLabel(
  record: LabelRecord,
  uses: Parameters<typeof promotionsCarrying>[2],
  field: 'category_ids' | 'tag_ids',
): OperatorPromotionLabel {
  return {
    id: record.id,
    slug: record.slug,
    names: record.names ?? {},
    position: record.position,
    promotion_ids: promotionsCarrying(record.id, field, uses),
  };
}
