import { WS_MAX_CHANNELS } from '@meridian/contract/realtime';

/** What one socket may send: a token bucket of frames, and what a re-subscription costs in it. */
export interface FrameLimits {
  /** Frames per second a socket may keep sending. */
  perSecond: number;
  /** Frames a socket may send at once (a reconnect subscribes every channel it had in one go). */
  burst: number;
}

/**
 * The web app's heaviest moments stay well inside these: a reconnect sends an `auth` and one
 * `subscribe` per channel it holds (at most WS_MAX_CHANNELS), a change of page unsubscribes one
 * list and subscribes the next, and coming back to a page re-subscribes its channels (3 each).
 * Past that it pings every 25 s and follows a handful of channels as the player moves around.
 */
export const DEFAULT_FRAME_LIMITS: FrameLimits = { perSecond: 20, burst: 3 * WS_MAX_CHANNELS };

/**
 * A channel left this recently still counts under the channel cap (the channels held and those
 * left within the window together, at most twice the cap), and subscribing it again costs
 * RESUBSCRIBE_COST frames: each subscription is answered with a whole snapshot, the dear part of
 * the protocol, and a client churning channels would otherwise draw one per frame.
 */
export const RESUBSCRIBE_WINDOW_MS = 10_000;
export const RESUBSCRIBE_COST = 3;

/** One socket's share: its token bucket and the channels it left within the window. */
export class FrameAllowance {
  readonly #limits: FrameLimits;
  #tokens: number;
  #at: number;
  /** Channel → when the socket left it. */
  readonly #left = new Map<string, number>();

  constructor(limits: FrameLimits, now: number) {
    this.#limits = limits;
    this.#tokens = limits.burst;
    this.#at = now;
  }

  /** Takes `cost` frames' worth at `now`; false (and nothing taken) when the socket is past its share. */
  spend(cost: number, now: number): boolean {
    const elapsed = Math.max(0, now - this.#at);
    this.#at = Math.max(this.#at, now);
    this.#tokens = Math.min(this.#limits.burst, this.#tokens + (elapsed * this.#limits.perSecond) / 1000);
    if (this.#tokens < cost) return false;
    this.#tokens -= cost;
    return true;
  }

  left(channel: string, now: number): void {
    this.#left.set(channel, now);
  }

  /** Whether `channel` was left within the window. */
  leftRecently(channel: string, now: number): boolean {
    const at = this.#left.get(channel);
    return at !== undefined && now - at < RESUBSCRIBE_WINDOW_MS;
  }

  /** The socket holds `channel` again: its place under the cap is that of a held channel. */
  rejoined(channel: string): void {
    this.#left.delete(channel);
  }

  /** Channels left within the window, each still counted under the cap. */
  recentlyLeft(now: number): number {
    for (const [channel, at] of this.#left) if (now - at >= RESUBSCRIBE_WINDOW_MS) this.#left.delete(channel);
    return this.#left.size;
  }
}
