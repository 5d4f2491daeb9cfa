/**
 * The table page's socket: joins the table with the page's launch, answers each command with the
 * studio's `result` frame, and when the connection drops opens a new one after a growing delay and
 * joins again.
 */
import type { ClientFrame, StudioFrame } from '../protocol.js';

export type Command =
  | { type: 'bet'; spot?: string; amount: number }
  | { type: 'sit'; seat: number }
  | { type: 'leave' }
  | { type: 'action'; action: 'hit' | 'stand' | 'double' };

export interface CommandResult {
  ok: boolean;
  reason?: string;
}

export type SocketState = 'connecting' | 'open' | 'lost';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;
const COMMAND_TIMEOUT_MS = 15_000;
const PING_MS = 20_000;

/** The wait before reconnection attempt `attempt` (0-based): doubling from half a second, at most 10 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempt));
}

/** The socket's address for the studio's path, ws: or wss: as the page is served. */
export function socketUrl(location: { protocol: string; host: string }, base: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${base}/ws`;
}

export class TableSocket {
  #socket: WebSocket | null = null;
  #attempt = 0;
  #next = 0;
  #closed = false;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;
  readonly #pending = new Map<
    string,
    { resolve: (result: CommandResult) => void; timer: ReturnType<typeof setTimeout> }
  >();

  constructor(
    private readonly url: string,
    private readonly launch: string,
    private readonly onFrame: (frame: StudioFrame) => void,
    private readonly onState: (state: SocketState) => void,
  ) {}

  start(): void {
    this.#open();
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#retry);
    clearInterval(this.#ping);
    this.#socket?.close();
    this.#settleAll('offline');
  }

  /** Sends a command; resolves with the studio's answer, or a refusal when offline or unanswered. */
  send(command: Command): Promise<CommandResult> {
    const socket = this.#socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return Promise.resolve({ ok: false, reason: 'offline' });
    this.#next += 1;
    const id = `c${this.#next}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#settle(id, { ok: false, reason: 'timeout' }), COMMAND_TIMEOUT_MS);
      this.#pending.set(id, { resolve, timer });
      this.#write({ ...command, id } as ClientFrame);
    });
  }

  /** Asks the studio for the wallet's balance again; it answers with a `you` frame (nothing while offline). */
  refreshBalance(): void {
    this.#write({ type: 'balance' });
  }

  #open(): void {
    if (this.#closed) return;
    this.onState('connecting');
    const socket = new WebSocket(this.url);
    this.#socket = socket;
    socket.onopen = () => {
      this.#attempt = 0;
      this.#write({ type: 'join', launch: this.launch });
      this.onState('open');
      clearInterval(this.#ping);
      this.#ping = setInterval(() => this.#write({ type: 'ping' }), PING_MS);
    };
    socket.onmessage = (event) => {
      let frame: StudioFrame;
      try {
        frame = JSON.parse(String(event.data)) as StudioFrame;
      } catch {
        return;
      }
      if (frame.type === 'result')
        this.#settle(frame.id, { ok: frame.ok, ...(frame.reason ? { reason: frame.reason } : {}) });
      else this.onFrame(frame);
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      clearInterval(this.#ping);
      this.#settleAll('offline');
      if (this.#closed) return;
      this.onState('lost');
      this.#retry = setTimeout(() => this.#open(), retryDelay(this.#attempt));
      this.#attempt += 1;
    };
  }

  #write(frame: ClientFrame): void {
    if (this.#socket?.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify(frame));
  }

  #settle(id: string, result: CommandResult): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    clearTimeout(pending.timer);
    pending.resolve(result);
  }

  #settleAll(reason: string): void {
    for (const id of [...this.#pending.keys()]) this.#settle(id, { ok: false, reason });
  }
}
