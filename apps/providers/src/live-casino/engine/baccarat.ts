/**
 * Live baccarat, punto banco: every round is dealt from a freshly shuffled 8-deck shoe
 * (shuffledShoe(8, rng)) in the order player, banker, player, banker, then the player's third card
 * and the banker's third card when the rules call for them. Nobody chooses anything: the third-card
 * rules below decide the whole deal.
 *
 * - A card counts its rank: ace 1, two to nine at face value, ten and the faces 0; a hand counts the
 *   sum of its cards modulo 10.
 * - A natural (8 or 9 on either hand's first two cards) ends the deal: both hands stand.
 * - The player draws a third card on 0–5 and stands on 6–7.
 * - The banker, when the player stood, draws on 0–5 and stands on 6–7. When the player drew, the
 *   banker's total and the player's third card decide (`bankerDraws`): 0–2 draw; 3 draws unless the
 *   third card is an 8; 4 draws on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 *
 * Spots and returns (stake included, rounded down to the minor unit): `player` 2; `banker` 1.95
 * (even money less 5 % commission); `tie` 9 (8 to 1), and a tie gives the player and banker bets their
 * stake back; `playerPair` and `bankerPair` 12 (11 to 1) when that hand's first two cards share a
 * rank (two queens, not a queen and a king), whoever wins.
 *
 * The exact RTPs come from enumerating every deal of the shoe (`baccaratOdds`).
 */
import { cardLabel, shuffledShoe } from '../../shared/games/cards.js';
import { assertStake, payout } from '../../shared/games/money.js';
import type { RandomSource } from '../../shared/games/random.js';
import { add, mul, type Ratio, ratio, ZERO } from '../../shared/games/rational.js';
import type { LiveBet, LiveGame, LiveSpotInfo } from './live-game.js';

export const BACCARAT_DECKS = 8;

export type BaccaratWinner = 'player' | 'banker' | 'tie';
export type BaccaratSpot = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';

export interface BaccaratOutcome {
  /** The player's two or three cards (codes 0–51, shared/games/cards.ts), in the order dealt. */
  readonly player: readonly number[];
  readonly banker: readonly number[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratWinner;
  /** The player's first two cards share a rank. */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/** What a winning bet on each spot returns per unit staked, its stake included. */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSpot, Ratio>> = {
  player: ratio(2),
  banker: ratio(39, 20),
  tie: ratio(9),
  playerPair: ratio(12),
  bankerPair: ratio(12),
};

const SPOT_NAMES = Object.keys(BACCARAT_RETURNS) as BaccaratSpot[];

/** A card's baccarat value: ace 1, two to nine at face value, ten, jack, queen and king 0. */
export const baccaratValue = (code: number): number => {
  const rank = code % 13; // 0 ace … 8 nine, 9 ten, 10–12 faces
  return rank <= 8 ? rank + 1 : 0;
};

/** A hand's total: the sum of its values modulo 10. */
export const baccaratTotal = (cards: readonly number[]): number =>
  cards.reduce((total, code) => total + baccaratValue(code), 0) % 10;

/**
 * Whether the banker draws a third card, from the banker's two-card total and the value of the
 * player's third card (null when the player stood).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** The player draws a third card on 0–5. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/** A natural: 8 or 9 on two cards. */
const isNatural = (total: number): boolean => total >= 8;

/** Deals one round from the top of a shoe (at least six cards): the third-card rules decide everything. */
export function dealBaccarat(shoe: readonly number[]): BaccaratOutcome {
  if (shoe.length < 6) throw new RangeError('a baccarat deal needs six cards');
  let next = 0;
  const take = (): number => shoe[next++] as number;
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const playerTwo = baccaratTotal(player);
  const bankerTwo = baccaratTotal(banker);
  if (!isNatural(playerTwo) && !isNatural(bankerTwo)) {
    let playerThird: number | null = null;
    if (playerDraws(playerTwo)) {
      const third = take();
      player.push(third);
      playerThird = baccaratValue(third);
    }
    if (bankerDraws(bankerTwo, playerThird)) banker.push(take());
  }
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: (player[0] as number) % 13 === (player[1] as number) % 13,
    bankerPair: (banker[0] as number) % 13 === (banker[1] as number) % 13,
  };
}

/**
 * The deal's exact odds over an 8-deck shoe. Every count is a number of ordered sequences of the six
 * positions a deal can use (P1 B1 P2 B2 P3 B3) out of `deals` = 416 × 415 × … × 411: a deal that
 * uses fewer cards stands for every way the positions it leaves unused can be filled.
 */
export interface BaccaratOdds {
  /** 416 × 415 × 414 × 413 × 412 × 411 = 4,998,398,275,503,360. */
  readonly deals: bigint;
  readonly playerWins: bigint;
  readonly bankerWins: bigint;
  readonly ties: bigint;
  /** The chance that a hand's first two cards share a rank (the same for both hands): 31 / 415. */
  readonly pair: Ratio;
  /** Each spot's exact RTP. */
  readonly rtp: Readonly<Record<BaccaratSpot, Ratio>>;
}

/**
 * Enumerates the deal by card value, each value weighted by how many cards of it the shoe still
 * holds (ten to king share the value 0: 16 × 8 = 128 cards; every other value 4 × 8 = 32). A path
 * of n cards has weight c1 × c2 × … × cn × (the falling product of the 416 − n cards left over the
 * 6 − n unused positions), so all paths count over the same `deals`. At most 10^6 paths; a weight or
 * partial sum never exceeds `deals` < 2^53, so plain numbers stay exact; they become bigints at the end.
 *
 * A pair depends on rank, not value, but only on a hand's first two cards: any two positions of a
 * shuffled shoe are distributed as its first two, so the chance is Σ over the 13 ranks of
 * 32 × 31 / (416 × 415) = 31 / 415.
 */
function computeOdds(): BaccaratOdds {
  const decks = BACCARAT_DECKS;
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const size = 52 * decks;
  // rest[n] = (size − n) × (size − n − 1) × … × (size − 5): the fillings of the positions a deal of n cards leaves.
  const rest = Array.from({ length: 7 }, (_, n) => {
    let product = 1;
    for (let k = n; k < 6; k++) product *= size - k;
    return product;
  });
  let playerWins = 0;
  let bankerWins = 0;
  let ties = 0;
  const settle = (playerTotal: number, bankerTotal: number, weight: number) => {
    if (playerTotal > bankerTotal) playerWins += weight;
    else if (bankerTotal > playerTotal) bankerWins += weight;
    else ties += weight;
  };
  // Draws one card of each value the shoe still holds: calls `then(value, count)` with the card taken out.
  const drawEach = (then: (value: number, count: number) => void) => {
    for (let value = 0; value < 10; value++) {
      const count = counts[value] as number;
      if (count === 0) continue;
      counts[value] = count - 1;
      then(value, count);
      counts[value] = count;
    }
  };
  drawEach((p1, w1) =>
    drawEach((b1, w2) =>
      drawEach((p2, w3) =>
        drawEach((b2, w4) => {
          const four = w1 * w2 * w3 * w4;
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (isNatural(player) || isNatural(banker)) return settle(player, banker, four * (rest[4] as number));
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return settle(player, banker, four * (rest[4] as number));
            return drawEach((b3, w5) => settle(player, (banker + b3) % 10, four * w5 * (rest[5] as number)));
          }
          drawEach((p3, w5) => {
            const playerTotal = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return settle(playerTotal, banker, four * w5 * (rest[5] as number));
            drawEach((b3, w6) => settle(playerTotal, (banker + b3) % 10, four * w5 * w6));
          });
        }),
      ),
    ),
  );
  const deals = rest[0] as number;
  for (const count of [playerWins, bankerWins, ties, deals]) {
    if (!Number.isSafeInteger(count)) throw new Error('baccarat odds left the exact range of a double');
  }
  const d = BigInt(deals);
  const p = BigInt(playerWins);
  const b = BigInt(bankerWins);
  const t = BigInt(ties);
  const perRank = 4 * decks;
  const pair = ratio(13 * perRank * (perRank - 1), size * (size - 1));
  const chance = (count: bigint) => ratio(count, d);
  /** A bet's RTP: its chance of winning times what a win returns, plus its chance of a push (the stake back). */
  const rtpOf = (win: Ratio, returns: Ratio, push: Ratio = ZERO) => add(mul(win, returns), push);
  return {
    deals: d,
    playerWins: p,
    bankerWins: b,
    ties: t,
    pair,
    rtp: {
      player: rtpOf(chance(p), BACCARAT_RETURNS.player, chance(t)),
      banker: rtpOf(chance(b), BACCARAT_RETURNS.banker, chance(t)),
      tie: rtpOf(chance(t), BACCARAT_RETURNS.tie),
      playerPair: rtpOf(pair, BACCARAT_RETURNS.playerPair),
      bankerPair: rtpOf(pair, BACCARAT_RETURNS.bankerPair),
    },
  };
}

