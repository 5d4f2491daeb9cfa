import type { Match, ResultMatch, ScorePart } from '@meridian/contract/events';

/** What the statistics show above the parts: the teams and the total score. */
export interface StatisticsHeader {
  home: { name: string; logo: string };
  away: { name: string; logo: string };
  score: { home: number; away: number } | null;
  /** Whether the match is in play now, when known. */
  isLive?: boolean;
}

/** The total score: the root part's row, which the feed sends first, before each part played. */
export function totalScore(scores: readonly ScorePart[], rootPartId?: number): { home: number; away: number } | null {
  const root = (rootPartId === undefined ? undefined : scores.find((part) => part.part_id === rootPartId)) ?? scores[0];
  return root ? { home: root.home, away: root.away } : null;
}

export function headerFromMatch(match: Match): StatisticsHeader {
  return {
    home: match.team_home,
    away: match.team_away,
    score: totalScore(match.info.scores, match.root_part_id),
    isLive: match.is_live,
  };
}

export function headerFromResult(match: ResultMatch): StatisticsHeader {
  return { home: match.team_home, away: match.team_away, score: totalScore(match.scores), isLive: false };
}
