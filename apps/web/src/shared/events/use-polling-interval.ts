import type { Source } from '@meridian/contract/events';
import { useSettings } from '../api/get-settings';
import { useRealtimeConnected } from '../realtime/realtime';

/**
 * The refresh period of a list from settings (`update_periods.lists[source][period]`), or false while
 * the socket is up and pushes changes itself. `always` polls regardless (data with no channel).
 */
export function usePollingInterval(source: Source, period: 'top' | 'list', { always = false } = {}): number | false {
  const connected = useRealtimeConnected();
  const { update_periods } = useSettings();
  if (connected && !always) return false;
  const value = update_periods.lists[source][period];
  return value > 0 ? value : false;
}
