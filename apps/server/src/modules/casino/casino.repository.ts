import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CasinoTransactionKind, CasinoTransactionStatus, WalletKind } from '../../db/schema.js';

export interface CasinoGameRow {
  id: number;
  provider_id: number;
  external_id: string;
  name: string;
  image: string;
  has_demo: boolean;
  is_live: boolean;
  is_new: boolean;
  is_top: boolean;
  category_ids: number[];
  position: number;
}

/** The games open to players, in lobby order. */
export function listEnabledGames(db: Database): Promise<CasinoGameRow[]> {
  return db
    .selectFrom('casino_games')
    .select([
      'id',
      'provider_id',
      'external_id',
      'name',
      'image',
      'has_demo',
      'is_live',
      'is_new',
      'is_top',
      'category_ids',
      'position',
    ])
    .where('enabled', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export interface NewSession {
  tokenHash: Buffer;
  userId: bigint;
  walletId: bigint;
  currencyId: number;
  gameId: number;
  providerId: number;
  expiresAt: Date;
}

export async function insertSession(db: Database, session: NewSession): Promise<bigint> {
  const row = await db
    .insertInto('casino_sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      wallet_id: session.walletId,
      currency_id: session.currencyId,
      game_id: session.gameId,
      provider_id: session.providerId,
      expires_at: session.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SessionRow {
  id: bigint;
  user_id: bigint;
  wallet_id: bigint;
  currency_id: number;
  currency_code: string;
  game_id: number;
  game_code: string;
  provider_id: number;
  expires_at: Date;
  wallet_closed: boolean;
  wallet_kind: WalletKind;
  country_code: string;
  language: string;
}

/** A game session by its token's hash, with what the wallet calls answer about it. */
export function findSession(db: Database, tokenHash: Buffer): Promise<SessionRow | undefined> {
  return db
    .selectFrom('casino_sessions as s')
    .innerJoin('currencies as c', 'c.id', 's.currency_id')
    .innerJoin('casino_games as g', 'g.id', 's.game_id')
    .innerJoin('wallets as w', 'w.id', 's.wallet_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('countries as k', 'k.id', 'u.country_id')
    .select((eb) => [
      's.id',
      's.user_id',
      's.wallet_id',
      's.currency_id',
      'c.code as currency_code',
      's.game_id',
      'g.external_id as game_code',
      's.provider_id',
      's.expires_at',
      eb('w.closed_at', 'is not', null).$castTo<boolean>().as('wallet_closed'),
      'w.kind as wallet_kind',
      'k.code as country_code',
      'k.language as language',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Keeps a session open while it is played: bets push its expiry forward. */
export async function extendSession(db: Database, sessionId: bigint, expiresAt: Date): Promise<void> {
  await db.updateTable('casino_sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

/**
 * Locks the session's wallet first in every money call: the call's record references the wallet, and
 * two calls that each held that reference's share lock would deadlock on the ledger's update lock.
 */
export async function lockWallet(db: Database, walletId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('wallets')
    .select('balance')
    .where('id', '=', walletId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance;
}

export async function walletBalance(db: Database, walletId: bigint): Promise<bigint> {
  const row = await db.selectFrom('wallets').select('balance').where('id', '=', walletId).executeTakeFirstOrThrow();
  return row.balance;
}

export interface TransactionRow {
  id: bigint;
  transaction_uuid: string;
  kind: CasinoTransactionKind;
  session_id: bigint | null;
  wallet_id: bigint | null;
  currency_id: number | null;
  amount: bigint | null;
  status: CasinoTransactionStatus;
  answer_status: string;
  balance_after: bigint | null;
  fingerprint: Buffer;
  reward_uuid: string | null;
  round: string;
}

export interface NewTransaction {
  providerId: number;
  uuid: string;
  kind: CasinoTransactionKind;
  session: { id: bigint; userId: bigint; walletId: bigint; currencyId: number; gameId: number } | null;
  round: string;
  amount: bigint | null;
  referenceUuid: string | null;
  /** A free round's reward. */
  rewardUuid?: string | null;
  status: CasinoTransactionStatus;
  answerStatus: string;
  fingerprint: Buffer;
}

/**
 * Claims a provider's transaction uuid: the row is written unless the uuid is known already, in which
 * case nothing is written (a concurrent claim of the same uuid waits for the first to commit).
 */
export async function claimTransaction(db: Database, tx: NewTransaction): Promise<bigint | null> {
  const row = await db
    .insertInto('casino_transactions')
    .values({
      provider_id: tx.providerId,
      transaction_uuid: tx.uuid,
      kind: tx.kind,
      session_id: tx.session?.id ?? null,
      user_id: tx.session?.userId ?? null,
      wallet_id: tx.session?.walletId ?? null,
      currency_id: tx.session?.currencyId ?? null,
      game_id: tx.session?.gameId ?? null,
      round: tx.round,
      amount: tx.amount,
      reference_uuid: tx.referenceUuid,
      reward_uuid: tx.rewardUuid ?? null,
      status: tx.status,
      answer_status: tx.answerStatus,
      fingerprint: tx.fingerprint,
    })
    .onConflict((oc) => oc.columns(['provider_id', 'transaction_uuid']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A provider's transaction by uuid, locked for the caller's transaction. */
export function lockTransaction(db: Database, providerId: number, uuid: string): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('casino_transactions')
    .select([
      'id',
      'transaction_uuid',
      'kind',
      'session_id',
      'wallet_id',
      'currency_id',
      'amount',
      'status',
      'answer_status',
      'balance_after',
      'fingerprint',
      'reward_uuid',
      'round',
    ])
    .where('provider_id', '=', providerId)
    .where('transaction_uuid', '=', uuid)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Whether a bet has an accepted win (other than `exceptWinId`): such a bet can no longer be rolled
 * back, and is not paid again (a bet is paid once).
 */
export async function hasWin(
  db: Database,
  providerId: number,
  betUuid: string,
  exceptWinId?: bigint,
): Promise<boolean> {
  let query = db
    .selectFrom('casino_transactions')
    .select('id')
    .where('provider_id', '=', providerId)
    .where('reference_uuid', '=', betUuid)
    .where('kind', '=', 'win')
    .where('status', '=', 'accepted');
  if (exceptWinId !== undefined) query = query.where('id', '!=', exceptWinId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Whether a provider's round in a game session was closed: an accepted win or rollback of the round,
 * sent with `round_closed`, names a bet staked in that session. (A win may come with another token
 * of the same wallet; it closes the round of the session its bet was staked in.) Read under the
 * wallet's lock, which every call of the round takes first, so a close cannot land in between.
 */
export async function roundClosed(
  db: Database,
  providerId: number,
  walletId: bigint,
  sessionId: bigint,
  round: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('casino_transactions as c')
    .innerJoin('casino_transactions as b', (join) =>
      join.onRef('b.provider_id', '=', 'c.provider_id').onRef('b.transaction_uuid', '=', 'c.reference_uuid'),
    )
    .select('c.id')
    .where('c.provider_id', '=', providerId)
    .where('c.wallet_id', '=', walletId)
    .where('c.round', '=', round)
    .where('c.round_closed', '=', true)
    .where('b.session_id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The CTE a call taken at once answers one row from (the ledger's `postingCtes` writes only then). */
export const TAKEN_AT_ONCE = 'ok';

/** A paid bet or win taken by one statement: its session's facts and the call's record. */
export interface AtOnceCall {
  providerId: number;
  uuid: string;
  session: { id: bigint; userId: bigint; walletId: bigint; currencyId: number; gameId: number };
  round: string;
  amount: bigint;
  fingerprint: Buffer;
}

/** Whether a later round-closing call of the same round was accepted (`roundClosed` as a condition). */
function roundClosedCondition(providerId: number, walletId: bigint, sessionId: RawBuilder<unknown>, round: string) {
  return sql`exists (
          select 1 from casino_transactions c
          join casino_transactions r on r.provider_id = c.provider_id and r.transaction_uuid = c.reference_uuid
          where c.provider_id = ${providerId}::int and c.wallet_id = ${walletId}::bigint
            and c.round = ${round}::text and c.round_closed and r.session_id = ${sessionId}
        )`;
}

/** The call's record as accepted, with the posting's header (`lh`) and the wallet's balance after it (`lw`). */
function insertAccepted(
  call: AtOnceCall,
  kind: 'bet' | 'win',
  referenceUuid: string | null,
  closesRound: boolean,
): RawBuilder<unknown> {
  const { session } = call;
  return sql`insert into casino_transactions (provider_id, transaction_uuid, kind, session_id, user_id, wallet_id,
        currency_id, game_id, round, amount, reference_uuid, status, answer_status, balance_after, fingerprint,
        ledger_transaction_id, round_closed)
      select ${call.providerId}::int, ${call.uuid}::text, ${kind}::text, ${session.id}::bigint,
        ${session.userId}::bigint, ${session.walletId}::bigint, ${session.currencyId}::int, ${session.gameId}::int,
        ${call.round}::text, ${call.amount}::bigint, ${referenceUuid}::text, 'accepted', 'RS_OK', lw.balance,
        ${call.fingerprint}::bytea, lh.id, ${closesRound}::boolean
      from lh, lw
      returning id`;
}

/**
 * A paid bet in one statement, in the caller's transaction with the wallet locked (`lockWallet`, an
 * earlier statement: this one's reads are then as of the lock). It records the call as accepted,
 * writes `posting` (the ledger's CTEs, waiting for TAKEN_AT_ONCE) and keeps the session open, only
 * when the session is open, the wallet open and covering the stake, the uuid new, the round not
 * closed, and the player has no limits, exclusion, block or closure (those take the full path,
 * which checks them). Answers the wallet's balance after the stake, or undefined when nothing was
 * written.
 */
export async function stakeAtOnce(
  db: Database,
  call: AtOnceCall,
  times: { now: Date; expiresAt: Date },
  posting: RawBuilder<unknown>,
): Promise<bigint | undefined> {
  const { session } = call;
  const { rows } = await sql<{ balance: bigint | null }>`
    with ok as (
      select w.id from wallets w
      where w.id = ${session.walletId}::bigint and w.closed_at is null and w.balance >= ${call.amount}::bigint
        and exists (
          select 1 from casino_sessions where id = ${session.id}::bigint and expires_at > ${times.now}::timestamptz
        )
        and not exists (select 1 from rg_limits where user_id = ${session.userId}::bigint)
        and not exists (select 1 from rg_exclusions where user_id = ${session.userId}::bigint)
        and not exists (select 1 from player_blocks where user_id = ${session.userId}::bigint)
        and not exists (select 1 from player_closures where user_id = ${session.userId}::bigint)
        and not exists (
          select 1 from casino_transactions where provider_id = ${call.providerId}::int and transaction_uuid = ${call.uuid}::text
        )
        and not ${roundClosedCondition(call.providerId, session.walletId, sql`${session.id}::bigint`, call.round)}
    )${posting}, t as (
      ${insertAccepted(call, 'bet', null, false)}
    ), s as (
      update casino_sessions set expires_at = ${times.expiresAt}::timestamptz
      where id = ${session.id}::bigint and exists (select 1 from t)
    )
    select (select balance from lw where id = ${session.walletId}::bigint) as balance from t`.execute(db);
  return rows[0]?.balance ?? undefined;
}

/**
 * A paid win in one statement, in the caller's transaction with the wallet locked (as stakeAtOnce).
 * It records the call as accepted (closing its round when asked) and writes `posting` only when the
 * uuid is new and the bet it names is this wallet's accepted paid bet of the same round, not yet
 * paid, in a round still open, and the wallet owes nothing (a debt is repaid first by the full path).
 * Answers the wallet's balance after the win, or undefined when nothing was written.
 */
export async function winAtOnce(
  db: Database,
  call: AtOnceCall & { betUuid: string; closesRound: boolean },
  posting: RawBuilder<unknown>,
): Promise<bigint | undefined> {
  const { session } = call;
  const { rows } = await sql<{ balance: bigint | null }>`
    with b as (
      select id, session_id from casino_transactions
      where provider_id = ${call.providerId}::int and transaction_uuid = ${call.betUuid}::text and kind = 'bet'
        and status = 'accepted' and wallet_id = ${session.walletId}::bigint and reward_uuid is null
        and round = ${call.round}::text
      for update
    ), ok as (
      select b.id from b, wallets w
      where w.id = ${session.walletId}::bigint and w.debt = 0
        and not exists (
          select 1 from casino_transactions where provider_id = ${call.providerId}::int and transaction_uuid = ${call.uuid}::text
        )
        and not exists (
          select 1 from casino_transactions
          where provider_id = ${call.providerId}::int and reference_uuid = ${call.betUuid}::text and kind = 'win'
            and status = 'accepted'
        )
        and not ${roundClosedCondition(call.providerId, session.walletId, sql`coalesce(b.session_id, ${session.id}::bigint)`, call.round)}
    )${posting}, t as (
      ${insertAccepted(call, 'win', call.betUuid, call.closesRound)}
    )
    select (select balance from lw where id = ${session.walletId}::bigint) as balance from t`.execute(db);
  return rows[0]?.balance ?? undefined;
}

/** Records how a claimed transaction was answered. */
export async function settleTransaction(
  db: Database,
  id: bigint,
  outcome: {
    status: CasinoTransactionStatus;
    answerStatus: string;
    balanceAfter: bigint | null;
    ledgerTransactionId?: bigint | null;
    /** An accepted win or rollback that closes its round. */
    roundClosed?: boolean;
  },
): Promise<void> {
  await db
    .updateTable('casino_transactions')
    .set({
      status: outcome.status,
      answer_status: outcome.answerStatus,
      balance_after: outcome.balanceAfter,
      ...(outcome.ledgerTransactionId === undefined ? {} : { ledger_transaction_id: outcome.ledgerTransactionId }),
      ...(outcome.roundClosed ? { round_closed: true } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function markRolledBack(db: Database, id: bigint): Promise<void> {
  await db.updateTable('casino_transactions').set({ status: 'rolled_back' }).where('id', '=', id).execute();
}

/** A provider's calls as recorded, in id order, for its reconciliation. */
export function listProviderTransactions(
  db: Database,
  providerId: number,
  window: { from: Date; to: Date; afterId: bigint; limit: number },
) {
  return db
    .selectFrom('casino_transactions')
    .select([
      'id',
      'transaction_uuid',
      'kind',
      'status',
      'answer_status',
      'amount',
      'reference_uuid',
      'round',
      'created_at',
    ])
    .where('provider_id', '=', providerId)
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to)
    .where('id', '>', window.afterId)
    .orderBy('id')
    .limit(window.limit)
    .execute();
}

/**
 * A player's latest casino and live casino rounds as the wallet recorded them, newest first: each
 * round's stakes and wins taken (refused and rolled-back calls left out), its game and provider.
 */
export function latestRounds(db: Database, userId: bigint, limit: number) {
  return db
    .selectFrom('casino_transactions as t')
    .innerJoin('casino_providers as p', 'p.id', 't.provider_id')
    .leftJoin('casino_games as g', 'g.id', 't.game_id')
    .select((eb) => [
      't.provider_id',
      't.round',
      'p.code as provider',
      'p.is_live',
      eb.fn.max('g.name').as('game'),
      eb.fn.max('t.currency_id').as('currency_id'),
      eb.fn.min('t.created_at').as('started_at'),
      sql<string>`coalesce(sum(t.amount) filter (where t.kind = 'bet' and t.status = 'accepted'), 0)`.as('stake'),
      sql<string>`coalesce(sum(t.amount) filter (where t.kind = 'win' and t.status = 'accepted'), 0)`.as('win'),
      sql<boolean>`bool_or(t.round_closed)`.as('closed'),
    ])
    .where('t.user_id', '=', userId)
    .groupBy(['t.provider_id', 't.round', 'p.code', 'p.is_live'])
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
}
