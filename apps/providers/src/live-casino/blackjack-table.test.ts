import { describe, expect, it } from 'vitest';
import { card } from '../shared/games/cards.js';
import { BlackjackTable, MISSED_ROUNDS_LIMIT, type SeatChange } from './blackjack-table.js';
import { ManualClock } from './clock.js';
import { atSpeed, HUMAN_DECISION_MS, LIVE_TABLES, type LiveTable } from './live.tables.js';
import type { TableBank, TableBet } from './table-runner.js';

const table: LiveTable = {
  id: 'bj-test',
  game: 'blackjack',
  name: 'Test Blackjack',
  seats: 7,
  timing: { bettingMs: 10_000, closingMs: 1_000, revealMs: 2_000, resultMs: 3_000, decisionMs: 8_000 },
  limitHundredths: { min: 100, max: 10_000 },
  hours: null,
};

/** A shoe that deals these ranks first, then low cards. */
const shoe =
  (...ranks: string[]) =>
  () => [...ranks.map((rank) => card(rank)), ...Array(300).fill(card('2'))];

function setup(ranks: string[] = [], at: LiveTable = table) {
  const clock = new ManualClock();
  const staked: TableBet[] = [];
  const paid: Array<[string, bigint]> = [];
  const refunded: TableBet[] = [];
  const bank: TableBank = {
    stake: async (bet) => {
      staked.push(bet);
      return { ok: true };
    },
    refund: (bet) => refunded.push(bet),
  };
  const settled: Array<{ outcome: Record<string, unknown> }> = [];
  const bj = new BlackjackTable(
    at,
    clock,
    bank,
    {
      roundOpened: () => undefined,
      roundSettled: (round) => {
        settled.push(round);
        for (const { bet, amount } of round.payouts) paid.push([bet.spot, amount]);
      },
    },
    ranks.length > 0 ? shoe(...ranks) : undefined,
  );
  bj.start();
  return { clock, bj, staked, paid, refunded, settled };
}

