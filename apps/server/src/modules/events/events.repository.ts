import type { resultTypes } from '@meridian/contract/events';
import type { Database } from '../../db/database.js';
import { selectStoredMatches } from '../../db/stored-matches.query.js';

/** Which results the list shows: all, finished or cancelled matches (the contract's result types). */
export type ResultType = (typeof resultTypes)[number];

export interface ResultsFilter {
  sports: number[];
  from?: number;
  to?: number;
  type: ResultType;
  text?: string;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Ended and cancelled matches, newest start first: a history query, answered by the database. */
export function listResults(db: Database, filter: ResultsFilter) {
  let query = selectStoredMatches(db).where(
    'm.status',
    'in',
    filter.type === 'finished' ? ['ended'] : filter.type === 'cancelled' ? ['cancelled'] : ['ended', 'cancelled'],
  );
  if (filter.sports.length > 0) query = query.where('m.sport_id', 'in', filter.sports);
  if (filter.from !== undefined) query = query.where('m.start_time', '>=', BigInt(filter.from));
  if (filter.to !== undefined) query = query.where('m.start_time', '<=', BigInt(filter.to));
  const text = filter.text?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where((eb) =>
      eb.or([eb('h.name', 'ilike', pattern), eb('a.name', 'ilike', pattern), eb('t.name', 'ilike', pattern)]),
    );
  }
  return query
    .orderBy('m.start_time', 'desc')
    .orderBy('m.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export function findMatchStatistics(db: Database, id: number) {
  return db
    .selectFrom('sport_matches')
    .select(['id', 'status', 'parts', 'statistics'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type ResultRow = Awaited<ReturnType<typeof listResults>>[number];
