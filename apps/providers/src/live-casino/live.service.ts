/**
 * The live studio: its tables on the clock, the players' launches, and the money. Every stake is a
 * bet call to the operator's seamless wallet made while the player waits; every win and every stake
 * given back is a call the studio owes, stored before it is sent and delivered until the operator
 * answers (`tick`), so a restart loses none. A round the studio did not finish (it stopped mid-round)
 * is void when the studio starts again: each of its stakes is rolled back exactly once, by a
 * rollback whose transaction uuid is derived from the bet's.
 */
import { randomUUID } from 'node:crypto';
import { retryDelayMs } from '../shared/owed-calls.js';
import { WorkDue } from '../shared/provider-jobs.js';
import { type ReconciliationReport, reconcileWithOperator } from '../shared/reconcile.js';
import { OperatorWallet, type WalletReply } from '../shared/seamless-wallet.js';
import { BlackjackTable } from './blackjack-table.js';
import type { Clock } from './clock.js';
import { baccarat } from './engine/baccarat.js';
import type { LiveGame } from './engine/live-game.js';
import { liveRoulette } from './engine/live-roulette.js';
import { moneyWheel } from './engine/money-wheel.js';
import type { LiveLaunch, LiveStore } from './live.store.js';
import { LIVE_TABLES, type LiveTable, tableLimits } from './live.tables.js';
import {
  type SettledRound,
  SharedTableRunner,
  type TableBank,
  type TableBet,
  type TableRecord,
} from './table-runner.js';

/** How long a sender holds the calls it leased before another may send them. */
const LEASE_S = 30;

export type LiveTableRunner = SharedTableRunner<unknown> | BlackjackTable;

export interface LiveLaunchRequest {
  tableId: string;
  token: string;
  user: string;
  currency: string;
  language: string;
  theme: 'dark' | 'light';
  lobbyUrl?: string;
}

export class LiveStudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const GAMES: Readonly<Record<Exclude<LiveTable['game'], 'blackjack'>, LiveGame<unknown>>> = {
  roulette: liveRoulette as LiveGame<unknown>,
  baccarat: baccarat as LiveGame<unknown>,
  'money-wheel': moneyWheel as LiveGame<unknown>,
};

export interface LiveStudioOptions {
  tables?: readonly LiveTable[];
  /** Where failures of the studio's own bookkeeping are told (it never stops a table). */
  onError?: (error: unknown, context: string) => void;
  /** Blackjack's shoe for a round's seeds (tests deal known cards). */
  shoeOf?: ConstructorParameters<typeof BlackjackTable>[4];
  /**
   * A studio running without a host's job queue reconciles itself: after a settlement, at most once
   * every `everyMs` of the wall clock, over the last two such periods.
   */
  selfReconcile?: { everyMs: number; report: (report: ReconciliationReport) => void };
}

export class LiveStudio {
  readonly tables = new Map<string, LiveTableRunner>();
  /** Where the studio says that a wallet call falls due to be sent again (for whoever delivers). */
  readonly workDue = new WorkDue();
  readonly #launches = new Map<string, LiveLaunch>();
  /** Each table's round in play, recorded with its first stake: a round nobody bets on leaves no row. */
  readonly #openRounds = new Map<
    string,
    { id: string; tableId: string; number: number; seedHash: string; openedAt: Date }
  >();
  readonly #onError: (error: unknown, context: string) => void;
  readonly #balanceListeners = new Set<(launchId: string, balance: number) => void>();
  #started = false;
  readonly #selfReconcile: LiveStudioOptions['selfReconcile'];
  #reconciledAt = Date.now();

  constructor(
    private readonly store: LiveStore,
    private readonly wallet: OperatorWallet,
    clock: Clock,
    options: LiveStudioOptions = {},
  ) {
    this.#onError = options.onError ?? (() => undefined);
    this.#selfReconcile = options.selfReconcile;
    for (const table of options.tables ?? LIVE_TABLES) {
      const bank = this.#bank(table);
      const record = this.#record(table);
      this.tables.set(
        table.id,
        table.game === 'blackjack'
          ? new BlackjackTable(table, clock, bank, record, options.shoeOf)
          : new SharedTableRunner(table, GAMES[table.game], clock, bank, record),
      );
    }
  }

  /** Voids what the last run left unfinished, then opens every table. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    await this.voidUnfinished();
    for (const runner of this.tables.values()) runner.start();
  }

  stop(): void {
    this.#started = false;
    for (const runner of this.tables.values()) runner.stop();
  }

  table(id: string): LiveTableRunner {
    const runner = this.tables.get(id);
    if (!runner) throw new LiveStudioError(404, 'No such table.');
    return runner;
  }

  /** A roulette, baccarat or money-wheel table. */
  sharedTable(id: string): SharedTableRunner<unknown> {
    const runner = this.table(id);
    if (runner instanceof BlackjackTable) throw new LiveStudioError(422, 'This table deals blackjack.');
    return runner;
  }

