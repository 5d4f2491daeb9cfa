import type { StatisticsPart } from '@meridian/contract/events';
import { statisticsChannel } from '@meridian/contract/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../../shared/api/get-settings';
import { useChannel, useRealtimeConnected } from '../../../shared/realtime/realtime';
import { statisticsQueryKey, statisticsQueryOptions } from '../api/get-statistics';

/**
 * The statistics of a match. A live match follows its `statistics:{id}` channel (snapshot, then the
 * whole statistics on every change) and is polled at the live list period only while the socket is
 * down; an ended match is read once.
 */
export function useStatistics(matchId: number, live: boolean) {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();
  useChannel(live ? statisticsChannel(matchId) : null, (frame) => {
    if (!('list' in frame.data)) return;
    queryClient.setQueryData<StatisticsPart[]>(statisticsQueryKey(matchId), frame.data.list as StatisticsPart[]);
  });
  const pollMs = live && !connected ? settings.update_periods.lists.live.list : false;
  return useQuery(statisticsQueryOptions(matchId, pollMs));
}
