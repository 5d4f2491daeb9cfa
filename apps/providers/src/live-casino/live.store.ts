import type { StudioCall } from '../shared/reconcile.js';
import { OperatorWallet } from '../shared/seamless-wallet.js';
import { queryMoment, SchemaStore } from '../shared/sql.js';

export interface LiveLaunch {
  id: string;
  tableId: string;
  token: string;
  userRef: string;
  currency: string;
  language: string;
  theme: 'dark' | 'light';
  lobbyUrl: string | null;
}

export type LiveBetStatus = 'pending' | 'accepted' | 'refused' | 'unknown' | 'refunded';
export type LiveCallKind = 'bet' | 'win' | 'rollback';

export interface LiveBetRow {
  id: string;
  roundId: string;
  launchId: string;
  spot: string;
  amount: bigint;
  currency: string;
  status: LiveBetStatus;
}

export interface LiveWalletCall {
  id: bigint;
  betId: string;
  /** The launch whose bet the call is about. */
  launchId: string;
  kind: LiveCallKind;
  transactionUuid: string;
  body: string;
  attempts: number;
}

interface LaunchRow {
  id: string;
  table_id: string;
  token: string;
  user_ref: string;
  currency: string;
  language: string;
  theme: 'dark' | 'light';
  lobby_url: string | null;
}

interface BetRow {
  id: string;
  round_id: string;
  launch_id: string;
  spot: string;
  amount: string | number | bigint;
  currency: string;
  status: LiveBetStatus;
}

interface CallRow {
  id: string | number | bigint;
  bet_id: string;
  launch_id: string;
  kind: LiveCallKind;
  transaction_uuid: string;
  body: string;
  attempts: number;
}

const toLaunch = (r: LaunchRow): LiveLaunch => ({
  id: r.id,
  tableId: r.table_id,
  token: r.token,
  userRef: r.user_ref,
  currency: r.currency,
  language: r.language,
  theme: r.theme,
  lobbyUrl: r.lobby_url,
});

const toBet = (r: BetRow): LiveBetRow => ({
  id: r.id,
  roundId: r.round_id,
  launchId: r.launch_id,
  spot: r.spot,
  amount: BigInt(r.amount),
  currency: r.currency,
  status: r.status,
});

const toCall = (r: CallRow): LiveWalletCall => ({
  id: BigInt(r.id),
  betId: r.bet_id,
  launchId: r.launch_id,
  kind: r.kind,
  transactionUuid: r.transaction_uuid,
  body: r.body,
  attempts: r.attempts,
});