  blackjackTable(id: string): BlackjackTable {
    const runner = this.table(id);
    if (!(runner instanceof BlackjackTable)) throw new LiveStudioError(422, 'This table does not deal blackjack.');
    return runner;
  }

  /** Tells `listener` each balance the wallet answers a launch's call with. */
  onBalance(listener: (launchId: string, balance: number) => void): () => void {
    this.#balanceListeners.add(listener);
    return () => this.#balanceListeners.delete(listener);
  }

  /** The launch's wallet balance now, as the operator answers it (null when it does not). */
  async balanceOf(launch: LiveLaunch): Promise<number | null> {
    const reply = await this.wallet.balance(launch.token, launch.userRef, launch.tableId);
    return reply.answered && reply.status === 'RS_OK' ? reply.balance : null;
  }

  #told(launchId: string, reply: WalletReply): void {
    if (!reply.answered || reply.balance === null) return;
    for (const listener of this.#balanceListeners) listener(launchId, reply.balance);
  }

  /** The operator's launch of a player at a table: the session the player's calls are made with. */
  async launch(request: LiveLaunchRequest): Promise<LiveLaunch> {
    const runner = this.table(request.tableId);
    if (!tableLimits(runner.table, request.currency)) {
      throw new LiveStudioError(422, `The table does not take ${request.currency}.`);
    }
    const launch: LiveLaunch = {
      id: randomUUID(),
      tableId: request.tableId,
      token: request.token,
      userRef: request.user,
      currency: request.currency,
      language: request.language,
      theme: request.theme,
      lobbyUrl: request.lobbyUrl ?? null,
    };
    await this.store.insertLaunch(launch);
    this.#launches.set(launch.id, launch);
    return launch;
  }

  async findLaunch(id: string): Promise<LiveLaunch> {
    const known = this.#launches.get(id) ?? (await this.store.findLaunch(id));
    if (!known) throw new LiveStudioError(404, 'This table session does not exist. Open the table again.');
    this.#launches.set(id, known);
    return known;
  }

  /**
   * The void rounds' stakes back, once: every round still open (the studio stopped during it) is
   * void, and each stake that may have been taken gets a rollback call, stored and then delivered.
   */
  async voidUnfinished(): Promise<number> {
    const ids = [...this.tables.keys()];
    const refunds = await this.store.transaction(async (store) => {
      await store.voidOpenRounds(ids);
      const bets = await store.orphanBets();
      for (const bet of bets) {
        const launch = await store.findLaunch(bet.launchId);
        if (!launch) continue;
        await store.insertCall({
          betId: bet.id,
          kind: 'rollback',
          transactionUuid: `${bet.id}:rollback`,
          body: this.#body('rollback', launch, { id: bet.id, roundId: bet.roundId }),
          status: 'pending',
        });
        await store.setBetStatus(bet.id, 'refunded');
      }
      return bets.length;
    });
    if (refunds > 0) await this.tick();
    return refunds;
  }

  /** Sends the calls that are due (a job runs it; settlement and refunds also start it at once). */
  async tick(limit = 100): Promise<number> {
    const now = new Date();
    const lease = new Date(now.getTime() + LEASE_S * 1000);
    const due = await this.store.leaseDueCalls(now, lease, limit);
    for (const call of due) {
      const reply = await this.wallet.transaction(call.kind, call.body);
      if (!reply.answered) {
        const next = new Date(now.getTime() + retryDelayMs(call.attempts + 1));
        await this.store.retryCall(call.id, next, reply.reason);
        this.workDue.tell(next);
        continue;
      }
      await this.store.finishCall(call.id, reply.status === 'RS_OK' ? 'done' : 'refused', JSON.stringify(reply));
      this.#told(call.launchId, reply);
    }
    return due.length;
  }

  /** The scheduled delivery: what is due goes out; answers when the next call owed falls due (null: none). */
  async deliverOwed(): Promise<Date | null> {
    await this.tick();
    return this.store.nextCallDue();
  }

  /** The studio's calls of a window against the operator's record of them (shared/reconcile.ts). */
  reconcile(fromMs: number, toMs: number): Promise<ReconciliationReport> {
    return reconcileWithOperator(this.wallet, (from, to) => this.store.callsBetween(from, to), fromMs, toMs);
  }

  #reconcileIfDue(): void {
    const due = this.#selfReconcile;
    const now = Date.now();
    if (!due || now - this.#reconciledAt < due.everyMs) return;
    this.#reconciledAt = now;
    this.reconcile(now - 2 * due.everyMs, now)
      .then(due.report)
      .catch((error) => this.#onError(error, 'reconciling with the operator'));
  }

  #deliverSoon(): void {
    this.tick().catch((error) => {
      this.#onError(error, 'delivering wallet calls');
      this.workDue.tellRetry(Date.now());
    });
  }

