/**
 * @module-tag engine
 */
import { BET_STATUS } from '@meridian/contract/bets';
import type { ManualResult } from '@meridian/contract/market-settlement';
import type { FixtureChange } from '@meridian/feed/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeWins, settlement } from '../../../test/feed-factory.js';
import { startApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { until } from '../../../test/two-nodes.js';
import { listDebts } from '../ledger/ledger.debts.js';
import { ManualSettlementService } from './manual-settlement.service.js';
import {
  betRow,
  deposit,
  fundedPlayer,
  ledgerInvariants,
  legOn,
  openMatch,
  placeBet,
  type TestPlayer,
  walletBalance,
} from './settlement.fixtures.js';

let app: FastifyInstance;
let trader: { token: string; id: number };

beforeAll(async () => {
  app = await startApp();
  trader = await newSignedInOperator(app, operatorClock(app), 'trader');
});
afterAll(async () => {
  await app?.close();
});

type Results = Array<[outcomeId: number, result: ManualResult]>;
const HOME_WON: Results = [
  [11, 'won'],
  [12, 'lost'],
  [13, 'lost'],
];
const AWAY_WON: Results = [
  [11, 'lost'],
  [12, 'lost'],
  [13, 'won'],
];

function marketCall(match: FixtureChange, marketId: number, action: string, results: Results | null, reason: string) {
  const body = results
    ? { results: results.map(([outcome_id, result]) => ({ outcome_id, result })), reason }
    : { reason };
  return adminCall(app, 'POST', `/events/${match.event_id}/markets/${marketId}/${action}`, {
    token: trader.token,
    body,
  });
}

/** Settles (voids, resettles) a market by hand and waits for its job to go through the bets. */
async function byHand(match: FixtureChange, marketId: number, action: string, results: Results | null, reason: string) {
  const res = await marketCall(match, marketId, action, results, reason);
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json().payload as { id: number };
  return finished(id);
}

async function finished(id: number) {
  let seen: { finished_at: string | null; bets_total: number; bets_done: number } | undefined;
  await until(async () => {
    const res = await adminCall(app, 'GET', `/settlements/${id}`, { token: trader.token });
    seen = res.json().payload;
    return seen?.finished_at !== null;
  });
  return seen as NonNullable<typeof seen>;
}

/** Every posting to the player's wallet for a bet, by key. */
async function walletPostings(betId: bigint) {
  const rows = await app.database.db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['t.idempotency_key as key', 'e.amount'])
    .where('t.idempotency_key', 'like', `bet:${betId}:%`)
    .where('t.kind', '<>', 'bet_stake')
    .where('a.kind', '=', 'player')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({ key: r.key, amount: r.amount }));
}

