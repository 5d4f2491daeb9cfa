import { describe, expect, it } from 'vitest';
import { card } from '../shared/games/cards.js';
import { BlackjackTable } from './blackjack-table.js';
import { ManualClock } from './clock.js';
import type { LiveGame } from './engine/live-game.js';
import type { LiveTable } from './live.tables.js';
import { coinTable, coin as fairCoin } from './table.fixtures.js';
import { SharedTableRunner, type TableBank, type TableBet } from './table-runner.js';

/**
 * Commands sent together (several sockets, several launches, a burst of frames) against a wallet
 * whose answers the test releases one by one, so the interleaving is the worst one every time.
 */

type Answer = { ok: true } | { ok: false; reason: string };

/** A wallet with a balance: each stake waits until the test answers it, taking the money on `RS_OK`. */
function heldWallet(start: bigint) {
  let balance = start;
  const asked: TableBet[] = [];
  const waiting: Array<(answer: Answer) => void> = [];
  const refunded: TableBet[] = [];
  const bank: TableBank = {
    stake(bet) {
      asked.push(bet);
      return new Promise((resolve) =>
        waiting.push((answer) => {
          if (answer.ok) balance -= bet.amount;
          resolve(answer);
        }),
      );
    },
    refund(bet) {
      refunded.push(bet);
      balance += bet.amount;
    },
  };
  /** Answers the oldest stake still waiting. */
  const answer = async (reply: Answer = { ok: true }) => {
    const next = waiting.shift();
    if (!next) throw new Error('no stake is waiting');
    next(reply);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { bank, asked, refunded, answer, balance: () => balance, waiting: () => waiting.length };
}

/** The coin always lands heads here. */
const coin: LiveGame<'heads' | 'tails'> = { ...fairCoin, draw: () => 'heads' };
const shared = coinTable;
const MAX = 10_000n;
const START = 100_000n;

function sharedTable() {
  const clock = new ManualClock();
  const wallet = heldWallet(START);
  const runner = new SharedTableRunner(shared, coin, clock, wallet.bank, {
    roundOpened: () => undefined,
    roundSettled: () => undefined,
  });
  runner.start();
  return { clock, wallet, runner };
}

describe('a shared table’s maximum against bets sent together', () => {
  it('takes one of five maximum bets sent at once, and the rest never reach the wallet', async () => {
    const { wallet, runner } = sharedTable();
    const sent = Array.from({ length: 5 }, () => runner.bet('launch-1', 'EUR', 'heads', MAX));
    expect(wallet.asked).toHaveLength(1);
    await wallet.answer();
    const answers = await Promise.all(sent);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.reason)).toEqual(Array(4).fill('above_maximum_pending'));
    expect(runner.betsOf('launch-1')?.list).toEqual([{ spot: 'heads', amount: MAX }]);
    expect(wallet.balance()).toBe(START - MAX);
    // With the first bet taken, the table is at the maximum.
    expect(await runner.bet('launch-1', 'EUR', 'tails', 100n)).toMatchObject({ ok: false, reason: 'above_maximum' });
  });

  it('frees what a refused stake held, so the next bet may take its place', async () => {
    const { wallet, runner } = sharedTable();
    const first = runner.bet('launch-1', 'EUR', 'heads', 6_000n);
    expect(await runner.bet('launch-1', 'EUR', 'tails', 5_000n)).toMatchObject({
      ok: false,
      reason: 'above_maximum_pending',
    });
    // The wallet gave no answer: the studio rolls the stake back, and the table forgets it.
    await wallet.answer({ ok: false, reason: 'RS_ERROR_UNKNOWN' });
    expect(await first).toMatchObject({ ok: false, reason: 'wallet_refused' });
    const second = runner.bet('launch-1', 'EUR', 'tails', MAX);
    await wallet.answer();
    expect(await second).toMatchObject({ ok: true });
    expect(runner.betsOf('launch-1')?.list).toEqual([{ spot: 'tails', amount: MAX }]);
    expect(wallet.balance()).toBe(START - MAX);
  });

  it('counts one person’s bets from all their launches against one maximum', async () => {
    const { wallet, runner } = sharedTable();
    const answers = [
      runner.bet('launch-1', 'EUR', 'heads', MAX, 'user-7'),
      runner.bet('launch-2', 'EUR', 'heads', MAX, 'user-7'),
      runner.bet('launch-3', 'EUR', 'heads', MAX, 'user-8'),
    ];
    await wallet.answer();
    await wallet.answer();
    expect((await Promise.all(answers)).map((a) => a.ok)).toEqual([true, false, true]);
    expect(await runner.bet('launch-2', 'EUR', 'tails', 100n, 'user-7')).toMatchObject({
      ok: false,
      reason: 'above_maximum',
    });
    expect(wallet.balance()).toBe(START - 2n * MAX);
  });

  it('never holds more than the maximum whatever order the wallet answers a burst in', async () => {
    const { wallet, runner } = sharedTable();
    const amounts = [3_000n, 4_000n, 2_500n, 3_000n, 1_000n, 6_000n, 500n];
    const sent = amounts.map((amount, i) => runner.bet('launch-1', 'EUR', i % 2 ? 'heads' : 'tails', amount));
    // The wallet refuses every other stake it is asked for; the freed room takes later bets.
    let refuse = false;
    while (wallet.waiting() > 0) {
      await wallet.answer(refuse ? { ok: false, reason: 'RS_ERROR_NOT_ENOUGH_MONEY' } : { ok: true });
      refuse = !refuse;
      sent.push(runner.bet('launch-1', 'EUR', 'heads', 1_000n));
      if (sent.length > 20) break;
    }
    while (wallet.waiting() > 0) await wallet.answer();
    await Promise.all(sent);
    const onTable = (runner.betsOf('launch-1')?.list ?? []).reduce((sum, bet) => sum + bet.amount, 0n);
    expect(onTable).toBeLessThanOrEqual(MAX);
    expect(wallet.balance()).toBe(START - onTable);
  });
});

