import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateProvider } from '../shared/migrations.js';
import { type SignedRequest, signedHeaders } from '../shared/signed-client.js';
import type { SqlRunner } from '../shared/sql.js';
import { openStudioDatabase, type StudioDatabase } from '../shared/studio-database.js';
import { CASHIER_MIGRATIONS } from './cashier.migrations.js';
import { PlatformClient, type PlatformTransport } from './cashier.platform-client.js';
import { cashierPlugin } from './cashier.plugin.js';
import { CashierService, CONFIRM_AFTER_S } from './cashier.service.js';
import { CashierStore } from './cashier.store.js';

const SECRET = 'payout-test-secret-of-at-least-32-characters';
const BASE = '/providers/cashier';
const BANK_DELAY_S = 30;
const CARD = { method: 'card', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'A Player' };
const DECLINED_CARD = { ...CARD, card_number: '4000 0000 0000 0002' };
const ok = (payload: unknown) => ({ status: 200, body: JSON.stringify({ payload, errors: null, message: '' }) });
const fail = (status: number, message: string) => ({ status, body: JSON.stringify({ payload: null, message }) });
const transaction = (statusId: number) => ({
  id: 1,
  type: 'withdrawal',
  status_id: statusId,
  status_reason: statusId === 5 ? 'Rejected by the operator' : null,
  amount: 1_000,
  currency_id: 1,
  created_at: 0,
});

/** The platform as the cashier sees it: answers set by each test, every report it was sent. */
class FakePlatform {
  review = false;
  /** The reservation's answer: taken (with `review`), or the platform down. */
  reserve: 'ok' | 'down' = 'ok';
  /** The answer to `withdrawals/status`. */
  status: { review: boolean; statusId: number } | 'unknown' | 'down' | 'throws' = 'unknown';
  readonly reports: Record<string, unknown>[] = [];
  readonly statusAsked: SignedRequest[] = [];

  readonly transport: PlatformTransport = async (request) => {
    const path = request.path.replace('/api/v1', '');
    if (path === '/payments/provider/session') {
      return ok({ user_id: 7, account_id: 70, currency_id: 1, currency_code: 'EUR', scale: 2, balance: 100_000 });
    }
    if (path === '/payments/provider/deposits') return ok({ transaction: transaction(1), balance: 0, review: false });
    if (path === '/payments/provider/withdrawals') {
      if (this.reserve === 'down') return fail(503, 'down');
      return ok({ transaction: transaction(this.review ? 3 : 2), balance: 0, review: this.review });
    }
    if (path === '/payments/provider/withdrawals/status') {
      this.statusAsked.push(request);
      if (this.status === 'throws') throw new Error('connect ECONNREFUSED');
      if (this.status === 'down') return fail(503, 'down');
      if (this.status === 'unknown') return fail(404, 'Payment not found');
      return ok({ transaction: transaction(this.status.statusId), review: this.status.review });
    }
    if (path === '/payments/webhook') {
      this.reports.push(JSON.parse(request.body ?? '{}'));
      return { status: 204, body: '' };
    }
    return fail(404, `no route ${path}`);
  };

  /** The statuses reported for a payment, in order, and their reasons. */
  reportsOf(paymentId: string): { status: unknown; reason: unknown }[] {
    return this.reports.filter((r) => r.payment_id === paymentId).map((r) => ({ status: r.status, reason: r.reason }));
  }
}

let database: StudioDatabase;
let schemaCount = 0;

