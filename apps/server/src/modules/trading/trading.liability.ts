/** One open leg of an open bet, with what its bet staked and stands to pay. */
export interface OpenLeg {
  betId: bigint;
  marketId: number;
  outcomeId: number;
  currencyId: number;
  /** The stake, minor units. */
  amount: bigint;
  /** The bet's total odds (thousandths): the product of its legs' for an accumulator. */
  odds: number;
  /** Staked with a free bet: the house took no money, and a win pays the winnings less the stake. */
  freeBet: boolean;
}

export interface Figures {
  bets: number;
  stakes: bigint;
  liability: bigint;
}

/** `${marketId}:${outcomeId}` → currency id → the figures of that outcome in that currency. */
export type OutcomeFigures = Map<string, Map<number, Figures>>;

export const figuresKey = (marketId: number, outcomeId: number) => `${marketId}:${outcomeId}`;

/** What the house pays if the bet wins: the stake times the total odds, less the stake of a free bet. */
export function payoutOf(leg: Pick<OpenLeg, 'amount' | 'odds' | 'freeBet'>): bigint {
  const winnings = (leg.amount * BigInt(leg.odds)) / 1000n;
  return leg.freeBet ? winnings - leg.amount : winnings;
}

/**
 * The book's position on each outcome with open bets on its market (docs/backoffice.md):
 * liability(outcome) = what the bets backing it pay if it wins − the money staked on its market.
 * An accumulator counts in each market where it has an open leg: its whole potential payout against
 * that leg's outcome (the worst case: its other open legs win too) and its stake among the market's
 * stakes (whichever other outcome wins, the accumulator loses and the house keeps it). Legs already
 * won, lost or void are not open and count nowhere; bets settled are not open either. Outcomes no
 * bet backs get the market's stakes as a gain (a negative liability), per currency.
 */
export function liabilityOf(
  legs: readonly OpenLeg[],
  outcomesOf: (marketId: number) => readonly number[],
): OutcomeFigures {
  /** market → currency → the money taken on it. */
  const taken = new Map<number, Map<number, bigint>>();
  const out: OutcomeFigures = new Map();
  for (const leg of legs) {
    const market = taken.get(leg.marketId) ?? new Map<number, bigint>();
    taken.set(leg.marketId, market);
    market.set(leg.currencyId, (market.get(leg.currencyId) ?? 0n) + (leg.freeBet ? 0n : leg.amount));
    const key = figuresKey(leg.marketId, leg.outcomeId);
    const byCurrency = out.get(key) ?? new Map<number, Figures>();
    out.set(key, byCurrency);
    const figures = byCurrency.get(leg.currencyId) ?? { bets: 0, stakes: 0n, liability: 0n };
    byCurrency.set(leg.currencyId, {
      bets: figures.bets + 1,
      stakes: figures.stakes + leg.amount,
      liability: figures.liability + payoutOf(leg),
    });
  }
  for (const [marketId, currencies] of taken) {
    const outcomes = new Set([...outcomesOf(marketId)]);
    for (const key of out.keys()) if (key.startsWith(`${marketId}:`)) outcomes.add(Number(key.split(':')[1]));
    for (const outcomeId of outcomes) {
      const key = figuresKey(marketId, outcomeId);
      const byCurrency = out.get(key) ?? new Map<number, Figures>();
      out.set(key, byCurrency);
      for (const [currencyId, stakes] of currencies) {
        const figures = byCurrency.get(currencyId) ?? { bets: 0, stakes: 0n, liability: 0n };
        byCurrency.set(currencyId, { ...figures, liability: figures.liability - stakes });
      }
    }
  }
  return out;
}

/** The open legs as the repository reads them (`listOpenLegs`). */
export function openLegsOf(
  rows: ReadonlyArray<{
    bet_id: bigint;
    market_id: number;
    outcome_id: number;
    currency_id: number;
    amount: bigint;
    odds: number;
    free_bet_id: bigint | null;
  }>,
): OpenLeg[] {
  return rows.map((l) => ({
    betId: l.bet_id,
    marketId: l.market_id,
    outcomeId: l.outcome_id,
    currencyId: l.currency_id,
    amount: l.amount,
    odds: l.odds,
    freeBet: l.free_bet_id !== null,
  }));
}

/** The largest liability on any outcome of a market in a currency; null when no open bet is on it. */
export function largestLiability(figures: OutcomeFigures, marketId: number, currencyId: number): bigint | null {
  let largest: bigint | null = null;
  for (const [key, byCurrency] of figures) {
    if (!key.startsWith(`${marketId}:`)) continue;
    const liability = byCurrency.get(currencyId)?.liability;
    if (liability !== undefined && (largest === null || liability > largest)) largest = liability;
  }
  return largest;
}
