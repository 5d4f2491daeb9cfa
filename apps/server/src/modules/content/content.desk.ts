import { LANGUAGES, type LanguageCode, POLICY_PAGE_IDS, type PolicyPageId } from '@meridian/contract/constants';
import type { Banner, PageArticle } from '@meridian/contract/content';
import type { FieldErrors } from '@meridian/contract/envelope';
import type { BannerDraft, OperatorBanner, OperatorPage, PageDraft } from '@meridian/contract/operator-content';
import type { Database } from '../../db/database.js';
import type { PublishedBanner } from '../../db/schema.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import { auditDeskChange, type DeskActor } from '../../platform/operator-audit.js';
import {
  presentBanner,
  presentOperatorBanner,
  presentOperatorPage,
  presentOperatorPages,
  workingBanner,
} from './content.presenter.js';
import {
  findBannerRecord,
  findPageRecord,
  insertBanner,
  listBannerRecords,
  listPageRecords,
  publishPageDraft,
  replacePageDraft,
  updateBanner,
} from './content.repository.js';
import {
  bannerPublishErrors,
  bannerVersion,
  changedFields,
  pageDraftErrors,
  pagePublishErrors,
  withText,
} from './content.rules.js';

/**
 * Who makes a change: an operator (kept in the audit with their reason, in the change's transaction),
 * or null for the install's own demo content (the seed), which no operator signs.
 */
export type ContentActor = DeskActor;

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
};

/**
 * The operators' side of banners and policy pages (docs/backoffice.md, "Content"): drafts edited
 * freely, a preview in the players' shape, and publishing, each change written with the audit in one
 * transaction and applied on this node at once; every other node serves it at its next refresh.
 */
