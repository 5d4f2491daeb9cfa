import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database.js';

/** Starts singleton work; resolves with the function that stops it. */
export type LeaderTask = () => Promise<() => Promise<void>>;

export interface LeaderElectionOptions {
  /** How often a follower tries the lock and a leader checks its connection. */
  retryMs?: number;
}

const DEFAULT_RETRY_MS = 3_000;

/**
 * Singleton work across API nodes (ARCHITECTURE.md §1): the node holding a session-level
 * PostgreSQL advisory lock runs the task, the others try again every few seconds. The lock lives on
 * a connection of its own, outside the pool: pooled connections are shared and recycled, and a lock
 * taken on one would be released, or kept, by whoever uses it next. When that connection drops, the
 * server releases the lock, so this node stops its task at once and competes again like the others.
 * On PGlite there is one process, so the node always leads.
 */
export class LeaderElection {
  readonly #database: DatabaseHandle;
  readonly #name: string;
  readonly #log: FastifyBaseLogger;
  readonly #retryMs: number;
  /** Two int4 halves of a hash of schema and name: a test schema never contends with another's. */
  readonly #key: [number, number];
  #task: LeaderTask | null = null;
  #stopTask: (() => Promise<void>) | null = null;
  #client: pg.Client | null = null;
  #broken = false;
  #stopped = false;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;

  constructor(database: DatabaseHandle, name: string, log: FastifyBaseLogger, options: LeaderElectionOptions = {}) {
    this.#database = database;
    this.#name = name;
    this.#log = log.child({ leader: name });
    this.#retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
    const digest = createHash('sha256').update(`${database.schema}:${name}`).digest();
    this.#key = [digest.readInt32BE(0), digest.readInt32BE(4)];
  }

  /** How the lock's connection shows in pg_stat_activity. */
  get applicationName(): string {
    return `meridian-leader:${this.#database.schema}:${this.#name}`.slice(0, 63);
  }

  /** True while this node runs the task. */
  get isLeader(): boolean {
    return this.#stopTask !== null;
  }

  /** Competes for leadership until `stop()`; the task runs whenever this node leads. Call once. */
  run(task: LeaderTask): void {
    if (this.#task) throw new Error(`leader election ${this.#name} is already running`);
    this.#task = task;
    this.#loop = this.#database.kind === 'postgres' ? this.#compete() : this.#lead();
  }

  /** Stops the task, releases the lock and closes its connection. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#loop;
    await this.#resign();
    await this.#disconnect();
  }

  async #lead(): Promise<void> {
    await this.#startTask();
  }

  async #compete(): Promise<void> {
    while (!this.#stopped) {
      try {
        await this.#tick();
      } catch (err) {
        this.#log.warn({ err }, 'leader election connection lost');
        await this.#resign();
        await this.#disconnect();
      }
      if (!this.#stopped) await this.#sleep();
    }
  }

  async #tick(): Promise<void> {
    if (this.#broken) throw new Error('connection closed');
    const client = this.#client ?? (await this.#connect());
    if (this.isLeader) {
      // A leader whose connection died silently must learn it before a second leader starts.
      await client.query('select 1');
      return;
    }
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', this.#key);
    if (!result.rows[0]?.locked || this.#stopped) return;
    this.#log.info('this node leads');
    const started = await this.#startTask();
    if (!started) await client.query('select pg_advisory_unlock($1, $2)', this.#key);
  }

  async #startTask(): Promise<boolean> {
    const task = this.#task;
    if (!task || this.#stopped) return false;
    try {
      this.#stopTask = await task();
      return true;
    } catch (err) {
      this.#log.error({ err }, 'leader task failed to start');
      return false;
    }
  }

  async #resign(): Promise<void> {
    const stop = this.#stopTask;
    if (!stop) return;
    this.#stopTask = null;
    try {
      await stop();
    } catch (err) {
      this.#log.error({ err }, 'leader task failed to stop');
    }
    this.#log.info('this node no longer leads');
  }

  async #connect(): Promise<pg.Client> {
    const url = this.#database.url;
    if (!url) throw new Error('a PostgreSQL database handle without a connection URL');
    const client = new pg.Client({ connectionString: url, application_name: this.applicationName });
    // Without a listener an unexpected disconnect would throw from the event emitter.
    client.on('error', (err) => {
      if (this.#client !== client) return;
      this.#log.warn({ err }, 'leader election connection error');
      this.#broken = true;
      this.#wake?.();
    });
    client.on('end', () => {
      if (this.#client !== client) return;
      this.#broken = true;
      this.#wake?.();
    });
    this.#client = client;
    this.#broken = false;
    try {
      await client.connect();
    } catch (err) {
      this.#client = null;
      await client.end().catch(() => {});
      throw err;
    }
    return client;
  }

  async #disconnect(): Promise<void> {
    const client = this.#client;
    if (!client) return;
    this.#client = null;
    this.#broken = false;
    // Closing the session releases the lock; an explicit unlock first frees it without waiting
    // for the server to notice the closed socket.
    await client.query('select pg_advisory_unlock_all()').catch(() => {});
    await client.end().catch(() => {});
  }

  #sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.#retryMs).unref();
      const self = this;
      function done() {
        clearTimeout(timer);
        self.#wake = null;
        resolve();
      }
      this.#wake = done;
    });
  }
}
