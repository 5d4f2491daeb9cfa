import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRandom } from '../shared/games/provably-fair.js';
import { ManualClock } from './clock.js';
import type { LiveTable } from './live.tables.js';
import { coin, coinTable } from './table.fixtures.js';
import { BET_UPDATE_MS, SharedTableRunner, type TableBank, type TableBet, type TableView } from './table-runner.js';

const table = coinTable;
const ROUND_MS = 18_000;

/** A bank whose stakes answer when the test says so (or at once). */
function bank(options: { hold?: boolean } = {}) {
  const staked: TableBet[] = [];
  const paid: Array<[TableBet, bigint]> = [];
  const refunded: TableBet[] = [];
  const waiting: Array<() => void> = [];
  const money: TableBank = {
    stake(bet) {
      staked.push(bet);
      if (!options.hold) return Promise.resolve({ ok: true });
      return new Promise((resolve) => waiting.push(() => resolve({ ok: true })));
    },
    refund: (bet) => refunded.push(bet),
  };
  const release = () => {
    for (const go of waiting.splice(0)) go();
  };
  return { money, staked, paid, refunded, release };
}

function runner(options: { hold?: boolean; table?: LiveTable; start?: number } = {}) {
  const clock = new ManualClock(options.start);
  const money = bank(options);
  const opened: Array<{ id: string; seedHash: string; number: number }> = [];
  const settled: Array<{ id: string; serverSeed: string; outcome: Record<string, unknown> }> = [];
  const run = new SharedTableRunner(options.table ?? table, coin, clock, money.money, {
    roundOpened: (round) => opened.push(round),
    roundSettled: (round) => {
      settled.push(round);
      for (const { bet, amount } of round.payouts) money.paid.push([bet, amount]);
    },
  });
  const views: TableView[] = [];
  run.subscribe((view) => views.push(view));
  return { clock, run, money, views, opened, settled };
}

