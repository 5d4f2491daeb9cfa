import { BET_STATUS, combinedOdds } from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { decideBet, type LegFacts, legStatus } from './settlement.rules.js';

const leg = (position: number, odds: number, facts: Partial<LegFacts> = {}): LegFacts => ({
  position,
  odds,
  status: BET_STATUS.inGame,
  result: null,
  marketCancelled: false,
  matchCancelled: false,
  ...facts,
});

describe('legStatus', () => {
  it('follows the outcome result, voids a cancelled market, and keeps a decided leg', () => {
    expect(legStatus(leg(1, 2000, { result: 'won' }))).toBe(BET_STATUS.won);
    expect(legStatus(leg(1, 2000, { result: 'lost' }))).toBe(BET_STATUS.lost);
    expect(legStatus(leg(1, 2000, { result: 'void' }))).toBe(BET_STATUS.canceled);
    expect(legStatus(leg(1, 2000, { result: 'won', marketCancelled: true }))).toBe(BET_STATUS.canceled);
    expect(legStatus(leg(1, 2000))).toBe(BET_STATUS.inGame);
    expect(legStatus(leg(1, 2000, { status: BET_STATUS.won, marketCancelled: true }))).toBe(BET_STATUS.won);
  });

  it('voids the unsettled markets of a cancelled match, and keeps the results it has', () => {
    expect(legStatus(leg(1, 2000, { matchCancelled: true }))).toBe(BET_STATUS.canceled);
    expect(legStatus(leg(1, 2000, { matchCancelled: true, result: 'lost' }))).toBe(BET_STATUS.lost);
  });
});

describe('decideBet', () => {
  it('pays a won single at its odds, rounded down to the minor unit', () => {
    expect(decideBet({ amount: 333n, odds: 1850, legs: [leg(1, 1850, { result: 'won' })] })).toEqual({
      legs: [{ position: 1, status: BET_STATUS.won }],
      odds: 1850,
      outcome: { status: BET_STATUS.won, amountWin: 616n },
    });
  });

  it('loses an accumulator at once on a lost leg while others are open', () => {
    const decision = decideBet({
      amount: 1000n,
      odds: combinedOdds([2000, 1500]),
      legs: [leg(1, 2000), leg(2, 1500, { result: 'lost' })],
    });
    expect(decision.outcome).toEqual({ status: BET_STATUS.lost, amountWin: 0n });
    expect(decision.legs).toEqual([{ position: 2, status: BET_STATUS.lost }]);
  });

  it('reprices on a void leg and waits for the open ones', () => {
    const decision = decideBet({
      amount: 1000n,
      odds: combinedOdds([2100, 1900, 1800]),
      legs: [leg(1, 2100), leg(2, 1900, { result: 'void' }), leg(3, 1800)],
    });
    expect(decision).toEqual({ legs: [{ position: 2, status: BET_STATUS.canceled }], odds: 3780, outcome: null });
  });

  it('wins an accumulator with a void leg at the odds of the others', () => {
    const decision = decideBet({
      amount: 1000n,
      odds: 3780,
      legs: [
        leg(1, 2100, { result: 'won' }),
        leg(2, 1900, { status: BET_STATUS.canceled }),
        leg(3, 1800, { result: 'won' }),
      ],
    });
    expect(decision.odds).toBe(3780);
    expect(decision.outcome).toEqual({ status: BET_STATUS.won, amountWin: 3780n });
  });

  it('cancels a bet whose legs are all void and refunds the stake', () => {
    const decision = decideBet({
      amount: 1234n,
      odds: combinedOdds([2000, 3000]),
      legs: [leg(1, 2000, { marketCancelled: true }), leg(2, 3000, { result: 'void' })],
    });
    expect(decision.odds).toBe(1000);
    expect(decision.outcome).toEqual({ status: BET_STATUS.canceled, amountWin: 1234n });
  });

  it('pays a won free bet its winnings without the stake, at the repriced odds', () => {
    const decision = decideBet({
      amount: 1000n,
      odds: combinedOdds([2100, 1900]),
      legs: [leg(1, 2100, { result: 'won' }), leg(2, 1900, { result: 'void' })],
      freeBet: true,
    });
    expect(decision.odds).toBe(2100);
    expect(decision.outcome).toEqual({ status: BET_STATUS.won, amountWin: 1100n });
  });

  it('pays nothing for a lost or cancelled free bet', () => {
    const lost = decideBet({ amount: 500n, odds: 2000, legs: [leg(1, 2000, { result: 'lost' })], freeBet: true });
    expect(lost.outcome).toEqual({ status: BET_STATUS.lost, amountWin: 0n });
    const voided = decideBet({ amount: 500n, odds: 2000, legs: [leg(1, 2000, { result: 'void' })], freeBet: true });
    expect(voided.outcome).toEqual({ status: BET_STATUS.canceled, amountWin: 0n });
  });

  it('changes nothing while every leg is open', () => {
    expect(decideBet({ amount: 100n, odds: 2000, legs: [leg(1, 2000)] })).toEqual({
      legs: [],
      odds: 2000,
      outcome: null,
    });
  });
});

