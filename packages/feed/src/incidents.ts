import type { ScriptStep } from './match-model.js';
import type { FeedIncident } from './messages.js';

/**
 * An incident as a match model writes it: the event feed numbers it. A model may leave out the
 * score when its incidents carry every goal or point (`goal`, `score`): it is then summed here.
 */
export type ScriptIncident = Omit<FeedIncident, 'seq' | 'score'> & { score?: FeedIncident['score'] };

export interface TimedIncident {
  /** Wall-clock unix ms, on the script's own clock. */
  atMs: number;
  incident: ScriptIncident;
}

const SCORING = new Set<FeedIncident['kind']>(['goal', 'score']);

/**
 * The script with its incidents woven in: an incident comes after every step at or before its time
 * (a goal at the moment of its fixture_change follows it, so both tell the same score), and the
 * incidents of one moment travel together. Incidents without a score get the running sum of the
 * scoring incidents before them. Incidents at or after the last step's time travel with it.
 */
export function mergeIncidents<C>(steps: ScriptStep<C>[], timed: readonly TimedIncident[]): ScriptStep<C>[] {
  if (timed.length === 0) return steps;
  // Array.prototype.sort is stable: incidents of one moment keep the order the model wrote them in.
  const sorted = [...timed].sort((a, b) => a.atMs - b.atMs);
  const running = { home: 0, away: 0 };
  const scored = (incident: ScriptIncident): Omit<FeedIncident, 'seq'> => {
    if (incident.score) return { ...incident, score: incident.score };
    if (SCORING.has(incident.kind) && incident.side) running[incident.side] += incident.points ?? 0;
    return { ...incident, score: { ...running } };
  };
  const out: ScriptStep<C>[] = [];
  let k = 0;
  const takeBefore = (limit: number) => {
    while (k < sorted.length && sorted[k]!.atMs < limit) {
      const atMs = sorted[k]!.atMs;
      const incidents: Omit<FeedIncident, 'seq'>[] = [];
      while (k < sorted.length && sorted[k]!.atMs === atMs) {
        incidents.push(scored(sorted[k]!.incident));
        k += 1;
      }
      out.push({ atMs, incidents });
    }
  };
  for (const step of steps.slice(0, -1)) {
    takeBefore(step.atMs);
    out.push(step);
  }
  // The script ends with its last step: what happens at the final whistle travels with it.
  const last = steps[steps.length - 1]!;
  takeBefore(last.atMs);
  const final = sorted.slice(k).map((entry) => scored(entry.incident));
  out.push(final.length > 0 ? { ...last, incidents: [...(last.incidents ?? []), ...final] } : last);
  return out;
}
