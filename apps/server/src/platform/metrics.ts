import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The pool's counts as `pg.Pool` keeps them (PostgreSQL's pool, and PGlite's pool of one). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Where the gauges read what they show at each scrape; unset sources show nothing. */
interface Sources {
  sockets: (() => number) | null;
  pool: (() => PoolCounts) | null;
  jobDepths: (() => Promise<ReadonlyMap<string, number>>) | null;
}

/** Seconds; from a catalog read (well under a millisecond) to a slow report. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from a feed message's own time to its batch being stored. */
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The platform's figures for Prometheus (docs/operations.md, "Metrics"), one registry per app.
 * Modules report events through the small methods below (a counter increment each, so the bet and
 * wallet paths stay cheap); gauges read their sources only when scraped. Label values are kinds,
 * reasons, statuses, currencies and route patterns, never a player's, bet's or any row's id.
 */
const MINUTE_MS = 60_000;
const LAG_MINUTES = 60;

export class Metrics {
  readonly registry = new Registry();
  readonly #sources: Sources = { sockets: null, pool: null, jobDepths: null };
  readonly #requests: Histogram<'method' | 'route' | 'status_code'>;
  readonly #betsPlaced: Counter<'currency'>;
  readonly #stakes: Counter<'currency'>;
  readonly #betsRefused: Counter<'reason'>;
  readonly #walletCalls: Counter<'kind' | 'status'>;
  readonly #jobFailures: Counter<'queue'>;
  readonly #feedLag: Histogram;
  /** The largest feed lag of each recent minute (minute start, unix ms → seconds), for the dashboard. */
  readonly #lagByMinute = new Map<number, number>();
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor() {
    const registers = [this.registry];
    this.#requests = new Histogram({
      name: 'meridian_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by the route pattern that answered it',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    const counter = <L extends string>(name: string, help: string, labelNames: L[]) =>
      new Counter<L>({ name, help, labelNames, registers });
    this.#betsPlaced = counter('meridian_bets_placed_total', 'Sports bets placed, by the currency of their wallet', [
      'currency',
    ]);
    this.#stakes = counter(
      'meridian_bet_stakes_minor_total',
      'Stakes of the sports bets placed, in minor units of their currency (cents for EUR)',
      ['currency'],
    );
    this.#betsRefused = counter(
      'meridian_bets_refused_total',
      'Sports bets refused, by the reason given to the player',
      ['reason'],
    );
    this.#walletCalls = counter(
      'meridian_casino_wallet_calls_total',
      'Seamless-wallet calls of game providers, by call and the status answered',
      ['kind', 'status'],
    );
    this.#jobFailures = counter(
      'meridian_job_failures_total',
      'Job attempts that failed on this node (each is retried as its queue says), by queue',
      ['queue'],
    );
    this.#feedLag = new Histogram({
      name: 'meridian_feed_lag_seconds',
      help: 'Time from the newest message of a feed batch (its own timestamp) to the batch being stored',
      buckets: LAG_BUCKETS,
      registers,
    });
    const sources = this.#sources;
    new Gauge({
      name: 'meridian_realtime_sockets',
      help: 'WebSocket connections open on this node',
      registers,
      collect() {
        if (sources.sockets) this.set(sources.sockets());
      },
    });
    new Gauge({
      name: 'meridian_db_pool_connections',
      help: 'Database pool of this node: connections open (total), idle, and queries waiting for one (waiting)',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = sources.pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'meridian_job_queue_depth',
      help: 'Jobs waiting in each queue (due or scheduled, not yet taken), across all nodes',
      labelNames: ['queue'],
      registers,
      async collect() {
        const depths = await sources.jobDepths?.();
        if (!depths) return;
        this.reset();
        for (const [queue, depth] of depths) this.set({ queue }, depth);
      },
    });
  }

  /** Node's own figures (memory, event loop, garbage collection): only for an app whose figures are served. */
  collectRuntime(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** The exposition text and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  /** Where the open sockets are counted. */
  watchSockets(count: () => number): void {
    this.#sources.sockets = count;
  }

  /** Where the database pool's counts are read. */
  watchPool(counts: () => PoolCounts): void {
    this.#sources.pool = counts;
  }

  /** Where the job queues' depths are read (one query per scrape). */
  watchJobDepths(depths: () => Promise<ReadonlyMap<string, number>>): void {
    this.#sources.jobDepths = depths;
  }

  requestDone(method: string, route: string, statusCode: number, seconds: number): void {
    this.#requests.observe({ method, route, status_code: statusCode }, seconds);
  }

  /** A bet placed: its stake in minor units (a Number is exact up to 2^53 minor units). */
  betPlaced(currency: string, stake: bigint): void {
    this.#betsPlaced.inc({ currency });
    this.#stakes.inc({ currency }, Number(stake));
  }

  betRefused(reason: BetRefusalReason): void {
    this.#betsRefused.inc({ reason });
  }

  walletCall(kind: string, status: string): void {
    this.#walletCalls.inc({ kind, status });
  }

  jobFailed(queue: string): void {
    this.#jobFailures.inc({ queue });
  }

  feedApplied(lagSeconds: number): void {
    const lag = Math.max(0, lagSeconds);
    this.#feedLag.observe(lag);
    const minute = Math.floor(this.now() / MINUTE_MS) * MINUTE_MS;
    this.#lagByMinute.set(minute, Math.max(this.#lagByMinute.get(minute) ?? 0, lag));
    // An hour is kept: the dashboard's chart.
    for (const key of this.#lagByMinute.keys())
      if (key <= minute - LAG_MINUTES * MINUTE_MS) this.#lagByMinute.delete(key);
  }

  /** The largest feed lag this node saw in each of the last 60 minutes, oldest first; null for a minute without a batch. */
  recentFeedLag(): { minute: number; seconds: number | null }[] {
    const current = Math.floor(this.now() / MINUTE_MS) * MINUTE_MS;
    return Array.from({ length: LAG_MINUTES }, (_, i) => {
      const minute = current - (LAG_MINUTES - 1 - i) * MINUTE_MS;
      return { minute, seconds: this.#lagByMinute.get(minute) ?? null };
    });
  }
}

/**
 * Why a bet was refused: the catalog's reasons (the odds moved, the event closed, ended or is
 * gone), a request the checks refused (`invalid`: the slip's shape, the wallet, the stake limits, a
 * free bet not available), a balance short of the stake, or the player's own limits or exclusion.
 */
export type BetRefusalReason =
  | 'odds_changed'
  | 'event_closed'
  | 'event_deleted'
  | 'event_ended'
  | 'invalid'
  | 'insufficient_funds'
  | 'player_limits'
  | 'payout_limit'
  /** A bet builder the feed gives no price (a contradiction, a part not offered, none for the match now). */
  | 'builder_refused';