describe('half results (Asian lines, set by an operator)', () => {
  it('pays a half-won single at the mean of its odds and 1, and returns half of a half-lost one', () => {
    const won = decideBet({ amount: 1_000n, odds: 1900, legs: [leg(1, 1900, { result: 'half_won' })] });
    expect(won.outcome).toEqual({ status: BET_STATUS.won, amountWin: 1_450n });
    const lost = decideBet({ amount: 1_000n, odds: 1900, legs: [leg(1, 1900, { result: 'half_lost' })] });
    expect(lost.outcome).toEqual({ status: BET_STATUS.won, amountWin: 500n });
  });

  it('counts a half leg at its own odds in an accumulator, and keeps it open while another leg is', () => {
    const legs = [leg(1, 2000, { result: 'won' }), leg(2, 1900, { result: 'half_lost' })];
    const acca = decideBet({ amount: 1_000n, odds: combinedOdds([2000, 1900]), legs });
    expect(acca).toMatchObject({ odds: 1000, outcome: { status: BET_STATUS.won, amountWin: 1_000n } });
    const open = decideBet({ amount: 1_000n, odds: 3800, legs: [leg(1, 2000), leg(2, 1900, { result: 'half_won' })] });
    expect(open).toMatchObject({ odds: 2900, outcome: null });
  });

  it('never pays a free bet less than nothing', () => {
    const lost = decideBet({
      amount: 1_000n,
      odds: 1900,
      freeBet: true,
      legs: [leg(1, 1900, { result: 'half_lost' })],
    });
    expect(lost.outcome).toEqual({ status: BET_STATUS.won, amountWin: 0n });
  });
});

describe('decideBet on a system', () => {
  // A Yankee on four selections at 2.00, 3.00, 4.00 and 5.00, one unit per line: eleven lines
  // (six doubles, four trebles, one four-fold). The figures are a bet-return calculator's.
  const yankee = { selections: 4, sizes: [2, 3, 4] } as const;
  const prices = [2000, 3000, 4000, 5000];
  const yankeeLegs = (results: LegFacts['result'][]) =>
    prices.map((odds, at) => leg(at + 1, odds, { result: results[at] }));

  it('pays every line when all four win: 71 from the doubles, 154 from the trebles, 120 from the four-fold', () => {
    const decision = decideBet({
      amount: 1100n,
      odds: 0,
      legs: yankeeLegs(['won', 'won', 'won', 'won']),
      system: yankee,
    });
    expect(decision.outcome).toEqual({ status: BET_STATUS.won, amountWin: 34_500n });
  });

  it('pays the three doubles and the treble left when one selection loses', () => {
    const decision = decideBet({
      amount: 1100n,
      odds: 0,
      legs: yankeeLegs(['won', 'won', 'won', 'lost']),
      system: yankee,
    });
    expect(decision.outcome).toEqual({ status: BET_STATUS.won, amountWin: 5_000n });
  });

  it('counts a void selection at 1.00 in each of its lines', () => {
    const decision = decideBet({
      amount: 1100n,
      odds: 0,
      legs: yankeeLegs(['won', 'won', 'won', 'void']),
      system: yankee,
    });
    expect(decision.outcome).toEqual({ status: BET_STATUS.won, amountWin: 10_900n });
  });

  it('stays open while a line could still win, though a leg has lost', () => {
    const decision = decideBet({
      amount: 1100n,
      odds: 0,
      legs: yankeeLegs(['lost', 'won', 'won', null]),
      system: yankee,
    });
    expect(decision.legs).toHaveLength(3);
    expect(decision.outcome).toBeNull();
  });

  it('is lost once every line holds a lost leg, with selections still open', () => {
    // Three of four lost: every line of a Yankee (two selections or more) holds one of them. With two
    // lost, the double of the other two is still open.
    const legs = yankeeLegs(['lost', 'lost', 'lost', null]);
    expect(decideBet({ amount: 1100n, odds: 0, legs, system: yankee }).outcome).toEqual({
      status: BET_STATUS.lost,
      amountWin: 0n,
    });
    expect(
      decideBet({ amount: 1100n, odds: 0, legs: yankeeLegs(['lost', 'lost', null, null]), system: yankee }).outcome,
    ).toBeNull();
  });

  it('pays a Patent its singles too: 9 + 26 + 24 units on 2.00, 3.00 and 4.00', () => {
    const patent = { selections: 3, sizes: [1, 2, 3] };
    const legs = [2000, 3000, 4000].map((odds, at) => leg(at + 1, odds, { result: 'won' }));
    expect(decideBet({ amount: 700n, odds: 0, legs, system: patent }).outcome).toEqual({
      status: BET_STATUS.won,
      amountWin: 5_900n,
    });
  });

  it('returns the whole stake when every selection is void, and reads the legs by position', () => {
    const legs = yankeeLegs(['void', 'void', 'void', 'void']).reverse();
    expect(decideBet({ amount: 1100n, odds: 0, legs, system: yankee }).outcome).toEqual({
      status: BET_STATUS.canceled,
      amountWin: 1100n,
    });
  });

  it('refuses a stake that is not equal lines', () => {
    expect(() =>
      decideBet({ amount: 1000n, odds: 0, legs: yankeeLegs(['won', 'won', 'won', 'won']), system: yankee }),
    ).toThrow(RangeError);
  });
});