const blackjack: LiveTable = {
  id: 'bj-test',
  game: 'blackjack',
  name: 'Test Blackjack',
  seats: 7,
  timing: { bettingMs: 10_000, closingMs: 1_000, revealMs: 2_000, resultMs: 3_000, decisionMs: 8_000 },
  limitHundredths: { min: 100, max: 10_000 },
  hours: null,
};
const TO_PLAY = 10_000 + 1_000 + 2_000;

/** The player: 5 and 6; the dealer: 10 up, 7 in the hole; then twos. */
function blackjackTable() {
  const clock = new ManualClock();
  const wallet = heldWallet(START);
  const paid: bigint[] = [];
  const bj = new BlackjackTable(
    blackjack,
    clock,
    wallet.bank,
    {
      roundOpened: () => undefined,
      roundSettled: (round) => {
        for (const payout of round.payouts) paid.push(payout.amount);
      },
    },
    () => [...['5', '10', '6', '7'].map((rank) => card(rank)), ...Array(300).fill(card('2'))],
  );
  bj.start();
  return { clock, wallet, bj, paid };
}

describe('a blackjack seat against commands sent together', () => {
  it('gives one person one seat, whichever launch they sit from', () => {
    const { bj } = blackjackTable();
    expect(bj.sit('launch-1', 0, 'EUR', 'user-7')).toEqual({ ok: true });
    expect(bj.sit('launch-2', 3, 'EUR', 'user-7')).toEqual({ ok: false, reason: 'seated_elsewhere' });
    expect(bj.sit('launch-3', 3, 'EUR', 'user-8')).toEqual({ ok: true });
    expect(bj.view()).toMatchObject({ totalSeatedPlayers: 2 });
  });

  it('takes one of five maximum bets sent at once', async () => {
    const { wallet, bj } = blackjackTable();
    bj.sit('launch-1', 0, 'EUR');
    const sent = Array.from({ length: 5 }, () => bj.bet('launch-1', MAX));
    expect(wallet.asked).toHaveLength(1);
    await wallet.answer();
    const answers = await Promise.all(sent);
    expect(answers.map((a) => (a.ok ? 'ok' : a.reason))).toEqual(['ok', ...Array(4).fill('above_maximum_pending')]);
    expect(bj.view().seats[0]?.bet).toBe(Number(MAX));
    expect(wallet.balance()).toBe(START - MAX);
  });

  it('frees what a refused bet held', async () => {
    const { wallet, bj } = blackjackTable();
    bj.sit('launch-1', 0, 'EUR');
    const first = bj.bet('launch-1', MAX);
    await wallet.answer({ ok: false, reason: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    expect(await first).toMatchObject({ ok: false, reason: 'wallet_refused' });
    const second = bj.bet('launch-1', 4_000n);
    await wallet.answer();
    expect(await second).toEqual({ ok: true });
    expect(bj.view().seats[0]?.bet).toBe(4_000);
    expect(wallet.balance()).toBe(START - 4_000n);
  });

  it('asks for one double’s stake however many doubles and hits arrive while it is with the wallet', async () => {
    const { clock, wallet, bj, paid } = blackjackTable();
    bj.sit('launch-1', 0, 'EUR');
    const bet = bj.bet('launch-1', 1_000n);
    await wallet.answer();
    expect(await bet).toEqual({ ok: true });
    clock.advance(TO_PLAY);
    expect(bj.view().round).toMatchObject({ phase: 'playing', turn: 0 });
    const sent = [bj.act('launch-1', 'double'), bj.act('launch-1', 'double'), bj.act('launch-1', 'hit')];
    expect(wallet.asked.map((stake) => stake.spot)).toEqual(['seat:1', 'double:1']);
    await wallet.answer();
    expect(await Promise.all(sent)).toEqual([
      { ok: true },
      { ok: false, reason: 'action_pending' },
      { ok: false, reason: 'action_pending' },
    ]);
    // 5, 6 and one card for the double: 13 against the dealer's 17.
    expect(bj.view().seats[0]).toMatchObject({ cards: [card('5'), card('6'), card('2')], doubled: true, bet: 2_000 });
    clock.advance(10_000);
    expect(paid).toEqual([]);
    expect(wallet.balance()).toBe(START - 2_000n);
  });

  it('stands a hand whose double the wallet refused after its decision time ran out', async () => {
    const { clock, wallet, bj } = blackjackTable();
    bj.sit('launch-1', 0, 'EUR');
    const bet = bj.bet('launch-1', 1_000n);
    await wallet.answer();
    await bet;
    clock.advance(TO_PLAY);
    const double = bj.act('launch-1', 'double');
    clock.advance(blackjack.timing.decisionMs ?? 0);
    expect(bj.view().round).toMatchObject({ phase: 'playing', turn: 0 });
    await wallet.answer({ ok: false, reason: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    expect(await double).toEqual({ ok: false, reason: 'wallet_refused' });
    // The table goes on: the hand stood on 11, the dealer plays.
    expect(bj.view().round?.phase).toBe('dealer');
    expect(bj.view().seats[0]).toMatchObject({ cards: [card('5'), card('6')], doubled: false });
    expect(wallet.balance()).toBe(START - 1_000n);
  });
});
