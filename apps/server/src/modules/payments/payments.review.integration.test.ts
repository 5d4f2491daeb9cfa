/**
 * @module-tag engine
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { mounted } from '../../platform/provider-mount.js';
import {
  balanceOf,
  CASHIER_APP,
  history,
  playerWithDeposit,
  postingsOf,
  reserveBalance,
  WEBHOOK_SECRET,
  withdrawByCard,
} from './payments.fixtures.js';
import { PAYOUT_DECISION_QUEUE } from './payments.review.js';
import { signPayload } from './payments.signature.js';

const EUR = 1;
const WAITING = 3;

describe('withdrawals an operator reviews', () => {
  // A withdrawal above €200 waits; bank transfers and payouts take 30 s.
  const app = useApp({
    ...CASHIER_APP,
    withdrawalReview: { above: 200n, newAccountDays: 0, bonusDays: 0 },
    // The test runs the decisions' jobs itself (runDue): a worker of the app's own would take one first
    // and tell the cashier after the test had looked.
    backgroundJobs: false,
  });

  const withdraw = (token: string, amount: string) => withdrawByCard(app(), token, amount);
  const cashier = () => mounted(app().providers.cashier, 'cashier');
  const decide = (token: string, id: number, decision: 'approve' | 'reject', reason: string) =>
    adminCall(app(), 'POST', `/payments/${id}/${decision}`, { token, body: { reason } });
  const waitingOf = async (token: string, playerId: number) => {
    const res = await adminCall(app(), 'GET', `/payments?review=waiting&player_id=${playerId}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload as { list: Array<{ id: number; review: { flags: string[] } }>; total: number };
  };
  /** The cashier's payouts after the bank delay has long passed. */
  const payoutsDue = () => cashier().completeDue(new Date(Date.now() + 3_600_000));

  it('holds a large withdrawal until approved, then the cashier pays it once', async () => {
    const clock = operatorClock(app());
    const desk = await newSignedInOperator(app(), clock, 'payments');
    const player = await playerWithDeposit(app(), '500');
    const reserveBefore = await reserveBalance(app(), EUR);

    const res = await withdraw(player.token, '300');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ result: 'waiting', redirect: '/payments/withdraw/waiting' });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(20_000);
    expect(await reserveBalance(app(), EUR)).toBe(reserveBefore + 30_000);
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({ status_id: WAITING });

    // Nothing is paid while it waits, however long.
    await payoutsDue();
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({ status_id: WAITING });
    expect(await reserveBalance(app(), EUR)).toBe(reserveBefore + 30_000);

    const queue = await waitingOf(desk.token, player.id);
    expect(queue.total).toBe(1);
    expect(queue.list[0]?.review.flags).toEqual(['amount_over_threshold']);
    const id = queue.list[0]?.id as number;

    const approved = await decide(desk.token, id, 'approve', 'documents checked');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().payload.review).toMatchObject({
      status: 'approved',
      decision_reason: 'documents checked',
      decided_by: { email: desk.email },
    });
    // The same decision again answers the same; the other one is refused.
    expect((await decide(desk.token, id, 'approve', 'documents checked')).statusCode).toBe(200);
    expect((await decide(desk.token, id, 'reject', 'changed my mind')).statusCode).toBe(409);

    await app().jobs.runDue(PAYOUT_DECISION_QUEUE);
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({ status_id: 2 });
    await payoutsDue();
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({ status_id: 4 });
    expect(await reserveBalance(app(), EUR)).toBe(reserveBefore);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(20_000);

    const paid = await adminCall(app(), 'GET', `/payments/${id}`, { token: desk.token });
    expect(paid.json().payload).toMatchObject({ status: 'succeeded', review: { status: 'approved' } });
    const trail = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['action', 'reason'])
      .where('action', '=', 'payments.withdrawal_approved')
      .where('operator_id', '=', BigInt(desk.id))
      .execute();
    expect(trail).toEqual([{ action: 'payments.withdrawal_approved', reason: 'documents checked' }]);
  });

  it('a rejection returns the reserved money, with the reason in the player’s history', async () => {
    const clock = operatorClock(app());
    const desk = await newSignedInOperator(app(), clock, 'payments');
    const player = await playerWithDeposit(app(), '500');
    const reserveBefore = await reserveBalance(app(), EUR);
    expect((await withdraw(player.token, '250')).statusCode).toBe(200);
    const [waiting] = (await waitingOf(desk.token, player.id)).list;

    const rejected = await decide(desk.token, waiting?.id as number, 'reject', 'card holder name does not match');
    expect(rejected.statusCode, rejected.body).toBe(200);
    await app().jobs.runDue(PAYOUT_DECISION_QUEUE);

    expect(await balanceOf(app(), player.token, player.walletId)).toBe(50_000);
    expect(await reserveBalance(app(), EUR)).toBe(reserveBefore);
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({
      status_id: 6,
      status_reason: 'card holder name does not match',
    });
    expect(await postingsOf(app(), player.walletId, 'withdrawal_refund')).toHaveLength(1);
    // Nothing later pays it or returns it twice.
    expect((await decide(desk.token, waiting?.id as number, 'reject', 'again')).statusCode).toBe(200);
    await app().jobs.runDue(PAYOUT_DECISION_QUEUE);
    await payoutsDue();
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(50_000);
    expect(await postingsOf(app(), player.walletId, 'withdrawal_refund')).toHaveLength(1);
    expect(await reserveBalance(app(), EUR)).toBe(reserveBefore);
  });

  it('an approval and a rejection at once: one decides, and the money goes one way', async () => {
    const clock = operatorClock(app());
    const first = await newSignedInOperator(app(), clock, 'payments');
    const second = await newSignedInOperator(app(), clock, 'payments');
    const player = await playerWithDeposit(app(), '500');
    const reserveBefore = await reserveBalance(app(), EUR);
    expect((await withdraw(player.token, '400')).statusCode).toBe(200);
    const id = (await waitingOf(first.token, player.id)).list[0]?.id as number;

    const answers = await Promise.all([
      decide(first.token, id, 'approve', 'looks fine'),
      decide(second.token, id, 'reject', 'looks wrong'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const approved = answers[0]?.statusCode === 200;
    await app().jobs.runDue(PAYOUT_DECISION_QUEUE);
    await payoutsDue();

    expect(await reserveBalance(app(), EUR)).toBe(reserveBefore);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(approved ? 10_000 : 50_000);
    expect((await history(app(), player.token, '?type=withdraw'))[0]?.status_id).toBe(approved ? 4 : 6);
    expect(await postingsOf(app(), player.walletId, 'withdrawal_refund')).toHaveLength(approved ? 0 : 1);
  });

  it('a small withdrawal of a player nobody flagged is paid without review', async () => {
    const player = await playerWithDeposit(app(), '100');
    const res = await withdraw(player.token, '50');
    expect(res.statusCode, res.body).toBe(200);
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({ status_id: 2 });
    await payoutsDue();
    expect((await history(app(), player.token, '?type=withdraw'))[0]).toMatchObject({ status_id: 4 });
  });

  it('flags a player whose stake factor is 0, whose identity check is pending or who is back from a break', async () => {
    const clock = operatorClock(app());
    const desk = await newSignedInOperator(app(), clock, 'payments');
    const player = await playerWithDeposit(app(), '100');
    const { db } = app().database;
    await sql`update users set kyc = 1 where id = ${BigInt(player.id)}`.execute(db);
    await db
      .insertInto('player_stake_factors')
      .values({ user_id: BigInt(player.id), factor_bp: 0, operator_id: BigInt(desk.id), updated_at: new Date() })
      .execute();
    await db
      .insertInto('rg_exclusions')
      .values({
        user_id: BigInt(player.id),
        kind: 'timeout',
        starts_at: new Date(Date.now() - 3 * 86_400_000),
        ends_at: new Date(Date.now() - 86_400_000),
      })
      .execute();
    expect((await withdraw(player.token, '10')).statusCode).toBe(200);
    const [held] = (await waitingOf(desk.token, player.id)).list;
    expect(held?.review.flags).toEqual(['identity_pending', 'responsible_gaming', 'stake_factor_zero']);
  });

  it('only an operator whose role manages payments decides', async () => {
    const clock = operatorClock(app());
    const trader = await newSignedInOperator(app(), clock, 'trader');
    const desk = await newSignedInOperator(app(), clock, 'payments');
    const player = await playerWithDeposit(app(), '500');
    expect((await withdraw(player.token, '300')).statusCode).toBe(200);
    const id = (await waitingOf(desk.token, player.id)).list[0]?.id as number;
    expect((await decide(trader.token, id, 'approve', 'not my call')).statusCode).toBe(403);
    expect((await adminCall(app(), 'GET', '/payments', { token: trader.token })).statusCode).toBe(403);
    expect((await adminCall(app(), 'POST', `/payments/${id}/approve`, { body: { reason: 'x' } })).statusCode).toBe(401);
    expect((await decide(desk.token, id, 'approve', 'no')).statusCode).toBe(422);
  });

  it('tells the provider what became of a withdrawal it never heard back about', async () => {
    const player = await playerWithDeposit(app(), '500');
    const res = await withdraw(player.token, '300');
    const paymentId = res.json().payload.payment_id as string;
    const ask = (body: object) => {
      const raw = JSON.stringify(body);
      const timestamp = Math.floor(Date.now() / 1000);
      return app().inject({
        method: 'POST',
        url: '/api/v1/payments/provider/withdrawals/status',
        headers: {
          'content-type': 'application/json',
          'x-payment-timestamp': String(timestamp),
          'x-payment-signature': signPayload(WEBHOOK_SECRET, timestamp, raw),
        },
        payload: raw,
      });
    };
    const known = await ask({ payment_id: paymentId });
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json().payload).toMatchObject({ review: true, transaction: { status_id: WAITING } });
    expect((await ask({ payment_id: 'cp_unknown' })).statusCode).toBe(404);
  });
});
