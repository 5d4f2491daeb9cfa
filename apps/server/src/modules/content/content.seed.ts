import type { PolicyPageId } from '@meridian/contract/constants';
import type { Database } from '../../db/database.js';
import { ContentDesk } from './content.desk.js';
import { banners } from './data/banners.js';
import { pages } from './data/pages.js';

/**
 * The demo pages and banners, created and published through the operators' desk as an operator would
 * (without an audit record: no operator makes them). Only into an empty install: a page already there,
 * or any banner at all, means operators run the content, and their work is kept.
 */
export async function seedContent(db: Database): Promise<void> {
  const desk = new ContentDesk(db, 0, async () => {});
  const stored = new Set<string>((await desk.pages()).list.filter((p) => p.updated_at !== null).map((p) => p.id));
  for (const page of pages) {
    const id = page.slug as PolicyPageId;
    if (stored.has(id)) continue;
    await desk.savePage(null, id, { titles: page.title, bodies: page.body });
    await desk.publishPage(null, id);
  }
  if ((await desk.banners()).list.length > 0) return;
  for (const [position, banner] of banners.entries()) {
    const created = await desk.createBanner(null, {
      image: banner.image,
      path: banner.path,
      titles: banner.title,
      descriptions: banner.description,
      position,
      starts_at: null,
      ends_at: null,
    });
    await desk.publishBanner(null, created.id);
  }
}
