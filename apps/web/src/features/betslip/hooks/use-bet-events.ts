import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getRealtimeClient } from '../../../shared/realtime/realtime';
import { betsKeys } from '../api/bets-keys';

/**
 * The player's channel tells of bets accepted, settled and cashed out (on any device, or by an auto
 * cash-out rule): the open bets and the
 * history are read again at once rather than at their next poll. The slip's own refresh is left alone.
 */
export function useBetEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return getRealtimeClient().subscribeUser((frame) => {
      if (frame.type !== 'update') return;
      const { kind } = frame.data;
      if (kind !== 'bet_settled' && kind !== 'bet_accepted' && kind !== 'bet_cashed_out') return;
      void queryClient.invalidateQueries({
        queryKey: betsKeys.all,
        predicate: (query) => query.queryKey[1] !== 'update',
      });
    });
  }, [enabled, queryClient]);
}
