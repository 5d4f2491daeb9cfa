import type { SqlRunner } from './sql.js';

interface Job {
  everyS: number;
  run: () => Promise<unknown>;
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
  #running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly sql: SqlRunner,
    private readonly schema: string,
    private readonly onError: (error: unknown, job: string) => void = () => undefined,
  ) {}

  every(name: string, everyS: number, run: () => Promise<unknown>): void {
    this.#jobs.set(name, { everyS, run });
  }

  /** Runs the jobs that are due at `nowMs`; answers the names it ran. */
  async runDue(nowMs = Date.now()): Promise<string[]> {
    const names = [...this.#jobs.keys()];
    await this.sql.query(
      `insert into ${this.schema}.jobs (name, next_run_at) select unnest($1::text[]), $2 on conflict do nothing`,
      [names, new Date(nowMs)],
    );
    const ran: string[] = [];
    for (const [name, job] of this.#jobs) {
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
        await job.run();
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
