import type { OperatorPromotionLabel, PromotionLabelKind } from '@meridian/contract/operator-offers';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import { auditDeskChange } from '../../platform/operator-audit.js';
import type { ContentActor } from '../content/content.desk.js';
import { changedFields } from '../content/content.rules.js';
import { throwIfAny } from './offers.desk.js';
import { presentLabel } from './offers.desk.presenter.js';
import {
  deleteLabel,
  insertLabel,
  labelUses,
  listLabels,
  lockLabel,
  replaceLabelNames,
  slugTaken,
} from './offers.desk.repository.js';
import { promotionsCarrying } from './offers.rules.js';

const FIELD = { categories: 'category_ids', tags: 'tag_ids' } as const;
/** The audit's and the messages' word for one of a kind. */
const ONE = { categories: 'category', tags: 'tag' } as const;

/**
 * The promotions' categories and tags as operators run them: created, renamed in every language and
 * deleted, each with a reason in the audit. They have no draft: players see a change at the next
 * request. A category or tag that a promotion carries (in its working copy or in the version on the
 * site) is not deleted: the operator takes it off those promotions first, so no promotion on the site
 * ever points at one that is gone. An unpublished version that still names it loses it with it.
 */
export class PromotionLabelsDesk {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(private readonly db: Database) {}

  async list(kind: PromotionLabelKind): Promise<{ list: OperatorPromotionLabel[] }> {
    const [records, uses] = await Promise.all([listLabels(this.db, kind), labelUses(this.db)]);
    return { list: records.map((record) => presentLabel(record, uses, FIELD[kind])) };
  }

  async create(
    actor: ContentActor,
    kind: PromotionLabelKind,
    label: { slug: string; names: Record<string, string> },
  ): Promise<OperatorPromotionLabel> {
    const now = new Date(this.now());
    return this.db.transaction().execute(async (trx) => {
      if (await slugTaken(trx, kind, label.slug)) {
        throwIfAny({ 'label.slug': [`Another ${ONE[kind]} has this address word.`] });
      }
      const id = await insertLabel(trx, kind, label.slug);
      await replaceLabelNames(trx, kind, id, label.names);
      await auditDeskChange(trx, actor, now, {
        action: `content.promotion_${ONE[kind]}_created`,
        target: `promotion_${ONE[kind]}:${id}`,
        before: null,
        after: changedFields({}, { slug: label.slug, names: label.names }).after,
      });
      return this.#one(trx, kind, id);
    });
  }

  async rename(
    actor: ContentActor,
    kind: PromotionLabelKind,
    id: number,
    names: Record<string, string>,
  ): Promise<OperatorPromotionLabel> {
    const now = new Date(this.now());
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockLabel(trx, kind, id))) throw notFound(`No such ${ONE[kind]}.`);
      const [before] = await listLabels(trx, kind, id);
      const changed = changedFields({ names: before?.names ?? {} }, { names });
      await replaceLabelNames(trx, kind, id, names);
      if (Object.keys(changed.after).length > 0) {
        await auditDeskChange(trx, actor, now, {
          action: `content.promotion_${ONE[kind]}_renamed`,
          target: `promotion_${ONE[kind]}:${id}`,
          ...changed,
        });
      }
      return this.#one(trx, kind, id);
    });
  }

  async remove(actor: ContentActor, kind: PromotionLabelKind, id: number): Promise<{ id: number }> {
    const now = new Date(this.now());
    return this.db.transaction().execute(async (trx) => {
      if (!(await lockLabel(trx, kind, id))) throw notFound(`No such ${ONE[kind]}.`);
      const carrying = promotionsCarrying(id, FIELD[kind], await labelUses(trx));
      if (carrying.length > 0) {
        const list = carrying.map((promotion) => `#${promotion}`).join(', ');
        throw new AppError(
          'Conflict',
          `The ${ONE[kind]} is on promotion${carrying.length > 1 ? 's' : ''} ${list}: take it off ${carrying.length > 1 ? 'them' : 'it'} first.`,
        );
      }
      const [before] = await listLabels(trx, kind, id);
      await deleteLabel(trx, kind, id);
      await auditDeskChange(trx, actor, now, {
        action: `content.promotion_${ONE[kind]}_deleted`,
        target: `promotion_${ONE[kind]}:${id}`,
        before: changedFields({}, { slug: before?.slug, names: before?.names ?? {} }).after,
        after: null,
      });
      return { id };
    });
  }

  async #one(db: Database, kind: PromotionLabelKind, id: number): Promise<OperatorPromotionLabel> {
    const [records, uses] = [await listLabels(db, kind, id), await labelUses(db)];
    const record = records[0];
    if (!record) throw notFound(`No such ${ONE[kind]}.`);
    return presentLabel(record, uses, FIELD[kind]);
  }
}
