import { combinedOdds } from '@meridian/contract/bets';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ManualResult, MarketSettlementKind } from '../../db/schema.js';

/** SQL of the operators' settlements by hand: their decisions, their actions and the bets each goes through. */

/** Whether the feed or an operator has decided the market: results, a cancellation of it or of its match. */
export async function marketDecided(db: Database, matchId: number, marketId: number): Promise<boolean> {
  const result = await sql<{ decided: boolean }>`
    select exists (select 1 from operator_market_results where match_id = ${matchId}::integer and market_id = ${marketId}::integer)
      or exists (select 1 from sport_outcome_results where match_id = ${matchId}::integer and market_id = ${marketId}::integer)
      or exists (select 1 from sport_market_cancellations where match_id = ${matchId}::integer and market_id = ${marketId}::integer)
      or exists (select 1 from sport_matches where id = ${matchId}::integer and status = 'cancelled') as decided`.execute(
    db,
  );
  return result.rows[0]?.decided ?? false;
}

/** Of these markets, the ones an operator decided. */
export async function decidedByOperator(db: Database, markets: { match_id: number; market_id: number }[]) {
  if (markets.length === 0) return [];
  return db
    .selectFrom('operator_market_results')
    .select(['match_id', 'market_id'])
    .where((eb) =>
      eb.or(markets.map((m) => eb.and([eb('match_id', '=', m.match_id), eb('market_id', '=', m.market_id)]))),
    )
    .execute();
}

/**
 * Stores an action and the operator's decision of the market, and lists the bets with a leg on it;
 * undefined when another action on the market is still running (the unique index decides).
 */