let odds: BaccaratOdds | undefined;

/** The exact odds and RTPs, computed on first use (some tens of milliseconds) and kept. */
export function baccaratOdds(): BaccaratOdds {
  odds ??= computeOdds();
  return odds;
}

const isBaccaratSpot = (spot: string): spot is BaccaratSpot => Object.hasOwn(BACCARAT_RETURNS, spot);

let spotInfo: readonly LiveSpotInfo[] | undefined;

export const baccarat: LiveGame<BaccaratOutcome> = {
  code: 'baccarat',

  isSpot: isBaccaratSpot,

  spots() {
    spotInfo ??= SPOT_NAMES.map((spot) => ({
      spot,
      returns: BACCARAT_RETURNS[spot],
      rtp: baccaratOdds().rtp[spot],
    }));
    return spotInfo;
  },

  draw: (rng: RandomSource) => dealBaccarat(shuffledShoe(BACCARAT_DECKS, rng)),

  returnOf(bet: LiveBet, outcome: BaccaratOutcome): bigint {
    assertStake(bet.amount);
    const { spot, amount } = bet;
    if (!isBaccaratSpot(spot)) throw new RangeError(`no baccarat spot ${spot}`);
    const won =
      spot === 'playerPair' ? outcome.playerPair : spot === 'bankerPair' ? outcome.bankerPair : outcome.winner === spot;
    if (won) return payout(amount, BACCARAT_RETURNS[spot]);
    // A tie pushes the bets on either hand.
    return outcome.winner === 'tie' && (spot === 'player' || spot === 'banker') ? amount : 0n;
  },

  describe: (outcome: BaccaratOutcome) => ({
    player: { cards: [...outcome.player], labels: outcome.player.map(cardLabel), total: outcome.playerTotal },
    banker: { cards: [...outcome.banker], labels: outcome.banker.map(cardLabel), total: outcome.bankerTotal },
    winner: outcome.winner,
    playerPair: outcome.playerPair,
    bankerPair: outcome.bankerPair,
  }),
};
