import { winningsOf } from '@meridian/contract/bets';

/**
 * What the slip shows as its possible win, in minor units: the winnings of the stake at the total
 * odds, less the stake for a free bet (its return does not include the stake, as the server pays it).
 */
export function possibleWin(stake: number, totalOdds: number, isFreeBet: boolean): number {
  const winnings = winningsOf(stake, totalOdds);
  return isFreeBet ? winnings - stake : winnings;
}
