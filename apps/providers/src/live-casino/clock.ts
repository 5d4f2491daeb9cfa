/**
 * The studio's clock. Every table keeps its rounds on it: phases start at times computed from the
 * round's start, never from when the previous step happened to run, so a slow step delays nothing
 * after it. Tests drive a ManualClock instead of waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `task` at `atMs` (at once when that has passed); answers a function that cancels it. */
  at(atMs: number, task: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  at(atMs, task) {
    const timer = setTimeout(task, Math.max(0, atMs - Date.now()));
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};

interface Scheduled {
  atMs: number;
  order: number;
  task: () => void;
}

/** A clock that moves only when told: `advance` runs every task that falls due, in time order. */
export class ManualClock implements Clock {
  #now: number;
  #order = 0;
  #tasks: Scheduled[] = [];

  constructor(startMs = Date.UTC(2026, 10, 26, 12, 0, 0)) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  at(atMs: number, task: () => void): () => void {
    const entry = { atMs, order: this.#order++, task };
    this.#tasks.push(entry);
    return () => {
      this.#tasks = this.#tasks.filter((item) => item !== entry);
    };
  }

  /** Moves time on by `ms`, running each task when its time comes (tasks it schedules included). */
  advance(ms: number): void {
    const until = this.#now + ms;
    for (;;) {
      const next = this.#tasks
        .filter((item) => item.atMs <= until)
        .sort((a, b) => a.atMs - b.atMs || a.order - b.order)[0];
      if (!next) break;
      this.#tasks = this.#tasks.filter((item) => item !== next);
      this.#now = Math.max(this.#now, next.atMs);
      next.task();
    }
    this.#now = until;
  }

  /** How many tasks wait. */
  get pending(): number {
    return this.#tasks.length;
  }
}
