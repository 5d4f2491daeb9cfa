import type { Match } from '@meridian/contract/events';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { type CatalogMatch, sourceOf } from '../catalog/catalog.state.js';
import { addFavorite, listFavoriteIds, removeFavorite } from './favorites.repository.js';

export interface FavoritesPage {
  limit: number;
  offset: number;
  /** Status ids to keep (0 upcoming, 1 live, 2 paused); null keeps both line and live. */
  statuses: number[] | null;
}

const STATUS_ID = { not_started: 0, live: 1, paused: 2, ended: 3, cancelled: 4 } as const;

/**
 * Favorite matches of a player. The list shows the line and live matches among them from the
 * catalog, newest favorite first; ended matches drop out of the list and the count.
 */
export class FavoritesService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
  ) {}

  /** The player's favorite ids, for the `is_favorite` flags of public lists. */
  async ids(userId: bigint): Promise<Set<number>> {
    return new Set(await listFavoriteIds(this.db, userId));
  }

  async list(userId: bigint, page: FavoritesPage, language: string): Promise<Match[]> {
    const matches = (await this.#current(userId)).filter(
      (m) => page.statuses === null || page.statuses.includes(STATUS_ID[m.fixture.status]),
    );
    return matches
      .slice(page.offset, page.offset + page.limit)
      .map((m) => ({ ...this.catalog.render(m, { kind: 'set', set: 'main' }, language), is_favorite: true }));
  }

  async count(userId: bigint): Promise<number> {
    return (await this.#current(userId)).length;
  }

  async add(userId: bigint, matchId: number) {
    const match = this.catalog.get(matchId);
    if (!match || sourceOf(match, Math.floor(Date.now() / 1000)) === null) throw notFound('Match not found');
    await addFavorite(this.db, userId, matchId);
    return { event_id: matchId, is_favorite: true, total: await this.count(userId) };
  }

  async remove(userId: bigint, matchId: number) {
    const removed = await removeFavorite(this.db, userId, matchId);
    if (!removed && !this.catalog.get(matchId)) throw notFound('Match not found');
    return { event_id: matchId, is_favorite: false, total: await this.count(userId) };
  }

  async #current(userId: bigint): Promise<CatalogMatch[]> {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const out: CatalogMatch[] = [];
    for (const id of await listFavoriteIds(this.db, userId)) {
      const match = this.catalog.get(id);
      if (match && sourceOf(match, nowSeconds) !== null) out.push(match);
    }
    return out;
  }
}
