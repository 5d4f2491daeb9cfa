import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Open bets with an open leg the feed has decided: its outcome has a result, its market was
 * cancelled, or its match was. Restricted to some matches when given (a feed batch's), else all
 * (the sweep); in id order, at most `limit`, after `afterId`.
 */
export async function listSettleableBetIds(
  db: Database,
  options: { matchIds: number[] | null; afterId: bigint; limit: number },
): Promise<bigint[]> {
  const matches = options.matchIds === null ? sql`true` : sql`l.match_id = any(${options.matchIds}::integer[])`;
  const result = await sql<{ bet_id: bigint }>`
    select distinct l.bet_id from bet_legs l
    join bets b on b.id = l.bet_id and b.status = 1
    where l.status = 1 and ${matches} and l.bet_id > ${options.afterId}::bigint and (
      exists (select 1 from sport_outcome_results r
        where r.match_id = l.match_id and r.market_id = l.market_id and r.outcome_id = l.outcome_id)
      or exists (select 1 from sport_market_cancellations c
        where c.match_id = l.match_id and c.market_id = l.market_id)
      or exists (select 1 from sport_matches m where m.id = l.match_id and m.status = 'cancelled')
      or exists (select 1 from operator_market_results om
        where om.match_id = l.match_id and om.market_id = l.market_id))
    order by l.bet_id
    limit ${options.limit}`.execute(db);
  return result.rows.map((r) => BigInt(r.bet_id));
}

/** Locks an open bet; undefined when it is settled already (by another settler that held the lock). */
export function lockOpenBet(db: Database, betId: bigint) {
  return lockingBet(db, betId).where('status', '=', 1).executeTakeFirst();
}

/** Locks a bet whatever its status (a resettlement reopens closed ones). */
export function lockBet(db: Database, betId: bigint) {
  return lockingBet(db, betId).executeTakeFirstOrThrow();
}

function lockingBet(db: Database, betId: bigint) {
  return db
    .selectFrom('bets')
    .select([
      'id',
      'user_id',
      'wallet_id',
      'currency_id',
      'amount',
      'amount_win',
      'odds',
      'status',
      'type',
      'free_bet_id',
      'settle_round',
      'system_sizes',
    ])
    .where('id', '=', betId)
    .forUpdate();
}
export type OpenBetRow = NonNullable<Awaited<ReturnType<typeof lockOpenBet>>>;
export type LockedBet = Awaited<ReturnType<typeof lockBet>>;

interface LegFactsRow {
  bet_id: bigint;
  position: number;
  odds: number;
  status: number;
  result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | null;
  marketCancelled: boolean;
  matchCancelled: boolean;
}

// An operator's decision of a market (operator_market_results) replaces whatever the feed says of it:
// its results, its cancellation and the match's. A bet an operator voided (bet_voids) has every leg void.
const LEG_FACTS = sql`
    select l.bet_id, l.position, l.odds, l.status,
      case when bv.bet_id is not null then 'void' when om.market_id is null then r.result
        when om.voided then 'void' else om.results ->> l.outcome_id::text end as result,
      case when bv.bet_id is not null then true
        when om.market_id is null then c.market_id is not null else om.voided end as "marketCancelled",
      bv.bet_id is null and om.market_id is null and coalesce(m.status = 'cancelled', false) as "matchCancelled"
    from bet_legs l
    left join bet_voids bv on bv.bet_id = l.bet_id
    left join operator_market_results om on om.match_id = l.match_id and om.market_id = l.market_id
    left join sport_outcome_results r
      on r.match_id = l.match_id and r.market_id = l.market_id and r.outcome_id = l.outcome_id
    left join sport_market_cancellations c on c.match_id = l.match_id and c.market_id = l.market_id
    left join sport_matches m on m.id = l.match_id`;

/** A bet's legs with what the feed says of each: the outcome's result and any cancellation. */
export async function listLegFacts(db: Database, betId: bigint) {
  const result = await sql<LegFactsRow>`${LEG_FACTS}
    where l.bet_id = ${betId}::bigint
    order by l.position`.execute(db);
  return result.rows;
}

/**
 * Open legs, on these matches, of bets already decided (an accumulator lost on another leg): their
 * own results still show on the coupon.
 */
export async function listOpenLegsOfClosedBets(db: Database, matchIds: number[]) {
  const result = await sql<LegFactsRow>`${LEG_FACTS}
    join bets b on b.id = l.bet_id and b.status <> 1
    where l.status = 1 and l.match_id = any(${matchIds}::integer[])`.execute(db);
  return result.rows;
}

export async function setLegStatus(db: Database, betId: bigint, position: number, status: number): Promise<void> {
  await db
    .updateTable('bet_legs')
    .set({ status })
    .where('bet_id', '=', betId)
    .where('position', '=', position)
    .where('status', '=', 1)
    .execute();
}

/** Reprices an open bet (a leg turned void). */
export async function setOdds(db: Database, betId: bigint, odds: number): Promise<void> {
  await db.updateTable('bets').set({ odds }).where('id', '=', betId).where('status', '=', 1).execute();
}

/** Closes an open bet; false when it was not open any more. */
export async function closeBet(
  db: Database,
  betId: bigint,
  change: { status: number; odds: number; amountWin: bigint },
): Promise<boolean> {
  const res = await db
    .updateTable('bets')
    .set({ status: change.status, odds: change.odds, amount_win: change.amountWin, settled_at: sql`now()` })
    .where('id', '=', betId)
    .where('status', '=', 1)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
