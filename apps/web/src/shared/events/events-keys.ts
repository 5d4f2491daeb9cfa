import type { MarketSet, Source, TimeRange } from '@meridian/contract/events';
import { getApiContext } from '../api/api-context';

/**
 * Query keys of the `/events/*` calls. Every key starts with `events`, then the source, so the
 * socket handlers can reach all cached lists of a source at once.
 */
export const eventsKeys = {
  sports: (source: Source, timeRange: TimeRange) =>
    ['events', source, 'sports', timeRange, getApiContext().language] as const,
  tournaments: (source: Source, sportId: number, timeRange: TimeRange) =>
    ['events', source, 'tournaments', sportId, timeRange, getApiContext().language] as const,
  matches: (source: Source, tournamentId: number, markets: MarketSet, timeRange: TimeRange) =>
    ['events', source, 'matches', tournamentId, markets, timeRange, getApiContext().language] as const,
  best: (source: Source, limit: number, markets: MarketSet, timeRange: TimeRange, sportId: number | null) =>
    ['events', source, 'best', limit, markets, timeRange, sportId, getApiContext().language] as const,
  /** Every cached part of one match. */
  matchAll: (matchId: number) => ['events', 'match', matchId] as const,
  match: (matchId: number, partId: number | null) =>
    ['events', 'match', matchId, partId, getApiContext().language] as const,
};

/** The time range to send: line lists only, and none when "all time" is chosen (spec 001 §5). */
export function timeRangeParam(source: Source, timeRange: TimeRange): TimeRange | undefined {
  return source === 'line' && timeRange !== -1 ? timeRange : undefined;
}
