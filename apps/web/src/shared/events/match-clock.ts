import type { Clock, Match, ScorePart } from '@meridian/contract/events';

/** When each clock object arrived; a delta brings a new object, so the reading restarts from it. */
const receivedAt = new WeakMap<Clock, number>();

/** The clock's match seconds at `now`: the answer's reading moved on while it runs. */
export function clockSeconds(clock: Clock, now: number = Date.now()): number {
  let since = receivedAt.get(clock);
  if (since === undefined) {
    since = now;
    receivedAt.set(clock, now);
  }
  if (!clock.running) return clock.seconds;
  return Math.max(0, Math.floor(clock.seconds + ((now - since) / 1000) * clock.rate));
}

/** "mm:ss" of match seconds; minutes keep counting past the hour as a match clock does. */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The whole-match score: the root part's entry, which the feed keeps as the total. */
export function totalScore(match: Pick<Match, 'info' | 'root_part_id'>): ScorePart | null {
  const scores = match.info.scores;
  return scores.find((score) => score.part_id === match.root_part_id) ?? null;
}

/** Scores of the parts played so far, in order, without the total. */
export function partScores(match: Pick<Match, 'info' | 'root_part_id'>): ScorePart[] {
  return match.info.scores.filter((score) => score.part_id !== match.root_part_id);
}
