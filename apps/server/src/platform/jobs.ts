import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { type Database, type DatabaseHandle, jobsSchemaOf } from '../db/database.js';
import type { Metrics } from './metrics.js';

/** How often an idle worker asks the database for due jobs. */
const POLL_INTERVAL_MS = 2_000;
/** A worker woken for a job due at a known moment asks this much later, past the database's `<` test. */
const DUE_MARGIN_MS = 100;
/** Longest wait at stop for the jobs in progress; one still running then is retried after it expires. */
const STOP_TIMEOUT_MS = 30_000;
/** Creating a queue on two nodes at once can deadlock in PostgreSQL: the loser tries again. */
const CREATE_ATTEMPTS = 5;

/** Retries and expiry of a queue's jobs (pg-boss's queue options). */
export interface JobPolicy {
  /** Attempts after a failed one; 0 gives up at once (pg-boss's default is 2). */
  retryLimit?: number;
  /** Seconds before a retry; with `retryBackoff`, the first delay, then doubling with jitter. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * Seconds an attempt may stay active; past it maintenance fails it, and it is retried like any
   * failure. This frees the job of a node that stopped in the middle of it.
   */
  expireInSeconds?: number;
}

export interface SendOptions {
  /** Seconds from now, or a moment. */
  startAfter?: number | Date;
  /** A UUID: a job of the queue with this id is sent once, and a second send is ignored. */
  id?: string;
  /**
   * Written in this transaction: the job exists, and runs, only if the transaction commits. A send
   * inside a transaction must pass it: on PGlite the one connection is the transaction's, and a send
   * beside it would wait for ever.
   */
  trx?: Database;
}

export interface EveryOptions {
  /** `now`: the first run is due at start (unless this period's has run); `next`: at the next period. */
  firstRun?: 'now' | 'next';
  expireInSeconds?: number;
}

export interface OwedOptions {
  /** Seconds between two runs at the least: a wake-up is due at the next boundary of this period. */
  seconds: number;
  /**
   * Seconds the chain rests at the most, whatever its handler answered: how long work owed through a
   * wake-up that was lost (its node stopped between the change and the wake-up) waits. A whole
   * multiple of `seconds`.
   */
  restS: number;
  expireInSeconds?: number;
}

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<unknown>;

export interface JobQueueOptions {
  pollIntervalMs?: number;
  /** Workers ask for jobs in the background (the default); tests turn them off and call `runDue`. */
  work?: boolean;
  /** Maintenance (expiry, archiving) on pg-boss's timer (the default); tests call `maintain`. */
  supervise?: boolean;
  /** The clock of `every`'s periods, in ms; tests move it by hand. */
  now?: () => number;
  /** Told of each failed attempt. */
  metrics?: Pick<Metrics, 'jobFailed'>;
}

interface Queue {
  name: string;
  handler: JobHandler<never>;
  policy: JobPolicy;
  /**
   * `every`'s period (ms): its jobs fall due at the period's boundaries, so the worker asks only then
   * (`whenOwed`'s rest: the boundaries its resting jobs fall due at).
   */
  periodMs: number | null;
  /** After a job, ask again at once (false for `every`, whose next job is a period away). */
  drains: boolean;
  /** The earliest moment a job sent by this node is due: the idle worker asks then, not a poll later. */
  dueAt: number;
  interrupt: (() => void) | null;
  loop: Promise<void> | null;
}

interface Chain {
  name: string;
  seconds: number;
  firstRun: 'now' | 'next';
}

/**
 * Background and scheduled work on a job queue in the database (ARCHITECTURE.md §3), on pg-boss:
 * its tables live in a schema of their own beside the app's (`jobsSchemaOf`), and it reaches the
 * database through the app's own Kysely handle, so it runs on PGlite as well as PostgreSQL. Every
 * node defines the same queues and works them; a job runs on one node, once (pg-boss locks the row
 * it hands out), is retried on failure as its queue's policy says, and survives restarts.
 *
 * Each node works a queue one job at a time, asking every `pollIntervalMs` while idle (a queue of
 * `every` at the boundaries of its period, when its jobs fall due). Handler errors, and database
 * errors while recording an outcome, go to the log; a job whose outcome could not be recorded stays
 * active until it expires, then is retried.
 */