describe('decideBet on a bet builder', () => {
  /** Two parts of one match at 1.80 and 1.90 each, priced together at 2.50 (not their product, 3.42). */
  const builder = (legs: LegFacts[], freeBet = false) =>
    decideBet({ amount: 1000n, odds: 2500, legs, builder: true, freeBet });

  it('wins at the builder’s odds once every part has won, and waits while one is open', () => {
    expect(builder([leg(1, 1800, { result: 'won' }), leg(2, 1900)])).toEqual({
      legs: [{ position: 1, status: BET_STATUS.won }],
      odds: 2500,
      outcome: null,
    });
    expect(builder([leg(1, 1800, { status: BET_STATUS.won, result: 'won' }), leg(2, 1900, { result: 'won' })])).toEqual(
      {
        legs: [{ position: 2, status: BET_STATUS.won }],
        odds: 2500,
        outcome: { status: BET_STATUS.won, amountWin: 2500n },
      },
    );
    // A free bet's win leaves the stake out.
    expect(builder([leg(1, 1800, { result: 'won' }), leg(2, 1900, { result: 'won' })], true).outcome).toEqual({
      status: BET_STATUS.won,
      amountWin: 1500n,
    });
  });

  it('is lost at once when a part is lost, the others still open', () => {
    expect(builder([leg(1, 1800), leg(2, 1900, { result: 'lost' })])).toEqual({
      legs: [{ position: 2, status: BET_STATUS.lost }],
      odds: 2500,
      outcome: { status: BET_STATUS.lost, amountWin: 0n },
    });
  });

  it('is cancelled whole by a void part, the stake back, where an accumulator would be repriced', () => {
    const legs = [leg(1, 1800, { result: 'won' }), leg(2, 1900, { result: 'void' })];
    expect(builder(legs)).toEqual({
      legs: [
        { position: 1, status: BET_STATUS.won },
        { position: 2, status: BET_STATUS.canceled },
      ],
      odds: 2500,
      outcome: { status: BET_STATUS.canceled, amountWin: 1000n },
    });
    // At once, the other part still open; a cancelled market or match voids the part alike.
    expect(builder([leg(1, 1800), leg(2, 1900, { marketCancelled: true })]).outcome).toEqual({
      status: BET_STATUS.canceled,
      amountWin: 1000n,
    });
    expect(builder([leg(1, 1800, { matchCancelled: true }), leg(2, 1900, { matchCancelled: true })]).outcome).toEqual({
      status: BET_STATUS.canceled,
      amountWin: 1000n,
    });
    // A free bet's cancel pays nothing (the free bet itself is given back).
    expect(builder([leg(1, 1800), leg(2, 1900, { result: 'void' })], true).outcome).toEqual({
      status: BET_STATUS.canceled,
      amountWin: 0n,
    });
    // The same legs as an accumulator win at the odds of the part that won.
    expect(decideBet({ amount: 1000n, odds: 3420, legs }).outcome).toEqual({
      status: BET_STATUS.won,
      amountWin: 1800n,
    });
  });

  it('is lost, not cancelled, when one part is lost and another void', () => {
    expect(builder([leg(1, 1800, { result: 'void' }), leg(2, 1900, { result: 'lost' })]).outcome).toEqual({
      status: BET_STATUS.lost,
      amountWin: 0n,
    });
  });

  it('is cancelled by a half result an operator set, which its price does not cover', () => {
    expect(builder([leg(1, 1800, { result: 'won' }), leg(2, 1900, { result: 'half_won' })]).outcome).toEqual({
      status: BET_STATUS.canceled,
      amountWin: 1000n,
    });
  });
});