export class LiveStore extends SchemaStore {
  async insertLaunch(launch: LiveLaunch): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.live_launches (id, table_id, token, user_ref, currency, language, theme, lobby_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        launch.id,
        launch.tableId,
        launch.token,
        launch.userRef,
        launch.currency,
        launch.language,
        launch.theme,
        launch.lobbyUrl,
      ],
    );
  }

  async findLaunch(id: string): Promise<LiveLaunch | null> {
    const rows = await this.sql.query<LaunchRow>(`select * from ${this.schema}.live_launches where id = $1`, [id]);
    return rows[0] ? toLaunch(rows[0]) : null;
  }

  async insertRound(round: { id: string; tableId: string; number: number; seedHash: string; openedAt: Date }) {
    await this.sql.query(
      `insert into ${this.schema}.live_rounds (id, table_id, number, status, seed_hash, opened_at)
       values ($1, $2, $3, 'open', $4, $5) on conflict (id) do nothing`,
      [round.id, round.tableId, round.number, round.seedHash, round.openedAt],
    );
  }

  /** Settles an open round; answers false when it was not open (already voided or settled). */
  async settleRound(round: { id: string; serverSeed: string; outcome: unknown; settledAt: Date }): Promise<boolean> {
    const rows = await this.sql.query<{ id: string }>(
      `update ${this.schema}.live_rounds set status = 'settled', server_seed = $2, outcome = $3::jsonb, settled_at = $4
       where id = $1 and status = 'open' returning id`,
      [round.id, round.serverSeed, JSON.stringify(round.outcome), round.settledAt],
    );
    return rows.length > 0;
  }

  /** Marks every open round void and answers their ids (locked until the transaction ends). */
  async voidOpenRounds(tableIds: readonly string[]): Promise<string[]> {
    const rows = await this.sql.query<{ id: string }>(
      `update ${this.schema}.live_rounds set status = 'void', settled_at = now()
       where status = 'open' and table_id = any($1) returning id`,
      [tableIds],
    );
    return rows.map((r) => r.id);
  }

  async insertBet(bet: LiveBetRow): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.live_bets (id, round_id, launch_id, spot, amount, currency, status)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [bet.id, bet.roundId, bet.launchId, bet.spot, bet.amount, bet.currency, bet.status],
    );
  }

  async setBetStatus(id: string, status: LiveBetStatus): Promise<void> {
    await this.sql.query(`update ${this.schema}.live_bets set status = $2 where id = $1`, [id, status]);
  }

  /** Bets of rounds whose stake may have been taken: what a void round gives back. */
  async betsToRefund(roundIds: readonly string[]): Promise<LiveBetRow[]> {
    const rows = await this.sql.query<BetRow>(
      `select * from ${this.schema}.live_bets where round_id = any($1) and status in ('pending', 'accepted', 'unknown') order by id`,
      [roundIds],
    );
    return rows.map(toBet);
  }

  /** Bets whose rounds the studio has no open or settled record of (a record lost to a crash). */
  async orphanBets(): Promise<LiveBetRow[]> {
    const rows = await this.sql.query<BetRow>(
      `select b.* from ${this.schema}.live_bets b left join ${this.schema}.live_rounds r on r.id = b.round_id
       where b.status in ('pending', 'accepted', 'unknown') and (r.id is null or r.status = 'void')`,
    );
    return rows.map(toBet);
  }

  /** Stores a wallet call; a call with the same transaction uuid is kept once. */
  async insertCall(call: {
    betId: string;
    kind: LiveCallKind;
    transactionUuid: string;
    body: string;
    status: 'pending' | 'sent';
  }): Promise<bigint | null> {
    const rows = await this.sql.query<{ id: string | number | bigint }>(
      `insert into ${this.schema}.live_wallet_calls (bet_id, kind, transaction_uuid, body, status)
       values ($1, $2, $3, $4, $5) on conflict (transaction_uuid) do nothing returning id`,
      [call.betId, call.kind, call.transactionUuid, call.body, call.status],
    );
    return rows[0] ? BigInt(rows[0].id) : null;
  }

  async finishCall(id: bigint, status: 'done' | 'refused', answer: string): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.live_wallet_calls set status = $2, answer = $3, attempts = attempts + 1 where id = $1`,
      [id, status, answer],
    );
  }

  async retryCall(id: bigint, nextAt: Date, reason: string): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.live_wallet_calls set status = 'pending', next_at = $2, answer = $3, attempts = attempts + 1
       where id = $1`,
      [id, nextAt, reason],
    );
  }

  /** Leases due calls to one sender: their next attempt moves to `lease`, after which they are due again. */
  /** When the next pending call is due (null: none is owed). */
  async nextCallDue(): Promise<Date | null> {
    return queryMoment(
      this.sql,
      `select min(next_at) as at from ${this.schema}.live_wallet_calls where status = 'pending'`,
    );
  }

  async leaseDueCalls(now: Date, lease: Date, limit: number): Promise<LiveWalletCall[]> {
    const rows = await this.sql.query<CallRow>(
      `update ${this.schema}.live_wallet_calls set next_at = $3
       where id in (select id from ${this.schema}.live_wallet_calls where status = 'pending' and next_at <= $1
                    order by next_at limit $2 for update skip locked)
       returning id, bet_id, kind, transaction_uuid, body, attempts,
                 (select launch_id from ${this.schema}.live_bets b where b.id = ${this.schema}.live_wallet_calls.bet_id) as launch_id`,
      [now, limit, lease],
    );
    return rows.map(toCall);
  }

  /** The calls made in a window (by when they were stored), for reconciliation. */
  async callsBetween(from: Date, to: Date): Promise<StudioCall[]> {
    const rows = await this.sql.query<{ transaction_uuid: string; kind: string; status: string; body: string }>(
      `select transaction_uuid, kind, status, body from ${this.schema}.live_wallet_calls
       where created_at >= $1 and created_at < $2 order by id`,
      [from, to],
    );
    return rows.map((r) => ({
      transactionUuid: r.transaction_uuid,
      kind: r.kind,
      status: r.status,
      amount: OperatorWallet.amountOf(r.body),
    }));
  }

  async callsOf(betId: string): Promise<Array<LiveWalletCall & { status: string }>> {
    const rows = await this.sql.query<CallRow & { status: string }>(
      `select c.*, b.launch_id from ${this.schema}.live_wallet_calls c join ${this.schema}.live_bets b on b.id = c.bet_id
       where c.bet_id = $1 order by c.id`,
      [betId],
    );
    return rows.map((r) => ({ ...toCall(r), status: r.status }));
  }
}
