import { retryDelayMs } from './owed-calls.js';
import type { SqlRunner } from './sql.js';

interface Job {
  everyS: number;
  run: () => Promise<unknown>;
  /** `whenOwed`'s: the least time between two runs (the period is then its rest). */
  minS?: number;
}

/**
 * The scheduled work of a provider running on its own, on its own database (a mounted provider's
 * runs on its host's job queue instead): each job runs every `everyS` seconds on one process of all
 * that share the database. A run claims its job by moving the next run on under a row lock, so two
 * processes never run one job at once, and a crashed run is simply tried at the next turn.
 */
export class ProviderJobs {
  readonly #jobs = new Map<string, Job>();
  #timer: NodeJS.Timeout | undefined;
  #seeded = false;
  #running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly sql: SqlRunner,
    private readonly schema: string,
    private readonly onError: (error: unknown, job: string) => void = () => undefined,
  ) {}

  every(name: string, everyS: number, run: () => Promise<unknown>): void {
    this.#jobs.set(name, { everyS, run });
  }

  /**
   * Runs `work` when it is owed (OwedWork): after each run its next is due when the run said work
   * falls due, `everyS` on at the least, or after its rest; `wake` brings it forward.
   */
  whenOwed(work: OwedWork, due: WorkDue): void {
    this.#jobs.set(work.name, { everyS: work.restS, minS: work.everyS, run: work.run });
    due.listen((at) => {
      this.wake(work.name, at).catch((error: unknown) => this.onError(error, work.name));
    });
  }

  /** Work of `whenOwed`'s job `name` falls due at `at` (now when not given). */
  async wake(name: string, at: Date = new Date()): Promise<void> {
    await this.sql.query(`update ${this.schema}.jobs set next_run_at = least(next_run_at, $2) where name = $1`, [
      name,
      at,
    ]);
  }

  /** Runs the jobs that are due at `nowMs`; answers the names it ran. */
  async runDue(nowMs = Date.now()): Promise<string[]> {
    const names = [...this.#jobs.keys()];
    if (!this.#seeded) {
      await this.sql.query(
        `insert into ${this.schema}.jobs (name, next_run_at) select unnest($1::text[]), $2 on conflict do nothing`,
        [names, new Date(nowMs)],
      );
      this.#seeded = true;
    }
    // One look at what is due; only those are claimed.
    const dueNames = await this.sql.query<{ name: string }>(
      `select name from ${this.schema}.jobs where name = any($1::text[]) and next_run_at <= $2`,
      [names, new Date(nowMs)],
    );
    const ran: string[] = [];
    for (const { name } of dueNames) {
      const job = this.#jobs.get(name);
      if (!job) continue;
      const claimed = await this.sql.transaction(async (tx) => {
        const due = await tx.query(
          `select name from ${this.schema}.jobs where name = $1 and next_run_at <= $2 for update skip locked`,
          [name, new Date(nowMs)],
        );
        if (due.length === 0) return false;
        await tx.query(`update ${this.schema}.jobs set next_run_at = $2 where name = $1`, [
          name,
          new Date(nowMs + job.everyS * 1000),
        ]);
        return true;
      });
      if (!claimed) continue;
      ran.push(name);
      try {
        const next = await job.run();
        if (job.minS !== undefined && next instanceof Date) {
          const at = Math.max(next.getTime(), nowMs + job.minS * 1000);
          await this.sql.query(`update ${this.schema}.jobs set next_run_at = least(next_run_at, $2) where name = $1`, [
            name,
            new Date(at),
          ]);
        }
      } catch (error) {
        this.onError(error, name);
        await this.sql.query(`update ${this.schema}.jobs set last_error = $2 where name = $1`, [
          name,
          String(error instanceof Error ? error.message : error).slice(0, 500),
        ]);
      }
    }
    return ran;
  }

  /** Looks for due jobs every `pollMs`, one look at a time, until `stop`. */
  start(pollMs = 1000): void {
    if (this.#timer) return;
    const look = () => {
      this.#running = this.#running.then(() => this.runDue()).catch((error: unknown) => this.onError(error, 'jobs'));
    };
    look();
    this.#timer = setInterval(look, pollMs);
    this.#timer.unref();
  }

  /** Stops looking and waits for a look under way. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}

/** One piece of a provider's scheduled work, for whichever queue runs it (the host's, or its own). */
export interface ScheduledWork {
  name: string;
  everyS: number;
  run: () => Promise<unknown>;
  /** Run once as soon as the queue starts, not only after the first period. */
  firstRunNow?: boolean;
}

/**
 * A provider's work that is owed now and then (calls to deliver, payments falling due), run when it
 * is owed rather than every period: `run` does what is due and answers when work next falls due
 * (null: none known). The queue runs it then, `everyS` apart at the least, and after `restS` at the
 * most, whatever it was told: that is how long work waits whose wake-up was lost to a crash. The
 * provider tells the queue of new work through its `WorkDue`.
 */
export interface OwedWork {
  name: string;
  everyS: number;
  restS: number;
  run: () => Promise<Date | null>;
}

/** How long a provider's owed work rests at the most between two runs (seconds). */
export const OWED_REST_S = 60;

/** Where a provider says that work falls due (a call to send again, a payment's next step). */
export class WorkDue {
  readonly #listeners = new Set<(at: Date) => void>();

  /** `listener` hears each moment work falls due; answers the function that stops it. */
  listen(listener: (at: Date) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Work falls due at `at`; null says nothing. */
  tell(at: Date | null): void {
    if (at === null) return;
    for (const listener of this.#listeners) listener(at);
  }

  /** An attempt failed outright (its store or network threw): the work is due at the kit's first retry. */
  tellRetry(nowMs: number): void {
    this.tell(new Date(nowMs + retryDelayMs(1)));
  }
}
