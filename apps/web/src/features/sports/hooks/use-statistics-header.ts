import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../shared/api/get-settings';
import type { StatisticsHeader } from '../../../shared/events/statistics-header';
import { matchHeaderQueryOptions } from '../api/get-match-header';

/** The teams and score: given by the caller (a result row), else read from the match and kept fresh while live. */
export function useStatisticsHeader(matchId: number, live: boolean, given?: StatisticsHeader): StatisticsHeader | null {
  const settings = useSettings();
  const query = useQuery({
    ...matchHeaderQueryOptions(matchId, live ? settings.update_periods.lists.live.list : false),
    enabled: !given,
  });
  return given ?? query.data ?? null;
}