// PGlite in memory: the cashier's own SQL, row locks and outbox, without a server. Compiling it takes
// seconds on a busy machine, more than a hook's default allowance.
beforeAll(async () => {
  database = await openStudioDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('withdrawals held for the operator’s review', () => {
  let clock: number;
  let platform: FakePlatform;
  let store: CashierStore;
  let cashier: CashierService;
  let app: FastifyInstance;
  let sql: SqlRunner;
  let schema: string;

  beforeEach(async () => {
    clock = Date.UTC(2030, 0, 1, 12);
    platform = new FakePlatform();
    sql = database.sql;
    schema = `cashier_t${++schemaCount}`;
    await migrateProvider(sql, schema, CASHIER_MIGRATIONS);
    store = new CashierStore(sql, schema);
    const now = () => new Date(clock);
    cashier = new CashierService(store, new PlatformClient(platform.transport, SECRET, () => clock), {
      bankDelayS: BANK_DELAY_S,
      now,
    });
    app = Fastify();
    await app.register(cashierPlugin, { cashier, base: BASE, prefix: BASE, secret: SECRET, nowMs: () => clock });
    return () => app.close();
  });

  const withdraw = async (card = CARD) => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/api/payments`,
      payload: { token: 'tok', mode: 'withdrawal', amount: '10', lang: 'en', ...card },
    });
    return { status: res.statusCode, payload: res.json().payload as { payment_id: string; [k: string]: unknown } };
  };
  const heldWithdrawal = async () => {
    platform.review = true;
    const { payload } = await withdraw();
    return payload.payment_id;
  };
  /** The platform's signed payout call; `at` its timestamp (ms), `signature` to spoil it. */
  const payout = async (
    id: string,
    action: 'release' | 'cancel',
    body: unknown = action === 'release' ? {} : { reason: 'Source of funds unclear' },
    options: { at?: number; secret?: string; headers?: Record<string, string> } = {},
  ) => {
    // The signed body names the payout, as the platform's does (unless a test names it itself).
    const raw = typeof body === 'string' ? body : JSON.stringify({ payment_id: id, ...(body as object) });
    const headers = options.headers ?? {
      ...signedHeaders(options.secret ?? SECRET, raw, options.at ?? clock, {
        timestamp: 'x-payment-timestamp',
        signature: 'x-payment-signature',
      }),
      'content-type': 'application/json',
    };
    const res = await app.inject({ method: 'POST', url: `${BASE}/api/payouts/${id}/${action}`, headers, payload: raw });
    return { status: res.statusCode, json: res.json() as { payload: unknown; code: string; message: string } };
  };
  const statusOf = async (id: string) => {
    const payment = await store.findPayment(id);
    return { status: payment?.status, dueAt: payment?.dueAt ?? null, reason: payment?.reason ?? null };
  };
  const at = (seconds: number) => new Date(clock + seconds * 1000);

  it('pays a withdrawal the platform does not review as before: sent, reported, paid at its due time', async () => {
    const { status, payload } = await withdraw();
    expect(status).toBe(200);
    expect(payload).toMatchObject({ step: 'done', result: 'waiting', redirect: '/payments/withdraw/waiting' });
    expect(await statusOf(payload.payment_id)).toMatchObject({ status: 'sent', dueAt: at(BANK_DELAY_S) });
    expect(platform.reportsOf(payload.payment_id)).toEqual([{ status: 'sent', reason: null }]);
    await cashier.tick(at(BANK_DELAY_S));
    expect(platform.reportsOf(payload.payment_id).map((r) => r.status)).toEqual(['sent', 'succeeded']);
    expect(platform.statusAsked).toHaveLength(0);
  });

  it('holds a withdrawal under review: waiting on the page, nothing reported, never paid by the schedule', async () => {
    platform.review = true;
    const { status, payload } = await withdraw();
    expect(status).toBe(200);
    expect(payload).toEqual({
      step: 'done',
      payment_id: payload.payment_id,
      result: 'waiting',
      redirect: '/payments/withdraw/waiting',
    });
    expect(await statusOf(payload.payment_id)).toEqual({ status: 'held', dueAt: null, reason: null });
    expect(await cashier.tick(at(BANK_DELAY_S * 100))).toBeNull();
    expect(await statusOf(payload.payment_id)).toMatchObject({ status: 'held', dueAt: null });
    expect(platform.reports).toEqual([]);
    expect(platform.statusAsked).toHaveLength(0);
  });

  it('pays a released payout: one sent report, then paid at its due time; releasing again changes nothing', async () => {
    const id = await heldWithdrawal();
    clock += 3_600_000;
    const due: Date[] = [];
    cashier.workDue.listen((when) => due.push(when));

    const first = await payout(id, 'release');
    expect(first).toMatchObject({ status: 200, json: { payload: { payment_id: id, status: 'sent' }, code: 'OK' } });
    expect(await payout(id, 'release')).toEqual(first);
    expect(platform.reportsOf(id)).toEqual([{ status: 'sent', reason: null }]);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', dueAt: at(BANK_DELAY_S) });
    expect(due).toContainEqual(at(BANK_DELAY_S));

    await cashier.tick(at(BANK_DELAY_S - 1));
    expect((await statusOf(id)).status).toBe('sent');
    await cashier.tick(at(BANK_DELAY_S));
    expect(await statusOf(id)).toMatchObject({ status: 'succeeded', dueAt: null });
    expect(platform.reportsOf(id).map((r) => r.status)).toEqual(['sent', 'succeeded']);

    expect(await payout(id, 'release')).toMatchObject({ status: 200, json: { payload: { status: 'succeeded' } } });
    expect(await payout(id, 'cancel')).toMatchObject({ status: 409, json: { code: 'Conflict' } });
    expect(platform.reportsOf(id)).toHaveLength(2);
  });

  it('cancels a held payout with the operator’s reason, once; a canceled one is not released', async () => {
    const id = await heldWithdrawal();
    const first = await payout(id, 'cancel', { reason: '  Source of funds unclear  ' });
    expect(first).toMatchObject({ status: 200, json: { payload: { payment_id: id, status: 'canceled' } } });
    expect(await payout(id, 'cancel', { reason: 'Another reason' })).toEqual(first);
    expect(platform.reportsOf(id)).toEqual([{ status: 'canceled', reason: 'Source of funds unclear' }]);
    expect(await statusOf(id)).toEqual({ status: 'canceled', dueAt: null, reason: 'Source of funds unclear' });

    expect(await payout(id, 'release')).toMatchObject({ status: 409, json: { payload: null, code: 'Conflict' } });
    await cashier.tick(at(BANK_DELAY_S * 10));
    expect(platform.reportsOf(id)).toHaveLength(1);
  });

  it('does not cancel a payout already sent; releasing it answers its status', async () => {
    const { payload } = await withdraw();
    expect(await payout(payload.payment_id, 'cancel')).toMatchObject({ status: 409, json: { code: 'Conflict' } });
    expect(await payout(payload.payment_id, 'release')).toMatchObject({
      status: 200,
      json: { payload: { payment_id: payload.payment_id, status: 'sent' } },
    });
    expect(platform.reportsOf(payload.payment_id)).toEqual([{ status: 'sent', reason: null }]);
    // A payout the bank rejected stays canceled: cancelling it again answers so.
    const declined = (await withdraw(DECLINED_CARD)).payload.payment_id;
    await cashier.tick(at(BANK_DELAY_S));
    expect(await payout(declined, 'cancel')).toMatchObject({ status: 200, json: { payload: { status: 'canceled' } } });
    expect(platform.reportsOf(declined).map((r) => r.status)).toEqual(['sent', 'canceled']);
  });

  it('refuses calls not signed by the platform, or signed too long ago', async () => {
    const id = await heldWithdrawal();
    const unsigned = await payout(id, 'release', {}, { headers: { 'content-type': 'application/json' } });
    expect(unsigned).toMatchObject({ status: 401, json: { payload: null, code: 'Unauthorized' } });
    expect((await payout(id, 'release', {}, { secret: 'another-secret-of-at-least-32-characters' })).status).toBe(401);
    expect((await payout(id, 'release', {}, { at: clock - 301_000 })).status).toBe(401);
    expect((await payout(id, 'cancel', { reason: 'x' }, { at: clock + 301_000 })).status).toBe(401);
    // Signed over other bytes than those sent.
    const headers = {
      ...signedHeaders(SECRET, '{"reason":"a"}', clock, {
        timestamp: 'x-payment-timestamp',
        signature: 'x-payment-signature',
      }),
    };
    expect((await payout(id, 'cancel', { reason: 'b' }, { headers })).status).toBe(401);
    expect((await payout(id, 'release', {}, { at: clock - 299_000 })).status).toBe(200);
    expect(platform.reportsOf(id)).toEqual([{ status: 'sent', reason: null }]);
  });

  it('refuses a signature made for another payout: a release cannot be replayed against a second one', async () => {
    const first = await heldWithdrawal();
    const second = await heldWithdrawal();
    expect((await payout(second, 'release', { payment_id: first })).status).toBe(401);
    expect((await payout(second, 'cancel', { payment_id: first, reason: 'replayed' })).status).toBe(401);
    expect((await payout(second, 'release', '{}')).status).toBe(401);
    expect((await statusOf(second)).status).toBe('held');
    expect(platform.reportsOf(second)).toEqual([]);
    expect((await payout(first, 'release')).status).toBe(200);
  });

  it('answers 404 for an unknown payout or a deposit, and 422 for a cancel without a good reason', async () => {
    expect(await payout('cp_unknown', 'release')).toMatchObject({ status: 404, json: { code: 'NotFound' } });
    expect((await payout('cp_unknown', 'cancel')).status).toBe(404);
    const deposit = await app.inject({
      method: 'POST',
      url: `${BASE}/api/payments`,
      payload: { token: 'tok', mode: 'deposit', amount: '10', lang: 'en', ...CARD },
    });
    const depositId = deposit.json().payload.payment_id as string;
    expect((await payout(depositId, 'release')).status).toBe(404);
    expect((await payout(depositId, 'cancel')).status).toBe(404);

    const id = await heldWithdrawal();
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(201) },
      { reason: 5 },
      'not json',
    ]) {
      expect(await payout(id, 'cancel', body)).toMatchObject({ status: 422, json: { code: 'ValidationError' } });
    }
    expect((await statusOf(id)).status).toBe('held');
    expect(await payout(id, 'cancel', { reason: 'x'.repeat(200) })).toMatchObject({ status: 200 });
  });

  it('decides two calls at once on one held payout one after the other: one wins, one report', async () => {
    for (const order of [
      ['release', 'cancel'],
      ['cancel', 'release'],
    ] as const) {
      const id = await heldWithdrawal();
      const answers = await Promise.all(order.map((action) => payout(id, action)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const won = answers.find((a) => a.status === 200)?.json.payload as { status: string };
      expect(platform.reportsOf(id).map((r) => r.status)).toEqual([won.status]);
      expect((await statusOf(id)).status).toBe(won.status);
    }
  });

  describe('a withdrawal whose reservation answer was never stored', () => {
    /** The platform reserved it but its answer was lost: the page's call failed, the payment is pending. */
    const lostAnswer = async () => {
      platform.reserve = 'down';
      const res = await app.inject({
        method: 'POST',
        url: `${BASE}/api/payments`,
        payload: { token: 'tok', mode: 'withdrawal', amount: '10', lang: 'en', ...CARD },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      platform.reserve = 'ok';
      const rows = await sql.query<{ id: string }>(
        `select id from ${schema}.cashier_payments where status = 'pending' order by created_at desc limit 1`,
      );
      const id = rows[0]?.id as string;
      expect(await statusOf(id)).toMatchObject({ status: 'pending', dueAt: at(CONFIRM_AFTER_S) });
      return id;
    };

    it('is not asked about before the call that reserved it could have ended', async () => {
      const id = await lostAnswer();
      await cashier.tick(at(CONFIRM_AFTER_S - 1));
      expect(platform.statusAsked).toHaveLength(0);
      expect((await statusOf(id)).status).toBe('pending');
    });

    it('is held when the platform says it waits for review', async () => {
      const id = await lostAnswer();
      platform.status = { review: true, statusId: 3 };
      await cashier.tick(at(CONFIRM_AFTER_S));
      expect(platform.statusAsked).toHaveLength(1);
      const asked = platform.statusAsked[0] as SignedRequest;
      expect(asked).toMatchObject({ method: 'POST', path: '/api/v1/payments/provider/withdrawals/status' });
      expect(JSON.parse(asked.body ?? '')).toEqual({ payment_id: id });
      expect(asked.headers['x-payment-token']).toBeUndefined();
      expect(asked.headers['x-payment-signature']).toMatch(/^[0-9a-f]{64}$/);
      expect(await statusOf(id)).toEqual({ status: 'held', dueAt: null, reason: null });
      expect(platform.reports).toEqual([]);
      // Then released like any held payout.
      expect(await payout(id, 'release')).toMatchObject({ status: 200, json: { payload: { status: 'sent' } } });
    });

    it('is refused when the platform does not know it, with nothing reported', async () => {
      const id = await lostAnswer();
      platform.status = 'unknown';
      await cashier.tick(at(CONFIRM_AFTER_S));
      expect(await statusOf(id)).toMatchObject({ status: 'refused', dueAt: null });
      expect(platform.reports).toEqual([]);
      expect((await payout(id, 'release')).status).toBe(409);
    });

    it('is canceled, unreported, when the platform already canceled or refunded it', async () => {
      const id = await lostAnswer();
      platform.status = { review: false, statusId: 5 };
      await cashier.tick(at(CONFIRM_AFTER_S));
      expect(await statusOf(id)).toEqual({ status: 'canceled', dueAt: null, reason: 'Rejected by the operator' });
      expect(platform.reports).toEqual([]);
    });

    it('is sent, reported, and paid after the bank’s delay from then when the platform holds it unreviewed', async () => {
      const id = await lostAnswer();
      platform.status = { review: false, statusId: 2 };
      const confirmedAt = at(CONFIRM_AFTER_S);
      await cashier.tick(confirmedAt);
      const payAt = new Date(confirmedAt.getTime() + BANK_DELAY_S * 1000);
      expect(await statusOf(id)).toMatchObject({ status: 'sent', dueAt: payAt });
      expect(platform.reportsOf(id)).toEqual([{ status: 'sent', reason: null }]);
      await cashier.tick(new Date(payAt.getTime() - 1_000));
      expect((await statusOf(id)).status).toBe('sent');
      await cashier.tick(payAt);
      expect(platform.reportsOf(id).map((r) => r.status)).toEqual(['sent', 'succeeded']);
      expect(platform.statusAsked).toHaveLength(1);
    });

    it('stays pending, due again in a minute, while the platform cannot be reached', async () => {
      const id = await lostAnswer();
      const due: Date[] = [];
      cashier.workDue.listen((when) => due.push(when));
      for (const down of ['down', 'throws'] as const) {
        platform.status = down;
        const now = at(CONFIRM_AFTER_S * (down === 'down' ? 1 : 2));
        const next = await cashier.tick(now);
        const again = new Date(now.getTime() + CONFIRM_AFTER_S * 1000);
        expect(await statusOf(id)).toMatchObject({ status: 'pending', dueAt: again });
        expect(next).toEqual(again);
        expect(due).toContainEqual(again);
      }
      expect(platform.statusAsked).toHaveLength(2);
      expect(platform.reports).toEqual([]);
      platform.status = { review: true, statusId: 3 };
      await cashier.tick(at(CONFIRM_AFTER_S * 3));
      expect((await statusOf(id)).status).toBe('held');
    });

    it('is decided by the platform’s payout call when that comes first', async () => {
      const id = await lostAnswer();
      expect(await payout(id, 'cancel', { reason: 'Rejected' })).toMatchObject({
        status: 200,
        json: { payload: { status: 'canceled' } },
      });
      expect(platform.reportsOf(id)).toEqual([{ status: 'canceled', reason: 'Rejected' }]);
      await cashier.tick(at(CONFIRM_AFTER_S));
      expect(platform.statusAsked).toHaveLength(0);
    });
  });
});
