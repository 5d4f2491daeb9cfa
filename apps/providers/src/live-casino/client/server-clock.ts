/**
 * The studio's clock as seen from the page. Each frame carries the studio's time when it was sent;
 * the page's clock may be off by seconds, so countdowns are drawn against the studio's time. A
 * frame arrives after it was sent, never before, so each sample's offset is at most the true one:
 * the largest offset of the latest samples is the best estimate (the one that travelled fastest).
 */
const SAMPLES = 8;

export class ServerClock {
  readonly #offsets: number[] = [];

  constructor(private readonly localNow: () => number = Date.now) {}

  /** Notes a frame's `serverTime`, received now. */
  sync(serverTime: number): void {
    if (!Number.isFinite(serverTime)) return;
    this.#offsets.push(serverTime - this.localNow());
    if (this.#offsets.length > SAMPLES) this.#offsets.shift();
  }

  /** How far the studio's clock is ahead of the page's (ms; negative when behind). */
  get offset(): number {
    return this.#offsets.length ? Math.max(...this.#offsets) : 0;
  }

  /** The studio's time now. */
  now(): number {
    return this.localNow() + this.offset;
  }

  /** Milliseconds until a moment on the studio's clock, never below zero. */
  remaining(endsAt: number | null | undefined): number {
    if (endsAt === null || endsAt === undefined) return 0;
    return Math.max(0, endsAt - this.now());
  }
}

/** The whole seconds a countdown shows: 3 while 2.01–3 s are left, 0 at the end. */
export const secondsLeft = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));
