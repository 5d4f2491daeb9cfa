import type { Database } from '../../db/database.js';
import type { BetEdits } from './bets.presenter.js';

/** A selection of an edit request as stored (the request's `events`, in the order sent). */
export interface EditedSelection {
  id: number;
  market_id: number;
  outcome_id: number;
  odds: number;
}

export interface EditAsked {
  userId: bigint;
  requestId: string;
  fromBetId: bigint;
  amountSeen: bigint;
  checkOdds: number;
  events: EditedSelection[];
}

/** A player's edit by its request id. */
export function findEdit(db: Database, userId: bigint, requestId: string) {
  return db
    .selectFrom('bet_edits')
    .select(['from_bet_id', 'to_bet_id', 'amount', 'amount_seen', 'check_odds', 'events'])
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}
export type EditRow = NonNullable<Awaited<ReturnType<typeof findEdit>>>;

/**
 * Records an edit done. False when the request id was used for another edit meanwhile (the unique
 * key makes a concurrent insert wait for the first): the caller's transaction is then rolled back.
 */
export async function insertEdit(
  db: Database,
  asked: EditAsked,
  done: { toBetId: bigint; amount: bigint },
): Promise<boolean> {
  const row = await db
    .insertInto('bet_edits')
    .values({
      user_id: asked.userId,
      request_id: asked.requestId,
      from_bet_id: asked.fromBetId,
      to_bet_id: done.toBetId,
      amount: done.amount,
      amount_seen: asked.amountSeen,
      check_odds: asked.checkOdds,
      events: JSON.stringify(asked.events),
    })
    .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The bets each of these bets was edited from and into. */
export async function editLinks(db: Database, betIds: readonly bigint[]): Promise<Map<bigint, BetEdits>> {
  const links = new Map<bigint, BetEdits>();
  if (betIds.length === 0) return links;
  const ids = [...betIds];
  const rows = await db
    .selectFrom('bet_edits')
    .select(['from_bet_id', 'to_bet_id'])
    .where((eb) => eb.or([eb('from_bet_id', 'in', ids), eb('to_bet_id', 'in', ids)]))
    .execute();
  const link = (id: bigint) => links.get(id) ?? { edited_from: null, edited_to: null };
  for (const row of rows) {
    links.set(row.from_bet_id, { ...link(row.from_bet_id), edited_to: Number(row.to_bet_id) });
    links.set(row.to_bet_id, { ...link(row.to_bet_id), edited_from: Number(row.from_bet_id) });
  }
  return links;
}

/** Whether any cash-out was paid on the bet (an edit takes a bet never cashed out before). */
export async function hasCashOuts(db: Database, betId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('bet_cash_outs')
    .select('id')
    .where('bet_id', '=', betId)
    .where('paid_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
