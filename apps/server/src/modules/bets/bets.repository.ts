import { BET_STATUS } from '@meridian/contract/bets';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { selectStoredMatches } from '../../db/stored-matches.query.js';
import { purgeHeld } from './cash-out.repository.js';

export interface NewBet {
  betUuid: string;
  userId: bigint;
  walletId: bigint;
  currencyId: number;
  type: number;
  amount: bigint;
  odds: number;
  isLive: boolean;
  legs: { matchId: number; marketId: number; outcomeId: number; odds: number; isLive: boolean }[];
  /** The free bet that stakes it (insertBet only); absent or null for a stake from the wallet. */
  freeBetId?: bigint | null;
  /** A system's combination sizes (insertBet only); absent or null for a single or an accumulator. */
  systemSizes?: readonly number[] | null;
}

/** Combination sizes as a PostgreSQL array literal (`{2,3,4}`), which both drivers take as text. */
const sizesLiteral = (sizes: readonly number[] | null | undefined) => (sizes ? `{${sizes.join(',')}}` : null);

/** A bet placed under a bet_uuid, whoever placed it. */
export function findBetByUuid(db: Database, betUuid: string) {
  return db.selectFrom('bets').select(['id', 'user_id']).where('bet_uuid', '=', betUuid).executeTakeFirst();
}

/** What a placed bet was made of, for checking that a repeat of its bet_uuid asks for the same bet. */
export async function findBetTerms(db: Database, betId: bigint) {
  const bet = await db
    .selectFrom('bets')
    .select(['wallet_id', 'amount', 'type', 'free_bet_id', 'system_sizes'])
    .where('id', '=', betId)
    .executeTakeFirstOrThrow();
  const legs = await db
    .selectFrom('bet_legs')
    .select(['match_id', 'market_id', 'outcome_id'])
    .where('bet_id', '=', betId)
    .orderBy('position')
    .execute();
  return { ...bet, legs };
}

/**
 * The bet placed under a bet_uuid and the request held under it, in one statement (one snapshot:
 * a concurrent repeat that places a held bet and removes its request shows either both before or
 * the bet after, never neither).
 */
export async function findPlacedOrHeld(db: Database, betUuid: string) {
  const { rows } = await sql<{
    bet_id: bigint | null;
    bet_user_id: bigint | null;
    request_user_id: bigint | null;
    request: Record<string, unknown> | null;
    accept_after: Date | null;
  }>`
    select b.id as bet_id, b.user_id as bet_user_id, r.user_id as request_user_id, r.request, r.accept_after
    from (select ${betUuid}::uuid as bet_uuid) as k
    left join bets as b on b.bet_uuid = k.bet_uuid
    left join bet_requests as r on r.bet_uuid = k.bet_uuid`.execute(db);
  const row = rows[0];
  return {
    bet: row?.bet_id != null && row.bet_user_id != null ? { id: row.bet_id, user_id: row.bet_user_id } : undefined,
    held:
      row?.request_user_id != null && row.request != null && row.accept_after != null
        ? { user_id: row.request_user_id, request: row.request, accept_after: row.accept_after }
        : undefined,
  };
}

/**
 * In one statement: locks the bet's wallet the way a ledger posting does (FOR UPDATE, before the
 * bet's foreign key takes its weaker lock: two bets of one wallet would otherwise deadlock upgrading
 * it), inserts the bet and its legs, removes its held request and writes the `bet_placed` audit
 * event. Answers the wallet's balance as of the lock, and the bet id, null (nothing written) when a
 * bet of that bet_uuid exists (the unique key makes a concurrent insert of the same bet_uuid wait
 * for the first and then do nothing).
 */
export async function insertBet(db: Database, bet: NewBet): Promise<{ betId: bigint | null; balance: bigint }> {
  const { rows } = await sql<{ id: bigint | null; balance: bigint | null }>`
    with w as (
      select id, balance from wallets where id = ${bet.walletId}::bigint for update
    ), b as (
      insert into bets (bet_uuid, user_id, wallet_id, currency_id, type, amount, odds, is_live, free_bet_id,
        system_sizes)
      select ${bet.betUuid}::uuid, ${bet.userId}::bigint, w.id, ${bet.currencyId}::int,
        ${bet.type}::smallint, ${bet.amount}::bigint, ${bet.odds}::int, ${bet.isLive}::boolean,
        ${bet.freeBetId ?? null}::bigint, ${sizesLiteral(bet.systemSizes)}::smallint[]
      from w
      on conflict (bet_uuid) do nothing
      returning id
    ), l as (
      ${insertLegs(bet)}
    ), r as (
      delete from bet_requests where bet_uuid = ${bet.betUuid}::uuid and exists (select 1 from b)
    ), a as (
      ${auditPlaced(bet)}
    )
    select (select id from b) as id, (select balance from w) as balance`.execute(db);
  const row = rows[0];
  if (row?.balance == null) throw new Error(`wallet ${bet.walletId} not found`);
  return { betId: row.id, balance: row.balance };
}

