import { BET_STATUS, combinedOdds, winningsOf } from '@meridian/contract/bets';
import { lineCount, type SystemLeg, type SystemShape, settleSystem } from '@meridian/contract/system-bets';

/** What the feed says about one leg's selection now. */
export interface LegFacts {
  position: number;
  odds: number;
  /** The leg's stored status: 1 open, 2 won, 3 lost, 4 void. */
  status: number;
  /**
   * The result of the leg's outcome, when its market is settled (the halves, on Asian lines, come
   * only from an operator: the feed sends whole results).
   */
  result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | null;
  /** The leg's market was cancelled (bets on it are refunded, whatever its result). */
  marketCancelled: boolean;
  /** The leg's match was cancelled: markets without a result are void. */
  matchCancelled: boolean;
}

export interface BetFacts {
  amount: bigint;
  odds: number;
  legs: LegFacts[];
  /** Staked with a free bet: a win returns the winnings without the stake, a cancel returns nothing. */
  freeBet?: boolean;
  /**
   * A system bet: `amount` is its whole stake, shared equally by the lines of this shape, and `legs`
   * are its selections in the shape's order (by position).
   */
  system?: SystemShape;
  /**
   * A bet builder: `odds` is the price of its parts together, which no subset of them has, so it
   * wins only when every part wins and a void part voids it whole.
   */
  builder?: boolean;
}

/** What settling a bet changes: legs newly decided, and the bet's outcome when it is decided. */
export interface BetDecision {
  /** Legs whose status changes, by position. */
  legs: { position: number; status: number }[];
  /** The bet's total odds now (void legs count as 1.000). */
  odds: number;
  /** null while some leg is open and none lost; `amountWin` is what the player is paid. */
  outcome: { status: number; amountWin: bigint } | null;
}

/**
 * A leg's status from the feed: a cancelled market voids it; otherwise its outcome's result decides
 * it; a market without a result of a cancelled match is void; else it stays open. A decided leg
 * keeps its status.
 */
export function legStatus(leg: LegFacts): number {
  if (leg.status !== BET_STATUS.inGame) return leg.status;
  if (leg.marketCancelled) return BET_STATUS.canceled;
  // A half-lost leg returns half the stake, so it does not lose the bet: it counts as won at odds
  // 1/2 (effectiveOdds), as a half-won one counts at the mean of its odds and 1.
  if (leg.result === 'won' || leg.result === 'half_won' || leg.result === 'half_lost') return BET_STATUS.won;
  if (leg.result === 'lost') return BET_STATUS.lost;
  if (leg.result === 'void' || leg.matchCancelled) return BET_STATUS.canceled;
  return BET_STATUS.inGame;
}

/**
 * The odds a leg pays at: half its stake wins at its odds and half is returned (half won), or half
 * is lost and half returned (half lost); thousandths, rounded down as winnings are.
 */
export function effectiveOdds(leg: Pick<LegFacts, 'odds' | 'result'>): number {
  if (leg.result === 'half_won') return Math.floor((leg.odds + 1000) / 2);
  if (leg.result === 'half_lost') return 500;
  return leg.odds;
}

/**
 * Settles a bet as far as its legs allow: a lost leg loses the bet at once; when every leg is
 * decided, all void cancels it (the stake is refunded), otherwise it wins at the odds of its
 * non-void legs. Void legs reprice the bet as soon as they are known. A free bet's win pays the
 * winnings less the stake, and its cancel pays nothing (the free bet itself is given back).
 */
