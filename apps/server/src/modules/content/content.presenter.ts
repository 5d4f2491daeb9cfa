import type { LanguageCode } from '@meridian/contract/constants';
import type { Banner, PageArticle, PageSummary } from '@meridian/contract/content';
import type { BannerRow, PageRow } from './content.repository.js';

export const presentPageSummary = (row: PageRow): PageSummary => ({ id: row.slug, title: row.title });
export const presentPage = (row: PageRow): PageArticle => ({ id: row.slug, title: row.title, body: row.body });

export function presentBanner(row: BannerRow, language: LanguageCode): Banner {
  return {
    id: row.id,
    image: row.image,
    title: row.titles[language] ?? row.titles.en ?? '',
    description: row.descriptions[language] ?? row.descriptions.en ?? '',
    path: row.path,
  };
}
