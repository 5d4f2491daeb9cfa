/**
 * Blackjack's expected values under the studio's rules (blackjack-rules.ts) for an infinite deck:
 * every card is drawn independently, ace to nine with chance 1/13 each and a ten-value card with
 * chance 4/13. With that model the expected value of every decision depends only on the hand's total,
 * whether it is soft, and the dealer's up card, so a recursion over totals gives the optimal play of
 * every hand and its exact expected value (in double precision). The optimal play is the basic
 * strategy; its expected value per initial bet, plus one, is the game's RTP. A six-deck shoe returns
 * a few hundredths of a percent more than the infinite deck.
 *
 * Because the dealer peeks under an ace or a ten, the player decides knowing the dealer has no
 * blackjack: the dealer's outcomes under those up cards are conditioned on the hole card not making 21.
 */

/** Chance of each card value 1 (ace) … 10 in an infinite deck. */
const P = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4].map((weight) => weight / 13);

/** Dealer outcomes: chance of finishing on 17, 18, 19, 20, 21, and of busting (index 5). */
export type DealerOutcomes = readonly [number, number, number, number, number, number];

const effective = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);

const dealerMemo = new Map<number, DealerOutcomes>();

/** The dealer's outcomes from a hand of `hard` points (aces as 1) holding an ace or not; stands on every 17. */
export function dealerOutcomesFrom(hard: number, ace: boolean): DealerOutcomes {
  const outcomes: [number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0];
  if (hard > 21) {
    outcomes[5] = 1;
    return outcomes;
  }
  const total = effective(hard, ace);
  if (total >= 17) {
    outcomes[total - 17] = 1;
    return outcomes;
  }
  const key = hard * 2 + (ace ? 1 : 0);
  const known = dealerMemo.get(key);
  if (known) return known;
  for (let value = 1; value <= 10; value++) {
    const next = dealerOutcomesFrom(hard + value, ace || value === 1);
    for (let i = 0; i < 6; i++) outcomes[i] = (outcomes[i] as number) + (P[value] as number) * (next[i] as number);
  }
  dealerMemo.set(key, outcomes);
  return outcomes;
}

/** The dealer's outcomes under an up card (value 1–10), given no dealer blackjack when `peeked`. */
export function dealerOutcomes(up: number, peeked: boolean): DealerOutcomes {
  const natural = up === 1 ? 10 : up === 10 ? 1 : 0;
  const excluded = peeked ? natural : 0;
  const outcomes: [number, number, number, number, number, number] = [0, 0, 0, 0, 0, 0];
  const mass = 1 - (excluded ? (P[excluded] as number) : 0);
  for (let hole = 1; hole <= 10; hole++) {
    if (hole === excluded) continue;
    const next = dealerOutcomesFrom(up + hole, up === 1 || hole === 1);
    for (let i = 0; i < 6; i++)
      outcomes[i] = (outcomes[i] as number) + ((P[hole] as number) / mass) * (next[i] as number);
  }
  return outcomes;
}

/** Expected values of the player's options against one dealer up card. */
export class PlayerExpectation {
  readonly #stand: number[] = [];
  readonly #hit = new Map<number, number>();

  constructor(dealer: DealerOutcomes) {
    // Standing on t: win when the dealer busts or ends below t, lose when the dealer ends above.
    for (let total = 0; total <= 21; total++) {
      let value = dealer[5];
      for (let final = 17; final <= 21; final++) {
        const chance = dealer[final - 17] as number;
        if (final < total) value += chance;
        else if (final > total) value -= chance;
      }
      this.#stand[total] = value;
    }
  }

  stand(hard: number, ace: boolean): number {
    return hard > 21 ? -1 : (this.#stand[effective(hard, ace)] as number);
  }

  /** Hit, then play on optimally without doubling (21 stands). */
  hit(hard: number, ace: boolean): number {
    const key = hard * 2 + (ace ? 1 : 0);
    const known = this.#hit.get(key);
    if (known !== undefined) return known;
    let value = 0;
    for (let card = 1; card <= 10; card++) value += (P[card] as number) * this.#playOn(hard + card, ace || card === 1);
    this.#hit.set(key, value);
    return value;
  }

  /** Double the bet, take exactly one card, stand. */
  double(hard: number, ace: boolean): number {
    let value = 0;
    for (let card = 1; card <= 10; card++) value += (P[card] as number) * this.stand(hard + card, ace || card === 1);
    return 2 * value;
  }

  /** Split a pair of `value` into two hands; split aces take one card each; doubling allowed after. */
  split(value: number): number {
    let hand = 0;
    for (let card = 1; card <= 10; card++) {
      const hard = value + card;
      const ace = value === 1 || card === 1;
      hand += (P[card] as number) * (value === 1 ? this.stand(hard, ace) : this.twoCards(hard, ace));
    }
    return 2 * hand;
  }

  /** A two-card hand that may stand, hit or double (21 stands). */
  twoCards(hard: number, ace: boolean): number {
    if (effective(hard, ace) === 21) return this.stand(hard, ace);
    return Math.max(this.stand(hard, ace), this.hit(hard, ace), this.double(hard, ace));
  }

  #playOn(hard: number, ace: boolean): number {
    if (hard > 21) return -1;
    if (effective(hard, ace) === 21) return this.stand(hard, ace);
    return Math.max(this.stand(hard, ace), this.hit(hard, ace));
  }
}

