import { OperatorWallet } from '../shared/seamless-wallet.js';
import { queryMoment, SchemaStore } from '../shared/sql.js';
import { decodeState, encodeState } from './studio.json.js';

export interface Launch {
  id: string;
  gameCode: string;
  demo: boolean;
  token: string | null;
  userRef: string | null;
  currency: string;
  demoBalance: bigint | null;
  language: string;
  theme: 'dark' | 'light';
  lobbyUrl: string | null;
  depositUrl: string | null;
}

export interface Seeds {
  owner: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export type RoundStatus = 'open' | 'settled' | 'void';

export interface Round {
  id: string;
  launchId: string;
  owner: string;
  gameCode: string;
  demo: boolean;
  status: RoundStatus;
  stake: bigint;
  win: bigint;
  params: unknown;
  state: unknown;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: Date;
  /** The operator's free rounds this round was one of, or null for a paid round. */
  rewardUuid: string | null;
  /** The stake sent to the operator and not answered yet, or null: the round takes no action meanwhile. */
  pending: PendingStake | null;
}

/**
 * A stake in flight and the step it pays for. The step waits here, not in the round's state, until
 * the operator takes the stake; a refused or unanswered stake leaves the round as it was.
 */
export interface PendingStake {
  /** The bet call's transaction uuid. */
  bet: string;
  /** The round's first stake (refused, it voids the round) rather than a double, a split or insurance. */
  first: boolean;
  /** What the stake adds to the round's stake (0 for the first, which the round counts already). */
  extraStake: bigint;
  state: unknown;
  finished: boolean;
  win: bigint;
}

/** Free rounds an operator granted a player: `betCount` rounds at `betValue` on any of `gameCodes`. */
export interface FreeRounds {
  rewardUuid: string;
  userRef: string;
  currency: string;
  gameCodes: string[];
  betValue: bigint;
  betCount: number;
  roundsLeft: number;
  won: bigint;
  endTime: Date;
  status: 'active' | 'ended';
}

interface FreeRoundsRow {
  reward_uuid: string;
  user_ref: string;
  currency: string;
  game_codes: unknown;
  bet_value: string | number | bigint;
  bet_count: number;
  rounds_left: number;
  won: string | number | bigint;
  end_time: Date | string;
  status: 'active' | 'ended';
}

const toFreeRounds = (r: FreeRoundsRow): FreeRounds => ({
  rewardUuid: r.reward_uuid,
  userRef: r.user_ref,
  currency: r.currency,
  gameCodes: (typeof r.game_codes === 'string' ? JSON.parse(r.game_codes) : r.game_codes) as string[],
  betValue: BigInt(r.bet_value),
  betCount: r.bet_count,
  roundsLeft: r.rounds_left,
  won: BigInt(r.won),
  endTime: new Date(r.end_time),
  status: r.status,
});

export type WalletCallKind = 'bet' | 'win' | 'rollback';

export interface WalletCall {
  id: bigint;
  roundId: string;
  kind: WalletCallKind;
  transactionUuid: string;
  body: string;
  attempts: number;
}

interface LaunchRow {
  id: string;
  game_code: string;
  demo: boolean;
  token: string | null;
  user_ref: string | null;
  currency: string;
  demo_balance: string | number | bigint | null;
  language: string;
  theme: 'dark' | 'light';
  lobby_url: string | null;
  deposit_url: string | null;
}

interface RoundRow {
  id: string;
  launch_id: string;
  owner: string;
  game_code: string;
  demo: boolean;
  status: RoundStatus;
  stake: string | number | bigint;
  win: string | number | bigint;
  params: unknown;
  state: unknown;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: Date | string;
  reward_uuid: string | null;
  pending: unknown;
}

interface WalletCallRow {
  id: string | number | bigint;
  round_id: string;
  kind: WalletCallKind;
  transaction_uuid: string;
  body: string;
  attempts: number;
}

const toLaunch = (r: LaunchRow): Launch => ({
  id: r.id,
  gameCode: r.game_code,
  demo: r.demo,
  token: r.token,
  userRef: r.user_ref,
  currency: r.currency,
  demoBalance: r.demo_balance === null ? null : BigInt(r.demo_balance),
  language: r.language,
  theme: r.theme,
  lobbyUrl: r.lobby_url,
  depositUrl: r.deposit_url,
});

const toRound = (r: RoundRow): Round => ({
  id: r.id,
  launchId: r.launch_id,
  owner: r.owner,
  gameCode: r.game_code,
  demo: r.demo,
  status: r.status,
  stake: BigInt(r.stake),
  win: BigInt(r.win),
  params: decodeState(r.params),
  state: decodeState(r.state),
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: r.nonce,
  createdAt: new Date(r.created_at),
  rewardUuid: r.reward_uuid ?? null,
  pending: r.pending === null || r.pending === undefined ? null : (decodeState(r.pending) as PendingStake),
});

const toWalletCall = (r: WalletCallRow): WalletCall => ({
  id: BigInt(r.id),
  roundId: r.round_id,
  kind: r.kind,
  transactionUuid: r.transaction_uuid,
  body: r.body,
  attempts: r.attempts,
});

export class StudioStore extends SchemaStore {
  async insertLaunch(l: Launch): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.studio_launches
         (id, game_code, demo, token, user_ref, currency, demo_balance, language, theme, lobby_url, deposit_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        l.id,
        l.gameCode,
        l.demo,
        l.token,
        l.userRef,
        l.currency,
        l.demoBalance?.toString() ?? null,
        l.language,
        l.theme,
        l.lobbyUrl,
        l.depositUrl,
      ],
    );
  }

  async findLaunch(id: string, lock = false): Promise<Launch | undefined> {
    const rows = await this.sql.query<LaunchRow>(
      `select * from ${this.schema}.studio_launches where id = $1${lock ? ' for update' : ''}`,
      [id],
    );
    return rows[0] ? toLaunch(rows[0]) : undefined;
  }

  async setDemoBalance(id: string, balance: bigint): Promise<void> {
    await this.sql.query(`update ${this.schema}.studio_launches set demo_balance = $2 where id = $1`, [
      id,
      balance.toString(),
    ]);
  }

  /** A player's seeds, locked; made on first use with `fresh` (one statement either way). */
  async lockSeeds(owner: string, fresh: () => { serverSeed: string; clientSeed: string }): Promise<Seeds> {
    const { serverSeed, clientSeed } = fresh();
    const rows = await this.sql.query<{ owner: string; server_seed: string; client_seed: string; nonce: number }>(
      `insert into ${this.schema}.studio_seeds (owner, server_seed, client_seed) values ($1, $2, $3)
       on conflict (owner) do update set owner = excluded.owner
       returning owner, server_seed, client_seed, nonce`,
      [owner, serverSeed, clientSeed],
    );
    const row = rows[0];
    if (!row) throw new Error(`seeds of ${owner} vanished`);
    return { owner: row.owner, serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
  }

  async setNonce(owner: string, nonce: number): Promise<void> {
    await this.sql.query(`update ${this.schema}.studio_seeds set nonce = $2 where owner = $1`, [owner, nonce]);
  }

  async replaceSeeds(owner: string, serverSeed: string, clientSeed: string): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.studio_seeds set server_seed = $2, client_seed = $3, nonce = 0 where owner = $1`,
      [owner, serverSeed, clientSeed],
    );
  }

  async reveal(hash: string, serverSeed: string, owner: string): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.studio_revealed_seeds (server_seed_hash, server_seed, owner) values ($1, $2, $3) on conflict do nothing`,
      [hash, serverSeed, owner],
    );
  }

  async revealedSeed(hash: string): Promise<string | undefined> {
    const rows = await this.sql.query<{ server_seed: string }>(
      `select server_seed from ${this.schema}.studio_revealed_seeds where server_seed_hash = $1`,
      [hash],
    );
    return rows[0]?.server_seed;
  }

  async insertRound(r: Omit<Round, 'createdAt'>): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.studio_rounds
         (id, launch_id, owner, game_code, demo, status, stake, win, params, state, server_seed_hash, client_seed, nonce,
          reward_uuid, pending)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        r.id,
        r.launchId,
        r.owner,
        r.gameCode,
        r.demo,
        r.status,
        r.stake.toString(),
        r.win.toString(),
        encodeState(r.params),
        encodeState(r.state ?? null),
        r.serverSeedHash,
        r.clientSeed,
        r.nonce,
        r.rewardUuid,
        r.pending ? encodeState(r.pending) : null,
      ],
    );
  }

  /** Records an operator's grant of free rounds once; answers the grant as stored (the first one's terms). */
  async insertFreeRounds(f: Omit<FreeRounds, 'roundsLeft' | 'won' | 'status'>): Promise<FreeRounds> {
    await this.sql.query(
      `insert into ${this.schema}.studio_free_rounds
         (reward_uuid, user_ref, currency, game_codes, bet_value, bet_count, rounds_left, end_time, status)
       values ($1, $2, $3, $4, $5, $6, $6, $7, 'active') on conflict (reward_uuid) do nothing`,
      [f.rewardUuid, f.userRef, f.currency, JSON.stringify(f.gameCodes), f.betValue.toString(), f.betCount, f.endTime],
    );
    const stored = await this.findFreeRounds(f.rewardUuid);
    if (!stored) throw new Error(`free rounds ${f.rewardUuid} vanished`);
    return stored;
  }

  async findFreeRounds(rewardUuid: string, lock = false): Promise<FreeRounds | undefined> {
    const rows = await this.sql.query<FreeRoundsRow>(
      `select * from ${this.schema}.studio_free_rounds where reward_uuid = $1${lock ? ' for update' : ''}`,
      [rewardUuid],
    );
    return rows[0] ? toFreeRounds(rows[0]) : undefined;
  }

  /** A player's free rounds playable now on a game, the oldest grant first. */
  async offeredFreeRounds(userRef: string, currency: string, gameCode: string, now: Date): Promise<FreeRounds[]> {
    const rows = await this.sql.query<FreeRoundsRow>(
      `select * from ${this.schema}.studio_free_rounds
       where user_ref = $1 and currency = $2 and status = 'active' and rounds_left > 0 and end_time > $4
         and game_codes @> jsonb_build_array($3::text)
       order by created_at, reward_uuid`,
      [userRef, currency, gameCode, now],
    );
    return rows.map(toFreeRounds);
  }

  async updateFreeRounds(
    rewardUuid: string,
    change: { roundsLeft: number; won: bigint; status: 'active' | 'ended' },
  ): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.studio_free_rounds set rounds_left = $2, won = $3, status = $4 where reward_uuid = $1`,
      [rewardUuid, change.roundsLeft, change.won.toString(), change.status],
    );
  }

  async findRound(id: string, lock = false): Promise<Round | undefined> {
    const rows = await this.sql.query<RoundRow>(
      `select * from ${this.schema}.studio_rounds where id = $1${lock ? ' for update' : ''}`,
      [id],
    );
    return rows[0] ? toRound(rows[0]) : undefined;
  }

  /** The launch's round still in play (a blackjack hand, a mines field), if any. */
  async openRound(launchId: string): Promise<Round | undefined> {
    const rows = await this.sql.query<RoundRow>(
      `select * from ${this.schema}.studio_rounds where launch_id = $1 and status = 'open' order by created_at desc limit 1`,
      [launchId],
    );
    return rows[0] ? toRound(rows[0]) : undefined;
  }

  /** Stores a round's progress; `pending` is left as it is unless named (null clears it). */
  async updateRound(
    id: string,
    change: { status: RoundStatus; stake: bigint; win: bigint; state: unknown; pending?: PendingStake | null },
  ) {
    const params: unknown[] = [
      id,
      change.status,
      change.stake.toString(),
      change.win.toString(),
      encodeState(change.state ?? null),
    ];
    if (change.pending !== undefined) params.push(change.pending ? encodeState(change.pending) : null);
    await this.sql.query(
      `update ${this.schema}.studio_rounds set status = $2, stake = $3, win = $4, state = $5, updated_at = now(),
         settled_at = case when $2 = 'open' then null else now() end${change.pending === undefined ? '' : ', pending = $6'}
       where id = $1`,
      params,
    );
  }

  /** Marks a stake in flight on a round (or clears the mark with null). */
  async setPending(id: string, pending: PendingStake | null): Promise<void> {
    await this.sql.query(`update ${this.schema}.studio_rounds set pending = $2, updated_at = now() where id = $1`, [
      id,
      pending ? encodeState(pending) : null,
    ]);
  }

  /** Whether a round's outcome is fixed: its win (0 for a free round) is owed or was sent. */
  async hasWinCall(roundId: string): Promise<boolean> {
    const rows = await this.sql.query<{ id: unknown }>(
      `select id from ${this.schema}.studio_wallet_calls where round_id = $1 and kind = 'win' limit 1`,
      [roundId],
    );
    return rows.length > 0;
  }

  /** A player's latest rounds of a game, newest first. */
  async history(owner: string, gameCode: string, limit: number): Promise<Round[]> {
    const rows = await this.sql.query<RoundRow>(
      `select * from ${this.schema}.studio_rounds where owner = $1 and game_code = $2 and status <> 'void'
       order by created_at desc limit $3`,
      [owner, gameCode, limit],
    );
    return rows.map(toRound);
  }

  /** A call owed, due for the delivery at `dueAt` (now when not given). */
  async insertWalletCall(
    roundId: string,
    kind: WalletCallKind,
    uuid: string,
    body: string,
    dueAt: Date | null = null,
  ): Promise<bigint> {
    const rows = await this.sql.query<{ id: string | number | bigint }>(
      `insert into ${this.schema}.studio_wallet_calls (round_id, kind, transaction_uuid, body, status, next_at)
       values ($1, $2, $3, $4, 'pending', coalesce($5::timestamptz, now())) returning id`,
      [roundId, kind, uuid, body, dueAt],
    );
    return BigInt(rows[0]?.id ?? 0);
  }

  async finishWalletCall(id: bigint, status: 'done' | 'refused', answer: string): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.studio_wallet_calls set status = $2, answer = $3, attempts = attempts + 1 where id = $1`,
      [id.toString(), status, answer],
    );
  }

  async retryWalletCall(id: bigint, nextAt: Date, answer: string): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.studio_wallet_calls set attempts = attempts + 1, next_at = $2, answer = $3 where id = $1`,
      [id.toString(), nextAt, answer],
    );
  }

  /** When the next pending win or rollback is due (null: none is owed). */
  async nextWalletCallDue(): Promise<Date | null> {
    return queryMoment(
      this.sql,
      `select min(next_at) as at from ${this.schema}.studio_wallet_calls where status = 'pending' and kind <> 'bet'`,
    );
  }

  /**
   * Pending wins and rollbacks that are due, held until `lease` so another node's tick skips them
   * meanwhile. A pending stake is never sent again: the round waiting on it is the recovery's.
   */
  async leaseDueWalletCalls(now: Date, lease: Date, limit: number): Promise<WalletCall[]> {
    const rows = await this.sql.query<WalletCallRow>(
      `update ${this.schema}.studio_wallet_calls set next_at = $3
       where id in (select id from ${this.schema}.studio_wallet_calls where status = 'pending' and kind <> 'bet' and next_at <= $1
                    order by next_at limit $2 for update skip locked)
       returning id, round_id, kind, transaction_uuid, body, attempts`,
      [now, limit, lease],
    );
    return rows.map(toWalletCall);
  }

  /** The calls made in a window, for reconciliation. */
  async walletCallsBetween(
    from: Date,
    to: Date,
  ): Promise<Array<WalletCall & { status: string; amount: number | null }>> {
    const rows = await this.sql.query<WalletCallRow & { status: string }>(
      `select id, round_id, kind, transaction_uuid, body, attempts, status from ${this.schema}.studio_wallet_calls
       where created_at >= $1 and created_at < $2 order by id`,
      [from, to],
    );
    return rows.map((r) => ({ ...toWalletCall(r), status: r.status, amount: OperatorWallet.amountOf(r.body) }));
  }

  /** Real rounds still open and untouched since `before`, a page of them after the round `after`. */
  async staleOpenRounds(before: Date, after: string, limit: number): Promise<Round[]> {
    const rows = await this.sql.query<RoundRow>(
      `select * from ${this.schema}.studio_rounds where status = 'open' and not demo and updated_at < $1 and id > $2
       order by id limit $3`,
      [before, after, limit],
    );
    return rows.map(toRound);
  }

  /** When a round last changed: its own row, or a call it made since. */
  async lastTouched(roundId: string): Promise<Date> {
    const rows = await this.sql.query<{ at: Date | string }>(
      `select greatest(r.updated_at, (select max(c.created_at) from ${this.schema}.studio_wallet_calls c where c.round_id = r.id)) as at
       from ${this.schema}.studio_rounds r where r.id = $1`,
      [roundId],
    );
    return new Date(rows[0]?.at ?? 0);
  }

  /** Every call of a round, oldest first, with its outcome so far. */
  async walletCallsOf(roundId: string): Promise<Array<WalletCall & { status: 'pending' | 'done' | 'refused' }>> {
    const rows = await this.sql.query<WalletCallRow & { status: 'pending' | 'done' | 'refused' }>(
      `select id, round_id, kind, transaction_uuid, body, attempts, status from ${this.schema}.studio_wallet_calls
       where round_id = $1 order by id`,
      [roundId],
    );
    return rows.map((r) => ({ ...toWalletCall(r), status: r.status }));
  }

  async firstBetUuid(roundId: string): Promise<string | undefined> {
    const rows = await this.sql.query<{ transaction_uuid: string }>(
      `select transaction_uuid from ${this.schema}.studio_wallet_calls where round_id = $1 and kind = 'bet' order by id limit 1`,
      [roundId],
    );
    return rows[0]?.transaction_uuid;
  }

  async pendingWalletCalls(roundId: string): Promise<number> {
    const rows = await this.sql.query<{ n: string | number }>(
      `select count(*) as n from ${this.schema}.studio_wallet_calls where round_id = $1 and status = 'pending'`,
      [roundId],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
