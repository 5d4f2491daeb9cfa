import { BET_STATUS } from '@meridian/contract/bets';
import type { Database } from '../../db/database.js';

/** The bet's auto cash-out rule, if it has one. */
export function findRule(db: Database, betId: bigint) {
  return db
    .selectFrom('bet_auto_cash_outs')
    .select(['id', 'bet_id', 'user_id', 'amount', 'stake_part'])
    .where('bet_id', '=', betId)
    .executeTakeFirst();
}
export type AutoCashOutRow = NonNullable<Awaited<ReturnType<typeof findRule>>>;

/** The rules of these bets. */
export function listRules(db: Database, betIds: readonly bigint[]): Promise<AutoCashOutRow[]> {
  if (betIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bet_auto_cash_outs')
    .select(['id', 'bet_id', 'user_id', 'amount', 'stake_part'])
    .where('bet_id', 'in', [...betIds])
    .execute();
}

/** Sets the bet's rule: a new row (a new id) replaces the one it had. */
export async function replaceRule(
  db: Database,
  rule: { betId: bigint; userId: bigint; amount: bigint; stakePart: bigint | null },
): Promise<void> {
  await db.deleteFrom('bet_auto_cash_outs').where('bet_id', '=', rule.betId).execute();
  await db
    .insertInto('bet_auto_cash_outs')
    .values({ bet_id: rule.betId, user_id: rule.userId, amount: rule.amount, stake_part: rule.stakePart })
    .execute();
}

/** Removes the bet's rule (a cash-out of the bet, or the player). */
export async function deleteRule(db: Database, betId: bigint): Promise<void> {
  await db.deleteFrom('bet_auto_cash_outs').where('bet_id', '=', betId).execute();
}

/** Bets with a rule and an open leg in one of these matches' markets. */
export async function betsWithRuleOn(
  db: Database,
  markets: ReadonlyArray<{ matchId: number; marketIds: readonly number[] }>,
): Promise<bigint[]> {
  if (markets.length === 0) return [];
  const rows = await db
    .selectFrom('bet_auto_cash_outs as r')
    .innerJoin('bet_legs as l', 'l.bet_id', 'r.bet_id')
    .select('r.bet_id')
    .distinct()
    .where('l.status', '=', BET_STATUS.inGame)
    .where((eb) =>
      eb.or(
        markets.map((m) =>
          m.marketIds.length === 0
            ? eb('l.match_id', '=', m.matchId)
            : eb.and([eb('l.match_id', '=', m.matchId), eb('l.market_id', 'in', [...m.marketIds])]),
        ),
      ),
    )
    .orderBy('r.bet_id')
    .execute();
  return rows.map((r) => r.bet_id);
}

/** Every bet with a rule, in id order, a page at a time (the sweep). */
export async function betsWithRule(db: Database, afterBetId: bigint, limit: number): Promise<bigint[]> {
  const rows = await db
    .selectFrom('bet_auto_cash_outs')
    .select('bet_id')
    .where('bet_id', '>', afterBetId)
    .orderBy('bet_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.bet_id);
}
