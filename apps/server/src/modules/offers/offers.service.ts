import type { LanguageCode } from '@meridian/contract/constants';
import type {
  Promotion,
  PromotionArticle,
  PromotionCategory,
  PromotionsQuery,
  PromotionTag,
} from '@meridian/contract/offers';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import { presentArticle, presentCategory, presentPromotion, presentTag } from './offers.presenter.js';
import { findPromotion, listCategories, listPromotions, listTags } from './offers.repository.js';

/**
 * Promotions, their categories and tags, in the request's language (English where a text is
 * missing). Read from the database on each call: a few rows, and an operator's change shows at once.
 */
export class OffersService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(query: PromotionsQuery, language: LanguageCode): Promise<Promotion[]> {
    const now = this.clock();
    const rows = await listPromotions(this.db, {
      language,
      now,
      categoryId: query.category_id,
      tagId: query.tag_id,
      limit: query.limit,
      offset: query.offset,
    });
    return rows.map((row) => presentPromotion(row, now));
  }

  async article(id: number, language: LanguageCode): Promise<PromotionArticle> {
    const now = this.clock();
    const row = await findPromotion(this.db, id, language, now);
    if (!row) throw notFound('Promotion not found');
    return presentArticle(row, now);
  }

  async categories(language: LanguageCode): Promise<PromotionCategory[]> {
    return (await listCategories(this.db, language)).map(presentCategory);
  }

  async tags(language: LanguageCode): Promise<PromotionTag[]> {
    return (await listTags(this.db, language)).map(presentTag);
  }
}