describe('a live blackjack table', () => {
  it('seats players in free seats and tells watchers how many are taken', () => {
    const { bj } = setup();
    expect(bj.sit('p1', 0, 'EUR')).toEqual({ ok: true });
    expect(bj.sit('p2', 0, 'EUR')).toEqual({ ok: false, reason: 'seat_taken' });
    expect(bj.sit('p1', 3, 'EUR')).toEqual({ ok: false, reason: 'already_seated' });
    expect(bj.sit('p2', 7, 'EUR')).toEqual({ ok: false, reason: 'no_such_seat' });
    expect(bj.sit('p2', 3, 'BTC')).toEqual({ ok: false, reason: 'currency_not_taken' });
    expect(bj.sit('p2', 3, 'EUR')).toEqual({ ok: true });
    expect(bj.view()).toMatchObject({ totalSeatedPlayers: 2, availableSeats: 5 });
    expect(bj.view().seats.map((seat) => seat.alias)).toEqual(['Player 1', null, null, 'Player 4', null, null, null]);
  });

  it('takes bets from seated players in the window, within the limits', async () => {
    const { bj, clock } = setup();
    expect(await bj.bet('p1', 100n)).toMatchObject({ ok: false, reason: 'not_seated' });
    bj.sit('p1', 0, 'EUR');
    expect(await bj.bet('p1', 50n)).toMatchObject({ ok: false, reason: 'below_minimum' });
    expect(await bj.bet('p1', 6_000n)).toMatchObject({ ok: true });
    expect(await bj.bet('p1', 5_000n)).toMatchObject({ ok: false, reason: 'above_maximum' });
    expect(await bj.bet('p1', 4_000n)).toMatchObject({ ok: true });
    expect(bj.view().seats[0]?.bet).toBe(10_000);
    clock.advance(10_000);
    expect(await bj.bet('p1', 100n)).toMatchObject({ ok: false, reason: 'betting_closed' });
  });

  it('deals to every bettor, plays the hands in seat order, and pays against the dealer', async () => {
    // Seat 1: 10, 7 (stands). Seat 3: 5, 6, doubles on 11 and draws a 10. Dealer: 9 up, 8 in the hole.
    const { bj, clock, paid, settled } = setup(['10', '5', '9', '7', '6', '8', '10']);
    bj.sit('p1', 0, 'EUR');
    bj.sit('p2', 2, 'EUR');
    await bj.bet('p1', 1_000n);
    await bj.bet('p2', 500n);
    clock.advance(11_000);
    expect(bj.view().round).toMatchObject({ phase: 'dealing', dealer: [card('9'), null], dealerTotal: 9 });
    expect(bj.view().seats[0]?.cards).toEqual([card('10'), card('7')]);
    clock.advance(2_000);
    expect(bj.view().round).toMatchObject({ phase: 'playing', turn: 0 });
    expect(await bj.act('p2', 'stand')).toEqual({ ok: false, reason: 'not_your_turn' });
    expect(await bj.act('p1', 'stand')).toEqual({ ok: true });
    expect(bj.view().round).toMatchObject({ phase: 'playing', turn: 2 });
    expect(await bj.act('p2', 'double')).toEqual({ ok: true });
    expect(bj.view().round).toMatchObject({ phase: 'dealer', dealer: [card('9'), card('8')], dealerTotal: 17 });
    expect(bj.view().seats[2]).toMatchObject({ total: 21, doubled: true, bet: 1_000 });
    clock.advance(2_000);
    expect(bj.view().round?.phase).toBe('result');
    expect(bj.view().seats.map((seat) => seat.result)).toEqual(['push', null, 'win', null, null, null, null]);
    // The push returns the bet; the doubled win returns 2 × 1,000, half on each stake.
    expect(paid).toEqual([
      ['seat:1', 1_000n],
      ['seat:3', 1_000n],
      ['double:3', 1_000n],
    ]);
    expect(settled).toHaveLength(1);
    expect(bj.view().history).toEqual(['17']);
  });

  it('stands a hand whose player lets the decision time run out, and passes the turn on', async () => {
    const { bj, clock } = setup(['10', '10', '9', '2', '2', '8']);
    bj.sit('p1', 0, 'EUR');
    bj.sit('p2', 1, 'EUR');
    await bj.bet('p1', 1_000n);
    await bj.bet('p2', 1_000n);
    clock.advance(13_000);
    expect(bj.view().round).toMatchObject({ phase: 'playing', turn: 0 });
    // A hit starts the decision time again.
    clock.advance(5_000);
    expect(await bj.act('p1', 'hit')).toEqual({ ok: true });
    clock.advance(7_999);
    expect(bj.view().round?.turn).toBe(0);
    clock.advance(1);
    expect(bj.view().round?.turn).toBe(1);
  });

  it('at three times the speed deals faster but leaves a player the full human time to decide', async () => {
    const emerald = LIVE_TABLES.find((item) => item.id === 'blackjack-emerald');
    if (!emerald) throw new Error('no Emerald Blackjack');
    const [fast] = atSpeed([emerald], 3);
    if (!fast) throw new Error('no table at speed');
    const { bj, clock } = setup(['10', '10', '9', '2', '2', '8'], fast);
    bj.sit('p1', 0, 'EUR');
    bj.sit('p2', 1, 'EUR');
    await bj.bet('p1', 100n);
    await bj.bet('p2', 100n);
    // Betting, closing and the deal run three times faster: 5 s + 0.5 s + 1 s instead of 19.5 s.
    clock.advance(6_500);
    expect(bj.view().round).toMatchObject({ phase: 'playing', turn: 0 });
    const endsAt = bj.view().round?.phaseEndsAt ?? 0;
    expect(endsAt - clock.now()).toBe(HUMAN_DECISION_MS);
    // A third of the window (what the speed would have left) passes: the hand is still the player's.
    clock.advance(HUMAN_DECISION_MS / 3 + 1);
    expect(bj.view().round?.turn).toBe(0);
    clock.advance(HUMAN_DECISION_MS - HUMAN_DECISION_MS / 3 - 2);
    expect(bj.view().round?.turn).toBe(0);
    expect(await bj.act('p1', 'hit')).toEqual({ ok: true });
    // Another decision on the hand gets the full window again.
    clock.advance(HUMAN_DECISION_MS - 1);
    expect(bj.view().round?.turn).toBe(0);
    clock.advance(1);
    expect(bj.view().round?.turn).toBe(1);
  });

  it('ends the round at once on a dealer blackjack: a player blackjack pushes, the rest lose', async () => {
    const { bj, clock, paid } = setup(['A', '10', 'A', 'K', '9', 'K']);
    bj.sit('p1', 0, 'EUR');
    bj.sit('p2', 1, 'EUR');
    await bj.bet('p1', 1_000n);
    await bj.bet('p2', 1_000n);
    clock.advance(13_000);
    expect(bj.view().round?.phase).toBe('dealer');
    clock.advance(2_000);
    expect(
      bj
        .view()
        .seats.slice(0, 2)
        .map((seat) => seat.result),
    ).toEqual(['push', 'lose']);
    expect(paid).toEqual([['seat:1', 1_000n]]);
    expect(bj.view().history).toEqual(['BJ']);
  });

  it('pays a player blackjack 3 to 2 without a turn', async () => {
    const { bj, clock, paid } = setup(['A', '10', 'K', '7']);
    bj.sit('p1', 0, 'EUR');
    await bj.bet('p1', 1_000n);
    clock.advance(13_000);
    // No hand is left to play: the dealer does not draw.
    expect(bj.view().round).toMatchObject({ phase: 'dealer', dealer: [card('10'), card('7')] });
    clock.advance(2_000);
    expect(paid).toEqual([['seat:1', 2_500n]]);
  });

  it('frees a seat after rounds without a bet, and at the end of the round of a player who left', async () => {
    const { bj, clock } = setup();
    bj.sit('p1', 0, 'EUR');
    bj.sit('p2', 1, 'EUR');
    await bj.bet('p2', 1_000n);
    bj.leave('p2');
    expect(bj.seatOf('p2')).toBe(1);
    // The hand of a player who left stands: the round runs to its end without waiting.
    clock.advance(11_000 + 2_000 + 2_000 + 3_000);
    expect(bj.seatOf('p2')).toBeNull();
    // Empty rounds come one after another; p1 sits out MISSED_ROUNDS_LIMIT of them in all.
    clock.advance((MISSED_ROUNDS_LIMIT - 1) * 11_000 - 1);
    expect(bj.seatOf('p1')).toBe(0);
    clock.advance(1);
    expect(bj.seatOf('p1')).toBeNull();
  });

  it('tells each seat change, after the view that shows it: taken, left, freed for sitting out', () => {
    const { bj, clock } = setup();
    const told: Array<SeatChange & { shown: (string | null)[] }> = [];
    let shown: (string | null)[] = [];
    bj.subscribe((view) => {
      shown = view.seats.map((seat) => seat.alias);
    });
    bj.onSeatChange((change) => told.push({ ...change, shown }));
    bj.sit('p1', 2, 'EUR');
    bj.sit('p2', 4, 'EUR');
    bj.leave('p2');
    expect(told.map(({ player, seat, reason, shown }) => [player, seat, reason, shown[2], shown[4]])).toEqual([
      ['p1', 2, 'sat', 'Player 3', null],
      ['p2', 4, 'sat', 'Player 3', 'Player 5'],
      ['p2', null, 'left', 'Player 3', null],
    ]);
    told.length = 0;
    // Nobody bets: each round opens as the last one's window shuts (11 s on this table).
    clock.advance(MISSED_ROUNDS_LIMIT * 11_000);
    // Freed, and told so once the table's view already shows the seat free.
    expect(told).toEqual([{ player: 'p1', seat: null, reason: 'sat_out', shown: Array(7).fill(null) }]);
    expect(bj.seatOf('p1')).toBeNull();
    expect(bj.sit('p1', 2, 'EUR')).toEqual({ ok: true });
  });

  it('frees every seat when the table closes for the night, and tells each player why', () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 26, 21, 59, 50));
    const night: LiveTable = { ...table, hours: { fromMinute: 16 * 60, toMinute: 22 * 60 } };
    const bank: TableBank = { stake: async () => ({ ok: true }), refund: () => undefined };
    const bj = new BlackjackTable(night, clock, bank, { roundOpened: () => undefined, roundSettled: () => undefined });
    bj.start();
    const told: SeatChange[] = [];
    bj.onSeatChange((change) => told.push(change));
    bj.sit('p1', 0, 'EUR');
    bj.sit('p2', 6, 'EUR');
    clock.advance(11_000);
    expect(told.slice(2)).toEqual([
      { player: 'p1', seat: null, reason: 'table_closed' },
      { player: 'p2', seat: null, reason: 'table_closed' },
    ]);
    expect(bj.view()).toMatchObject({ open: false, totalSeatedPlayers: 0 });
  });

  it('gives every watcher the same cards', async () => {
    const { bj, clock } = setup();
    const a: unknown[] = [];
    const b: unknown[] = [];
    bj.subscribe((view) => a.push(view.seats[0]?.cards));
    bj.subscribe((view) => b.push(view.seats[0]?.cards));
    bj.sit('p1', 0, 'EUR');
    await bj.bet('p1', 1_000n);
    clock.advance(13_000);
    expect(a).toEqual(b);
    expect(a.at(-1)).toHaveLength(2);
  });
});
