/**
 * What the player's bets of a round return with its outcome, stakes included, by the engines' rules
 * (engine/*.ts): the page shows "You win …" when the result is on the table, before the wallet's
 * balance arrives. The wallet's balance stays the truth; this is only the announcement.
 */

export type Bets = ReadonlyMap<string, number>;

/** Roulette: a winning bet covering k numbers returns 36 / k times its amount. */
export function rouletteReturn(bets: Bets, pocket: number, numbersOf: (spot: string) => readonly number[] | undefined) {
  let total = 0;
  for (const [spot, amount] of bets) {
    const numbers = numbersOf(spot);
    if (numbers?.includes(pocket)) total += (amount * 36) / numbers.length;
  }
  return total;
}

export interface BaccaratResult {
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}

/** Baccarat: player 2, banker 1.95 (rounded down), tie 9, pairs 12; a tie gives player and banker bets back. */
export function baccaratReturn(bets: Bets, result: BaccaratResult): number {
  let total = 0;
  for (const [spot, amount] of bets) {
    if (spot === 'player') total += result.winner === 'player' ? amount * 2 : result.winner === 'tie' ? amount : 0;
    else if (spot === 'banker')
      total += result.winner === 'banker' ? Math.floor((amount * 39) / 20) : result.winner === 'tie' ? amount : 0;
    else if (spot === 'tie') total += result.winner === 'tie' ? amount * 9 : 0;
    else if (spot === 'playerPair') total += result.playerPair ? amount * 12 : 0;
    else if (spot === 'bankerPair') total += result.bankerPair ? amount * 12 : 0;
  }
  return total;
}

/** The money wheel: a bet on the value the wheel stops on returns the amount times the value. */
export function wheelReturn(bets: Bets, value: number): number {
  return (bets.get(`x${value}`) ?? 0) * value;
}

/** The sum of the bets. */
export const totalOf = (bets: Bets): number => [...bets.values()].reduce((sum, amount) => sum + amount, 0);
