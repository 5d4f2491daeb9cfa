import { TRACKER_INCIDENTS_KEPT, type TrackerIncident, type TrackerState } from '@meridian/contract/realtime';

/** Incidents a reader is told of; possession changes are drawn on the field, not announced. */
export function isNotable(incident: TrackerIncident): boolean {
  return incident.kind !== 'possession' && incident.kind !== 'serve';
}

/**
 * The tracker after new incidents: appended once each, where play is and the score. The clock is not
 * taken from incidents: the tracker shows the match's own clock (useMatchTime), as the header does.
 */
export function applyIncidents(state: TrackerState, incidents: readonly TrackerIncident[]): TrackerState {
  const lastSeq = state.incidents.at(-1)?.seq ?? 0;
  const fresh = incidents.filter((incident) => incident.seq > lastSeq);
  if (fresh.length === 0) return state;
  let { possession, server } = state;
  for (const incident of fresh) {
    if (incident.kind === 'possession' && incident.side && incident.zone) {
      possession = { side: incident.side, zone: incident.zone };
    } else if (incident.kind === 'serve') {
      server = incident.side;
    } else if (incident.kind === 'part_end' || incident.kind === 'match_end') {
      possession = null;
    }
  }
  const last = fresh.at(-1)!;
  return {
    ...state,
    possession,
    server,
    score: last.score,
    incidents: [...state.incidents, ...fresh].slice(-TRACKER_INCIDENTS_KEPT),
  };
}
