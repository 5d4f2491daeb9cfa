import type { StatisticType } from '@meridian/contract/events';

/** A score-type row carries a value per side; a text row carries only its `result`. */
export type StatisticRow =
  | { kind: 'score'; id: number; name: string; result: string; home: number; away: number }
  | { kind: 'text'; id: number; name: string; result: string };

export interface BarWeights {
  /** Each side's share of the sum, in whole percent; both 0 when the sum is 0. */
  home: number;
  away: number;
  /** The side with the larger value, highlighted; null on a tie. */
  leader: 'home' | 'away' | null;
}

/** Weights of the two-sided bar of a score-type row (spec 001 §3). */
export function barWeights(home: number, away: number): BarWeights {
  const safeHome = Math.max(0, home);
  const safeAway = Math.max(0, away);
  const sum = safeHome + safeAway;
  if (sum === 0) return { home: 0, away: 0, leader: null };
  const homeShare = Math.round((safeHome * 100) / sum);
  const leader = safeHome === safeAway ? null : safeHome > safeAway ? 'home' : 'away';
  // The away share is the remainder, so the two halves always fill the bar exactly.
  return { home: homeShare, away: 100 - homeShare, leader };
}

export function isScoreType(type: StatisticType): type is StatisticType & { team_home: number; team_away: number } {
  return type.team_home !== undefined && type.team_away !== undefined;
}

/** The rows of one part: score-type rows first, each group keeping the server's order. */
export function statisticRows(types: readonly StatisticType[]): StatisticRow[] {
  const scores: StatisticRow[] = [];
  const texts: StatisticRow[] = [];
  for (const type of types) {
    if (isScoreType(type)) {
      scores.push({
        kind: 'score',
        id: type.id,
        name: type.name,
        result: type.result,
        home: type.team_home,
        away: type.team_away,
      });
    } else {
      texts.push({ kind: 'text', id: type.id, name: type.name, result: type.result });
    }
  }
  return [...scores, ...texts];
}
