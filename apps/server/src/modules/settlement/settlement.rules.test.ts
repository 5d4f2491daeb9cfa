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