export class ContentDesk {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly refreshMs: number,
    /** Reads the published content again on this node. */
    private readonly applied: () => Promise<void>,
  ) {}

  async banners(): Promise<{ list: OperatorBanner[]; refresh_ms: number }> {
    const rows = await listBannerRecords(this.db);
    return { list: rows.map(presentOperatorBanner), refresh_ms: this.refreshMs };
  }

  async createBanner(actor: ContentActor, draft: BannerDraft): Promise<OperatorBanner> {
    const now = new Date(this.now());
    const version = bannerVersion(draft);
    const record = await this.db.transaction().execute(async (trx) => {
      const created = await insertBanner(trx, {
        ...this.#columns(version),
        updated_at: now,
      });
      await auditDeskChange(trx, actor, now, {
        action: 'content.banner_created',
        target: `banner:${created.id}`,
        before: null,
        after: { ...version },
      });
      return created;
    });
    return presentOperatorBanner(record);
  }

  async changeBanner(actor: ContentActor, id: number, draft: BannerDraft): Promise<OperatorBanner> {
    const now = new Date(this.now());
    const version = bannerVersion(draft);
    const record = await this.db.transaction().execute(async (trx) => {
      const before = await findBannerRecord(trx, id, true);
      if (!before) throw notFound('No such banner.');
      const changed = changedFields({ ...workingBanner(before) }, { ...version });
      const after = await updateBanner(trx, id, { ...this.#columns(version), updated_at: now });
      if (Object.keys(changed.after).length > 0) {
        await auditDeskChange(trx, actor, now, {
          action: 'content.banner_changed',
          target: `banner:${id}`,
          ...changed,
        });
      }
      return after;
    });
    return presentOperatorBanner(record);
  }

  /** The banner's working copy as the players' call would answer it, in one language. */
  async previewBanner(id: number, language: LanguageCode): Promise<{ list: Banner[] }> {
    const record = await findBannerRecord(this.db, id);
    if (!record) throw notFound('No such banner.');
    return { list: [presentBanner({ id, ...workingBanner(record) }, language)] };
  }

  async publishBanner(actor: ContentActor, id: number): Promise<OperatorBanner> {
    const now = new Date(this.now());
    const record = await this.db.transaction().execute(async (trx) => {
      const before = await findBannerRecord(trx, id, true);
      if (!before) throw notFound('No such banner.');
      const version = workingBanner(before);
      throwIfAny(bannerPublishErrors(version));
      const was = (before.published as PublishedBanner | null) ?? {};
      const changed = changedFields({ status: before.status, ...was }, { status: 'published', ...version });
      const after = await updateBanner(trx, id, {
        status: 'published',
        published: JSON.stringify(version),
        published_at: now,
        updated_at: now,
      });
      await auditDeskChange(trx, actor, now, {
        action: 'content.banner_published',
        target: `banner:${id}`,
        ...changed,
      });
      return after;
    });
    await this.applied();
    return presentOperatorBanner(record);
  }

  async unpublishBanner(actor: ContentActor, id: number): Promise<OperatorBanner> {
    const now = new Date(this.now());
    const record = await this.db.transaction().execute(async (trx) => {
      const before = await findBannerRecord(trx, id, true);
      if (!before) throw notFound('No such banner.');
      if (before.status !== 'published') throw new AppError('Conflict', 'The banner is not published.');
      const after = await updateBanner(trx, id, { status: 'archived', updated_at: now });
      await auditDeskChange(trx, actor, now, {
        action: 'content.banner_unpublished',
        target: `banner:${id}`,
        before: { status: 'published' },
        after: { status: 'archived' },
      });
      return after;
    });
    await this.applied();
    return presentOperatorBanner(record);
  }

  async pages() {
    const records = await listPageRecords(this.db);
    return { list: presentOperatorPages(records), refresh_ms: this.refreshMs };
  }

  async page(id: PolicyPageId): Promise<OperatorPage> {
    return presentOperatorPage(id, await findPageRecord(this.db, id));
  }

  /** Saves the page's draft (every language at once); the published version stays until the next publish. */
  async savePage(actor: ContentActor, id: PolicyPageId, draft: PageDraft): Promise<OperatorPage> {
    throwIfAny(pageDraftErrors(draft));
    const now = new Date(this.now());
    const titles = withText(draft.titles);
    const bodies = withText(draft.bodies);
    const rows = LANGUAGES.filter((language) => titles[language] || bodies[language]).map((language) => ({
      language,
      title: titles[language] ?? '',
      body: bodies[language] ?? '',
    }));
    await this.db.transaction().execute(async (trx) => {
      const before = await findPageRecord(trx, id, true);
      const working = before.draft.length > 0 ? before.draft : before.published;
      const changed = changedFields(
        { titles: pick(working, 'title'), bodies: pick(working, 'body') },
        { titles, bodies },
      );
      await replacePageDraft(trx, id, rows, now);
      if (Object.keys(changed.after).length > 0) {
        await auditDeskChange(trx, actor, now, { action: 'content.page_changed', target: `page:${id}`, ...changed });
      }
    });
    return this.page(id);
  }

  /** The page's working copy as the players' call would answer it, in one language. */
  async previewPage(id: PolicyPageId, language: LanguageCode): Promise<{ list: PageArticle[] }> {
    const page = await this.page(id);
    return {
      list: [
        {
          id,
          title: page.titles[language] ?? page.titles.en ?? '',
          body: page.bodies[language] ?? page.bodies.en ?? '',
        },
      ],
    };
  }

  async publishPage(actor: ContentActor, id: PolicyPageId): Promise<OperatorPage> {
    const now = new Date(this.now());
    await this.db.transaction().execute(async (trx) => {
      const before = await findPageRecord(trx, id, true);
      if (before.draft.length === 0) throw validationFailed({ page: ['No draft to publish.'] });
      const titles = pick(before.draft, 'title');
      const bodies = pick(before.draft, 'body');
      throwIfAny(pagePublishErrors(titles, bodies));
      const changed = changedFields(
        { titles: pick(before.published, 'title'), bodies: pick(before.published, 'body') },
        { titles, bodies },
      );
      const rows = LANGUAGES.map((language) => ({
        language,
        title: titles[language] ?? '',
        body: bodies[language] ?? '',
      }));
      await publishPageDraft(trx, id, POLICY_PAGE_IDS.indexOf(id), rows, now);
      await auditDeskChange(trx, actor, now, { action: 'content.page_published', target: `page:${id}`, ...changed });
    });
    await this.applied();
    return this.page(id);
  }

  #columns(version: PublishedBanner) {
    return {
      image: version.image,
      path: version.path,
      titles: JSON.stringify(version.titles),
      descriptions: JSON.stringify(version.descriptions),
      position: version.position,
      starts_at: version.starts_at ? new Date(version.starts_at) : null,
      ends_at: version.ends_at ? new Date(version.ends_at) : null,
    };
  }
}

const pick = (rows: Array<{ language: string; title: string; body: string }>, field: 'title' | 'body') =>
  Object.fromEntries(rows.filter((row) => row[field]).map((row) => [row.language, row[field]]));
