import type { AuditRecordView, OperatorView } from '@meridian/contract/operators';
import { describe, expect, it } from 'vitest';
import type { AdminCall } from './admin-client';
import { adminDataProvider } from './data-provider';

type Sent = { key: string; input: unknown };

/** A stand-in for the operator API: records what is sent and answers from the given handler. */
function fakeApi(answer: (key: string, input: Record<string, unknown>) => unknown) {
  const sent: Sent[] = [];
  const call = (async (key: string, input: Record<string, unknown> = {}) => {
    sent.push({ key, input });
    return answer(key, input);
  }) as unknown as AdminCall;
  return { call, sent };
}

const operator = (
  id: number,
  email: string,
  role: OperatorView['role'],
  status: OperatorView['status'] = 'active',
) => ({
  id,
  email,
  role,
  status,
  enrolled: true,
  created_at: '2026-11-01T10:00:00.000Z',
  last_sign_in_at: null,
});

const record = (id: number): AuditRecordView => ({
  id,
  operator_id: 1,
  operator_role: 'admin',
  ip: '127.0.0.1',
  action: 'operator.created',
  target: `operator:${id}`,
  before: null,
  after: { role: 'viewer' },
  reason: 'a reason',
  created_at: '2026-11-01T10:00:00.000Z',
  prev_hash: 'a',
  hash: 'b',
});

