import type { z } from 'zod';
import { type EndpointShape, operatorArea } from '../endpoint.js';
import { bannerParamsSchema, contentPreviewQuerySchema, contentReasonSchema } from '../operator-content.js';

/** An area of the content desks: its calls need the `content.manage` permission. */
export const contentDeskArea = (tag: string) => operatorArea(tag).with({ permission: 'content.manage' });

/**
 * The schemas of one kind of a desk's items: the `{id}` of one item (a number unless the kind names its items),
 * the desk's list of them, one item as operators see it (its working copy and the version players see), and the
 * working copy an operator writes.
 */
interface DraftSchemas<Params, List, Item, Write> {
  params?: Params;
  list: List;
  item: Item;
  write: Write;
}

/**
 * The calls of one kind of item of a content desk's `area` (banners, policy pages, promotions), below `path`.
 * An operator changes an item's working copy, previews it as players will read it, then publishes it or
 * takes it off the site, each with a reason; players see only what was published. `noun` names one item in
 * the summaries the kinds share; a kind declares only the calls it has, and a summary of its own where the
 * shared words do not fit.
 */
export function draftDesk<
  const P extends `/${string}`,
  const List extends z.ZodType,
  const Item extends z.ZodType,
  const Write extends z.ZodType,
  const Params extends z.ZodType = typeof bannerParamsSchema,
>(area: ReturnType<typeof contentDeskArea>, path: P, noun: string, schemas: DraftSchemas<Params, List, Item, Write>) {
  const params = schemas.params ?? bannerParamsSchema;
  const one = area.with({ params: params as Params, answer: schemas.item });
  const step = one.with({ body: contentReasonSchema });
  return {
    list: (summary: string) => area(`GET ${path}`, summary, { answer: schemas.list }),
    create: () =>
      area(`POST ${path}`, `Creates a ${noun} as a draft, with a reason; players see it once it is published`, {
        body: schemas.write,
        answer: schemas.item,
      }),
    get: (summary = `One ${noun}: its working copy in every language and the version players see`) =>
      one(`GET ${path}/{id}`, summary),
    update: (
      summary = `Changes a ${noun}’s working copy with a reason; players keep the published version until the next publish`,
    ) => one(`PUT ${path}/{id}`, summary, { body: schemas.write }),
    /** The working copy in one language, answered as the players' call `players` answers the published one. */
    preview: <const A extends EndpointShape['answer']>(players: { key: string; answer: A }) =>
      one(
        `GET ${path}/{id}/preview`,
        `The ${noun}’s working copy in one language, in the shape the players’ ${players.key} answers`,
        { query: contentPreviewQuerySchema, answer: players.answer },
      ),
    publish: (summary: string) => step(`POST ${path}/{id}/publish`, summary),
    // Only a published item can be taken off: 409 otherwise.
    unpublish: () =>
      step(
        `POST ${path}/{id}/unpublish`,
        `Takes a published ${noun} off the site with a reason (archived; it may be published again)`,
        { errors: ['Conflict'] },
      ),
  };
}