/** H hit, S stand, D double (else hit), Ds double (else stand), P split. */
export type StrategyAction = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** Dealer up cards in the order of the strategy table's columns: 2 … 10, then the ace. */
export const UP_CARDS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1] as const;

export interface BasicStrategy {
  /** Hard totals 4–21, one action per up card. */
  readonly hard: Readonly<Record<number, readonly StrategyAction[]>>;
  /** Soft totals 12–21. */
  readonly soft: Readonly<Record<number, readonly StrategyAction[]>>;
  /** Pairs by card value 1 (aces) … 10: the action including the split option. */
  readonly pairs: Readonly<Record<number, readonly StrategyAction[]>>;
}

const expectations = new Map<string, PlayerExpectation>();

/** The player's expectations against an up card, the dealer having checked for blackjack. */
export function expectationAgainst(up: number): PlayerExpectation {
  const key = String(up);
  let found = expectations.get(key);
  if (!found) {
    found = new PlayerExpectation(dealerOutcomes(up, true));
    expectations.set(key, found);
  }
  return found;
}

function bestAction(ev: PlayerExpectation, hard: number, ace: boolean): StrategyAction {
  if (effective(hard, ace) === 21) return 'S';
  const stand = ev.stand(hard, ace);
  const hit = ev.hit(hard, ace);
  const double = ev.double(hard, ace);
  if (double > Math.max(stand, hit)) return hit >= stand ? 'D' : 'Ds';
  return hit > stand ? 'H' : 'S';
}

function computeStrategy(): BasicStrategy {
  const hard: Record<number, StrategyAction[]> = {};
  const soft: Record<number, StrategyAction[]> = {};
  const pairs: Record<number, StrategyAction[]> = {};
  for (let total = 4; total <= 21; total++)
    hard[total] = UP_CARDS.map((up) => bestAction(expectationAgainst(up), total, false));
  for (let total = 12; total <= 21; total++)
    soft[total] = UP_CARDS.map((up) => bestAction(expectationAgainst(up), total - 10, true));
  for (let value = 1; value <= 10; value++) {
    pairs[value] = UP_CARDS.map((up) => {
      const ev = expectationAgainst(up);
      const hardPoints = 2 * value;
      const ace = value === 1;
      const play = Math.max(ev.stand(hardPoints, ace), ev.hit(hardPoints, ace), ev.double(hardPoints, ace));
      return ev.split(value) > play ? 'P' : bestAction(ev, hardPoints, ace);
    });
  }
  return { hard, soft, pairs };
}

let strategy: BasicStrategy | null = null;

/** The basic strategy table (computed once). */
export function basicStrategy(): BasicStrategy {
  strategy ??= computeStrategy();
  return strategy;
}

/**
 * The player's expected value per initial bet with basic strategy, insurance never taken: over every
 * up card and first two cards, a dealer blackjack takes the bet (a player blackjack pushes), a player
 * blackjack pays 3:2, and otherwise the best of stand, hit, double and split counts.
 */
export function basicStrategyExpectation(): number {
  let total = 0;
  for (let up = 1; up <= 10; up++) {
    const ev = expectationAgainst(up);
    const dealerNatural = up === 1 ? (P[10] as number) : up === 10 ? (P[1] as number) : 0;
    for (let first = 1; first <= 10; first++) {
      for (let second = 1; second <= 10; second++) {
        const chance = (P[up] as number) * (P[first] as number) * (P[second] as number);
        const natural = first + second === 11 && (first === 1 || second === 1);
        const hard = first + second;
        const ace = first === 1 || second === 1;
        let play = natural ? 1.5 : ev.twoCards(hard, ace);
        if (!natural && first === second) play = Math.max(play, ev.split(first));
        total += chance * (dealerNatural * (natural ? 0 : -1) + (1 - dealerNatural) * play);
      }
    }
  }
  return total;
}
