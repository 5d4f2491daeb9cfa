import { CASINO_SEARCH_MIN_LENGTH } from '@meridian/contract/casino';
import type { CasinoSection } from './game-paths';

/** The lobby's type tabs (spec 001 §2: query `type`). */
export const GAME_TYPES = ['all', 'top', 'new'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** What the games list shows: a type, a category, a provider and a name (already trimmed and applicable). */
export interface GamesFilter {
  type: GameType;
  categoryId: number | null;
  providerId: number | null;
  /** Empty for no name search. */
  name: string;
}

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The filter named by the lobby's query (`type`, `category`, `provider`); anything unknown reads as none. */
export function filterFromParams(params: URLSearchParams): Omit<GamesFilter, 'name'> {
  const type = params.get('type');
  return {
    type: (GAME_TYPES as readonly string[]).includes(type ?? '') ? (type as GameType) : 'all',
    categoryId: positiveId(params.get('category')),
    providerId: positiveId(params.get('provider')),
  };
}

/** The lobby's query with one filter changed; defaults leave the query (`type=all`, no category). */
export function withFilter(params: URLSearchParams, change: Partial<Omit<GamesFilter, 'name'>>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  if (change.type !== undefined) set('type', change.type === 'all' ? null : change.type);
  if (change.categoryId !== undefined) set('category', change.categoryId === null ? null : String(change.categoryId));
  if (change.providerId !== undefined) set('provider', change.providerId === null ? null : String(change.providerId));
  return next;
}

/** A name search applies from 3 trimmed characters (spec 001 §5); shorter text searches nothing. */
export function appliedName(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= CASINO_SEARCH_MIN_LENGTH ? trimmed : '';
}

/** `GET /casino/games` query for a page of a section: the live casino lists the live tables only. */
export function gamesRequestQuery(section: CasinoSection, filter: GamesFilter, offset: number, limit: number) {
  return {
    is_live: section === 'live',
    is_top: filter.type === 'top' ? true : undefined,
    is_new: filter.type === 'new' ? true : undefined,
    category_id: filter.categoryId ?? undefined,
    provider_id: filter.providerId ?? undefined,
    name: filter.name || undefined,
    limit,
    offset,
  };
}
