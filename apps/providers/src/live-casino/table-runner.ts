/**
 * One shared table on the studio's clock (roulette, baccarat, the money wheel): rounds follow one
 * another — betting, "no more bets", the spin or deal, the result — each phase starting at a time
 * computed from the round's start. Every watcher sees the same round. A bet is taken while the
 * window is open and counts once the wallet has taken the stake before the draw; winnings are
 * handed to the bank when the result shows. Outcomes are provably fair: the SHA-256 of the round's
 * server seed is shown when betting opens and the seed itself with the result.
 */
import { randomUUID } from 'node:crypto';
import { createServerSeed, fairRandom, hashServerSeed } from '../shared/games/provably-fair.js';
import type { Clock } from './clock.js';
import type { LiveBet, LiveGame } from './engine/live-game.js';
import { isOpen, type LiveTable, nextOpening, tableLimits } from './live.tables.js';

export type RoundPhase = 'betting' | 'closing' | 'reveal' | 'result';

/** A bet as the table holds it; `player` is the studio's key of the player's launch. */
export interface TableBet extends LiveBet {
  readonly id: string;
  readonly roundId: string;
  readonly player: string;
  readonly currency: string;
}

export type BetRefusal =
  | 'table_closed'
  | 'betting_closed'
  | 'unknown_spot'
  | 'currency_not_taken'
  | 'below_minimum'
  | 'above_maximum'
  | 'above_maximum_pending'
  | 'wallet_refused'
  | 'limit_reached'
  | 'play_disabled';

/** The refusal a player reads when the operator's wallet refused a stake: their own limit, a closed account, or the wallet. */
export function walletRefusal(status: string): 'wallet_refused' | 'limit_reached' | 'play_disabled' {
  if (status === 'RS_ERROR_LIMIT_REACHED') return 'limit_reached';
  if (status === 'RS_ERROR_USER_DISABLED') return 'play_disabled';
  return 'wallet_refused';
}

/** Where the table's stakes go: the studio's link to the operator's wallet. */
export interface TableBank {
  /** Takes a bet's stake; answers whether the wallet took it. */
  stake(bet: TableBet): Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Gives back a stake the round cannot use (the wallet took it after the draw). */
  refund(bet: TableBet): void;
}

/** What a settled bet returns, its stake included (more than zero). */
export interface Payout {
  readonly bet: TableBet;
  readonly amount: bigint;
}

export interface SettledRound {
  readonly id: string;
  readonly tableId: string;
  readonly serverSeed: string;
  readonly outcome: Record<string, unknown>;
  readonly settledAt: number;
  readonly payouts: readonly Payout[];
}

/**
 * What the table tells the studio's record as rounds go. A settled round and its payouts are one
 * record, so a round is either settled with every win owed, or void with every stake given back.
 * Neither call waits: the record delivers the payouts to the wallet itself.
 */
export interface TableRecord {
  roundOpened(round: { id: string; tableId: string; number: number; seedHash: string; openedAt: number }): void;
  roundSettled(round: SettledRound): void;
}

export interface RoundView {
  readonly id: string;
  readonly number: number;
  readonly phase: RoundPhase;
  /** When the phase ends (ms since the epoch): watchers draw their countdown from it. */
  readonly phaseEndsAt: number;
  readonly seedHash: string;
  /** The outcome from the reveal on; the server seed with the result. */
  readonly outcome: Record<string, unknown> | null;
  readonly serverSeed: string | null;
  /** The round's bets per spot, summed across players, in no currency (counts only). */
  readonly betCount: number;
}

export interface TableView {
  readonly tableId: string;
  readonly game: LiveTable['game'];
  readonly open: boolean;
  /** When a closed table opens again. */
  readonly opensAt: number | null;
  readonly round: RoundView | null;
  /** The latest outcomes, newest first. */
  readonly history: readonly Record<string, unknown>[];
  /** Players who bet in the current or the last round. */
  readonly players: number;
}

export type TableListener = (view: TableView) => void;

const HISTORY = 20;
/** Bets change a round's view many times a second at a busy table: watchers get them at most this often. */
export const BET_UPDATE_MS = 500;

