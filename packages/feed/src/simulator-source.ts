import type { FeedMessage, FeedSource } from './messages.js';
import { createSimulator, type FeedSimulator, type SimulatorOptions } from './simulator.js';

/** How far back a restart catches up message by message; older gaps start from a fresh snapshot. */
export const MAX_RESUME_GAP_MS = 6 * 3_600_000;

export interface SimulatorSourceOptions extends SimulatorOptions {
  /** Delivery period in wall milliseconds (default 1000). */
  tickMs?: number;
  /** Feed time of the last message the consumer applied, to resume from after a restart. */
  resumeFromMs?: number | null;
  /** Wall clock, unix ms (tests pass their own). */
  now?: () => number;
  /** Told when a tick's delivery fails; the same window is delivered again on the next tick. */
  onError?: (error: unknown) => void;
}

/**
 * The simulator as a feed source: the state at start (or the missed messages since `resumeFromMs`),
 * then every tick the messages since the previous tick. The first delivery is complete: every event
 * upcoming or live at start appears in it, so a consumer may drop what it holds beyond that.
 * Deliveries never overlap: the next tick is
 * scheduled only after the previous delivery settled, and a failed delivery is retried next tick.
 */
export class SimulatorSource implements FeedSource {
  private readonly simulator: FeedSimulator;
  private readonly tickMs: number;
  private readonly now: () => number;
  private readonly resumeFromMs: number | null;
  private readonly onError: (error: unknown) => void;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private running = false;
  private lastMs = 0;

  constructor(options: SimulatorSourceOptions) {
    this.simulator = createSimulator(options);
    this.tickMs = options.tickMs ?? 1000;
    if (!Number.isFinite(this.tickMs) || this.tickMs < 10)
      throw new RangeError(`tickMs must be at least 10, got ${this.tickMs}`);
    this.now = options.now ?? Date.now;
    this.resumeFromMs = options.resumeFromMs ?? null;
    this.onError = options.onError ?? (() => {});
  }

  async start(deliver: (messages: FeedMessage[]) => Promise<void>): Promise<void> {
    if (this.running) throw new Error('The simulator source is already started');
    const now = this.now();
    const resume = this.resumeFromMs;
    const first =
      resume !== null && resume <= now && now - resume <= MAX_RESUME_GAP_MS
        ? [...this.simulator.snapshotAt(resume), ...this.simulator.messagesBetween(resume, now)]
        : this.simulator.snapshotAt(now);
    await deliver(first);
    this.lastMs = now;
    this.running = true;
    this.schedule(deliver);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  private schedule(deliver: (messages: FeedMessage[]) => Promise<void>): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.inFlight = this.tick(deliver).finally(() => {
        this.inFlight = null;
        this.schedule(deliver);
      });
    }, this.tickMs);
    this.timer.unref?.();
  }

  private async tick(deliver: (messages: FeedMessage[]) => Promise<void>): Promise<void> {
    const now = this.now();
    if (now <= this.lastMs) return;
    const messages = this.simulator.messagesBetween(this.lastMs, now);
    try {
      if (messages.length > 0) await deliver(messages);
      this.lastMs = now;
    } catch (error) {
      // lastMs stays: the same window is delivered again on the next tick.
      this.onError(error);
    }
  }
}