/** The CTE of `placeBet` that answers the new bet's id (the stake posting writes only after it). */
export const PLACED_BET = 'b';

/** The stake posting's metadata, read from the new bet (`placeBet`'s PLACED_BET). */
export function placedBetMetadata(betUuid: string) {
  return sql`jsonb_build_object('bet_id', b.id::text, 'bet_uuid', ${betUuid}::text)`;
}

/**
 * Places a bet in one statement, without a transaction of its own: locks the wallet (FOR UPDATE,
 * first, as in insertBet), inserts the bet, its legs and the `bet_placed` audit event, and writes
 * `stake` (the ledger's posting CTEs, which write only when the bet is inserted). The bet is
 * inserted only when `session` (a condition on the player's session) holds, the wallet is the
 * player's and open, its balance covers the stake, and no bet and no held request has the
 * bet_uuid. Answers undefined when nothing was written.
 */
export async function placeBet(
  db: Database,
  bet: NewBet,
  session: RawBuilder<boolean>,
  stake: RawBuilder<unknown>,
): Promise<{ betId: bigint; balance: bigint } | undefined> {
  const { rows } = await sql<{ id: bigint | null; balance: bigint | null }>`
    with w as (
      select id, balance from wallets
      where id = ${bet.walletId}::bigint and user_id = ${bet.userId}::bigint and closed_at is null and ${session}
        -- A player with limits or an exclusion takes the full path, which checks them.
        and not exists (select 1 from rg_limits where user_id = ${bet.userId}::bigint)
        and not exists (select 1 from rg_exclusions where user_id = ${bet.userId}::bigint)
        -- So does a player whose largest stake an operator changed, or whom an operator blocked.
        and not exists (select 1 from player_stake_factors where user_id = ${bet.userId}::bigint)
        and not exists (select 1 from player_blocks where user_id = ${bet.userId}::bigint)
      for update
    ), b as (
      insert into bets (bet_uuid, user_id, wallet_id, currency_id, type, amount, odds, is_live)
      select ${bet.betUuid}::uuid, ${bet.userId}::bigint, w.id, ${bet.currencyId}::int,
        ${bet.type}::smallint, ${bet.amount}::bigint, ${bet.odds}::int, ${bet.isLive}::boolean
      from w
      where w.balance >= ${bet.amount}::bigint
        and not exists (select 1 from bet_requests where bet_uuid = ${bet.betUuid}::uuid)
        -- A bet past the trading desk's largest payout takes the full path, which refuses it.
        and not exists (
          select 1 from bet_payout_limits
          where currency_id = ${bet.currencyId}::int and amount < ${bet.amount}::bigint * ${bet.odds}::bigint / 1000
        )
      on conflict (bet_uuid) do nothing
      returning id
    ), l as (
      ${insertLegs(bet)}
    ), a as (
      ${auditPlaced(bet)}
    )${stake}
    select (select id from b) as id, (select balance from lw where id = ${bet.walletId}::bigint) as balance`.execute(
    db,
  );
  const row = rows[0];
  return row?.id != null && row.balance != null ? { betId: row.id, balance: row.balance } : undefined;
}

/** The legs of the bet the statement's CTE `b` inserted. */
function insertLegs(bet: NewBet) {
  const rows = sql.join(
    bet.legs.map(
      (leg, position) =>
        sql`(${position}::smallint, ${leg.matchId}::int, ${leg.marketId}::int, ${leg.outcomeId}::int, ${leg.odds}::int, ${leg.isLive}::boolean)`,
    ),
  );
  return sql`insert into bet_legs (bet_id, position, match_id, market_id, outcome_id, odds, is_live)
      select b.id, v.position, v.match_id, v.market_id, v.outcome_id, v.odds, v.is_live
      from b, (values ${rows}) as v (position, match_id, market_id, outcome_id, odds, is_live)`;
}

/** The `bet_placed` audit event of the bet the statement's CTE `b` inserted. */
function auditPlaced(bet: NewBet) {
  return sql`insert into audit_log (event, user_id, details)
      select 'bet_placed', ${bet.userId}::bigint, jsonb_build_object(
        'bet_id', b.id::text,
        'wallet_id', ${String(bet.walletId)}::text,
        'amount', ${String(bet.amount)}::text,
        'currency_id', ${bet.currencyId}::int,
        'odds', ${bet.odds}::int)
      from b`;
}

