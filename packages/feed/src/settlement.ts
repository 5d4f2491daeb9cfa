import { MARKET_TYPE } from './market-types.js';
import type { MarketSpec } from './match-model.js';
import type { FeedOutcomeResult, FeedScore } from './messages.js';
import { ROOT_PART_ID } from './parts.js';

/**
 * Results of a market from the final scores. The same rules serve every sport:
 * - 1X2, double chance, draw no bet, both teams to score, team totals and odd/even read the part's score;
 * - winner reads the part's score (the root includes overtime and extra innings); a tie voids it;
 * - totals and handicaps count goals or points of the part, or, in sports won by sets, legs or maps
 *   (`countsUnits`), the points/games/legs/rounds summed over the sets of the part;
 * - set and map totals and handicaps read the root score (sets or maps won);
 * - a line landing exactly on the count voids the market (whole lines are rare; half lines never push);
 * - a part that was never played voids every outcome.
 */
export function settleMarket(
  spec: MarketSpec,
  scores: FeedScore[],
  countsUnits: boolean,
  outcomeCount: number,
): FeedOutcomeResult[] {
  const voidAll = (): FeedOutcomeResult[] => Array.from({ length: outcomeCount }, () => 'void');
  const part = scores.find((score) => score.part_id === spec.partId);
  if (!part) return voidAll();
  const root = scores.find((score) => score.part_id === ROOT_PART_ID)!;
  const units = (): { home: number; away: number } => {
    if (!countsUnits) return part;
    if (spec.partId !== ROOT_PART_ID) return part;
    let home = 0;
    let away = 0;
    for (const score of scores) {
      if (score.part_id === ROOT_PART_ID) continue;
      home += score.home;
      away += score.away;
    }
    return { home, away };
  };
  const line = (spec.line ?? 0) / 100;
  const overUnder = (value: number): FeedOutcomeResult[] =>
    value === line ? ['void', 'void'] : value > line ? ['won', 'lost'] : ['lost', 'won'];
  const handicap = (home: number, away: number): FeedOutcomeResult[] =>
    home + line === away ? ['void', 'void'] : home + line > away ? ['won', 'lost'] : ['lost', 'won'];
  const result = Math.sign(part.home - part.away);

  switch (spec.typeId) {
    case MARKET_TYPE.result:
      return [result > 0 ? 'won' : 'lost', result === 0 ? 'won' : 'lost', result < 0 ? 'won' : 'lost'];
    case MARKET_TYPE.doubleChance:
      return [result >= 0 ? 'won' : 'lost', result !== 0 ? 'won' : 'lost', result <= 0 ? 'won' : 'lost'];
    case MARKET_TYPE.drawNoBet:
    case MARKET_TYPE.winner:
      return result === 0 ? ['void', 'void'] : result > 0 ? ['won', 'lost'] : ['lost', 'won'];
    case MARKET_TYPE.bothScore: {
      const both = part.home > 0 && part.away > 0;
      return both ? ['won', 'lost'] : ['lost', 'won'];
    }
    case MARKET_TYPE.homeTotal:
      return overUnder(part.home);
    case MARKET_TYPE.awayTotal:
      return overUnder(part.away);
    case MARKET_TYPE.oddEven: {
      const counted = units();
      const odd = (counted.home + counted.away) % 2 === 1;
      return odd ? ['won', 'lost'] : ['lost', 'won'];
    }
    case MARKET_TYPE.total:
    case MARKET_TYPE.totalGames:
    case MARKET_TYPE.totalLegs:
    case MARKET_TYPE.totalRounds:
    case MARKET_TYPE.totalKills: {
      const counted = units();
      return overUnder(counted.home + counted.away);
    }
    case MARKET_TYPE.handicap: {
      const counted = units();
      return handicap(counted.home, counted.away);
    }
    case MARKET_TYPE.totalSets:
    case MARKET_TYPE.totalMaps:
      return overUnder(root.home + root.away);
    case MARKET_TYPE.setHandicap:
    case MARKET_TYPE.mapHandicap:
      return handicap(root.home, root.away);
    case MARKET_TYPE.correctScore: {
      const listed = spec.listed ?? [];
      const exact = `${part.home}:${part.away}`;
      const hit = listed.indexOf(exact);
      const other = listed.indexOf('Other');
      return listed.map((_, index) => (index === hit || (hit < 0 && index === other) ? 'won' : 'lost'));
    }
    default:
      throw new Error(`No settlement rule for market type ${spec.typeId}`);
  }
}
