import type { Match } from '@meridian/contract/events';
import type { SiteT } from '../i18n/i18n';
import { formatClock } from './match-clock';
import { useMatchClock } from './use-match-clock';

type MatchPart = NonNullable<Match['current_part']>;

/** Live match status ids (spec 001 §4, "status_id 1 or 2 means in play"): 1 in play, 2 between parts. */
const IN_BREAK = 2;

/**
 * Parts whose end is half-time: the 1st half and the 2nd quarter. Part ids are the feed's global,
 * append-only registry (packages/feed/src/parts.ts).
 */
const HALF_TIME_AFTER = new Set([2, 5]);

/** What a live match's clock reads: match seconds while a part is played, or the break after one. */
export type MatchTime =
  | { phase: 'play'; seconds: number | null; running: boolean; part: MatchPart | null }
  | { phase: 'break'; halfTime: boolean; part: MatchPart | null };

type Timed = Pick<Match, 'is_live' | 'status_id' | 'current_part'> & { info: Pick<Match['info'], 'clock'> };

/** The match's phase from its status: a break between parts stops the clock whatever it says. */
export function matchPhase(match: Timed): 'play' | 'break' | null {
  if (!match.is_live) return null;
  return match.status_id === IN_BREAK ? 'break' : 'play';
}

/**
 * The one match time of a live match, for every view of it (list row, event header, tracker): the
 * server's clock, ticking while it runs and the match is in play; in a break, which part has ended.
 * Null for a match not in play.
 */
export function useMatchTime(match: Timed): MatchTime | null {
  const phase = matchPhase(match);
  const clock = phase === 'play' ? match.info.clock : null;
  const seconds = useMatchClock(clock);
  if (phase === null) return null;
  if (phase === 'break') {
    const part = match.current_part;
    return { phase, halfTime: part !== null && HALF_TIME_AFTER.has(part.part_id), part };
  }
  return { phase, seconds, running: clock?.running ?? false, part: match.current_part };
}

/**
 * The clock's text: HT at half-time or Break between other parts, else the time played as `format`
 * writes it ("mm:ss" unless told); null for a sport without a clock.
 */
export function clockReading(
  time: MatchTime,
  t: SiteT,
  format: (seconds: number) => string = formatClock,
): string | null {
  if (time.phase === 'break') return time.halfTime ? t('event.halfTime') : t('event.break');
  return time.seconds === null ? null : format(time.seconds);
}

/** What a screen reader hears for the clock: the time played, or the break. */
export function matchTimeLabel(time: MatchTime, t: SiteT): string {
  if (time.phase === 'break') return time.halfTime ? t('event.halfTimeLabel') : t('event.break');
  return t('event.clock', { time: time.seconds === null ? '' : formatClock(time.seconds) });
}

/**
 * The part line under the clock: the part being played, or "End of 1st half" in the break after it.
 * A `compact` line (the narrow status column of a list row) names the part alone: HT or Break above
 * it already says the part is over.
 */
export function partText(time: MatchTime, t: SiteT, { compact = false }: { compact?: boolean } = {}): string | null {
  if (!time.part) return null;
  return time.phase === 'break' && !compact ? t('event.partEnded', { part: time.part.name }) : time.part.name;
}

/** The minute as a football commentator calls it: the 1st minute is 0:00 to 0:59. */
export function footballMinute(seconds: number): number {
  return Math.floor(seconds / 60) + 1;
}
