import {
  noFigures,
  type Report,
  type ReportFigures,
  type ReportQuery,
  type ReportRow,
} from '@meridian/contract/reports';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';

const DAY_MS = 86_400_000;

type Figures = Omit<ReportRow, 'day'>;

/** One group of ledger entries on a house account: a day, a currency, an account, a kind of transaction. */
interface Flow {
  day: string;
  currency_id: number;
  account: string;
  kind: string;
  live: boolean;
  amount: string | bigint;
  transactions: string | bigint;
}

/**
 * The back office's reports (contract `reports.ts`): each UTC day's money per currency, summed from the
 * entries on the house's accounts, so a report says what the ledger says. Sports is the betting account;
 * casino and live casino the casino account, told apart by the provider each wallet call names.
 */
export class ReportsService {
  constructor(
    private readonly db: Database,
    private readonly dictionaries: Pick<DictionariesService, 'currency'>,
  ) {}

  async daily(query: ReportQuery): Promise<Report> {
    const start = new Date(`${query.from}T00:00:00Z`);
    const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
    const [flows, active, joined] = await Promise.all([
      this.#flows(start, end),
      this.#perDay(
        sql`select (t.created_at at time zone 'UTC')::date::text as day, count(distinct w.user_id) as players
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join wallets w on w.id = (select a.wallet_id from ledger_accounts a where a.id = e.account_id)
          where t.created_at >= ${start} and t.created_at < ${end} and t.kind in ('bet_stake', 'casino_bet')
          group by 1`,
      ),
      this.#perDay(
        sql`select (created_at at time zone 'UTC')::date::text as day, count(*) as players from users
          where created_at >= ${start} and created_at < ${end} group by 1`,
      ),
    ]);

    const rows = new Map<string, ReportRow>();
    const totals = new Map<number, Figures>();
    for (const flow of flows) {
      const key = `${flow.day} ${flow.currency_id}`;
      const row = rows.get(key) ?? { day: flow.day, ...this.#empty(flow.currency_id) };
      rows.set(key, row);
      const total = totals.get(flow.currency_id) ?? this.#empty(flow.currency_id);
      totals.set(flow.currency_id, total);
      for (const figures of [row, total]) add(figures, flow);
    }
    const days: Report['players'] = [];
    for (let at = start.getTime(); at < end.getTime(); at += DAY_MS) {
      const day = new Date(at).toISOString().slice(0, 10);
      days.push({ day, active: active.get(day) ?? 0, new: joined.get(day) ?? 0 });
    }
    const byDayAndCode = (a: { currency: string; day?: string }, b: { currency: string; day?: string }) =>
      (a.day ?? '').localeCompare(b.day ?? '') || a.currency.localeCompare(b.currency);
    return {
      from: query.from,
      to: query.to,
      rows: [...rows.values()].sort(byDayAndCode),
      totals: [...totals.values()].sort(byDayAndCode),
      players: days,
    };
  }

  /** The entries on the house's accounts in the range, summed by day, currency, account and kind. */
  async #flows(start: Date, end: Date): Promise<Flow[]> {
    const result = await sql<Flow>`
      select (t.created_at at time zone 'UTC')::date::text as day, a.currency_id, a.kind as account, t.kind,
        coalesce(p.is_live, false) as live, sum(e.amount) as amount, count(distinct t.id) as transactions
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      left join casino_providers p on a.kind = 'house_casino' and p.code = t.metadata ->> 'provider'
      where t.created_at >= ${start} and t.created_at < ${end}
        and a.wallet_id is null
        and a.kind in ('house_betting', 'house_casino', 'house_bonus', 'house_cash')
      group by 1, 2, 3, 4, 5`.execute(this.db);
    return result.rows;
  }

  async #perDay(
    query: ReturnType<typeof sql<{ day: string; players: string | bigint }>>,
  ): Promise<Map<string, number>> {
    const result = await query.execute(this.db);
    return new Map(result.rows.map((row) => [row.day, Number(row.players)]));
  }

  #empty(currencyId: number): Figures {
    const currency = this.dictionaries.currency(currencyId);
    return { currency: currency?.code ?? String(currencyId), scale: currency?.scale ?? 2, ...noFigures() };
  }
}

/** Adds one flow to a row's figures; the house's side of an entry is positive when money came in. */
function add(figures: ReportFigures, flow: Flow): void {
  const amount = Number(flow.amount);
  const transactions = Number(flow.transactions);
  switch (flow.account) {
    case 'house_betting':
      if (flow.kind === 'bet_stake') figures.sports_stakes += amount;
      figures.sports_ggr += amount;
      figures.ggr += amount;
      break;
    case 'house_casino':
      if (flow.live) {
        if (flow.kind === 'casino_bet') figures.live_casino_stakes += amount;
        figures.live_casino_ggr += amount;
      } else {
        if (flow.kind === 'casino_bet') figures.casino_stakes += amount;
        figures.casino_ggr += amount;
      }
      figures.ggr += amount;
      break;
    case 'house_bonus':
      figures.bonus_cost -= amount;
      break;
    case 'house_cash':
      if (flow.kind === 'deposit') {
        figures.deposits -= amount;
        figures.deposit_count += transactions;
      } else if (flow.kind === 'withdrawal_payout') {
        figures.withdrawals += amount;
        figures.withdrawal_count += transactions;
      }
      return;
  }
  figures.ngr = figures.ggr - figures.bonus_cost;
}