describe('the audit list', () => {
  // 120 records, newest first; the API pages by the id below which the next page starts.
  const all = Array.from({ length: 120 }, (_, i) => record(120 - i));
  const api = () =>
    fakeApi((_key, input) => {
      const { before_id, limit } = input.query as { before_id?: number; limit: number };
      return { list: all.filter((r) => before_id === undefined || r.id < before_id).slice(0, limit) };
    });

  it('asks for each next page below the last record of the one before, and knows the count on the last page', async () => {
    const { call, sent } = api();
    const provider = adminDataProvider(call);
    const params = { filter: { action: 'operator.created' }, sort: { field: 'id', order: 'DESC' as const } };
    const first = await provider.getList('audit', { ...params, pagination: { page: 1, perPage: 50 } });
    expect(first.data.map((r) => r.id).slice(0, 2)).toEqual([120, 119]);
    expect(first.data).toHaveLength(50);
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(first.total).toBeUndefined();

    const second = await provider.getList('audit', { ...params, pagination: { page: 2, perPage: 50 } });
    expect(second.data[0]?.id).toBe(70);
    const third = await provider.getList('audit', { ...params, pagination: { page: 3, perPage: 50 } });
    expect(third.data.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(third.pageInfo?.hasNextPage).toBe(false);
    expect(third.total).toBe(120);

    expect(sent.map((s) => (s.input as { query: Record<string, unknown> }).query)).toEqual([
      {
        operator_id: undefined,
        action: 'operator.created',
        from: undefined,
        to: undefined,
        before_id: undefined,
        limit: 51,
      },
      { operator_id: undefined, action: 'operator.created', from: undefined, to: undefined, before_id: 71, limit: 51 },
      { operator_id: undefined, action: 'operator.created', from: undefined, to: undefined, before_id: 21, limit: 51 },
    ]);
  });

  it('sends the dates as instants and the operator as a number', async () => {
    const { call, sent } = api();
    await adminDataProvider(call).getList('audit', {
      filter: { operator_id: '7', from: '2026-11-01T10:00', to: '2026-11-02T10:00' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
    });
    const query = (sent[0]?.input as { query?: Record<string, unknown> } | undefined)?.query;
    expect(query).toMatchObject({
      operator_id: 7,
      from: new Date('2026-11-01T10:00').toISOString(),
      to: new Date('2026-11-02T10:00').toISOString(),
    });
  });

  it('refuses a page it has no cursor for, instead of showing the first page as another', async () => {
    const { call } = api();
    await expect(
      adminDataProvider(call).getList('audit', {
        filter: {},
        pagination: { page: 3, perPage: 50 },
        sort: { field: 'id', order: 'DESC' },
      }),
    ).rejects.toThrow('in order');
  });
});

describe('operators', () => {
  const list = [
    operator(1, 'zoe@example.com', 'admin'),
    operator(2, 'adam@example.com', 'trader'),
    operator(3, 'mia@example.com', 'trader', 'blocked'),
  ];

  it('searches, filters, sorts and pages the list', async () => {
    const { call } = fakeApi(() => ({ list }));
    const provider = adminDataProvider(call);
    const traders = await provider.getList('operators', {
      filter: { role: 'trader' },
      sort: { field: 'email', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(traders.data.map((o) => o.email)).toEqual(['adam@example.com', 'mia@example.com']);
    expect(traders.total).toBe(2);
    const found = await provider.getList('operators', {
      filter: { q: 'ZOE' },
      sort: { field: 'email', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(found.data.map((o) => o.id)).toEqual([1]);
    const paged = await provider.getList('operators', {
      filter: {},
      sort: { field: 'email', order: 'DESC' },
      pagination: { page: 2, perPage: 2 },
    });
    expect(paged.data.map((o) => o.email)).toEqual(['adam@example.com']);
    expect(paged.total).toBe(3);
  });

  it('sends only what changed, with the reason typed for it', async () => {
    const { call, sent } = fakeApi(() => ({ ...list[1], status: 'blocked' }));
    await adminDataProvider(call).update('operators', {
      id: 2,
      data: { ...list[1], status: 'blocked', reason: 'left the company' },
      previousData: list[1],
    });
    expect(sent).toEqual([
      {
        key: 'PATCH /operators/{id}',
        input: { params: { id: 2 }, body: { role: undefined, status: 'blocked', reason: 'left the company' } },
      },
    ]);
  });

  it('answers a new operator with their one-time password, to be shown once', async () => {
    const { call, sent } = fakeApi(() => ({
      operator: operator(4, 'new@example.com', 'viewer'),
      one_time_password: 'x'.repeat(16),
    }));
    const created = await adminDataProvider(call).create('operators', {
      data: { email: 'new@example.com', role: 'viewer', reason: 'reads the reports' },
    });
    expect(created.data).toMatchObject({ id: 4, email: 'new@example.com', one_time_password: 'x'.repeat(16) });
    expect(sent[0]).toEqual({
      key: 'POST /operators',
      input: { body: { email: 'new@example.com', role: 'viewer', reason: 'reads the reports' } },
    });
  });

  it('never deletes an operator: blocking is the way', async () => {
    const { call, sent } = fakeApi(() => null);
    await expect(adminDataProvider(call).delete('operators', { id: 2, previousData: list[1] })).rejects.toThrow(
      'block',
    );
    expect(sent).toEqual([]);
  });
});

describe('events', () => {
  it('asks the trading desk’s list for the page, the source, the status and the search', async () => {
    const { call, sent } = fakeApi(() => ({ list: [], total: 0 }));
    const answer = await adminDataProvider(call).getList('events', {
      filter: { search: '  Ember ', source: 'live', status: 'live' },
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'start_time', order: 'ASC' },
    });
    expect(answer).toEqual({ data: [], total: 0 });
    expect(sent).toEqual([
      {
        key: 'GET /events',
        input: { query: { search: 'Ember', source: 'live', status: 'live', page: 3, per_page: 25 } },
      },
    ]);
  });

  it('asks for the sport and the league chosen, and for neither when the select was cleared', async () => {
    const { call, sent } = fakeApi(() => ({ list: [], total: 0 }));
    const provider = adminDataProvider(call);
    const page = { pagination: { page: 1, perPage: 50 }, sort: { field: 'start_time', order: 'ASC' as const } };
    await provider.getList('events', { ...page, filter: { sport_id: 2, tournament_id: '4107' } });
    await provider.getList('events', { ...page, filter: { sport_id: '', tournament_id: null } });
    expect(sent.map((s) => (s.input as { query: Record<string, unknown> }).query)).toEqual([
      { sport_id: 2, tournament_id: 4107, page: 1, per_page: 50 },
      { page: 1, per_page: 50 },
    ]);
  });
});

describe('players', () => {
  it('asks the players’ list for the page and the search, and opens a player by id', async () => {
    const { call, sent } = fakeApi((key) => (key === 'GET /players' ? { list: [], total: 0 } : { id: 7 }));
    const provider = adminDataProvider(call);
    const answer = await provider.getList('players', {
      filter: { search: ' ada@example ' },
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(answer).toEqual({ data: [], total: 0 });
    expect((await provider.getOne('players', { id: '7' })).data).toEqual({ id: 7 });
    expect(sent).toEqual([
      { key: 'GET /players', input: { query: { search: 'ada@example', page: 2, per_page: 50 } } },
      { key: 'GET /players/{id}', input: { params: { id: 7 } } },
    ]);
  });
});

describe('payments', () => {
  const payment = (id: number) => ({
    id,
    player_id: 7,
    wallet_id: 70,
    type: 'withdrawal',
    status: 'waiting',
    status_reason: null,
    amount: 250000,
    currency: 'EUR',
    scale: 2,
    provider: 'cashier',
    provider_payment_id: `p-${id}`,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    review: {
      status: 'waiting',
      flags: ['amount_over_threshold'],
      decided_by: null,
      decision_reason: null,
      decided_at: null,
    },
  });
  const page = { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'DESC' as const } };
  const api = () =>
    fakeApi((key) =>
      key === 'GET /payout-limits'
        ? {
            list: [
              { currency_id: 1, currency_code: 'EUR', scale: 2, amount: null, updated_at: null },
              { currency_id: 2, currency_code: 'BTC', scale: 8, amount: null, updated_at: null },
            ],
          }
        : key === 'GET /payments'
          ? { list: [payment(12), payment(11)], total: 40 }
          : payment(12),
    );
  const queries = (sent: Sent[]) =>
    sent.filter((s) => s.key === 'GET /payments').map((s) => (s.input as { query: Record<string, unknown> }).query);

  it('asks for the withdrawals waiting for review by default and answers the rows with their ids', async () => {
    const { call, sent } = api();
    const answer = await adminDataProvider(call).getList('payments', { ...page, filter: { review: 'waiting' } });
    expect(answer.total).toBe(40);
    expect(answer.data.map((p) => p.id)).toEqual([12, 11]);
    expect(queries(sent)).toEqual([
      {
        player_id: undefined,
        type: undefined,
        status: undefined,
        review: 'waiting',
        currency: undefined,
        amount_min: undefined,
        amount_max: undefined,
        from: undefined,
        to: undefined,
        page: 2,
        per_page: 25,
      },
    ]);
  });

  it('sends the type, status, player, currency and dates chosen, and nothing it does not know', async () => {
    const { call, sent } = api();
    const provider = adminDataProvider(call);
    await provider.getList('payments', {
      ...page,
      filter: {
        player_id: ' 7 ',
        type: 'withdrawal',
        status: 'succeeded',
        review: 'approved',
        currency: ' eur',
        from: '2026-11-01T10:00',
        to: '2026-11-02T10:00',
      },
    });
    await provider.getList('payments', {
      ...page,
      filter: { player_id: 'abc', type: 'refund', status: 'refused', review: '', currency: 'EU' },
    });
    const [chosen, unknown] = queries(sent);
    expect(chosen).toMatchObject({
      player_id: 7,
      type: 'withdrawal',
      status: 'succeeded',
      review: 'approved',
      currency: 'EUR',
      from: new Date('2026-11-01T10:00').toISOString(),
      to: new Date('2026-11-02T10:00').toISOString(),
    });
    expect(Object.values(unknown ?? {}).filter((v) => v !== undefined)).toEqual([2, 25]);
  });

  it('takes the amounts in the currency’s units and sends its minor units, 2 decimals when unknown', async () => {
    const { call, sent } = api();
    const provider = adminDataProvider(call);
    await provider.getList('payments', { ...page, filter: { currency: 'BTC', amount_min: '0.5', amount_max: '1' } });
    await provider.getList('payments', { ...page, filter: { amount_min: '12,5', amount_max: 'lots' } });
    await provider.getList('payments', { ...page, filter: { currency: 'XYZ', amount_min: '3' } });
    expect(queries(sent).map((q) => [q.amount_min, q.amount_max])).toEqual([
      [50_000_000, 100_000_000],
      [1250, undefined],
      [300, undefined],
    ]);
    // The currencies' decimals are asked once.
    expect(sent.filter((s) => s.key === 'GET /payout-limits')).toHaveLength(1);
  });

  it('opens one payment by id', async () => {
    const { call, sent } = api();
    expect((await adminDataProvider(call).getOne('payments', { id: '12' })).data.id).toBe(12);
    expect(sent).toEqual([{ key: 'GET /payments/{id}', input: { params: { id: 12 } } }]);
  });
});
