import type { OutFrame } from './realtime.frame.js';
import type { HubSocket } from './realtime.member.js';

// biome-ignore lint/suspicious/noExplicitAny: frames are read loosely, field by field, in assertions.
export type TestFrame = { type: string; channel?: string | null; data?: any; message?: string };

/** A socket for the gateway's unit tests: it keeps what it was sent, decoded, and how it was closed. */
export class TestSocket implements HubSocket {
  bufferedAmount = 0;
  readonly frames: TestFrame[] = [];
  readonly raw: Buffer[] = [];
  closed: { code?: number; reason?: string } | null = null;
  send(frame: OutFrame): void {
    this.raw.push(frame.payload);
    this.frames.push(JSON.parse(frame.payload.toString()));
  }
  close(code?: number, reason?: string): void {
    this.closed = { code, reason };
  }
  drop(code: number, reason: string): void {
    this.closed = { code, reason };
  }
  /** The frames received since the last call. */
  take() {
    return this.frames.splice(0);
  }
}
