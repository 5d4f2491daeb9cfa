/**
 * @module-tag engine
 */
import { BET_STATUS } from '@meridian/contract/bets';
import type { FixtureChange } from '@meridian/feed/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlement } from '../../../test/feed-factory.js';
import { startApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { listDebts } from '../ledger/ledger.debts.js';
import {
  betRow,
  deposit,
  fundedPlayer,
  ledgerInvariants,
  legOn,
  openMatch,
  placeBet,
  walletBalance,
} from '../settlement/settlement.fixtures.js';

let app: FastifyInstance;
let trader: { token: string; id: number };
let viewer: { token: string; id: number };

beforeAll(async () => {
  app = await startApp();
  const clock = operatorClock(app);
  trader = await newSignedInOperator(app, clock, 'trader');
  viewer = await newSignedInOperator(app, clock, 'viewer');
});
afterAll(async () => {
  await app?.close();
});

const voidBet = (betId: bigint, reason: string, token = trader.token) =>
  adminCall(app, 'POST', `/bets/${betId}/void`, { token, body: { reason } });

/** The feed's result of market 1 (1X2): home won. */
async function homeWon(match: FixtureChange) {
  await app.services.ingestion.ingest([
    settlement(match, [
      {
        id: 1,
        outcomes: [
          [11, 'won'],
          [12, 'lost'],
          [13, 'lost'],
        ],
      },
    ]),
  ]);
  await app.services.settlement.sweep();
}

async function expectLedgerConsistent() {
  expect(await ledgerInvariants(app)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
}

describe('bets in the back office', () => {
  it('lists a player’s bets by status, event and stake, and opens one with its legs, odds and money', async () => {
    const player = await fundedPlayer(app, 10_000n);
    const match = await openMatch(app);
    const other = await openMatch(app);
    const single = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    const acca = await placeBet(app, player, 2_500n, [legOn(match, 1, 12), legOn(other, 1, 11)]);
    await homeWon(match);

    const all = await adminCall(app, 'GET', `/bets?player_id=${player.id}`, { token: viewer.token });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().payload).toMatchObject({
      total: 2,
      list: [
        { id: Number(acca), status: 'lost', stake: 2_500, legs: 2, type: 2, voided: false },
        { id: Number(single), status: 'won', stake: 1_000, payout: 2_100, legs: 1, currency: 'EUR' },
      ],
    });
    const won = await adminCall(app, 'GET', `/bets?player_id=${player.id}&status=won`, { token: viewer.token });
    expect(won.json().payload.list.map((b: { id: number }) => b.id)).toEqual([Number(single)]);
    const onOther = await adminCall(app, 'GET', `/bets?event_id=${other.event_id}`, { token: viewer.token });
    expect(onOther.json().payload.list.map((b: { id: number }) => b.id)).toEqual([Number(acca)]);
    const big = await adminCall(app, 'GET', `/bets?player_id=${player.id}&stake_min=2000`, { token: viewer.token });
    expect(big.json().payload.total).toBe(1);

    const page = await adminCall(app, 'GET', `/bets/${single}`, { token: viewer.token });
    expect(page.statusCode, page.body).toBe(200);
    const bet = page.json().payload;
    expect(bet.summary).toMatchObject({ id: Number(single), player_id: player.id, status: 'won' });
    expect(bet.coupon.events).toMatchObject([{ id: match.event_id, outcome_id: 11, odds: 2_100, status_id: 2 }]);
    expect(bet.ledger.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['bet_stake', -1_000],
      ['bet_win', 2_100],
    ]);
    expect(bet.void).toBeNull();
    expect((await adminCall(app, 'GET', '/bets/999999999', { token: viewer.token })).statusCode).toBe(404);
  });

  it('voids an open bet: its stake back, the feed’s later result no longer decides it, and a second void is refused', async () => {
    const player = await fundedPlayer(app, 5_000n);
    const match = await openMatch(app);
    const bet = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    expect(await walletBalance(app, player.walletId)).toBe(4_000n);

    expect((await voidBet(bet, 'palpable error', viewer.token)).statusCode).toBe(403);
    const voided = await voidBet(bet, 'palpable error in the price');
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().payload).toMatchObject({
      summary: { status: 'void', payout: 1_000, voided: true },
      void: { operator_id: trader.id, reason: 'palpable error in the price' },
    });
    expect(await walletBalance(app, player.walletId)).toBe(5_000n);

    await homeWon(match);
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.canceled, amount_win: 1_000n });
    expect(await walletBalance(app, player.walletId)).toBe(5_000n);
    expect((await voidBet(bet, 'again')).statusCode).toBe(409);

    const audit = await app.database.db
      .selectFrom('operator_audit_log')
      .select(['action', 'reason'])
      .where('target', '=', `bet:${bet}`)
      .execute();
    expect(audit).toEqual([{ action: 'bets.voided', reason: 'palpable error in the price' }]);
    await expectLedgerConsistent();
  });

  it('voids a bet that won: the win comes back, the stake is returned, and what was spent is a debt', async () => {
    const player = await fundedPlayer(app, 1_000n);
    const match = await openMatch(app);
    const bet = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    await homeWon(match);
    expect(await walletBalance(app, player.walletId)).toBe(2_100n);
    // The player withdraws 2,000 of it.
    await deposit(app, player.accountId, player.currencyId, -2_000n);

    const voided = await voidBet(bet, 'match fixed: void by the integrity unit');
    expect(voided.statusCode, voided.body).toBe(200);
    // 100 of the 2,100 win was there to take; the stake back (1,000) pays 1,000 of the 2,000 owed.
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.canceled, amount_win: 1_000n });
    expect(await walletBalance(app, player.walletId)).toBe(0n);
    expect(await listDebts(app.database.db, player.walletId)).toEqual([
      expect.objectContaining({ bet_id: bet, amount: 2_000n, repaid: 1_000n }),
    ]);
    const kinds = voided.json().payload.ledger.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['bet_stake', 'bet_win', 'bet_resettled', 'bet_refund']);
    await expectLedgerConsistent();
  });

  it('pays once when a void races the feed’s settlement of the bet', async () => {
    const player = await fundedPlayer(app, 1_000n);
    const match = await openMatch(app);
    const bet = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    const [answer] = await Promise.all([voidBet(bet, 'suspicious pattern'), homeWon(match)]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.canceled, amount_win: 1_000n });
    // Whichever came first, the wallet ends with the stake back and nothing of the win.
    expect(await walletBalance(app, player.walletId)).toBe(1_000n);
    await expectLedgerConsistent();
  });
});
