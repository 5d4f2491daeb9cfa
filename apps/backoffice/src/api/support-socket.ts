import { SUPPORT_INBOX_CHANNEL, WS_PATH, WS_PING_INTERVAL_MS } from '@meridian/contract/realtime';

const OPEN = 1;

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export type InboxStatus = 'connecting' | 'live' | 'down';

export interface InboxSocketOptions {
  url: string;
  /** The operator's access token, read at every (re)connect: a new sign-in's token applies. */
  token: () => string | null;
  onUpdate: (data: unknown) => void;
  /** Each time the channel opens (first and after a reconnect): updates missed meanwhile are not replayed. */
  onLive?: () => void;
  onStatus?: (status: InboxStatus) => void;
  createSocket?: (url: string) => SocketLike;
  backoff?: (attempt: number) => number;
  pingIntervalMs?: number;
}

/** 1 s, 2 s, 4 s … up to 30 s, with a little jitter so a server restart is not stormed. */
export function inboxBackoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt) + Math.floor(Math.random() * 250);
}

/** The socket's address on the operator API's origin (this one, or the one the build names). */
export function inboxSocketUrl(
  origin = (import.meta.env.VITE_ADMIN_API_ORIGIN as string | undefined) ?? '',
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  if (origin) return `${origin.replace(/^http/, 'ws')}${WS_PATH}`;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${WS_PATH}`;
}

/**
 * The inbox's live feed: a socket to `/api/v1/ws` that authenticates as the operator
 * (`operator_auth`), subscribes to `support_inbox` once the server accepts, and after a drop connects
 * again with backoff, which `onLive` tells so the screen can read what it missed.
 */
export class InboxSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ping: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(private readonly options: InboxSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.drop();
  }

  private connect(): void {
    const token = this.options.token();
    if (this.stopped || this.socket || !token) return;
    this.options.onStatus?.('connecting');
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.send({ type: 'operator_auth', token });
      this.ping = setInterval(() => this.send({ type: 'ping' }), this.options.pingIntervalMs ?? WS_PING_INTERVAL_MS);
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.handle(event.data);
    };
    socket.onerror = () => socket.close();
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.drop();
      this.retry();
    };
  }

  private handle(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: { type?: unknown; channel?: unknown; data?: unknown };
    try {
      frame = JSON.parse(data) as typeof frame;
    } catch {
      return;
    }
    if (frame.type === 'operator_authenticated') {
      this.send({ type: 'subscribe', channel: SUPPORT_INBOX_CHANNEL });
      return;
    }
    if (frame.channel !== SUPPORT_INBOX_CHANNEL) return;
    if (frame.type === 'snapshot') {
      this.attempt = 0;
      this.options.onStatus?.('live');
      this.options.onLive?.();
    } else if (frame.type === 'update') {
      this.options.onUpdate(frame.data);
    } else if (frame.type === 'error') {
      // Refused (a role without support.manage, an ended session): the next connect tries afresh.
      this.socket?.close();
    }
  }

  private retry(): void {
    if (this.stopped) return;
    this.options.onStatus?.('down');
    const delay = (this.options.backoff ?? inboxBackoff)(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect();
    }, delay);
  }

  private send(frame: object): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private drop(): void {
    clearInterval(this.ping);
    this.ping = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }
}