interface Round<Outcome> {
  id: string;
  number: number;
  phase: RoundPhase;
  phaseEndsAt: number;
  serverSeed: string;
  seedHash: string;
  outcome: Record<string, unknown> | null;
  drawn: Outcome | null;
  bets: TableBet[];
  pending: Set<Promise<unknown>>;
  /** What each player's bets of the round come to, per `player|currency`: taken, and on their way to the wallet. */
  taken: Map<string, bigint>;
  held: Map<string, bigint>;
}

/** Adds `delta` to a tally, dropping it at zero. */
function tally(map: Map<string, bigint>, key: string, delta: bigint): void {
  const sum = (map.get(key) ?? 0n) + delta;
  if (sum === 0n) map.delete(key);
  else map.set(key, sum);
}

export class SharedTableRunner<Outcome> {
  #round: Round<Outcome> | null = null;
  #number = 0;
  #history: Record<string, unknown>[] = [];
  #listeners = new Set<TableListener>();
  #cancel: (() => void) | null = null;
  #players = new Set<string>();
  #stopped = true;
  #betUpdate: (() => void) | null = null;

  constructor(
    readonly table: LiveTable,
    private readonly game: LiveGame<Outcome>,
    private readonly clock: Clock,
    private readonly bank: TableBank,
    private readonly record: TableRecord,
  ) {}

  /** Starts dealing: the first round opens now, or when the table's hours begin. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#openNext(this.clock.now());
  }

  /** Stops after nothing: the round in play is left as it is (the studio voids it on its next start). */
  stop(): void {
    this.#stopped = true;
    this.#cancel?.();
    this.#cancel = null;
    this.#betUpdate?.();
    this.#betUpdate = null;
  }

