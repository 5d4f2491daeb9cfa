import type { Bet, CouponEvent } from '@meridian/contract/bets';
import type { Currency } from '@meridian/contract/dictionaries';
import type { Wallet } from '@meridian/contract/wallet';

export const usd: Currency = {
  id: 2,
  code: 'USD',
  name: 'US Dollar',
  name_and_val: 'US Dollar (USD)',
  symbol: '$',
  scale: 2,
  is_hide: false,
};

/** The player's default wallet of $500.00; override what a test needs. */
export function buildWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    id: 41,
    name: 'USD',
    currency_id: usd.id,
    balance: 50_000,
    is_default: true,
    is_hidden: false,
    is_bonus_sport: false,
    is_bonus_casino: false,
    ...overrides,
  };
}

/** One leg of a coupon; override what a test needs. */
export function buildLeg(overrides: Partial<CouponEvent> = {}): CouponEvent {
  return {
    id: 501,
    market_id: 1,
    outcome_id: 11,
    odds: 1850,
    outcome_name: 'Rovers',
    market_name: 'Match winner',
    name: 'Rovers - United',
    is_live: false,
    event_part_name: 'Full time',
    tournament: { name: 'Premier Division', image: '' },
    sport_id: 1,
    status_id: 1,
    team_home: { name: 'Rovers', logo: '' },
    team_away: { name: 'United', logo: '' },
    round: null,
    start_time: 1_763_740_800,
    state: { score: null, is_live: false },
    ...overrides,
  };
}

/** A single bet of $10.00 at 1.85, open; override what a test needs. */
export function buildBet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 1,
    created_at: 1_763_700_000,
    status: 1,
    type: 1,
    account_id: 3,
    currency_id: usd.id,
    amount: 1000,
    amount_win: 0,
    possible_win: 1850,
    odds: 1850,
    is_free_bet: false,
    events: [buildLeg()],
    system: null,
    cash_out: { available: false, amount: null, reason: 'not_offered' },
    cashed_out: [],
    auto_cash_out: null,
    edited_from: null,
    edited_to: null,
    ...overrides,
  };
}

/** Bets with ids counting down from `firstId`, as the history answers them (newest first). */
export function buildBets(count: number, firstId: number): Bet[] {
  return Array.from({ length: count }, (_, index) => buildBet({ id: firstId - index }));
}
