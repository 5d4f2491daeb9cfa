import type { Database } from '../../db/database.js';
import { casinoGames } from './data/games.js';

/** The built-in studio's games (existing rows are left as an operator may have edited them). */
export async function seedCasinoGames(db: Database): Promise<void> {
  const providers = await db.selectFrom('casino_providers').select(['id', 'code']).execute();
  const idOf = new Map(providers.map((p) => [p.code, p.id]));
  const rows = casinoGames.flatMap((g, i) => {
    const providerId = idOf.get(g.provider);
    if (providerId === undefined) return [];
    return [
      {
        provider_id: providerId,
        external_id: g.code,
        name: g.name,
        image: `/static/casino/games/${g.code}.svg`,
        has_demo: g.hasDemo,
        is_live: g.isLive ?? false,
        is_new: g.isNew,
        is_top: g.isTop,
        category_ids: g.categories,
        position: i,
      },
    ];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('casino_games')
    .values(rows)
    .onConflict((oc) => oc.columns(['provider_id', 'external_id']).doNothing())
    .execute();
}