async function expectLedgerConsistent() {
  expect(await ledgerInvariants(app)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
}

describe('settling a market by hand', () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await fundedPlayer(app, 1_000_000n);
  });

  it('pays the winners once through the ledger, audits the reason, and keeps the operator’s result over the feed’s', async () => {
    const match = await openMatch(app);
    const other = await openMatch(app);
    const before = await walletBalance(app, player.walletId);
    const won = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    const lost = await placeBet(app, player, 1_000n, [legOn(match, 1, 12)]);
    const acca = await placeBet(app, player, 1_000n, [legOn(match, 1, 11), legOn(other, 1, 11)]);

    const done = await byHand(match, 1, 'settle', HOME_WON, 'feed lost the result');
    expect(done).toMatchObject({ bets_total: 3, bets_done: 3 });
    expect(await betRow(app, won)).toMatchObject({ status: BET_STATUS.won, amount_win: 2_100n });
    expect(await betRow(app, lost)).toMatchObject({ status: BET_STATUS.lost, amount_win: 0n });
    expect(await betRow(app, acca)).toMatchObject({ status: BET_STATUS.inGame, legs: [BET_STATUS.won, 1] });
    expect(await walletBalance(app, player.walletId)).toBe(before - 3_000n + 2_100n);
    expect(await walletPostings(won)).toEqual([{ key: `bet:${won}:win`, amount: 2_100n }]);

    // A second click finds the market decided; the feed's later result is not applied.
    expect((await marketCall(match, 1, 'settle', HOME_WON, 'again')).statusCode).toBe(409);
    await app.services.ingestion.ingest([
      settlement(match, [{ id: 1, outcomes: AWAY_WON as [number, 'won' | 'lost'][] }]),
    ]);
    await app.services.settlement.sweep();
    expect(await betRow(app, won)).toMatchObject({ status: BET_STATUS.won, amount_win: 2_100n });
    expect(await betRow(app, lost)).toMatchObject({ status: BET_STATUS.lost });
    expect(await walletBalance(app, player.walletId)).toBe(before - 3_000n + 2_100n);

    // Betting on the market closed with the settlement: the desk's hold, with the reason.
    expect(app.services.catalog.store.holds.get(match.event_id)?.markets.has(1)).toBe(true);

    const audit = await app.database.db
      .selectFrom('operator_audit_log')
      .select(['action', 'target', 'reason'])
      .where('target', '=', `market:${match.event_id}:1`)
      .execute();
    expect(audit).toEqual([
      { action: 'settlement.settled', target: `market:${match.event_id}:1`, reason: 'feed lost the result' },
    ]);
    await expectLedgerConsistent();
  });

  it('answers two identical calls at once with one settlement, and pays once', async () => {
    const match = await openMatch(app);
    const before = await walletBalance(app, player.walletId);
    const bet = await placeBet(app, player, 1_000n, [legOn(match, 1, 13)]);
    const answers = await Promise.all([
      marketCall(match, 1, 'settle', AWAY_WON, 'double click'),
      marketCall(match, 1, 'settle', AWAY_WON, 'double click'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const id = (answers.find((a) => a.statusCode === 200)?.json().payload as { id: number } | undefined)?.id ?? 0;
    // The job and a second run of the same settlement race over the bets.
    await Promise.all([finished(id), app.services.manualSettlement.run(BigInt(id))]);
    expect(await walletPostings(bet)).toEqual([{ key: `bet:${bet}:win`, amount: 3_600n }]);
    expect(await walletBalance(app, player.walletId)).toBe(before - 1_000n + 3_600n);
    await expectLedgerConsistent();
  });

  it('pays half won and half lost on an Asian line', async () => {
    const match = await openMatch(app);
    const before = await walletBalance(app, player.walletId);
    const over = await placeBet(app, player, 1_000n, [legOn(match, 4, 41)]);
    const under = await placeBet(app, player, 1_000n, [legOn(match, 4, 42)]);
    await byHand(
      match,
      4,
      'settle',
      [
        [41, 'half_won'],
        [42, 'half_lost'],
      ],
      'quarter line',
    );
    // Half the stake at 1.900 and half returned: 1.450; half lost and half returned: 0.500.
    expect(await betRow(app, over)).toMatchObject({ status: BET_STATUS.won, amount_win: 1_450n, odds: 1450 });
    expect(await betRow(app, under)).toMatchObject({ status: BET_STATUS.won, amount_win: 500n, odds: 500 });
    expect(await walletBalance(app, player.walletId)).toBe(before - 2_000n + 1_950n);
    await expectLedgerConsistent();
  });

  it('refuses results that leave an outcome out, and a trader-less role', async () => {
    const match = await openMatch(app);
    const partial = await marketCall(match, 1, 'settle', [[11, 'won']], 'partial');
    expect(partial.statusCode).toBe(422);
    const viewer = await newSignedInOperator(app, operatorClock(app), 'viewer');
    const refused = await adminCall(app, 'POST', `/events/${match.event_id}/markets/1/void`, {
      token: viewer.token,
      body: { reason: 'not mine' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('voiding a market', () => {
  it('returns singles’ stakes and counts an accumulator’s leg at odds 1', async () => {
    const player = await fundedPlayer(app, 100_000n);
    const [match, other] = [await openMatch(app), await openMatch(app)];
    const single = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    const acca = await placeBet(app, player, 1_000n, [legOn(match, 1, 12), legOn(other, 1, 11)]);
    await byHand(match, 1, 'void', null, 'match fixed');
    expect(await betRow(app, single)).toMatchObject({ status: BET_STATUS.canceled, amount_win: 1_000n });
    expect(await betRow(app, acca)).toMatchObject({
      status: BET_STATUS.inGame,
      odds: 2100,
      legs: [BET_STATUS.canceled, 1],
    });
    await app.services.ingestion.ingest([homeWins(other)]);
    await app.services.settlement.sweep();
    expect(await betRow(app, acca)).toMatchObject({ status: BET_STATUS.won, amount_win: 2_100n });
    expect(await walletBalance(app, player.walletId)).toBe(100_000n - 2_000n + 1_000n + 2_100n);
    await expectLedgerConsistent();
  });
});

describe('resettling a market', () => {
  it('reverses the payouts and pays by the new results', async () => {
    const player = await fundedPlayer(app, 100_000n);
    const match = await openMatch(app);
    const home = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    const away = await placeBet(app, player, 1_000n, [legOn(match, 1, 13)]);
    await app.services.ingestion.ingest([homeWins(match)]);
    await app.services.settlement.sweep();
    expect(await walletBalance(app, player.walletId)).toBe(100_000n - 2_000n + 2_100n);

    expect((await marketCall(match, 99, 'resettle', AWAY_WON, 'no such market')).statusCode).toBe(404);
    await byHand(match, 1, 'resettle', AWAY_WON, 'feed settled the wrong side');
    expect(await betRow(app, home)).toMatchObject({ status: BET_STATUS.lost, amount_win: 0n });
    expect(await betRow(app, away)).toMatchObject({ status: BET_STATUS.won, amount_win: 3_600n });
    expect(await walletPostings(home)).toEqual([
      { key: `bet:${home}:win`, amount: 2_100n },
      { key: `bet:${home}:reverse:r1`, amount: -2_100n },
    ]);
    expect(await walletPostings(away)).toEqual([{ key: `bet:${away}:win:r1`, amount: 3_600n }]);
    expect(await walletBalance(app, player.walletId)).toBe(100_000n - 2_000n + 3_600n);
    expect(await listDebts(app.database.db, player.walletId)).toEqual([]);
    await expectLedgerConsistent();
  });

  it('records a debt when the reversed win was spent, and the next credits pay it off first', async () => {
    const player = await fundedPlayer(app, 1_000n);
    const match = await openMatch(app);
    const bet = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    await byHand(match, 1, 'settle', HOME_WON, 'result confirmed by phone');
    expect(await walletBalance(app, player.walletId)).toBe(2_100n);
    // The player withdraws all but 100 of the win.
    await deposit(app, player.accountId, player.currencyId, -2_000n);

    await byHand(match, 1, 'resettle', AWAY_WON, 'the phone was wrong');
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.lost });
    expect(await walletBalance(app, player.walletId)).toBe(0n);
    expect(await listDebts(app.database.db, player.walletId)).toEqual([
      expect.objectContaining({ bet_id: bet, amount: 2_000n, repaid: 0n }),
    ]);
    await expectLedgerConsistent();
    // The player sees the debt on the wallet.
    const owed = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/user/balance',
        headers: { authorization: `Bearer ${player.token}` },
      });
      return (res.json().payload.list as Array<{ id: number; debt: number }>).find(
        (w) => w.id === Number(player.walletId),
      )?.debt;
    };
    expect(await owed()).toBe(2_000);

    // A deposit smaller than the debt goes to it whole; the next one pays the rest and keeps the change.
    await deposit(app, player.accountId, player.currencyId, 1_500n);
    expect(await walletBalance(app, player.walletId)).toBe(0n);
    await deposit(app, player.accountId, player.currencyId, 1_000n);
    expect(await walletBalance(app, player.walletId)).toBe(500n);
    expect(await listDebts(app.database.db, player.walletId)).toEqual([
      expect.objectContaining({ amount: 2_000n, repaid: 2_000n }),
    ]);
    const wallet = await app.database.db
      .selectFrom('wallets')
      .select('debt')
      .where('id', '=', player.walletId)
      .executeTakeFirstOrThrow();
    expect(wallet.debt).toBe(0n);
    expect(await owed()).toBe(0);
    const history = await app.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('event', '=', 'bet_resettled')
      .where('user_id', '=', BigInt(player.id))
      .execute();
    expect(history.map((h) => h.details)).toEqual([expect.objectContaining({ bet_id: String(bet), debt: '2000' })]);
    await expectLedgerConsistent();
  });
});

describe('a settlement’s job', () => {
  /** A service whose job is never sent: the test is the queue. */
  function jobless() {
    const { ledger, settlement: settler, trading } = app.services;
    return new ManualSettlementService(app.database.db, ledger, settler, app.bus, { send: async () => null }, trading);
  }

  function settleByHand(manual: ManualSettlementService, match: FixtureChange, reason: string) {
    const actor = { id: BigInt(trader.id), role: 'trader' as const, sessionId: 'test' };
    const results = HOME_WON.map(([outcome_id, result]) => ({ outcome_id, result }));
    return manual.act(actor, match.event_id, 1, { kind: 'settle', results, reason }, '127.0.0.1');
  }

  it('finishes after a stop in the middle, paying each bet once', async () => {
    const player = await fundedPlayer(app, 100_000n);
    const match = await openMatch(app);
    const bets = [];
    for (let i = 0; i < 5; i += 1) bets.push(await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]));
    // Stopping after two bets.
    const manual = jobless();
    const action = await settleByHand(manual, match, 'big');
    expect(await manual.run(action.id, 2)).toBe(2);
    expect((await manual.settlementById(action.id)).finished_at).toBeNull();
    // The restarted job, twice at once (a retry beside the first), goes through the rest.
    await Promise.all([manual.run(action.id), manual.run(action.id)]);
    expect(await manual.settlementById(action.id)).toMatchObject({ bets_total: 5, bets_done: 5 });
    expect((await manual.settlementById(action.id)).finished_at).toBeInstanceOf(Date);
    for (const bet of bets) expect(await walletPostings(bet)).toEqual([{ key: `bet:${bet}:win`, amount: 2_100n }]);
    expect(await walletBalance(app, player.walletId)).toBe(100_000n - 5_000n + 5n * 2_100n);
    await expectLedgerConsistent();
  });
  it('leaves the payout of a bet that settlement decided by the action’s results before the job came to it', async () => {
    const player = await fundedPlayer(app, 10_000n);
    const match = await openMatch(app);
    const bet = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    const manual = jobless();
    const action = await settleByHand(manual, match, 'the feed is late');
    // Settlement's sweep runs between the action and its job, and decides the bet by the operator's result.
    await app.services.settlement.sweep();
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.won, amount_win: 2_100n });
    expect(await manual.run(action.id)).toBe(1);
    expect(await walletPostings(bet)).toEqual([{ key: `bet:${bet}:win`, amount: 2_100n }]);
    expect(await walletBalance(app, player.walletId)).toBe(10_000n - 1_000n + 2_100n);
    await expectLedgerConsistent();
  });
});