  subscribe(listener: TableListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  view(): TableView {
    const now = this.clock.now();
    const open = this.#round !== null || isOpen(this.table, now);
    const round = this.#round;
    return {
      tableId: this.table.id,
      game: this.table.game,
      open,
      opensAt: open ? null : nextOpening(this.table, now),
      round: round
        ? {
            id: round.id,
            number: round.number,
            phase: round.phase,
            phaseEndsAt: round.phaseEndsAt,
            seedHash: round.seedHash,
            outcome: round.outcome,
            serverSeed: round.phase === 'result' ? round.serverSeed : null,
            betCount: round.bets.length,
          }
        : null,
      history: this.#history,
      players: this.#players.size,
    };
  }

  /** The bets the table took from a player in the round in play, summed by spot. */
  betsOf(player: string): { roundId: string; list: Array<{ spot: string; amount: bigint }> } | null {
    const round = this.#round;
    if (!round) return null;
    const bySpot = new Map<string, bigint>();
    for (const bet of round.bets) {
      if (bet.player === player) bySpot.set(bet.spot, (bySpot.get(bet.spot) ?? 0n) + bet.amount);
    }
    return { roundId: round.id, list: [...bySpot].map(([spot, amount]) => ({ spot, amount })) };
  }

  /**
   * A player's bet: refused unless the window is open, the spot exists and the amount is inside the
   * table's limits in the player's currency; then the wallet is asked for the stake, and the bet
   * counts once it answers. The maximum counts all of the person's bets of the round, from every
   * launch of theirs (`person`, the operator's user; the launch itself when not given), those still
   * on their way to the wallet included: the amount is held while the wallet is asked, so bets sent
   * together cannot pass the maximum between them, and a refused or unanswered stake frees it again.
   */
  async bet(
    player: string,
    currency: string,
    spot: string,
    amount: bigint,
    person: string = player,
  ): Promise<{ ok: true; bet: TableBet } | { ok: false; reason: BetRefusal; detail?: string }> {
    const round = this.#round;
    if (!round) return { ok: false, reason: 'table_closed' };
    if (round.phase !== 'betting') return { ok: false, reason: 'betting_closed' };
    if (!this.game.isSpot(spot)) return { ok: false, reason: 'unknown_spot' };
    const limits = tableLimits(this.table, currency);
    if (!limits) return { ok: false, reason: 'currency_not_taken' };
    if (amount < limits.minBet) return { ok: false, reason: 'below_minimum' };
    const key = `${person}|${currency}`;
    const taken = round.taken.get(key) ?? 0n;
    if (taken + amount > limits.maxBet) return { ok: false, reason: 'above_maximum' };
    if (taken + (round.held.get(key) ?? 0n) + amount > limits.maxBet) {
      return { ok: false, reason: 'above_maximum_pending' };
    }

    const bet: TableBet = { id: randomUUID(), roundId: round.id, player, currency, spot, amount };
    // Held before the wallet is asked, in the same turn as the check above.
    tally(round.held, key, amount);
    const taking = this.bank.stake(bet);
    round.pending.add(taking);
    try {
      const answer = await taking;
      if (!answer.ok) return { ok: false, reason: walletRefusal(answer.reason), detail: answer.reason };
      if (this.#round !== round || round.drawn !== null) {
        // The wallet answered after the draw: the stake goes back, the bet never played.
        this.bank.refund(bet);
        return { ok: false, reason: 'betting_closed' };
      }
      round.bets.push(bet);
      tally(round.taken, key, amount);
      this.#players.add(player);
      this.#publishSoon();
      return { ok: true, bet };
    } finally {
      tally(round.held, key, -amount);
      round.pending.delete(taking);
    }
  }

  #openNext(atMs: number): void {
    if (this.#stopped) return;
    if (!isOpen(this.table, atMs)) {
      this.#round = null;
      this.#publish();
      this.#schedule(nextOpening(this.table, atMs), () => this.#openNext(nextOpening(this.table, atMs)));
      return;
    }
    const serverSeed = createServerSeed();
    this.#number += 1;
    const t = this.table.timing;
    const round: Round<Outcome> = {
      id: randomUUID(),
      number: this.#number,
      phase: 'betting',
      phaseEndsAt: atMs + t.bettingMs,
      serverSeed,
      seedHash: hashServerSeed(serverSeed),
      outcome: null,
      drawn: null,
      bets: [],
      pending: new Set(),
      taken: new Map(),
      held: new Map(),
    };
    this.#round = round;
    this.#players = new Set();
    this.record.roundOpened({
      id: round.id,
      tableId: this.table.id,
      number: round.number,
      seedHash: round.seedHash,
      openedAt: atMs,
    });
    this.#publish();
    const closingAt = atMs + t.bettingMs;
    const revealAt = closingAt + t.closingMs;
    const resultAt = revealAt + t.revealMs;
    const nextAt = resultAt + t.resultMs;
    this.#schedule(closingAt, () => {
      this.#enter(round, 'closing', revealAt);
      this.#schedule(revealAt, () => {
        this.#reveal(round, resultAt);
        this.#schedule(resultAt, () => {
          this.#settle(round, nextAt);
          this.#schedule(nextAt, () => this.#openNext(nextAt));
        });
      });
    });
  }

  #schedule(atMs: number, task: () => void): void {
    this.#cancel = this.clock.at(atMs, task);
  }

  #enter(round: Round<Outcome>, phase: RoundPhase, endsAt: number): void {
    round.phase = phase;
    round.phaseEndsAt = endsAt;
    this.#publish();
  }

  #reveal(round: Round<Outcome>, endsAt: number): void {
    const outcome = this.game.draw(
      fairRandom({ serverSeed: round.serverSeed, clientSeed: this.table.id, nonce: round.number }),
    );
    round.drawn = outcome;
    round.outcome = this.game.describe(outcome);
    this.#enter(round, 'reveal', endsAt);
  }

  #settle(round: Round<Outcome>, endsAt: number): void {
    const outcome = round.drawn as Outcome;
    const payouts = round.bets.flatMap((bet) => {
      const amount = this.game.returnOf(bet, outcome);
      return amount > 0n ? [{ bet, amount }] : [];
    });
    const described = round.outcome ?? {};
    this.#history = [described, ...this.#history].slice(0, HISTORY);
    this.record.roundSettled({
      id: round.id,
      tableId: this.table.id,
      serverSeed: round.serverSeed,
      outcome: described,
      settledAt: this.clock.now(),
      payouts,
    });
    this.#enter(round, 'result', endsAt);
  }

  /** Coalesces the bets' changes into one update per BET_UPDATE_MS. */
  #publishSoon(): void {
    if (this.#betUpdate) return;
    this.#betUpdate = this.clock.at(this.clock.now() + BET_UPDATE_MS, () => {
      this.#betUpdate = null;
      this.#publish();
    });
  }

  #publish(): void {
    if (this.#listeners.size === 0) return;
    const view = this.view();
    for (const listener of this.#listeners) listener(view);
  }
}
