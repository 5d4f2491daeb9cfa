import type { Database } from '../../db/database.js';
import { banners } from './data/banners.js';
import { pages } from './data/pages.js';

/** Inserts the demo pages and banners that are missing; operator edits are kept. */
export async function seedContent(db: Database): Promise<void> {
  const rows = pages.flatMap((p, position) =>
    (['en', 'ru'] as const).map((language) => ({
      slug: p.slug,
      language,
      title: p.title[language],
      body: p.body[language],
      position,
    })),
  );
  await db
    .insertInto('content_pages')
    .values(rows)
    .onConflict((oc) => oc.columns(['slug', 'language']).doNothing())
    .execute();
  await db
    .insertInto('banners')
    .values(
      banners.map((b, position) => ({
        id: b.id,
        image: b.image,
        path: b.path,
        titles: JSON.stringify(b.title),
        descriptions: JSON.stringify(b.description),
        position,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
