/**
 * @module-tag engine
 */
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { fundedPlayer } from '../bets/bets.fixtures.js';
import { ledgerInvariants, walletBalance } from '../ledger/ledger.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;

/** The approval limit in euro cents: ADJUSTMENT_APPROVAL_ABOVE's default of 100 euros. */
const LIMIT = 10_000;

const adjust = (app: App, token: string, playerId: number, body: object) =>
  adminCall(app, 'POST', `/players/${playerId}/adjustments`, { token, body });
const decide = (app: App, token: string, id: number, decision: 'approve' | 'reject', reason: string) =>
  adminCall(app, 'POST', `/adjustments/${id}/${decision}`, { token, body: { reason } });

async function auditOf(app: App, playerId: number) {
  return app.database.db
    .selectFrom('operator_audit_log')
    .select(['action', 'reason'])
    .where('target', '=', `player:${playerId}`)
    .orderBy('id')
    .execute();
}

describe('players: manual balance adjustments', () => {
  const app = useApp();

  async function operators() {
    const clock = operatorClock(app());
    return {
      first: await newSignedInOperator(app(), clock, 'payments'),
      second: await newSignedInOperator(app(), clock, 'payments'),
    };
  }

  it('credits and debits up to the limit at once, against the house, each with its reason in the audit', async () => {
    const { first } = await operators();
    const player = await fundedPlayer(app(), 5_000n);
    const credit = await adjust(app(), first.token, player.id, {
      wallet_id: player.walletId,
      amount: LIMIT,
      reason: 'goodwill after an outage',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().payload).toMatchObject({
      player_id: player.id,
      amount: LIMIT,
      currency: 'EUR',
      status: 'applied',
      needs_approval: false,
      requested_by: { id: Number(first.id) },
      decided_by: { id: Number(first.id) },
    });
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(15_000n);

    const debit = await adjust(app(), first.token, player.id, {
      wallet_id: player.walletId,
      amount: -2_500,
      reason: 'duplicate credit',
    });
    expect(debit.json().payload).toMatchObject({ status: 'applied', amount: -2_500 });
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(12_500n);

    await adjust(app(), first.token, player.id, { wallet_id: player.walletId, amount: -LIMIT, reason: 'chargeback' });
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(2_500n);

    // A debit the wallet does not cover is refused, and leaves nothing behind.
    const over = await adjust(app(), first.token, player.id, {
      wallet_id: player.walletId,
      amount: -2_501,
      reason: 'too much',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual(['The wallet holds less than this debit.']);
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(2_500n);
    const listed = await adminCall(app(), 'GET', `/adjustments?player_id=${player.id}`, { token: first.token });
    expect(listed.json().payload.total).toBe(3);

    expect(await auditOf(app(), player.id)).toEqual([
      { action: 'adjustments.applied', reason: 'goodwill after an outage' },
      { action: 'adjustments.applied', reason: 'duplicate credit' },
      { action: 'adjustments.applied', reason: 'chargeback' },
    ]);
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('holds one above the limit until a second operator approves it; the asker cannot', async () => {
    const { first, second } = await operators();
    const player = await fundedPlayer(app(), 0n);
    const asked = await adjust(app(), first.token, player.id, {
      wallet_id: player.walletId,
      amount: LIMIT + 1,
      reason: 'compensation for a voided jackpot',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().payload.id as number;
    expect(asked.json().payload).toMatchObject({ status: 'pending', needs_approval: true, decided_by: null });
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(0n);
    const waiting = await adminCall(app(), 'GET', '/adjustments?status=pending', { token: second.token });
    expect(waiting.json().payload.list.map((a: { id: number }) => a.id)).toContain(id);

    const own = await decide(app(), first.token, id, 'approve', 'looks right to me');
    expect(own.statusCode).toBe(403);
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(0n);

    const approved = await decide(app(), second.token, id, 'approve', 'checked the jackpot log');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().payload).toMatchObject({
      status: 'applied',
      decided_by: { id: Number(second.id) },
      decision_reason: 'checked the jackpot log',
    });
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(BigInt(LIMIT + 1));

    // Decided once: a second decision is a conflict and moves nothing.
    expect((await decide(app(), second.token, id, 'approve', 'again')).statusCode).toBe(409);
    expect((await decide(app(), second.token, id, 'reject', 'too late')).statusCode).toBe(409);
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(BigInt(LIMIT + 1));
    expect(await auditOf(app(), player.id)).toEqual([
      { action: 'adjustments.requested', reason: 'compensation for a voided jackpot' },
      { action: 'adjustments.approved', reason: 'checked the jackpot log' },
    ]);
  });

  it('moves nothing when rejected', async () => {
    const { first, second } = await operators();
    const player = await fundedPlayer(app(), 0n);
    const asked = await adjust(app(), first.token, player.id, {
      wallet_id: player.walletId,
      amount: 50_000,
      reason: 'loyalty gift',
    });
    const rejected = await decide(app(), second.token, asked.json().payload.id, 'reject', 'no such programme');
    expect(rejected.json().payload).toMatchObject({ status: 'rejected', decision_reason: 'no such programme' });
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(0n);
  });

  it('pays an adjustment approved by two operators at once exactly once', async () => {
    const clock = operatorClock(app());
    const asker = await newSignedInOperator(app(), clock, 'payments');
    const approvers = [
      await newSignedInOperator(app(), clock, 'payments'),
      await newSignedInOperator(app(), clock, 'payments'),
    ];
    const player = await fundedPlayer(app(), 0n);
    const asked = await adjust(app(), asker.token, player.id, {
      wallet_id: player.walletId,
      amount: 25_000,
      reason: 'refund of a card charge',
    });
    const id = asked.json().payload.id as number;
    const answers = await Promise.all(approvers.map((op) => decide(app(), op.token, id, 'approve', 'both checked')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(25_000n);
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('refuses an approved debit the wallet no longer covers, and leaves it waiting', async () => {
    const { first, second } = await operators();
    const player = await fundedPlayer(app(), 25_000n);
    const asked = await adjust(app(), first.token, player.id, {
      wallet_id: player.walletId,
      amount: -20_000,
      reason: 'chargeback',
    });
    const id = asked.json().payload.id as number;
    // The player spends meanwhile: the debit no longer fits.
    const spent = await adjust(app(), first.token, player.id, {
      wallet_id: player.walletId,
      amount: -LIMIT,
      reason: 'earlier chargeback',
    });
    expect(spent.json().payload.status).toBe('applied');
    const approved = await decide(app(), second.token, id, 'approve', 'chargeback confirmed');
    expect(approved.statusCode).toBe(422);
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(15_000n);
    const row = await adminCall(app(), 'GET', `/adjustments?player_id=${player.id}&status=pending`, {
      token: first.token,
    });
    expect(row.json().payload.list).toMatchObject([{ id, status: 'pending' }]);
  });

  it('refuses other roles, bonus wallets, another player’s wallet and an amount of 0', async () => {
    const clock = operatorClock(app());
    const risk = await newSignedInOperator(app(), clock, 'risk');
    const payments = await newSignedInOperator(app(), clock, 'payments');
    const player = await fundedPlayer(app(), 0n);
    const other = await fundedPlayer(app(), 0n);
    const body = { wallet_id: player.walletId, amount: 100, reason: 'test' };
    expect((await adjust(app(), risk.token, player.id, body)).statusCode).toBe(403);
    expect((await adjust(app(), payments.token, player.id, { ...body, amount: 0 })).statusCode).toBe(422);
    expect((await adjust(app(), payments.token, other.id, body)).statusCode).toBe(404);
    expect((await adjust(app(), payments.token, 999_999_999, body)).statusCode).toBe(404);
    expect(await walletBalance(app(), BigInt(player.walletId))).toBe(0n);
  });
});
