import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { card, handTotal, ROUND_CARDS } from '../../../shared/games/cards.js';
import { fairRandom } from '../../../shared/games/provably-fair.js';
import { confidenceHalfWidth, seededRounds, simulate } from '../simulation.js';
import {
  actBlackjack,
  actionCost,
  type BlackjackAction,
  type BlackjackState,
  blackjackView,
  dealBlackjack,
  legalActions,
  startBlackjack,
  verifyBlackjackRound,
} from './blackjack.js';
import { basicStrategyAction, blackjackInfo } from './blackjack-info.js';

/** A rigged shoe in dealing order: player, dealer up, player, dealer hole, then draws; tens after. */
const shoe = (...ranks: string[]) => [
  ...ranks.map((rank, i) => card(rank, i % 4)),
  ...new Array(40).fill(card('10', 1)),
];
const play = (state: BlackjackState, ...actions: BlackjackAction[]) => actions.reduce(actBlackjack, state);
const SEED = '7a'.repeat(32);

/** What a round returned per initial bet: 1 + (payout − everything staked) / bet. */
const returnPerBet = (state: BlackjackState) =>
  1 + Number(state.settlement!.payout - state.settlement!.staked) / Number(state.bet);
const basicRound = (state: BlackjackState) => {
  let next = state;
  while (next.phase !== 'settled') next = actBlackjack(next, basicStrategyAction(next));
  return next;
};

describe('blackjack naturals', () => {
  it('pays a player blackjack 3 to 2 at once, rounded down to the minor unit', () => {
    const state = dealBlackjack(100n, shoe('A', '9', 'K', '7'));
    expect(state.phase).toBe('settled');
    expect(state.settlement).toMatchObject({
      hands: [{ result: 'blackjack', payout: 250n }],
      payout: 250n,
      staked: 100n,
    });
    expect(dealBlackjack(5n, shoe('A', '9', 'K', '7')).settlement?.payout).toBe(12n);
  });

  it('takes the bet when the dealer has blackjack under a ten, before any action', () => {
    const state = dealBlackjack(100n, shoe('10', 'K', '9', 'A'));
    expect(state.phase).toBe('settled');
    expect(state.settlement).toMatchObject({ hands: [{ result: 'lose', payout: 0n }], payout: 0n });
    expect(legalActions(state)).toEqual([]);
  });

  it('pushes two blackjacks', () => {
    const state = play(dealBlackjack(100n, shoe('A', 'A', 'Q', 'J')), 'noInsurance');
    expect(state.settlement).toMatchObject({ hands: [{ result: 'push', payout: 100n }] });
  });
});

describe('blackjack insurance', () => {
  it('is offered under an ace, costs half the bet and pays 2 to 1 on a dealer blackjack', () => {
    const offered = dealBlackjack(100n, shoe('10', 'A', '9', 'K'));
    expect(offered.phase).toBe('insurance');
    expect(legalActions(offered)).toEqual(['insurance', 'noInsurance']);
    expect(actionCost(offered, 'insurance')).toBe(50n);
    const insured = play(offered, 'insurance');
    expect(insured.settlement).toMatchObject({ insurancePayout: 150n, staked: 150n, payout: 150n });
    expect(play(offered, 'noInsurance').settlement).toMatchObject({ insurancePayout: 0n, staked: 100n, payout: 0n });
  });

  it('is lost when the dealer has no blackjack, and play goes on', () => {
    const insured = play(dealBlackjack(100n, shoe('10', 'A', '9', '7')), 'insurance');
    expect(insured.phase).toBe('player');
    const done = play(insured, 'stand');
    // 19 against the dealer's soft 18.
    expect(done.settlement).toMatchObject({
      hands: [{ result: 'win', payout: 200n }],
      insurancePayout: 0n,
      staked: 150n,
    });
  });

  it('is not offered under a ten or when half the bet is less than a minor unit', () => {
    expect(dealBlackjack(100n, shoe('10', 'K', '9', '7')).phase).toBe('player');
    expect(dealBlackjack(1n, shoe('10', 'A', '9', '7')).phase).toBe('player');
  });
});

