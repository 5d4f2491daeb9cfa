import type { LanguageCode } from '@meridian/contract/constants';
import type { FieldErrors } from '@meridian/contract/envelope';
import type { PromotionArticle } from '@meridian/contract/offers';
import type {
  OperatorPromotion,
  OperatorPromotionSummary,
  PromotionDraft,
  PromotionVersion,
} from '@meridian/contract/operator-offers';
import type { Database } from '../../db/database.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import { auditDeskChange } from '../../platform/operator-audit.js';
import type { ContentActor } from '../content/content.desk.js';
import { changedFields } from '../content/content.rules.js';
import {
  presentOperatorPromotion,
  presentOperatorPromotionSummary,
  previewArticle,
  publishedVersion,
} from './offers.desk.presenter.js';
import {
  findDraft,
  findPublished,
  insertDraft,
  listDrafts,
  listLabels,
  listPublished,
  publishVersion,
  unpublishVersion,
  updateDraft,
} from './offers.desk.repository.js';
import { promotionDraftErrors, promotionPublishErrors, promotionVersion } from './offers.rules.js';

export const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
};

/**
 * The operators' side of promotions (docs/backoffice.md, "Content", "Promotions"): a working copy
 * edited freely, a preview in the players' shape, and publishing, each change written with the audit
 * in one transaction. Players' calls read the published rows on every request, so every node serves a
 * publish or an unpublish at once.
 */
export class PromotionsDesk {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(private readonly db: Database) {}

  async list(): Promise<{ list: OperatorPromotionSummary[] }> {
    const [drafts, published] = await Promise.all([listDrafts(this.db), listPublished(this.db)]);
    const list = drafts
      .map((draft) => presentOperatorPromotionSummary(draft, published.get(draft.id) ?? null))
      .sort((a, b) => a.position - b.position || a.id - b.id);
    return { list };
  }

  async promotion(id: number, db: Database = this.db): Promise<OperatorPromotion> {
    const draft = await findDraft(db, id);
    if (!draft) throw notFound('No such promotion.');
    return presentOperatorPromotion(draft, await findPublished(db, id));
  }

  async create(actor: ContentActor, draft: PromotionDraft): Promise<OperatorPromotion> {
    const now = new Date(this.now());
    const version = promotionVersion(draft);
    return this.db.transaction().execute(async (trx) => {
      throwIfAny(await this.#draftErrors(trx, version));
      const created = await insertDraft(trx, version, now);
      await auditDeskChange(trx, actor, now, {
        action: 'content.promotion_created',
        target: `promotion:${created.id}`,
        before: null,
        after: changedFields({}, { ...version }).after,
      });
      return presentOperatorPromotion(created, null);
    });
  }

  async change(actor: ContentActor, id: number, draft: PromotionDraft): Promise<OperatorPromotion> {
    const now = new Date(this.now());
    const version = promotionVersion(draft);
    return this.db.transaction().execute(async (trx) => {
      const before = await findDraft(trx, id, true);
      if (!before) throw notFound('No such promotion.');
      throwIfAny(await this.#draftErrors(trx, version));
      const changed = changedFields({ ...before.version }, { ...version });
      const after = await updateDraft(trx, id, version, now);
      if (Object.keys(changed.after).length > 0) {
        await auditDeskChange(trx, actor, now, {
          action: 'content.promotion_changed',
          target: `promotion:${id}`,
          ...changed,
        });
      }
      return presentOperatorPromotion(after, await findPublished(trx, id));
    });
  }

  /** The working copy as the players' call would answer it, in one language. */
  async preview(id: number, language: LanguageCode): Promise<PromotionArticle> {
    const draft = await findDraft(this.db, id);
    if (!draft) throw notFound('No such promotion.');
    return previewArticle(id, draft.version, language, new Date(this.now()));
  }

  async publish(actor: ContentActor, id: number): Promise<OperatorPromotion> {
    const now = new Date(this.now());
    return this.db.transaction().execute(async (trx) => {
      const draft = await findDraft(trx, id, true);
      if (!draft) throw notFound('No such promotion.');
      throwIfAny({ ...(await this.#draftErrors(trx, draft.version)), ...promotionPublishErrors(draft.version) });
      const before = await findPublished(trx, id, true);
      const was = before
        ? { status: before.row.is_active ? 'published' : 'archived', ...publishedVersion(before) }
        : {};
      await publishVersion(trx, id, draft.version, now);
      await auditDeskChange(trx, actor, now, {
        action: 'content.promotion_published',
        target: `promotion:${id}`,
        ...changedFields({ status: 'draft', ...was }, { status: 'published', ...draft.version }),
      });
      return this.promotion(id, trx);
    });
  }

  async unpublish(actor: ContentActor, id: number): Promise<OperatorPromotion> {
    const now = new Date(this.now());
    return this.db.transaction().execute(async (trx) => {
      const draft = await findDraft(trx, id, true);
      if (!draft) throw notFound('No such promotion.');
      const published = await findPublished(trx, id, true);
      if (!published?.row.is_active) throw new AppError('Conflict', 'The promotion is not published.');
      await unpublishVersion(trx, id);
      await auditDeskChange(trx, actor, now, {
        action: 'content.promotion_unpublished',
        target: `promotion:${id}`,
        before: { status: 'published' },
        after: { status: 'archived' },
      });
      return this.promotion(id, trx);
    });
  }

  async #draftErrors(db: Database, version: PromotionVersion): Promise<FieldErrors> {
    const [categories, tags] = await Promise.all([listLabels(db, 'categories'), listLabels(db, 'tags')]);
    return promotionDraftErrors(version, {
      categories: new Set(categories.map((c) => c.id)),
      tags: new Set(tags.map((t) => t.id)),
    });
  }
}
