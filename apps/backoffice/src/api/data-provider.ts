import type { AdjustmentStatus } from '@meridian/contract/adjustments';
import { REVIEW_STATUSES } from '@meridian/contract/operator-payments';
import { transactionStatusNames } from '@meridian/contract/payments';
import type { BET_STATUS_NAMES } from '@meridian/contract/players';

type BetStatusName = (typeof BET_STATUS_NAMES)[number];

import type { AuditRecordView, OperatorView } from '@meridian/contract/operators';
import type { EVENT_STATUSES } from '@meridian/contract/trading';
import type {
  CreateParams,
  DataProvider,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { AdminApiError, type AdminCall, callAdmin } from './admin-client';

type EventStatus = (typeof EVENT_STATUSES)[number];

/** An operator as the back office lists it; `one_time_password` only in the answer of a create, shown once. */
export type OperatorRecord = OperatorView & { one_time_password?: string };

const unsupported = (what: string) => () =>
  Promise.reject(new AdminApiError(405, 'NotSupported', `The back office cannot ${what} here.`));

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** Filters, sorts and pages a whole list the API answers at once (operators are a few dozen at most). */
function pageOf<T extends RaRecord>(rows: T[], params: GetListParams): GetListResult<T> {
  const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  const search = typeof q === 'string' ? q.trim().toLowerCase() : '';
  const kept = rows.filter(
    (row) =>
      (!search || Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(search))) &&
      Object.entries(filter).every(([field, value]) => value === undefined || value === '' || row[field] === value),
  );
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const sorted = [...kept].sort((a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1));
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

/** The audit is paged by the id below which the next page starts (newest first): page → its cursor, per filter. */
class AuditCursors {
  #byFilter = new Map<string, Map<number, number>>();

  cursor(filter: string, page: number): number | undefined {
    if (page <= 1) return undefined;
    const cursor = this.#byFilter.get(filter)?.get(page);
    if (cursor === undefined) throw new AdminApiError(400, 'PageUnknown', 'Open the pages of the audit in order.');
    return cursor;
  }

  remember(filter: string, page: number, lastId: number): void {
    const pages = this.#byFilter.get(filter) ?? new Map<number, number>();
    pages.set(page + 1, lastId);
    this.#byFilter.set(filter, pages);
  }
}

const wholeOrUndefined = (value: unknown): number | undefined =>
  (typeof value === 'number' || typeof value === 'string') && /^\d{1,10}$/.test(String(value).trim())
    ? Number(value)
    : undefined;

const isoOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? new Date(value).toISOString() : undefined;

/** One of `names` as typed in a filter, or undefined for anything else. */
const oneOf = <T extends string>(names: readonly T[], value: unknown): T | undefined =>
  names.find((name) => name === value);

const PAYMENT_TYPES = ['deposit', 'withdrawal'] as const;

/** A decimal amount typed in major units ("12.5") as the minor units of a currency of `scale` decimals, rounded down. */
export function minorOfTyped(value: unknown, scale: number): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const match = /^(\d{1,15})(?:[.,](\d*))?$/.exec(String(value).trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  return Number(`${whole}${fraction.slice(0, scale).padEnd(scale, '0')}`);
}

/** react-admin's data provider over the operator API: one resource per area of the back office. */
export function adminDataProvider(call: AdminCall = callAdmin): DataProvider {
  const cursors = new AuditCursors();

  async function operators(): Promise<OperatorRecord[]> {
    return (await call('GET /operators')).list;
  }
  async function operatorById(id: unknown): Promise<OperatorRecord> {
    const found = (await operators()).find((o) => String(o.id) === String(id));
    if (!found) throw new AdminApiError(404, 'NotFound', 'No such operator.');
    return found;
  }

  async function auditPage(params: GetListParams): Promise<GetListResult<AuditRecordView>> {
    const { operator_id, action, from, to } = (params.filter ?? {}) as Record<string, unknown>;
    const query = {
      operator_id: operator_id ? Number(operator_id) : undefined,
      action: typeof action === 'string' && action.trim() ? action.trim() : undefined,
      from: isoOrUndefined(from),
      to: isoOrUndefined(to),
    };
    const key = JSON.stringify(query);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
    // One more than the page holds says whether another page follows.
    const { list } = await call('GET /audit', {
      query: { ...query, before_id: cursors.cursor(key, page), limit: Math.min(perPage + 1, 200) },
    });
    const data = list.slice(0, perPage);
    const last = data.at(-1);
    if (last) cursors.remember(key, page, last.id);
    const hasNextPage = list.length > perPage;
    // On the last page the whole count is known.
    const total = hasNextPage ? undefined : (page - 1) * perPage + data.length;
    return { data, total, pageInfo: { hasNextPage, hasPreviousPage: page > 1 } };
  }

  async function eventsPage(params: GetListParams) {
    const { search, source, status, sport_id, tournament_id } = (params.filter ?? {}) as Record<
      string,
      string | number | undefined
    >;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
    const { list, total } = await call('GET /events', {
      query: {
        search: typeof search === 'string' ? search.trim() || undefined : undefined,
        source: source as 'line' | 'live' | undefined,
        // The sport's and the league's selects give ids; the league (tournament) filters within the sport.
        sport_id: wholeOrUndefined(sport_id),
        tournament_id: wholeOrUndefined(tournament_id),
        status: status as EventStatus | undefined,
        page,
        per_page: Math.min(perPage, 200),
      },
    });
    return { data: list, total };
  }

  async function playersPage(params: GetListParams) {
    const { search } = (params.filter ?? {}) as Record<string, string | undefined>;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
    const { list, total } = await call('GET /players', {
      query: { search: search?.trim() || undefined, page, per_page: Math.min(perPage, 200) },
    });
    return { data: list, total };
  }

  async function adjustmentsPage(params: GetListParams) {
    const { status, player_id } = (params.filter ?? {}) as Record<string, string | undefined>;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
    const { list, total } = await call('GET /adjustments', {
      query: {
        status: status ? (status as AdjustmentStatus) : undefined,
        player_id: player_id && /^\d+$/.test(player_id.trim()) ? Number(player_id) : undefined,
        page,
        per_page: Math.min(perPage, 200),
      },
    });
    return { data: list, total };
  }

  /** Each currency's decimals (the trading desk's payout limits list every currency), asked once. */
  let scales: Promise<Map<string, number>> | null = null;
  async function scaleOf(currency: string | undefined): Promise<number> {
    if (!currency) return 2;
    scales ??= call('GET /payout-limits')
      .then(({ list }) => new Map(list.map((c) => [c.currency_code.toUpperCase(), c.scale])))
      .catch(() => {
        scales = null;
        return new Map<string, number>();
      });
    return (await scales).get(currency) ?? 2;
  }

  /**
   * Deposits and withdrawals. The amounts are typed in the currency's units and sent in its minor
   * units: the chosen currency's decimals, 2 when no currency is chosen or it is unknown.
   */
  async function paymentsPage(params: GetListParams) {
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    // A code is sent once it is whole (3 to 10 letters or digits), not while it is being typed.
    const code = text(filter.currency).toUpperCase();
    const currency = /^[A-Z0-9]{3,10}$/.test(code) ? code : undefined;
    const amounts = filter.amount_min !== undefined || filter.amount_max !== undefined;
    const scale = amounts ? await scaleOf(currency) : 2;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
    const { list, total } = await call('GET /payments', {
      query: {
        player_id: wholeOrUndefined(filter.player_id) || undefined,
        type: oneOf(PAYMENT_TYPES, filter.type),
        status: oneOf(transactionStatusNames, filter.status),
        review: oneOf(REVIEW_STATUSES, filter.review),
        currency,
        amount_min: minorOfTyped(filter.amount_min, scale),
        amount_max: minorOfTyped(filter.amount_max, scale),
        from: isoOrUndefined(filter.from),
        to: isoOrUndefined(filter.to),
        page,
        per_page: Math.min(perPage, 200),
      },
    });
    return { data: list, total };
  }

  async function betsPage(params: GetListParams) {
    const filter = (params.filter ?? {}) as Record<string, string | number | undefined>;
    const whole = (value: string | number | undefined) =>
      value !== undefined && /^\d+$/.test(String(value).trim()) ? Number(value) : undefined;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
    const { list, total } = await call('GET /bets', {
      query: {
        player_id: whole(filter.player_id),
        event_id: whole(filter.event_id),
        status: filter.status ? (filter.status as BetStatusName) : undefined,
        type: whole(filter.type),
        stake_min: whole(filter.stake_min),
        stake_max: whole(filter.stake_max),
        page,
        per_page: Math.min(perPage, 200),
      },
    });
    return { data: list, total };
  }

  // react-admin types each method by the record the caller names; these answer the contract's records.
  const provider = {
    async getList(resource: string, params: GetListParams) {
      if (resource === 'operators') return pageOf(await operators(), params);
      if (resource === 'events') return eventsPage(params);
      if (resource === 'players') return playersPage(params);
      if (resource === 'audit') return auditPage(params);
      if (resource === 'adjustments') return adjustmentsPage(params);
      if (resource === 'payments') return paymentsPage(params);
      if (resource === 'bets') return betsPage(params);
      throw new AdminApiError(404, 'NotFound', `No list called ${resource}.`);
    },
    async getOne(resource: string, params: GetOneParams) {
      if (resource === 'operators') return { data: await operatorById(params.id) };
      if (resource === 'events') return { data: await call('GET /events/{id}', { params: { id: Number(params.id) } }) };
      if (resource === 'players')
        return { data: await call('GET /players/{id}', { params: { id: Number(params.id) } }) };
      if (resource === 'payments')
        return { data: await call('GET /payments/{id}', { params: { id: Number(params.id) } }) };
      if (resource === 'bets') {
        const bet = await call('GET /bets/{id}', { params: { id: Number(params.id) } });
        return { data: { ...bet, id: bet.summary.id } };
      }
      throw new AdminApiError(404, 'NotFound', `No record of ${resource} to open.`);
    },
    async getMany(resource: string, params: GetManyParams) {
      if (resource !== 'operators') throw new AdminApiError(404, 'NotFound', `No records of ${resource}.`);
      const wanted = new Set(params.ids.map(String));
      return { data: (await operators()).filter((o) => wanted.has(String(o.id))) };
    },
    getManyReference: unsupported('list references'),
    async create(resource: string, params: CreateParams) {
      if (resource !== 'operators')
        throw new AdminApiError(405, 'NotSupported', `Nothing of ${resource} is created here.`);
      const { email, role, reason } = params.data as { email: string; role: OperatorView['role']; reason: string };
      const created = await call('POST /operators', { body: { email, role, reason } });
      return { data: { ...created.operator, one_time_password: created.one_time_password } };
    },
    async update(resource: string, params: UpdateParams) {
      if (resource !== 'operators')
        throw new AdminApiError(405, 'NotSupported', `Nothing of ${resource} is changed here.`);
      const next = params.data as Partial<OperatorView> & { reason?: string };
      const before = params.previousData as OperatorView;
      // Only what changed is sent, with the reason typed for it.
      const body = {
        role: next.role !== before.role ? next.role : undefined,
        status: next.status !== before.status ? next.status : undefined,
        reason: next.reason ?? '',
      };
      const data = await call('PATCH /operators/{id}', { params: { id: Number(params.id) }, body });
      return { data };
    },
    updateMany: unsupported('change many records at once'),
    delete: unsupported('delete records: block the operator instead'),
    deleteMany: unsupported('delete records'),
  };
  return provider as DataProvider;
}