describe('blackjack dealer', () => {
  it('stands on soft 17', () => {
    const state = play(dealBlackjack(100n, shoe('10', 'A', '8', '6')), 'noInsurance', 'stand');
    expect(state.dealer).toHaveLength(2);
    expect(state.settlement?.hands[0]?.result).toBe('win');
  });

  it('draws to 16 and stands on a soft 17 made by drawing', () => {
    // Dealer 2, 4, then an ace: soft 17, stands; player 17 pushes.
    const state = play(dealBlackjack(100n, shoe('10', '2', '7', '4', 'A', '5')), 'stand');
    expect(state.dealer.length).toBe(3);
    expect(handTotal(state.dealer)).toEqual({ total: 17, soft: true });
    expect(state.settlement?.hands[0]?.result).toBe('push');
  });

  it('does not draw when every player hand has busted', () => {
    const state = play(dealBlackjack(100n, shoe('10', '6', '6', '10', 'K')), 'hit');
    expect(state.settlement?.hands[0]).toMatchObject({ result: 'bust', payout: 0n });
    expect(state.dealer).toHaveLength(2);
  });

  it('hides the hole card and the shoe until the end', () => {
    const state = dealBlackjack(100n, shoe('10', '6', '7', '10'));
    const view = blackjackView(state);
    expect(view.dealer).toEqual([card('6', 1), null]);
    expect(view).not.toHaveProperty('shoe');
    expect(view.legalActions).toEqual(['hit', 'stand', 'double']);
    expect(blackjackView(play(state, 'stand')).dealer).toHaveLength(3);
  });
});

