import type { Match } from '@meridian/contract/events';

export interface TournamentGroup {
  tournament: Match['tournament'];
  matches: Match[];
}

export interface SportGroup {
  sportId: number;
  tournaments: TournamentGroup[];
}

/** Matches grouped sport → tournament, each group where its first match stands in the list. */
export function groupMatches(matches: Match[]): SportGroup[] {
  const sports = new Map<number, Map<number, TournamentGroup>>();
  for (const match of matches) {
    let tournaments = sports.get(match.sport_id);
    if (!tournaments) {
      tournaments = new Map();
      sports.set(match.sport_id, tournaments);
    }
    let group = tournaments.get(match.tournament.id);
    if (!group) {
      group = { tournament: match.tournament, matches: [] };
      tournaments.set(match.tournament.id, group);
    }
    group.matches.push(match);
  }
  return [...sports].map(([sportId, tournaments]) => ({ sportId, tournaments: [...tournaments.values()] }));
}

export type ListItem =
  | { kind: 'sport'; key: string; sportId: number }
  | { kind: 'tournament'; key: string; sportId: number; tournament: Match['tournament'] }
  | { kind: 'match'; key: string; match: Match };

/** The groups as one flat list of headers and rows, the shape a virtualized list renders. */
export function flattenGroups(groups: SportGroup[]): ListItem[] {
  const items: ListItem[] = [];
  for (const sport of groups) {
    items.push({ kind: 'sport', key: `s${sport.sportId}`, sportId: sport.sportId });
    for (const group of sport.tournaments) {
      items.push({
        kind: 'tournament',
        key: `t${group.tournament.id}`,
        sportId: sport.sportId,
        tournament: group.tournament,
      });
      for (const match of group.matches) items.push({ kind: 'match', key: `m${match.id}`, match });
    }
  }
  return items;
}

/** Whether a line match starts within the time range (hours ahead; -1 is no limit). */
export function startsWithin(match: Pick<Match, 'start_time'>, hours: number, nowSeconds = Date.now() / 1000): boolean {
  return hours < 0 || match.start_time <= nowSeconds + hours * 3600;
}