describe('a shared table on the clock', () => {
  it('runs betting, no more bets, the reveal and the result at times set from the round’s start', () => {
    const { clock, run, views } = runner();
    const start = clock.now();
    run.start();
    const phases = () => views.map((view) => [view.round?.phase, (view.round?.phaseEndsAt ?? 0) - start]);
    expect(phases()).toEqual([['betting', 10_000]]);
    // Time moves in uneven steps; every phase still starts on its mark.
    clock.advance(9_999);
    expect(run.view().round?.phase).toBe('betting');
    clock.advance(7_000);
    clock.advance(30_000);
    expect(phases().slice(0, 6)).toEqual([
      ['betting', 10_000],
      ['closing', 11_000],
      ['reveal', 15_000],
      ['result', 18_000],
      ['betting', 18_000 + 10_000],
      ['closing', 18_000 + 11_000],
    ]);
    expect(run.view().round?.number).toBe(3);
  });

  it('takes a bet in the window within the limits in the player’s currency, and refuses the rest', async () => {
    const { clock, run, money } = runner();
    run.start();
    expect(await run.bet('p1', 'EUR', 'edge', 100n)).toMatchObject({ ok: false, reason: 'unknown_spot' });
    expect(await run.bet('p1', 'BTC', 'heads', 100n)).toMatchObject({ ok: false, reason: 'currency_not_taken' });
    expect(await run.bet('p1', 'EUR', 'heads', 99n)).toMatchObject({ ok: false, reason: 'below_minimum' });
    expect(await run.bet('p1', 'EUR', 'heads', 6_000n)).toMatchObject({ ok: true });
    // The maximum counts all of a player's bets in the round; another player has their own.
    expect(await run.bet('p1', 'EUR', 'tails', 5_000n)).toMatchObject({ ok: false, reason: 'above_maximum' });
    expect(await run.bet('p2', 'EUR', 'tails', 10_000n)).toMatchObject({ ok: true });
    // In roubles the same table asks a hundred times more.
    expect(await run.bet('p3', 'RUB', 'heads', 9_999n)).toMatchObject({ ok: false, reason: 'below_minimum' });
    expect(money.staked.map((bet) => [bet.player, bet.amount])).toEqual([
      ['p1', 6_000n],
      ['p2', 10_000n],
    ]);
    clock.advance(10_000);
    expect(await run.bet('p4', 'EUR', 'heads', 100n)).toMatchObject({ ok: false, reason: 'betting_closed' });
  });

  it('pays each winning bet what the game returns when the result shows, and nothing for a loss', async () => {
    const { clock, run, money, settled } = runner();
    run.start();
    await run.bet('p1', 'EUR', 'heads', 500n);
    await run.bet('p2', 'EUR', 'tails', 700n);
    clock.advance(ROUND_MS - 3_000 - 1);
    expect(money.paid).toEqual([]);
    clock.advance(1);
    const side = settled[0]?.outcome.side;
    expect(money.paid.map(([bet, amount]) => [bet.spot, amount])).toEqual([[side, side === 'heads' ? 1_000n : 1_400n]]);
  });

  it('gives back a stake the wallet confirmed only after the draw, and leaves it out of the round', async () => {
    const { clock, run, money } = runner({ hold: true });
    run.start();
    const late = run.bet('p1', 'EUR', 'heads', 500n);
    clock.advance(11_000);
    money.release();
    expect(await late).toMatchObject({ ok: false, reason: 'betting_closed' });
    expect(money.refunded.map((bet) => bet.player)).toEqual(['p1']);
    clock.advance(7_000);
    expect(money.paid).toEqual([]);
  });

  it('counts a stake confirmed during "no more bets"', async () => {
    const { clock, run, money } = runner({ hold: true });
    run.start();
    const bet = run.bet('p1', 'EUR', 'heads', 500n);
    clock.advance(10_500);
    money.release();
    expect(await bet).toMatchObject({ ok: true });
    expect(money.refunded).toEqual([]);
  });

  it('shows the server seed’s hash when betting opens and the seed with the result, which replays the outcome', () => {
    const { clock, run, opened, settled } = runner();
    run.start();
    const hash = run.view().round?.seedHash;
    expect(run.view().round?.serverSeed).toBeNull();
    clock.advance(ROUND_MS - 3_000);
    const seed = run.view().round?.serverSeed ?? '';
    expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
    expect(opened[0]?.seedHash).toBe(hash);
    const replay = coin.draw(fairRandom({ serverSeed: seed, clientSeed: table.id, nonce: 1 }));
    expect(settled[0]?.outcome).toEqual({ side: replay });
    expect(run.view().history[0]).toEqual({ side: replay });
  });

  it('tells watchers of bets at most once per interval', async () => {
    const { clock, run, views } = runner();
    run.start();
    const before = views.length;
    for (let i = 0; i < 20; i += 1) await run.bet(`p${i}`, 'EUR', 'heads', 100n);
    expect(views.length).toBe(before);
    clock.advance(BET_UPDATE_MS);
    expect(views.length).toBe(before + 1);
    expect(views.at(-1)?.round?.betCount).toBe(20);
    expect(views.at(-1)?.players).toBe(20);
  });

  it('deals only in its opening hours and opens again when they begin', async () => {
    const evening: LiveTable = { ...table, hours: { fromMinute: 16 * 60, toMinute: 4 * 60 } };
    const noon = Date.UTC(2026, 10, 26, 12, 0, 0);
    const { clock, run } = runner({ table: evening, start: noon });
    run.start();
    expect(run.view()).toMatchObject({ open: false, opensAt: Date.UTC(2026, 10, 26, 16, 0, 0), round: null });
    expect(await run.bet('p1', 'EUR', 'heads', 100n)).toMatchObject({ ok: false, reason: 'table_closed' });
    clock.advance(4 * 3_600_000);
    expect(run.view()).toMatchObject({ open: true, round: { phase: 'betting', number: 1 } });
    // Past 04:00 the round in play finishes and no other opens.
    clock.advance(12 * 3_600_000 - 1);
    expect(run.view().round).not.toBeNull();
    clock.advance(ROUND_MS);
    expect(run.view()).toMatchObject({ open: false, round: null });
  });

  it('stops without running anything more', () => {
    const { clock, run, views } = runner();
    run.start();
    run.stop();
    const seen = views.length;
    clock.advance(10 * ROUND_MS);
    expect(views.length).toBe(seen);
    expect(clock.pending).toBe(0);
  });

  it('tells a player the bets it took from them in the round in play, by spot', async () => {
    const { clock, run } = runner();
    run.start();
    await run.bet('p1', 'EUR', 'heads', 500n);
    await run.bet('p1', 'EUR', 'heads', 200n);
    await run.bet('p1', 'EUR', 'tails', 100n);
    await run.bet('p2', 'EUR', 'tails', 900n);
    const roundId = run.view().round?.id;
    expect(run.betsOf('p1')).toEqual({
      roundId,
      list: [
        { spot: 'heads', amount: 700n },
        { spot: 'tails', amount: 100n },
      ],
    });
    clock.advance(ROUND_MS);
    expect(run.betsOf('p1')).toEqual({ roundId: run.view().round?.id, list: [] });
  });
});