export class JobQueue {
  /** The schema of the queue's tables. */
  readonly schema: string;
  readonly #boss: PgBoss;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  readonly #work: boolean;
  readonly #now: () => number;
  readonly #metrics: Pick<Metrics, 'jobFailed'> | null;
  readonly #db: Database;
  readonly #queues = new Map<string, Queue>();
  readonly #chains: Chain[] = [];
  /** `whenOwed`'s queues and their periods (s). */
  readonly #owed = new Map<string, number>();
  #started = false;
  #halted = false;
  #stopping: Promise<void> | null = null;

  constructor(database: DatabaseHandle, log: FastifyBaseLogger, options: JobQueueOptions = {}) {
    this.schema = jobsSchemaOf(database.schema);
    this.#log = log;
    this.#pollMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
    this.#work = options.work ?? true;
    this.#now = options.now ?? Date.now;
    this.#metrics = options.metrics ?? null;
    this.#db = database.db;
    this.#boss = new PgBoss({
      db: poolSql(database.db),
      schema: this.schema,
      // Jobs come from `send` and `every`; pg-boss's cron (a minute at the finest) is not used.
      schedule: false,
      supervise: options.supervise ?? true,
      // Completed jobs stay an hour for a look (longer than any period of `every`, whose job ids
      // must outlive their period), failed ones a week; the archive keeps them a day more.
      archiveCompletedAfterSeconds: 3_600,
      archiveFailedAfterSeconds: 7 * 86_400,
      deleteAfterDays: 1,
    });
    this.#boss.on('error', (err) => this.#log.error({ err }, 'job queue error'));
  }

  /** Creates or upgrades the queue's tables beside a database's app schema, as `start` would. */
  static async install(database: DatabaseHandle): Promise<void> {
    const boss = new PgBoss({
      db: poolSql(database.db),
      schema: jobsSchemaOf(database.schema),
      schedule: false,
      supervise: false,
    });
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
  }

  /** Defines a queue and the handler this node runs its jobs with. Define every queue before `start`. */
  define<T extends object>(name: string, handler: JobHandler<T>, policy: JobPolicy = {}): void {
    if (this.#started) throw new Error(`job queue ${name} defined after start`);
    if (this.#queues.has(name)) throw new Error(`job queue ${name} is already defined`);
    this.#queues.set(name, {
      name,
      handler: handler as JobHandler<never>,
      policy,
      periodMs: null,
      drains: true,
      dueAt: Number.POSITIVE_INFINITY,
      interrupt: null,
      loop: null,
    });
  }

  /**
   * Runs `handler` once every `seconds` across all nodes: a self-renewing job. The periods are
   * slots of wall time, and a slot's job has an id derived from the queue and the slot, so every
   * node may send it and it exists once. A run sends the next slot's job before its work, so a
   * failure or a crash in the work cannot end the chain; every node's start sends its first slot's
   * job, which repairs a chain whose run stopped before sending (as does the retry of that run's
   * job once it expires). Runs do not overlap on one node; across nodes only a run longer than its
   * period can.
   */
  every(name: string, seconds: number, handler: () => Promise<unknown>, options: EveryOptions = {}): void {
    if (!(seconds >= 1)) throw new Error(`job queue ${name}: a period of at least one second`);
    this.define<{ slot: number }>(
      name,
      async ({ slot }) => {
        await this.#sendSlot(name, seconds, Math.max(slot + 1, this.#slotOf(seconds) + 1));
        return handler();
      },
      {
        retryLimit: 1,
        retryDelaySeconds: Math.ceil(seconds),
        expireInSeconds: options.expireInSeconds ?? Math.max(60, Math.ceil(10 * seconds)),
      },
    );
    const queue = this.#queue(name);
    queue.periodMs = seconds * 1000;
    queue.drains = false;
    this.#chains.push({ name, seconds, firstRun: options.firstRun ?? 'next' });
  }

  /**
   * Runs `handler` when work is owed, once across nodes, instead of every period whether or not
   * there is any: the handler does what is due and answers when work next falls due (null: none
   * known), and the chain's next job is due then, at a boundary of `seconds`, or after `restS` at
   * the most. `wake` brings a run forward when a change owes work. The jobs have ids of their slot
   * of `seconds`, as `every`'s do, so every node may send one and it exists once; a run sends its
   * resting job (at the next boundary of `restS`, the same for every run of that stretch) before
   * its work, so a failure or a crash in the work cannot end the chain. A start runs it at once, for
   * what was owed while no node ran.
   */
  whenOwed(name: string, options: OwedOptions, handler: () => Promise<Date | null>): void {
    const { seconds, restS } = options;
    if (!(seconds >= 1) || !Number.isInteger(restS / seconds) || restS < seconds) {
      throw new Error(`job queue ${name}: a period of at least one second, and a rest of whole periods`);
    }
    const restSlots = restS / seconds;
    this.define<{ slot: number }>(
      name,
      async ({ slot }) => {
        const current = Math.max(slot, this.#slotOf(seconds));
        const rest = (Math.floor(current / restSlots) + 1) * restSlots;
        await this.#sendSlot(name, seconds, rest);
        const next = await handler();
        if (next === null) return;
        const due = this.#slotDue(seconds, next.getTime());
        if (due < rest) await this.#sendSlot(name, seconds, due);
      },
      {
        retryLimit: 1,
        retryDelaySeconds: Math.ceil(seconds),
        expireInSeconds: options.expireInSeconds ?? Math.max(60, Math.ceil(10 * seconds)),
      },
    );
    this.#queue(name).periodMs = restS * 1000;
    this.#owed.set(name, seconds);
    this.#chains.push({ name, seconds, firstRun: 'now' });
  }

  /**
   * Work of `whenOwed`'s queue `name` falls due at `at` (now when not given): its run is brought
   * forward to the first boundary of its period from then (at least the next one). A wake-up that
   * cannot be sent is logged and left to the chain's rest: it never fails the caller's change.
   */
  async wake(name: string, at?: Date): Promise<void> {
    const seconds = this.#owed.get(name);
    if (seconds === undefined) throw new Error(`job queue ${name} is not a queue of whenOwed`);
    if (!this.#started || this.#halted) return;
    try {
      await this.#sendSlot(name, seconds, this.#slotDue(seconds, at?.getTime() ?? this.#now()));
    } catch (err) {
      this.#log.warn({ err, queue: name }, 'wake-up not sent; the chain runs at its rest');
    }
  }

  /** Installs or upgrades the queue's tables, creates the queues, seeds `every`'s jobs, starts the workers. */
  async start(): Promise<void> {
    if (this.#started || this.#halted) return;
    await this.#boss.start();
    try {
      for (const queue of this.#queues.values()) await this.#createQueue(queue);
      this.#started = true;
      for (const chain of this.#chains) {
        const slot = this.#slotOf(chain.seconds) + (chain.firstRun === 'now' ? 0 : 1);
        await this.#sendSlot(chain.name, chain.seconds, slot);
      }
    } catch (error) {
      this.#started = false;
      await this.#boss.stop({ graceful: false, wait: true });
      throw error;
    }
    if (this.#work) for (const queue of this.#queues.values()) queue.loop = this.#loop(queue);
  }

  /** Stops the workers (waiting for the jobs in progress) and pg-boss; call before the database closes. */
  stop(): Promise<void> {
    this.#stopping ??= this.#stop();
    return this.#stopping;
  }

  /** Sends a job; resolves with its id, or null when a job with the given id exists already. */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const queue = this.#queue(name);
    if (!this.#started) throw new Error(`job queue ${name}: sent before the queue started`);
    const sendOptions: PgBoss.SendOptions = {};
    if (options.id !== undefined) sendOptions.id = options.id;
    if (options.startAfter !== undefined) sendOptions.startAfter = options.startAfter;
    if (options.trx) sendOptions.db = transactionSql(options.trx);
    const id = await this.#boss.send(name, data, sendOptions);
    // A job in a transaction is visible only after the commit, which this node does not see.
    if (id !== null && !options.trx) this.#due(queue, dueTime(options.startAfter));
    return id;
  }

  /** Runs the due jobs of a queue on this node now, one at a time; resolves with how many ran. */
  async runDue(name: string): Promise<number> {
    const queue = this.#queue(name);
    let ran = 0;
    while (await this.#runNext(queue)) ran += 1;
    return ran;
  }

  /** pg-boss's maintenance now: fails expired jobs (to be retried), archives and drops old ones. */
  async maintain(): Promise<void> {
    await this.#boss.maintain();
  }

  /** One job by id, with its state and attempts, while it is in the queue's table or its archive. */
  job(name: string, id: string): Promise<PgBoss.JobWithMetadata<unknown> | null> {
    return this.#boss.getJobById(name, id, { includeArchive: true });
  }

  /**
   * Jobs waiting in each queue defined here (created or to be retried, due or not yet; not those
   * being worked), across all nodes, by one query; a queue with none is answered 0.
   */
  async depths(): Promise<Map<string, number>> {
    const depths = new Map([...this.#queues.keys()].map((name) => [name, 0]));
    const { rows } = await this.#db.executeQuery<{ name: string; count: number }>(
      CompiledQuery.raw(
        `SELECT name, count(*)::int AS count FROM ${this.schema}.job WHERE state < 'active' GROUP BY name`,
      ),
    );
    for (const row of rows) if (depths.has(row.name)) depths.set(row.name, row.count);
    return depths;
  }

  async #stop(): Promise<void> {
    this.#halted = true;
    for (const queue of this.#queues.values()) queue.interrupt?.();
    const loops = Promise.all([...this.#queues.values()].map((q) => q.loop));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref();
    });
    if ((await Promise.race([loops, timeout])) === 'timeout') {
      this.#log.warn('jobs still running at stop; they are retried once they expire');
    }
    clearTimeout(timer);
    // Not graceful: no pg-boss worker runs (this class works the queues), so nothing is left to wait for.
    await this.#boss.stop({ graceful: false, wait: true });
    this.#started = false;
  }

  #queue(name: string): Queue {
    const queue = this.#queues.get(name);
    if (!queue) throw new Error(`job queue ${name} is not defined`);
    return queue;
  }

  async #createQueue(queue: Queue): Promise<void> {
    const { retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = queue.policy;
    // pg-boss rejects options present but undefined.
    const options: PgBoss.Queue = { name: queue.name };
    if (retryLimit !== undefined) options.retryLimit = retryLimit;
    if (retryDelaySeconds !== undefined) options.retryDelay = retryDelaySeconds;
    if (retryBackoff !== undefined) options.retryBackoff = retryBackoff;
    if (expireInSeconds !== undefined) options.expireInSeconds = expireInSeconds;
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await this.#boss.getQueue(queue.name))) await this.#boss.createQueue(queue.name, options);
        // A queue made by an earlier version takes the policy of this one.
        await this.#boss.updateQueue(queue.name, options);
        return;
      } catch (error) {
        if (attempt >= CREATE_ATTEMPTS || (error as { code?: string }).code !== '40P01') throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * attempt));
      }
    }
  }

  #slotOf(seconds: number): number {
    return Math.floor(this.#now() / (seconds * 1000));
  }

  /** The first slot of `seconds` that starts at `atMs` or later, and after the current one. */
  #slotDue(seconds: number, atMs: number): number {
    return Math.max(this.#slotOf(seconds) + 1, Math.ceil(atMs / (seconds * 1000)));
  }

  /**
   * Sends the job of one slot, due at its start. The delay is relative (the database adds it to its
   * own clock), so the job falls due when this node's clock reaches the slot, however the two differ.
   */
  #sendSlot(name: string, seconds: number, slot: number): Promise<string | null> {
    const startAfter = Math.max(0, (slot * seconds * 1000 - this.#now()) / 1000);
    return this.send(name, { slot }, { id: slotJobId(name, slot), startAfter });
  }

  /** Tells the idle worker of a queue that a job is due at `at` (ms). */
  #due(queue: Queue, at: number): void {
    if (at >= queue.dueAt) return;
    queue.dueAt = at;
    queue.interrupt?.();
  }

  async #loop(queue: Queue): Promise<void> {
    while (!this.#halted) {
      const askedAt = Date.now();
      let ran = false;
      try {
        ran = await this.#runNext(queue);
      } catch (err) {
        this.#log.error({ err, queue: queue.name }, 'job queue worker failed; it asks again later');
      }
      // The next job of `every` falls due at the next boundary: no use asking again before it.
      if (ran && queue.drains) continue;
      // A job due before the question was answered already (by this node or another).
      if (queue.dueAt <= askedAt) queue.dueAt = Number.POSITIVE_INFINITY;
      await this.#idle(queue);
    }
  }

  /**
   * Waits a poll interval (for `every`, until the next boundary of its period, when its next job is
   * due whichever node sent it; for `whenOwed`, of its rest), or less when a job this node sent is
   * due sooner, or until stop.
   */
  async #idle(queue: Queue): Promise<void> {
    const now = Date.now();
    const until = queue.periodMs
      ? (Math.floor(now / queue.periodMs) + 1) * queue.periodMs + DUE_MARGIN_MS
      : now + this.#pollMs;
    while (!this.#halted) {
      const wait = Math.min(until, queue.dueAt + DUE_MARGIN_MS) - Date.now();
      if (wait <= 0) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, wait).unref();
        function done() {
          clearTimeout(timer);
          queue.interrupt = null;
          resolve();
        }
        queue.interrupt = done;
      });
    }
  }

  /** Fetches one due job and runs it; false when none was due. */
  async #runNext(queue: Queue): Promise<boolean> {
    // pg-boss answers no job when the database fails; the next poll asks again.
    const [job] = await this.#boss.fetch<never>(queue.name);
    if (!job) return false;
    const log = this.#log.child({ queue: queue.name, job: job.id });
    let failure: { error: unknown } | null = null;
    try {
      await queue.handler(job.data, { id: job.id, name: queue.name });
    } catch (error) {
      failure = { error };
      this.#metrics?.jobFailed(queue.name);
      log.error({ err: error }, 'job failed');
    }
    try {
      if (failure) await this.#boss.fail(queue.name, job.id, errorOutput(failure.error));
      else await this.#boss.complete(queue.name, job.id);
    } catch (err) {
      log.error({ err }, 'job outcome not recorded; the job is retried once it expires');
    }
    return true;
  }
}