  /**
   * A wallet call's body. A round closes for the launch's token with its win, or with the rollbacks
   * of a void round; a stake given back while the round goes on leaves it open, so the win still
   * owed on the token's other stakes of the round is taken.
   */
  #body(
    kind: 'bet' | 'win' | 'rollback',
    launch: LiveLaunch,
    bet: { id: string; roundId: string; amount?: bigint },
    roundClosed = kind !== 'bet',
  ): string {
    return OperatorWallet.body(
      kind,
      {
        token: launch.token,
        user: launch.userRef,
        transaction_uuid: kind === 'bet' ? bet.id : `${bet.id}:${kind}`,
        round: bet.roundId,
        round_closed: roundClosed,
        game_code: launch.tableId,
      },
      {
        currency: launch.currency,
        ...(bet.amount === undefined ? {} : { amount: bet.amount }),
        ...(kind === 'bet' ? {} : { reference: bet.id }),
      },
    );
  }

  #bank(table: LiveTable): TableBank {
    return {
      stake: async (bet) => {
        const launch = await this.findLaunch(bet.player);
        if (launch.tableId !== table.id) return { ok: false, reason: 'another table' };
        const body = this.#body('bet', launch, bet);
        const open = this.#openRounds.get(table.id);
        const round = open?.id === bet.roundId ? open : undefined;
        const callId = await this.store.transaction(async (store) => {
          if (round) await store.insertRound(round);
          await store.insertBet({
            id: bet.id,
            roundId: bet.roundId,
            launchId: launch.id,
            spot: bet.spot,
            amount: bet.amount,
            currency: launch.currency,
            status: 'pending',
          });
          return store.insertCall({ betId: bet.id, kind: 'bet', transactionUuid: bet.id, body, status: 'sent' });
        });
        if (callId === null) return { ok: false, reason: 'duplicate' };
        const reply: WalletReply = await this.wallet.transaction('bet', body);
        if (!reply.answered) {
          // The stake may or may not have been taken: it is given back, and the bet never plays.
          await this.store.finishCall(callId, 'refused', JSON.stringify(reply));
          await this.#refund(bet, launch);
          return { ok: false, reason: 'RS_ERROR_UNKNOWN' };
        }
        const accepted = reply.status === 'RS_OK';
        this.#told(launch.id, reply);
        await this.store.transaction(async (store) => {
          await store.finishCall(callId, accepted ? 'done' : 'refused', JSON.stringify(reply));
          await store.setBetStatus(bet.id, accepted ? 'accepted' : 'refused');
        });
        return accepted ? { ok: true } : { ok: false, reason: reply.status };
      },
      refund: (bet) => {
        this.findLaunch(bet.player)
          .then((launch) => this.#refund(bet, launch))
          .catch((error) => this.#onError(error, 'refunding a stake'));
      },
    };
  }

  /** Stores the stake's rollback and sends it: the wallet gives it back, or finds nothing to give. */
  async #refund(bet: TableBet, launch: LiveLaunch): Promise<void> {
    await this.store.transaction(async (store) => {
      await store.insertCall({
        betId: bet.id,
        kind: 'rollback',
        transactionUuid: `${bet.id}:rollback`,
        body: this.#body('rollback', launch, bet, false),
        status: 'pending',
      });
      await store.setBetStatus(bet.id, 'refunded');
    });
    this.#deliverSoon();
  }

  #record(table: LiveTable): TableRecord {
    return {
      roundOpened: (round) => {
        this.#openRounds.set(table.id, { ...round, openedAt: new Date(round.openedAt) });
      },
      roundSettled: (round) => {
        this.#settle(round)
          .then(() => {
            this.#deliverSoon();
            this.#reconcileIfDue();
          })
          .catch((error) => this.#onError(error, `settling round ${round.id} of ${table.id}`));
      },
    };
  }

  /**
   * The round settled and every win it owes stored, in one transaction. Each operator session (a
   * launch's token) gets one win per round, whatever it won on (several spots, a bet and its
   * double): the session's whole return, naming its first winning stake, and closing the round for
   * it at the wallet, which takes no win on a round after it closed. A player at the table from two
   * launches gets a win for each: the operator binds a token to one wallet (cash, or a bonus), and
   * each win is paid to the wallet its stakes came from.
   */
  async #settle(round: SettledRound): Promise<void> {
    const launches = new Map<string, LiveLaunch>();
    const wins = new Map<string, { bet: TableBet; launch: LiveLaunch; amount: bigint }>();
    for (const { bet, amount } of round.payouts) {
      const launch = launches.get(bet.player) ?? (await this.findLaunch(bet.player));
      launches.set(bet.player, launch);
      const win = wins.get(launch.token);
      if (win) win.amount += amount;
      else wins.set(launch.token, { bet, launch, amount });
    }
    await this.store.transaction(async (store) => {
      const settled = await store.settleRound({
        id: round.id,
        serverSeed: round.serverSeed,
        outcome: round.outcome,
        settledAt: new Date(round.settledAt),
      });
      if (!settled) return;
      for (const { bet, launch, amount } of wins.values()) {
        await store.insertCall({
          betId: bet.id,
          kind: 'win',
          transactionUuid: `${bet.id}:win`,
          body: this.#body('win', launch, { ...bet, amount }),
          status: 'pending',
        });
      }
    });
  }
}
