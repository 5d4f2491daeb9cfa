import { BET_STATUS } from '@meridian/contract/bets';
import type { dashboardSchema } from '@meridian/contract/dashboard';
import { TRANSACTION_STATUS } from '@meridian/contract/payments';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { Metrics } from '../../platform/metrics.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { RateConverter } from '../responsible-gaming/responsible-gaming.money.js';
import { liabilityOf, openLegsOf } from '../trading/trading.liability.js';

type Dashboard = z.input<typeof dashboardSchema>;
type Product = Dashboard['products']['sports'];

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const TOP_MARKETS = 10;

/** Sums per currency, as the database answers them. */
interface CurrencySums {
  currency_id: number;
  amount: string | bigint | null;
}

/**
 * The back office's dashboard (docs/backoffice.md, "Dashboard"): aggregates read from the bets (a void
 * bet's stake and refund count neither as stakes nor as wins), the
 * casino wallet's record and the payments of today (UTC), in the reference currency; the feed lag is
 * this node's own (Metrics keeps the last hour).
 */
export class DashboardService {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly deps: { catalog: CatalogService; metrics: Metrics },
  ) {}

  async today(): Promise<Dashboard> {
    const now = this.now();
    const dayStart = new Date(Math.floor(now / DAY_MS) * DAY_MS);
    const hourStart = new Date(Math.floor(now / MINUTE_MS) * MINUTE_MS - 59 * MINUTE_MS);
    const rates = await RateConverter.load(this.db);
    const reference = rates.reference;
    if (!reference) throw new Error('No reference currency: the rates are not seeded');
    const inReference = (rows: readonly CurrencySums[]) =>
      rows.reduce(
        (total, row) => total + rates.convert(BigInt(row.amount ?? 0), row.currency_id, reference.id, 'down'),
        0n,
      );

    const [sports, casino, payments, perMinute, players, top] = await Promise.all([
      this.#sports(dayStart, inReference),
      this.#casino(dayStart, inReference),
      this.#payments(dayStart, inReference),
      this.#betsPerMinute(hourStart),
      this.#activePlayers(dayStart),
      this.#topMarkets((amount, currencyId) => rates.convert(amount, currencyId, reference.id, 'down')),
    ]);
    return {
      day_start: dayStart.toISOString(),
      currency: 'EUR',
      scale: reference.scale,
      products: { sports, casino: casino.casino, live_casino: casino.live },
      active_players: players,
      payments,
      bets_per_minute: perMinute,
      feed_lag: this.deps.metrics
        .recentFeedLag()
        .map((m) => ({ minute: new Date(m.minute).toISOString(), seconds: m.seconds })),
      top_markets: top,
    };
  }

  async #sports(dayStart: Date, inReference: (rows: readonly CurrencySums[]) => bigint): Promise<Product> {
    const [stakes, wins, counts] = await Promise.all([
      this.db
        .selectFrom('bets')
        .select(['currency_id', (eb) => eb.fn.sum<string>('amount').as('amount')])
        .where('created_at', '>=', dayStart)
        .where('free_bet_id', 'is', null)
        .where('status', '!=', BET_STATUS.canceled)
        .groupBy('currency_id')
        .execute(),
      this.db
        .selectFrom('bets')
        .select(['currency_id', (eb) => eb.fn.sum<string>('amount_win').as('amount')])
        .where('settled_at', '>=', dayStart)
        .where('status', '!=', BET_STATUS.canceled)
        .groupBy('currency_id')
        .execute(),
      this.db
        .selectFrom('bets')
        .select([
          (eb) => eb.fn.countAll<string>().as('bets'),
          (eb) => eb.fn.count<string>('user_id').distinct().as('players'),
        ])
        .where('created_at', '>=', dayStart)
        .executeTakeFirstOrThrow(),
    ]);
    return figures(inReference(stakes), inReference(wins), Number(counts.bets), Number(counts.players));
  }

  async #casino(dayStart: Date, inReference: (rows: readonly CurrencySums[]) => bigint) {
    const rows = await this.db
      .selectFrom('casino_transactions as t')
      .innerJoin('casino_providers as p', 'p.id', 't.provider_id')
      .select([
        'p.is_live',
        't.kind',
        't.currency_id',
        (eb) => eb.fn.sum<string>('t.amount').as('amount'),
        (eb) => eb.fn.countAll<string>().as('calls'),
      ])
      .where('t.created_at', '>=', dayStart)
      .where('t.status', '=', 'accepted')
      .where('t.kind', 'in', ['bet', 'win'])
      .groupBy(['p.is_live', 't.kind', 't.currency_id'])
      .execute();
    const players = await this.db
      .selectFrom('casino_transactions as t')
      .innerJoin('casino_providers as p', 'p.id', 't.provider_id')
      .select(['p.is_live', (eb) => eb.fn.count<string>('t.user_id').distinct().as('players')])
      .where('t.created_at', '>=', dayStart)
      .where('t.status', '=', 'accepted')
      .where('t.kind', '=', 'bet')
      .groupBy('p.is_live')
      .execute();
    const product = (live: boolean): Product => {
      const of = (kind: string) =>
        rows
          .filter((r) => r.is_live === live && r.kind === kind)
          .map((r) => ({ currency_id: r.currency_id ?? 0, amount: r.amount }));
      const bets = rows.filter((r) => r.is_live === live && r.kind === 'bet').reduce((n, r) => n + Number(r.calls), 0);
      return figures(
        inReference(of('bet')),
        inReference(of('win')),
        bets,
        Number(players.find((p) => p.is_live === live)?.players ?? 0),
      );
    };
    return { casino: product(false), live: product(true) };
  }

  async #payments(dayStart: Date, inReference: (rows: readonly CurrencySums[]) => bigint) {
    const rows = await this.db
      .selectFrom('payment_transactions')
      .select([
        'type',
        'currency_id',
        (eb) => eb.fn.sum<string>('amount').as('amount'),
        (eb) => eb.fn.countAll<string>().as('count'),
      ])
      .where('status_id', '=', TRANSACTION_STATUS.succeeded)
      .where('updated_at', '>=', dayStart)
      .groupBy(['type', 'currency_id'])
      .execute();
    const of = (type: string) => rows.filter((r) => r.type === type);
    const count = (type: string) => of(type).reduce((n, r) => n + Number(r.count), 0);
    return {
      deposits: Number(inReference(of('deposit'))),
      deposit_count: count('deposit'),
      withdrawals: Number(inReference(of('withdrawal'))),
      withdrawal_count: count('withdrawal'),
    };
  }

  async #betsPerMinute(hourStart: Date) {
    const rows = await this.db
      .selectFrom('bets')
      .select([sql<Date>`date_trunc('minute', created_at)`.as('minute'), (eb) => eb.fn.countAll<string>().as('bets')])
      .where('created_at', '>=', hourStart)
      .groupBy(sql`date_trunc('minute', created_at)`)
      .execute();
    const byMinute = new Map(rows.map((r) => [new Date(r.minute).getTime(), Number(r.bets)]));
    return Array.from({ length: 60 }, (_, i) => {
      const minute = hourStart.getTime() + i * MINUTE_MS;
      return { minute: new Date(minute).toISOString(), bets: byMinute.get(minute) ?? 0 };
    });
  }

  async #activePlayers(dayStart: Date): Promise<number> {
    const result = await sql<{ players: string }>`
      select count(*) as players from (
        select user_id from bets where created_at >= ${dayStart}
        union
        select user_id from casino_transactions
        where created_at >= ${dayStart} and kind = 'bet' and status = 'accepted' and user_id is not null
      ) staked`.execute(this.db);
    return Number(result.rows[0]?.players ?? 0);
  }

  /**
   * The markets whose costliest outcome would cost the most if it won, over every open bet: the same
   * liability as the trading desk's, converted to the reference currency and summed over currencies.
   */
  async #topMarkets(toReference: (amount: bigint, currencyId: number) => bigint) {
    const rows = await this.db
      .selectFrom('bet_legs as l')
      .innerJoin('bets as b', 'b.id', 'l.bet_id')
      .select([
        'l.match_id',
        'l.bet_id',
        'l.market_id',
        'l.outcome_id',
        'b.amount',
        'b.odds',
        'b.currency_id',
        'b.free_bet_id',
      ])
      .where('l.status', '=', 1)
      .where('b.status', '=', 1)
      .execute();
    const byMatch = new Map<number, typeof rows>();
    for (const row of rows) byMatch.set(row.match_id, [...(byMatch.get(row.match_id) ?? []), row]);
    const markets: Dashboard['top_markets'] = [];
    for (const [matchId, legs] of byMatch) {
      const match = this.deps.catalog.get(matchId);
      const outcomesOf = (marketId: number) => match?.markets.get(marketId)?.outcomes.map((o) => o.id) ?? [];
      const best = new Map<number, { outcomeId: number; liability: bigint; bets: number }>();
      for (const [key, byCurrency] of liabilityOf(openLegsOf(legs), outcomesOf)) {
        const [marketId, outcomeId] = key.split(':').map(Number) as [number, number];
        let liability = 0n;
        let bets = 0;
        for (const [currencyId, f] of byCurrency) {
          liability += toReference(f.liability, currencyId);
          bets += f.bets;
        }
        const known = best.get(marketId);
        if (!known || liability > known.liability) best.set(marketId, { outcomeId, liability, bets });
      }
      const fixture = match?.fixture;
      for (const [marketId, top] of best) {
        markets.push({
          event_id: matchId,
          event: fixture ? `${fixture.home.name} - ${fixture.away.name}` : `#${matchId}`,
          market_id: marketId,
          market: match?.markets.get(marketId)?.name ?? `#${marketId}`,
          outcome_id: top.outcomeId,
          liability: Number(top.liability),
          bets: top.bets,
        });
      }
    }
    return markets.sort((a, b) => b.liability - a.liability).slice(0, TOP_MARKETS);
  }
}

function figures(stakes: bigint, wins: bigint, bets: number, players: number): Product {
  return { stakes: Number(stakes), wins: Number(wins), ggr: Number(stakes - wins), bets, players };
}