export async function insertSettlement(
  trx: Database,
  action: {
    matchId: number;
    marketId: number;
    kind: MarketSettlementKind;
    results: Record<string, ManualResult>;
    operatorId: bigint;
    reason: string;
    now: Date;
  },
) {
  const row = await trx
    .insertInto('market_settlements')
    .values({
      match_id: action.matchId,
      market_id: action.marketId,
      kind: action.kind,
      results: JSON.stringify(action.results),
      operator_id: action.operatorId,
      reason: action.reason,
      created_at: action.now,
    })
    .onConflict((oc) => oc.columns(['match_id', 'market_id']).where('finished_at', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  const decision = {
    voided: action.kind === 'void',
    results: JSON.stringify(action.results),
    settlement_id: row.id,
  };
  await trx
    .insertInto('operator_market_results')
    .values({ match_id: action.matchId, market_id: action.marketId, ...decision })
    .onConflict((oc) => oc.columns(['match_id', 'market_id']).doUpdateSet(decision))
    .execute();
  // The bets are locked as they are listed: a settler deciding one of them now finishes first (and
  // the bet is listed as decided) or waits, and then reads the action's results.
  await sql`insert into market_settlement_bets (settlement_id, bet_id, was_decided)
    select ${row.id}::bigint, b.id, b.status <> 1 from bets b
    where b.id in (select bet_id from bet_legs
      where match_id = ${action.matchId}::integer and market_id = ${action.marketId}::integer)
    order by b.id
    for update of b`.execute(trx);
  return row;
}

/** Bets of an action not done yet, in id order, at most `limit`. */
export async function listPendingBets(db: Database, settlementId: bigint, limit: number): Promise<bigint[]> {
  const rows = await db
    .selectFrom('market_settlement_bets')
    .select('bet_id')
    .where('settlement_id', '=', settlementId)
    .where('done', '=', false)
    .orderBy('bet_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.bet_id);
}

/**
 * Marks a bet's step done, answering whether the bet was decided when the action was made; undefined
 * when the step was done already (by a run that held the bet's lock first).
 */
export async function markBetDone(
  trx: Database,
  settlementId: bigint,
  betId: bigint,
): Promise<{ was_decided: boolean } | undefined> {
  return trx
    .updateTable('market_settlement_bets')
    .set({ done: true })
    .where('settlement_id', '=', settlementId)
    .where('bet_id', '=', betId)
    .where('done', '=', false)
    .returning('was_decided')
    .executeTakeFirst();
}

export async function finishSettlement(db: Database, settlementId: bigint): Promise<void> {
  await db
    .updateTable('market_settlements')
    .set({ finished_at: sql`now()` })
    .where('id', '=', settlementId)
    .where('finished_at', 'is', null)
    .execute();
}

/** The bet's legs on the market (an accumulator has at most one per market). */
export function legsOnMarket(trx: Database, betId: bigint, matchId: number, marketId: number) {
  return trx
    .selectFrom('bet_legs')
    .select(['position', 'status'])
    .where('bet_id', '=', betId)
    .where('match_id', '=', matchId)
    .where('market_id', '=', marketId)
    .execute();
}

/** A decided bet open again in a new settlement round, at the odds of all its legs. */
async function reopenInNewRound(trx: Database, betId: bigint): Promise<void> {
  const legs = await trx
    .selectFrom('bet_legs')
    .select('odds')
    .where('bet_id', '=', betId)
    .orderBy('position')
    .execute();
  await trx
    .updateTable('bets')
    .set({
      status: 1,
      amount_win: 0n,
      settled_at: null,
      settle_round: sql`settle_round + 1`,
      odds: combinedOdds(legs.map((l) => l.odds)),
    })
    .where('id', '=', betId)
    .execute();
}

/**
 * Reopens a closed bet for its market's new result: the bet open again in a new round at the odds
 * of all its legs (void ones are counted out again when it is decided), its legs on the market open.
 */
export async function reopenBet(trx: Database, betId: bigint, matchId: number, marketId: number): Promise<void> {
  await reopenInNewRound(trx, betId);
  await trx
    .updateTable('bet_legs')
    .set({ status: 1 })
    .where('bet_id', '=', betId)
    .where('match_id', '=', matchId)
    .where('market_id', '=', marketId)
    .execute();
}

/** Records an operator's void of a bet; false when it was voided before. */
export async function insertBetVoid(
  trx: Database,
  row: { betId: bigint; operatorId: bigint; reason: string; now: Date },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('bet_voids')
    .values({ bet_id: row.betId, operator_id: row.operatorId, reason: row.reason, voided_at: row.now })
    .onConflict((oc) => oc.column('bet_id').doNothing())
    .returning('bet_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Opens every leg of a bet again so that it is decided afresh; a decided bet is reopened too, in a
 * new settlement round (its new money goes under new ledger keys).
 */
export async function reopenWholeBet(trx: Database, betId: bigint, decided: boolean): Promise<void> {
  if (decided) await reopenInNewRound(trx, betId);
  await trx.updateTable('bet_legs').set({ status: 1 }).where('bet_id', '=', betId).execute();
}

/** Takes a given-back free bet again for the bet it staked, when the player has not used it since. */
export async function retakeFreeBet(trx: Database, freeBetId: bigint, betId: bigint): Promise<void> {
  await trx
    .updateTable('free_bets')
    .set({ bet_id: betId, used_at: sql`now()` })
    .where('id', '=', freeBetId)
    .where('bet_id', 'is', null)
    .execute();
}

/** The actions of an event (or one), newest first, with their progress. */
export function listSettlements(db: Database, filter: { matchId?: number; id?: bigint }) {
  let query = db
    .selectFrom('market_settlements as s')
    .selectAll('s')
    .select([
      sql<number>`(select count(*) from market_settlement_bets b where b.settlement_id = s.id)::integer`.as(
        'bets_total',
      ),
      sql<number>`(select count(*) from market_settlement_bets b where b.settlement_id = s.id and b.done)::integer`.as(
        'bets_done',
      ),
    ])
    .orderBy('s.id', 'desc');
  if (filter.matchId !== undefined) query = query.where('s.match_id', '=', filter.matchId);
  if (filter.id !== undefined) query = query.where('s.id', '=', filter.id);
  return query.execute();
}
export type SettlementRow = Awaited<ReturnType<typeof listSettlements>>[number];
