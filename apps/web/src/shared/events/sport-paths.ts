import type { Match, Source } from '@meridian/contract/events';

/** The list path of a source, sport and league (spec 001 §2 path forms). */
export function listPath(source: Source, sportId?: number | null, leagueId?: number | null): string {
  if (sportId == null) return `/${source}`;
  if (leagueId == null) return `/${source}/${sportId}`;
  return `/${source}/${sportId}/${leagueId}`;
}

/** The event card of a match in a source. */
export function eventPath(source: Source, match: Pick<Match, 'id' | 'sport_id' | 'tournament'>): string {
  return `/${source}/${match.sport_id}/${match.tournament.id}/${match.id}`;
}

/** The source a match belongs to now: a started match is live, any other is in the line. */
export function sourceOf(match: Pick<Match, 'is_live'>): Source {
  return match.is_live ? 'live' : 'line';
}