describe('blackjack player actions', () => {
  it('doubles any first two cards: twice the bet and exactly one card', () => {
    const state = dealBlackjack(100n, shoe('9', '6', '3', '10', 'K', '9'));
    expect(actionCost(state, 'double')).toBe(100n);
    const doubled = play(state, 'double');
    expect(doubled.hands[0]).toMatchObject({ bet: 200n, doubled: true, done: true });
    expect(doubled.hands[0]?.cards).toHaveLength(3);
    // 9 + 3 + K = 22: a bust, and the dealer does not draw.
    expect(doubled.settlement).toMatchObject({ hands: [{ result: 'bust', payout: 0n }], staked: 200n });
    const soft = play(dealBlackjack(100n, shoe('A', '6', '7', '10', '3', '9')), 'double');
    // Soft 18 + 3 = soft 21 against the dealer's 16, who draws a nine and busts.
    expect(soft.settlement).toMatchObject({ hands: [{ result: 'win', payout: 400n }], staked: 200n });
  });

  it('refuses actions that are not legal', () => {
    const state = dealBlackjack(100n, shoe('9', '6', '3', '10', '2'));
    expect(legalActions(state)).toEqual(['hit', 'stand', 'double']);
    expect(() => actBlackjack(state, 'split')).toThrow(/not allowed/);
    expect(() => actBlackjack(state, 'insurance')).toThrow(/not allowed/);
    const hit = play(state, 'hit');
    expect(legalActions(hit)).toEqual(['hit', 'stand']);
    expect(() => actBlackjack(hit, 'double')).toThrow(/not allowed/);
  });

  it('splits aces into two hands of one card each, and 21 there is not a blackjack', () => {
    const state = dealBlackjack(100n, shoe('A', '6', 'A', '10', 'K', '7', '9'));
    expect(legalActions(state)).toContain('split');
    const split = play(state, 'split');
    expect(split.phase).toBe('settled');
    expect(split.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    // A+K = 21 (not blackjack) and A+7 = 18 against the dealer's 16 + 9 = 25.
    expect(split.settlement).toMatchObject({
      hands: [
        { result: 'win', payout: 200n },
        { result: 'win', payout: 200n },
      ],
      staked: 200n,
      payout: 400n,
    });
  });

  it('splits once only, deals the second hand its card when it is reached, and doubles after a split', () => {
    const state = dealBlackjack(100n, shoe('8', '6', '8', '10', '8', '3', '2', '9'));
    const split = play(state, 'split');
    expect(split.hands[0]?.cards).toEqual([card('8', 0), card('8', 0)]);
    expect(split.hands[1]?.cards).toHaveLength(1);
    expect(legalActions(split)).toEqual(['hit', 'stand', 'double']);
    const second = play(split, 'stand');
    expect(second.active).toBe(1);
    expect(second.hands[1]?.cards).toHaveLength(2);
    const done = play(second, 'double');
    // Hand 1: 16 stands; hand 2: 8 + 3 + 2 = 13 doubled; the dealer's 16 + 9 busts.
    expect(done.settlement).toMatchObject({
      hands: [
        { bet: 100n, result: 'win', payout: 200n },
        { bet: 200n, result: 'win', payout: 400n },
      ],
      staked: 300n,
      payout: 600n,
    });
  });

  it('stops a hand at 21', () => {
    const state = play(dealBlackjack(100n, shoe('5', '9', '6', '7', 'K', '4')), 'hit');
    expect(state.hands[0]?.done).toBe(true);
    expect(state.settlement?.hands[0]?.result).toBe('win');
  });
});

describe('blackjack rounds', () => {
  it('replays a provably fair round from its seeds and actions', () => {
    const seeds = { serverSeed: SEED, clientSeed: 'bj', nonce: 4 };
    const played = basicRound(startBlackjack(100n, fairRandom(seeds)));
    expect(verifyBlackjackRound(seeds, 100n, played.actions)).toEqual(played);
    expect(verifyBlackjackRound({ ...seeds, nonce: 5 }, 100n, []).shoe).not.toEqual(played.shoe);
    expect(played.shoe).toHaveLength(ROUND_CARDS);
  });

  it('always settles with whole, non-negative payouts of at most 2.5 × the stakes', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(fc.nat(5), { maxLength: 30 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (nonce, choices, bet) => {
          let state = startBlackjack(bet, fairRandom({ serverSeed: SEED, clientSeed: 'prop', nonce }));
          let i = 0;
          while (state.phase !== 'settled') {
            const legal = legalActions(state);
            state = actBlackjack(state, legal[(choices[i++] ?? 1) % legal.length]!);
          }
          const { settlement } = state;
          return (
            settlement !== null &&
            settlement.payout >= 0n &&
            settlement.payout * 2n <= settlement.staked * 5n &&
            settlement.hands.every((hand) => hand.payout >= 0n)
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('returns the basic-strategy RTP on an infinite deck, within a 99.9 % confidence interval', () => {
    // The RTP is computed for cards drawn independently: deal the same state machine such a shoe.
    const rounds = 40_000;
    const result = simulate(
      rounds,
      (rng) =>
        returnPerBet(
          basicRound(
            dealBlackjack(
              100n,
              Array.from({ length: ROUND_CARDS }, () => rng.int(52)),
            ),
          ),
        ),
      seededRounds(SEED, 'infinite-deck'),
    );
    expect(Math.abs(result.mean - blackjackInfo.rtp().value)).toBeLessThan(
      confidenceHalfWidth(result.variance, rounds),
    );
  });

  it('returns about the same from the six-deck shoe, within a 99.9 % confidence interval', () => {
    const rounds = 40_000;
    const result = simulate(
      rounds,
      (rng) => returnPerBet(basicRound(startBlackjack(100n, rng))),
      seededRounds(SEED, 'shoe'),
    );
    expect(Math.abs(result.mean - blackjackInfo.rtp().value)).toBeLessThan(
      confidenceHalfWidth(result.variance, rounds),
    );
  });
});
