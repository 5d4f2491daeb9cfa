import { describe, expect, it } from 'vitest';
import { card } from '../shared/games/cards.js';
import type { OperatorWallet, WalletReply } from '../shared/seamless-wallet.js';
import { ManualClock } from './clock.js';
import { LiveStudio } from './live.service.js';
import type { LiveLaunch, LiveStore } from './live.store.js';
import { LIVE_TABLES, type LiveTable } from './live.tables.js';

const emerald = LIVE_TABLES.find((table) => table.id === 'blackjack-emerald') as LiveTable;
const speed = LIVE_TABLES.find((table) => table.id === 'roulette-speed') as LiveTable;
const TO_PLAY = emerald.timing.bettingMs + emerald.timing.closingMs + emerald.timing.revealMs;
const TO_RESULT = speed.timing.bettingMs + speed.timing.closingMs + speed.timing.revealMs;

/** The studio on a manual clock with its calls kept in memory, and a wallet answering as the test says. */
function studioWith(answer: (kind: string) => WalletReply) {
  const clock = new ManualClock();
  const launches = new Map<string, LiveLaunch>();
  const calls: Array<{ kind: string; body: Record<string, unknown> }> = [];
  const store = {
    insertLaunch: async (launch: LiveLaunch) => void launches.set(launch.id, launch),
    findLaunch: async (id: string) => launches.get(id) ?? null,
    transaction: async (work: (store: unknown) => Promise<unknown>) => work(store),
    voidOpenRounds: async () => [],
    orphanBets: async () => [],
    insertRound: async () => undefined,
    insertBet: async () => undefined,
    insertCall: async (call: { kind: string; body: string }) => {
      calls.push({ kind: call.kind, body: JSON.parse(call.body) });
      return BigInt(calls.length);
    },
    finishCall: async () => undefined,
    setBetStatus: async () => undefined,
    settleRound: async () => true,
    leaseDueCalls: async () => [],
  };
  const wallet = { balance: async () => answer('balance'), transaction: async (kind: string) => answer(kind) };
  const studio = new LiveStudio(store as unknown as LiveStore, wallet as unknown as OperatorWallet, clock, {
    tables: [emerald, speed],
    // The player: 5, 6, then a 10 on the double. The dealer: 10 up, 7 in the hole.
    shoeOf: () => [...['5', '10', '6', '7', '10'].map((rank) => card(rank)), ...Array(300).fill(card('2'))],
  });
  const launch = (token = 't', tableId = emerald.id) =>
    studio.launch({ tableId, token, user: 'u', currency: 'EUR', language: 'en', theme: 'dark' });
  return { clock, studio, calls, launch };
}

const ok: WalletReply = { answered: true, status: 'RS_OK', balance: 100_000, currency: 'EUR' } as WalletReply;
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the live studio’s wallet calls of a round', () => {
  it('pays a player one win per round, closing it, however many stakes it pays', async () => {
    const { clock, studio, calls, launch } = studioWith(() => ok);
    await studio.start();
    const table = studio.blackjackTable(emerald.id);
    const { id } = await launch();
    table.sit(id, 0, 'EUR');
    expect(await table.bet(id, 1_000n)).toEqual({ ok: true });
    clock.advance(TO_PLAY);
    expect(await table.act(id, 'double')).toEqual({ ok: true });
    clock.advance(10_000);
    await flush();
    expect(calls.map((call) => [call.kind, call.body.amount, call.body.round_closed])).toEqual([
      ['bet', 1_000, false],
      ['bet', 1_000, false],
      ['win', 4_000, true],
    ]);
    studio.stop();
  });

  it('gives back an unanswered stake without closing the player’s round', async () => {
    let answered = false;
    const { studio, calls, launch } = studioWith(() => {
      answered = !answered;
      return answered ? ok : ({ answered: false, reason: 'timeout' } as WalletReply);
    });
    await studio.start();
    const table = studio.blackjackTable(emerald.id);
    const { id } = await launch();
    table.sit(id, 0, 'EUR');
    expect(await table.bet(id, 1_000n)).toEqual({ ok: true });
    expect(await table.bet(id, 500n)).toMatchObject({ ok: false, reason: 'wallet_refused' });
    expect(calls.map((call) => [call.kind, call.body.amount, call.body.round_closed])).toEqual([
      ['bet', 1_000, false],
      ['bet', 500, false],
      ['rollback', undefined, false],
    ]);
    studio.stop();
  });

  it('pays one win per operator token: a player at the table from two tokens gets one for each', async () => {
    const { clock, studio, calls, launch } = studioWith(() => ok);
    await studio.start();
    const runner = studio.sharedTable(speed.id);
    // Two tokens of one player (the operator binds each to a wallet), and a second launch of the first.
    const cash = await launch('cash', speed.id);
    const bonus = await launch('bonus', speed.id);
    const again = await launch('cash', speed.id);
    // Red, black and zero from each launch: every pocket pays each of them.
    for (const spot of ['red', 'black', 'straight:0']) {
      expect(await runner.bet(cash.id, 'EUR', spot, 100n, 'u')).toMatchObject({ ok: true });
      expect(await runner.bet(bonus.id, 'EUR', spot, 300n, 'u')).toMatchObject({ ok: true });
      expect(await runner.bet(again.id, 'EUR', spot, 200n, 'u')).toMatchObject({ ok: true });
    }
    clock.advance(TO_RESULT);
    await flush();
    const { pocket } = runner.view().history[0] as { pocket: number };
    const times = pocket === 0 ? 36 : 2;
    const wins = calls.filter((call) => call.kind === 'win').map((call) => [call.body.token, call.body.amount]);
    expect(wins).toEqual([
      ['cash', 300 * times],
      ['bonus', 300 * times],
    ]);
    expect(calls.filter((call) => call.kind === 'win').every((call) => call.body.round_closed === true)).toBe(true);
    studio.stop();
  });
});

describe('the live studio’s delivery of what it owes', () => {
  it('tells whoever delivers when an unanswered call is due again, and answers that as its next work', async () => {
    const retried: Date[] = [];
    const store = {
      leaseDueCalls: async () => [{ id: 1n, kind: 'win', body: '{}', attempts: 0, launchId: 'l' }],
      retryCall: async (_id: bigint, at: Date) => void retried.push(at),
      finishCall: async () => undefined,
      nextCallDue: async () => retried[0] ?? null,
    };
    const wallet = { transaction: async () => ({ answered: false, reason: 'timeout' }) as WalletReply };
    const studio = new LiveStudio(
      store as unknown as LiveStore,
      wallet as unknown as OperatorWallet,
      new ManualClock(),
      {
        tables: [],
      },
    );
    const told: Date[] = [];
    studio.workDue.listen((at) => told.push(at));
    const next = await studio.deliverOwed();
    expect(retried).toHaveLength(1);
    expect(told).toEqual(retried);
    expect(next).toEqual(retried[0]);
  });
});
