import type { CasinoGame } from '@meridian/contract/casino';
import type { CasinoGameRow } from './casino.repository.js';

export function presentGame(row: CasinoGameRow): CasinoGame {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    has_demo: row.has_demo,
    is_live: row.is_live,
    is_new: row.is_new,
    is_top: row.is_top,
    provider_id: row.provider_id,
    external_id: row.external_id,
    category_ids: row.category_ids,
  };
}