/** Stores a live bet's request for the live delay; a concurrent first call of the same bet_uuid keeps the first. */
export async function insertRequest(
  db: Database,
  betUuid: string,
  userId: bigint,
  request: Record<string, unknown>,
  acceptAfter: Date,
): Promise<void> {
  await db
    .insertInto('bet_requests')
    .values({ bet_uuid: betUuid, user_id: userId, request: JSON.stringify(request), accept_after: acceptAfter })
    .onConflict((oc) => oc.column('bet_uuid').doNothing())
    .execute();
}

export async function deleteRequest(db: Database, betUuid: string): Promise<void> {
  await db.deleteFrom('bet_requests').where('bet_uuid', '=', betUuid).execute();
}

/** Stores a shared slip under a code; false when the code is taken. */
export async function insertSlipCode(
  db: Database,
  code: string,
  userId: bigint,
  events: Record<string, unknown>[],
  expiresAt: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('bet_slip_codes')
    .values({ code, user_id: userId, events: JSON.stringify(events), expires_at: expiresAt })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

export function findSlipCode(db: Database, code: string) {
  return db
    .selectFrom('bet_slip_codes')
    .select(['code', 'events', 'expires_at'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export interface HistoryFilter {
  userId: bigint;
  isLive: boolean | null;
  type: number | null;
  status: number | null;
  walletId: bigint | null;
  betId: bigint | null;
  lastId: bigint | null;
  from: Date | null;
  to: Date | null;
  limit: number;
}

/** The player's bets, newest first; only ever the caller's own (`user_id` is always a condition). */
export function listBets(db: Database, filter: HistoryFilter) {
  let query = db
    .selectFrom('bets')
    .select([
      'id',
      'wallet_id',
      'currency_id',
      'type',
      'status',
      'amount',
      'odds',
      'amount_win',
      'is_live',
      'created_at',
      'free_bet_id',
      'system_sizes',
    ])
    .where('user_id', '=', filter.userId);
  if (filter.isLive !== null) query = query.where('is_live', '=', filter.isLive);
  if (filter.type !== null) query = query.where('type', '=', filter.type);
  if (filter.status !== null) query = query.where('status', '=', filter.status);
  if (filter.walletId !== null) query = query.where('wallet_id', '=', filter.walletId);
  if (filter.betId !== null) query = query.where('id', '=', filter.betId);
  if (filter.lastId !== null) query = query.where('id', '<', filter.lastId);
  if (filter.from !== null) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== null) query = query.where('created_at', '<=', filter.to);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}
export type BetRow = Awaited<ReturnType<typeof listBets>>[number];

export function listLegs(db: Database, betIds: bigint[]) {
  if (betIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bet_legs')
    .select(['bet_id', 'position', 'match_id', 'market_id', 'outcome_id', 'odds', 'is_live', 'status'])
    .where('bet_id', 'in', betIds)
    .orderBy('bet_id')
    .orderBy('position')
    .execute();
}
export type LegRow = Awaited<ReturnType<typeof listLegs>>[number];

/** Stored matches (no longer in the catalog) with their tournament and teams, for naming old legs. */
export function listStoredMatches(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectStoredMatches(db).where('m.id', 'in', ids).execute();
}

/** Stored markets by (match, market), for naming legs of matches no longer in the catalog. */
export function listStoredMarkets(db: Database, keys: { matchId: number; marketId: number }[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sport_markets')
    .select(['match_id', 'id', 'type_id', 'part_id', 'line', 'name', 'status', 'outcomes'])
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('match_id', '=', k.matchId), eb('id', '=', k.marketId)]))))
    .execute();
}
export type StoredMarketRow = Awaited<ReturnType<typeof listStoredMarkets>>[number];

/** Whether a wallet has bets still in game (it cannot be deleted then). */
export async function hasOpenBets(db: Database, walletId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('bets')
    .select('id')
    .where('wallet_id', '=', walletId)
    .where('status', '=', BET_STATUS.inGame)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A wallet's cached balance (the ledger keeps it equal to the sum of its entries). */
/**
 * Housekeeping: held live bets and cash-out requests nobody came back for, and shared slip codes long
 * expired (kept a while after expiry so loading them still says "Code is expired"). Returns the rows
 * removed.
 */
export async function purgeExpired(
  db: Database,
  heldBefore: Date,
  codesBefore: Date,
): Promise<{ requests: number; codes: number; cashOuts: number }> {
  const requests = await db.deleteFrom('bet_requests').where('accept_after', '<', heldBefore).executeTakeFirst();
  const codes = await db.deleteFrom('bet_slip_codes').where('expires_at', '<', codesBefore).executeTakeFirst();
  const cashOuts = await purgeHeld(db, heldBefore);
  return { requests: Number(requests.numDeletedRows), codes: Number(codes.numDeletedRows), cashOuts };
}