/**
 * pg-boss's statements on the app's pool, each on one connection taken for it alone (PGlite has
 * one, so nothing waits on another query while holding it). pg-boss's own transactions (install,
 * maintenance) come as one text from BEGIN to COMMIT: when one fails, the connection is rolled back
 * before it returns to the pool, or the next borrower would find an aborted transaction.
 */
function poolSql(db: Database): PgBoss.Db {
  return {
    executeSql(text: string, values: unknown[] = []) {
      return db.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(CompiledQuery.raw(text, values));
          return { rows: result.rows as unknown[] };
        } catch (error) {
          if (/^\s*BEGIN\b/i.test(text)) await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => {});
          throw error;
        }
      });
    },
  };
}

/** pg-boss's statements inside an app transaction, on its connection. */
function transactionSql(trx: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/** The id of the job of `every`'s queue `name` for one slot: the same on every node. */
function slotJobId(name: string, slot: number): string {
  const bytes = createHash('sha256').update(`${name}:${slot}`).digest().subarray(0, 16);
  // A UUID of version 8 (application-defined), RFC 9562 variant.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function dueTime(startAfter: number | Date | undefined): number {
  if (startAfter instanceof Date) return startAfter.getTime();
  return Date.now() + (startAfter ?? 0) * 1000;
}

/** What a failed job keeps as its output: the error's name, message and stack. */
function errorOutput(error: unknown): object {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}