export function decideBet(bet: BetFacts): BetDecision {
  const statuses = bet.legs.map((leg) => ({ leg, status: legStatus(leg) }));
  const legs = statuses
    .filter((s) => s.status !== s.leg.status)
    .map((s) => ({ position: s.leg.position, status: s.status }));
  if (bet.system) return { legs, odds: bet.odds, outcome: systemOutcome(bet.system, bet.amount, statuses) };
  if (bet.builder) return { legs, odds: bet.odds, outcome: builderOutcome(bet, statuses) };
  const counted = statuses.filter((s) => s.status !== BET_STATUS.canceled);
  const repriced = counted.length < statuses.length || counted.some((s) => effectiveOdds(s.leg) !== s.leg.odds);
  const odds = repriced ? combinedOdds(counted.map((s) => effectiveOdds(s.leg))) : bet.odds;
  if (statuses.some((s) => s.status === BET_STATUS.lost)) {
    return { legs, odds, outcome: { status: BET_STATUS.lost, amountWin: 0n } };
  }
  if (statuses.some((s) => s.status === BET_STATUS.inGame)) return { legs, odds, outcome: null };
  if (counted.length === 0) {
    return { legs, odds, outcome: { status: BET_STATUS.canceled, amountWin: bet.freeBet ? 0n : bet.amount } };
  }
  const winnings = BigInt(winningsOf(Number(bet.amount), odds));
  return {
    legs,
    odds,
    outcome: { status: BET_STATUS.won, amountWin: bet.freeBet ? maxOf(winnings - bet.amount, 0n) : winnings },
  };
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * A builder is lost as soon as a part is lost, and cancelled (the stake back; a free bet's given
 * back) as soon as a part is void: its price holds for all its parts together, and is not repriced
 * without one. A half result (an operator's, on a line builders do not take) voids it likewise. It
 * wins at its odds once every part has won.
 */
function builderOutcome(bet: BetFacts, statuses: readonly { leg: LegFacts; status: number }[]): BetDecision['outcome'] {
  if (statuses.some((s) => s.status === BET_STATUS.lost)) return { status: BET_STATUS.lost, amountWin: 0n };
  const halved = (s: { leg: LegFacts }) => s.leg.result === 'half_won' || s.leg.result === 'half_lost';
  if (statuses.some((s) => s.status === BET_STATUS.canceled || (s.status === BET_STATUS.won && halved(s)))) {
    return { status: BET_STATUS.canceled, amountWin: bet.freeBet ? 0n : bet.amount };
  }
  if (statuses.some((s) => s.status === BET_STATUS.inGame)) return null;
  const winnings = BigInt(winningsOf(Number(bet.amount), bet.odds));
  return { status: BET_STATUS.won, amountWin: bet.freeBet ? maxOf(winnings - bet.amount, 0n) : winnings };
}

/**
 * A system is decided once no line can still change what it pays (every line has a lost leg or
 * none open): it is then won when its lines pay anything, lost when none does, and cancelled when
 * every selection is void (each line returns its stake, so the whole stake comes back). A lost leg
 * loses only the lines it is in; a void leg counts at 1.000 in each of its lines.
 */
function systemOutcome(
  shape: SystemShape,
  amount: bigint,
  statuses: readonly { leg: LegFacts; status: number }[],
): BetDecision['outcome'] {
  const lines = BigInt(lineCount(shape));
  if (amount % lines !== 0n) throw new RangeError(`A system's stake ${amount} is not ${lines} equal lines`);
  const ordered = [...statuses].sort((a, b) => a.leg.position - b.leg.position);
  const legs = ordered.map(({ leg, status }): SystemLeg => {
    if (status === BET_STATUS.lost) return { state: 'lost' };
    if (status === BET_STATUS.won) return { state: 'paid', odds: effectiveOdds(leg) };
    if (status === BET_STATUS.canceled) return { state: 'paid', odds: 1000 };
    return { state: 'open' };
  });
  const settled = settleSystem(shape, legs, amount / lines);
  if (!settled.decided) return null;
  if (ordered.every((s) => s.status === BET_STATUS.canceled)) {
    return { status: BET_STATUS.canceled, amountWin: amount };
  }
  return { status: settled.amountWin > 0n ? BET_STATUS.won : BET_STATUS.lost, amountWin: settled.amountWin };
}
