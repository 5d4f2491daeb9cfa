import type { Match } from '@meridian/contract/events';
import { matchChannel } from '@meridian/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { eventsKeys } from '../../../shared/events/events-keys';
import { applyMatchDelta } from '../../../shared/realtime/apply-match-delta';
import { useChannel } from '../../../shared/realtime/realtime';

/** The snapshot's match as seen with one part's markets (the channel carries every part). */
function forPart(fresh: Match, shown: Match): Match {
  const markets = fresh.markets.filter((market) => market.part_id === shown.event_part_id);
  return {
    ...fresh,
    event_part_id: shown.event_part_id,
    event_part_name: shown.event_part_name,
    // A snapshot without this part's markets keeps the ones the call gave rather than showing none.
    markets: markets.length > 0 || shown.markets.length === 0 ? markets : shown.markets,
  };
}

/**
 * Keeps the event card's cached match live over `match:{id}`. When the match leaves the channel
 * (it started, ended or was cancelled) the card asks the server again, which decides between a
 * redirect and "Event was deleted".
 */
export function useMatchChannel(matchId: number) {
  const queryClient = useQueryClient();
  const queryKey = eventsKeys.matchAll(matchId);
  useChannel(matchChannel(matchId), (frame) => {
    if (frame.type === 'snapshot' && 'list' in frame.data) {
      const fresh = (frame.data.list as Match[]).find((match) => match.id === matchId);
      if (!fresh) {
        void queryClient.invalidateQueries({ queryKey });
        return;
      }
      queryClient.setQueriesData<Match | null>({ queryKey }, (shown) => (shown ? forPart(fresh, shown) : shown));
      return;
    }
    if (frame.type !== 'update' || !('deltas' in frame.data)) return;
    const deltas = frame.data.deltas.filter((delta) => delta.id === matchId);
    if (deltas.some((delta) => delta.removed)) {
      void queryClient.invalidateQueries({ queryKey });
      return;
    }
    queryClient.setQueriesData<Match | null>({ queryKey }, (shown) => {
      if (!shown) return shown;
      let next: Match | null = shown;
      for (const delta of deltas) {
        if (!next) break;
        next = delta.match ? forPart(delta.match, shown) : applyMatchDelta(next, delta);
      }
      return next;
    });
  });
}
