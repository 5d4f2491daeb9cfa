import { BET_STATUS } from '@meridian/contract/bets';
import type {
  operatorBetListSchema,
  operatorBetSchema,
  operatorBetSummarySchema,
} from '@meridian/contract/operator-bets';
import type { BET_STATUS_NAMES } from '@meridian/contract/players';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { BetsService } from './bets.service.js';

type StatusName = (typeof BET_STATUS_NAMES)[number];
const STATUS_ID: Record<StatusName, number> = {
  open: BET_STATUS.inGame,
  won: BET_STATUS.won,
  lost: BET_STATUS.lost,
  void: BET_STATUS.canceled,
  cashed_out: BET_STATUS.cashedOut,
};
const STATUS_NAME = new Map(Object.entries(STATUS_ID).map(([name, id]) => [id, name as StatusName]));

export interface OperatorBetsQuery {
  player_id?: number | undefined;
  event_id?: number | undefined;
  status?: StatusName | undefined;
  type?: number | undefined;
  stake_min?: number | undefined;
  stake_max?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  per_page: number;
}

/** A currency's code and scale by its id. */
type CurrencyOf = (id: number) => { code: string; scale: number } | undefined;

function summaries(db: Database) {
  return db
    .selectFrom('bets as b')
    .leftJoin('bet_voids as v', 'v.bet_id', 'b.id')
    .select([
      'b.id',
      'b.user_id',
      'b.wallet_id',
      'b.currency_id',
      'b.type',
      'b.status',
      'b.amount',
      'b.odds',
      'b.amount_win',
      'b.is_live',
      'b.created_at',
      'b.free_bet_id',
      'b.bet_uuid',
      'v.bet_id as voided',
      (eb) =>
        eb
          .selectFrom('bet_legs as l')
          .select((l) => l.fn.countAll<string>().as('n'))
          .whereRef('l.bet_id', '=', 'b.id')
          .as('legs'),
    ]);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

/**
 * Every player's bets as operators read them (docs/backoffice.md, "Bets"): a filtered list and one
 * bet's page. The coupon comes from the bets module's own presentation, as the player sees it.
 */
export class OperatorBets {
  constructor(
    private readonly db: Database,
    private readonly deps: { bets: () => BetsService; catalog: CatalogService; currencyOf: CurrencyOf },
  ) {}

  async list(query: OperatorBetsQuery): Promise<z.input<typeof operatorBetListSchema>> {
    let rows = summaries(this.db);
    let count = this.db.selectFrom('bets as b').select((eb) => eb.fn.countAll<string>().as('total'));
    const where = <Q extends typeof rows | typeof count>(q: Q): Q => {
      let next = q as typeof count;
      if (query.player_id !== undefined) next = next.where('b.user_id', '=', BigInt(query.player_id));
      if (query.status !== undefined) next = next.where('b.status', '=', STATUS_ID[query.status]);
      if (query.type !== undefined) next = next.where('b.type', '=', query.type);
      if (query.stake_min !== undefined) next = next.where('b.amount', '>=', BigInt(query.stake_min));
      if (query.stake_max !== undefined) next = next.where('b.amount', '<=', BigInt(query.stake_max));
      if (query.from !== undefined) next = next.where('b.created_at', '>=', new Date(query.from));
      if (query.to !== undefined) next = next.where('b.created_at', '<=', new Date(query.to));
      if (query.event_id !== undefined) {
        const eventId = query.event_id;
        next = next.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('bet_legs as l')
              .select('l.bet_id')
              .whereRef('l.bet_id', '=', 'b.id')
              .where('l.match_id', '=', eventId),
          ),
        );
      }
      return next as Q;
    };
    rows = where(rows);
    count = where(count);
    const [list, total] = await Promise.all([
      rows
        .orderBy('b.id', 'desc')
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { list: list.map((row) => this.#summary(row)), total: Number(total.total) };
  }

  async bet(id: number): Promise<z.input<typeof operatorBetSchema>> {
    const betId = BigInt(id);
    const row = await summaries(this.db).where('b.id', '=', betId).executeTakeFirst();
    if (!row) throw notFound('No such bet.');
    const [coupons, legs, ledger, settlements, voided] = await Promise.all([
      this.deps.bets().history(row.user_id, { feed_type: 'all', coupon_id: id, limit: 1 }, 'en'),
      this.db
        .selectFrom('bet_legs')
        .select(['position', 'match_id', 'market_id', 'outcome_id'])
        .where('bet_id', '=', betId)
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .select(['t.id', 't.kind', 'e.amount', 't.created_at'])
        .where('a.wallet_id', '=', row.wallet_id)
        .where((eb) =>
          eb.or([
            eb('t.idempotency_key', '=', `bet:${row.bet_uuid}:stake`),
            eb(sql<boolean>`starts_with(t.idempotency_key, ${`bet:${betId}:`})`, '=', true),
          ]),
        )
        .orderBy('t.id')
        .execute(),
      this.db
        .selectFrom('market_settlement_bets as sb')
        .innerJoin('market_settlements as s', 's.id', 'sb.settlement_id')
        .select(['s.id', 's.kind', 's.market_id', 's.reason', 's.operator_id', 's.created_at'])
        .where('sb.bet_id', '=', betId)
        .orderBy('s.id')
        .execute(),
      this.db.selectFrom('bet_voids').selectAll().where('bet_id', '=', betId).executeTakeFirst(),
    ]);
    const coupon = coupons[0];
    if (!coupon) throw notFound('No such bet.');
    return {
      summary: this.#summary(row),
      coupon,
      odds_now: legs.map((leg) => {
        const outcome = this.deps.catalog
          .get(leg.match_id)
          ?.markets.get(leg.market_id)
          ?.outcomes.find((o) => o.id === leg.outcome_id);
        return outcome?.active ? outcome.odds : null;
      }),
      ledger: ledger.map((e) => ({
        transaction_id: Number(e.id),
        kind: e.kind,
        amount: amountToJson(e.amount),
        created_at: e.created_at.toISOString(),
      })),
      settlements: settlements.map((s) => ({
        id: Number(s.id),
        kind: s.kind,
        market_id: s.market_id,
        reason: s.reason,
        operator_id: Number(s.operator_id),
        created_at: s.created_at.toISOString(),
      })),
      void: voided
        ? { operator_id: Number(voided.operator_id), reason: voided.reason, voided_at: voided.voided_at.toISOString() }
        : null,
    };
  }

  #summary(row: SummaryRow): z.input<typeof operatorBetSummarySchema> {
    const currency = this.deps.currencyOf(row.currency_id);
    return {
      id: Number(row.id),
      player_id: Number(row.user_id),
      wallet_id: Number(row.wallet_id),
      placed_at: row.created_at.toISOString(),
      currency_id: row.currency_id,
      currency: currency?.code ?? '',
      scale: currency?.scale ?? 2,
      stake: amountToJson(row.amount),
      odds: row.odds,
      status: STATUS_NAME.get(row.status) ?? 'open',
      payout: amountToJson(row.amount_win),
      is_live: row.is_live,
      type: row.type,
      free_bet: row.free_bet_id !== null,
      legs: Number(row.legs ?? 0),
      voided: row.voided !== null,
    };
  }
}
