import type { TrackerState } from '@meridian/contract/realtime';
import { useState } from 'react';
import { useChannel } from '../../../shared/realtime/realtime';
import { applyIncidents } from '../lib/tracker-state';

/**
 * The live tracker of a match from its `tracker:{id}` channel: the snapshot, then each new incident.
 * Null until the snapshot came (and while `channel` is null: a visitor has none).
 */
export function useTracker(channel: string | null): TrackerState | null {
  const [tracked, setTracked] = useState<{ channel: string; state: TrackerState } | null>(null);
  useChannel(channel, (frame) => {
    if (frame.type === 'snapshot' && 'tracker' in frame.data) {
      setTracked({ channel: frame.channel, state: frame.data.tracker });
    } else if (frame.type === 'update' && 'incidents' in frame.data) {
      const incidents = frame.data.incidents;
      setTracked((previous) =>
        previous?.channel === frame.channel
          ? { ...previous, state: applyIncidents(previous.state, incidents) }
          : previous,
      );
    }
  });
  return tracked && tracked.channel === channel ? tracked.state : null;
}
