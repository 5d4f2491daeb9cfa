import type { Match, StatisticsPart } from '@meridian/contract/events';
import {
  type ClientFrame,
  type MatchDelta,
  type TrackerIncident,
  type TrackerState,
  USER_CHANNEL,
  type UserEvent,
  WS_CLOSE_TOO_SLOW,
  WS_PATH,
  WS_PING_INTERVAL_MS,
} from '@meridian/contract/realtime';
import type { Wallet } from '@meridian/contract/wallet';
import { parseJson } from '../api/parse-json';

/** A frame of one channel as listeners receive it (the socket's `snapshot` and `update` frames). */
export type ChannelFrame =
  | {
      type: 'snapshot';
      channel: string;
      data: { list: Match[] } | { list: StatisticsPart[] } | { tracker: TrackerState };
    }
  | {
      type: 'update';
      channel: string;
      data: { deltas: MatchDelta[] } | { list: StatisticsPart[] } | { incidents: TrackerIncident[] };
    };

export type ChannelListener = (frame: ChannelFrame) => void;

/** What a channel's `subscribe` frame carries beside its name (a support visitor's token). */
export type SubscribeExtras = Omit<Extract<ClientFrame, { type: 'subscribe' }>, 'type' | 'channel'>;

/** A frame of the player's own channel: the wallet list, then one event per update. */
export type UserChannelFrame =
  | { type: 'snapshot'; channel: typeof USER_CHANNEL; data: { list: Wallet[] } }
  | { type: 'update'; channel: typeof USER_CHANNEL; data: UserEvent };

/** Channels the server opens only on a socket whose `auth` frame it answered `authenticated`. */
function isAuthChannel(channel: string): boolean {
  return channel === USER_CHANNEL || channel.startsWith('tracker:');
}

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface RealtimeClientOptions {
  /** The socket address, read at every (re)connect so a language change takes effect. */
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  pingIntervalMs?: number;
  /** Delay before the n-th reconnect attempt (0-based). */
  backoff?: (attempt: number) => number;
}

const OPEN = 1;
/**
 * A socket the server dropped for falling behind reconnects no sooner than this backoff step (4 s
 * by default): on a link too slow for the traffic, snapshots pulled back to back would only make
 * it slower.
 */
const TOO_SLOW_ATTEMPT = 2;

/** 1 s, 2 s, 4 s … up to 30 s, with a little jitter so a server restart is not stormed. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return base + Math.floor(Math.random() * 250);
}

/**
 * One WebSocket shared by the whole tab (ARCHITECTURE.md §7). Channels are reference-counted: the
 * first listener subscribes, the last one to leave unsubscribes. After a drop the client reconnects
 * with backoff and subscribes again, and the server answers each channel with a fresh snapshot.
 */
export class RealtimeClient {
  private readonly listeners = new Map<string, Set<ChannelListener>>();
  private readonly extras = new Map<string, SubscribeExtras>();
  private readonly statusListeners = new Set<() => void>();
  private socket: SocketLike | null = null;
  private socketUrl: string | null = null;
  private isConnected = false;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private authToken: string | null = null;
  private isAuthenticated = false;
  /** False while the browser says it has no network: no socket is kept or tried then. */
  private isOnline = true;
  /** Auth channels subscribed on this socket; the server drops them when the token expires. */
  private readonly authSubscribed = new Set<string>();

  constructor(private readonly options: RealtimeClientOptions) {}

  get connected(): boolean {
    return this.isConnected;
  }

  /** The address of the current socket, or null when there is none. */
  get url(): string | null {
    return this.socket ? this.socketUrl : null;
  }

  /** Listens to a channel; the returned function stops listening. `extras` ride on its subscribe frames. */
  subscribe(channel: string, listener: ChannelListener, extras?: SubscribeExtras): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      if (extras) this.extras.set(channel, extras);
      if (isAuthChannel(channel)) this.subscribeAuthChannel(channel);
      else this.send({ ...this.extras.get(channel), type: 'subscribe', channel });
    }
    set.add(listener);
    this.ensureSocket();
    return () => this.unsubscribe(channel, listener);
  }

  /** Listens to the player's own channel; it opens once the socket is authenticated (see setAuthToken). */
  subscribeUser(listener: (frame: UserChannelFrame) => void): () => void {
    return this.subscribe(USER_CHANNEL, listener as unknown as ChannelListener);
  }

  /**
   * The access token the socket authenticates with: sent as an `auth` frame now and after every
   * (re)connect; a new token (after a refresh) replaces the old one. Null after a sign-out starts a
   * fresh, anonymous socket, since the server would keep the old identity on this one.
   */
  setAuthToken(token: string | null): void {
    if (token === this.authToken) return;
    const hadToken = this.authToken !== null;
    this.authToken = token;
    if (token) this.send({ type: 'auth', token });
    else if (hadToken && this.socket) this.reconnect();
  }

  /** Calls back whenever `connected` changes (for useSyncExternalStore). */
  onStatusChange(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Drops the socket and connects again at once, e.g. after the language changed. */
  reconnect(): void {
    this.teardown();
    this.attempt = 0;
    this.ensureSocket();
  }

  /**
   * Follows the browser's network state. Going offline closes the socket at once: a socket the
   * network dropped can look open for a long while, and its data would pass for current. Coming
   * back online connects again without waiting out the backoff.
   */
  setOnline(online: boolean): void {
    if (online === this.isOnline) return;
    this.isOnline = online;
    this.teardown();
    this.attempt = 0;
    if (online) this.ensureSocket();
  }

  /** Closes the socket for good (tests, page teardown). */
  close(): void {
    this.listeners.clear();
    this.extras.clear();
    this.teardown();
  }

  private unsubscribe(channel: string, listener: ChannelListener): void {
    const set = this.listeners.get(channel);
    if (!set?.delete(listener) || set.size > 0) return;
    this.listeners.delete(channel);
    this.extras.delete(channel);
    if (!isAuthChannel(channel)) this.send({ type: 'unsubscribe', channel });
    else if (this.authSubscribed.delete(channel)) this.send({ type: 'unsubscribe', channel });
  }

  private subscribeAuthChannel(channel: string): void {
    if (!this.isAuthenticated || this.authSubscribed.has(channel) || this.socket?.readyState !== OPEN) return;
    this.authSubscribed.add(channel);
    this.send({ type: 'subscribe', channel });
  }

  private ensureSocket(): void {
    if (this.socket || this.reconnectTimer !== undefined || this.listeners.size === 0 || !this.isOnline) return;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      this.socketUrl = this.options.url();
      socket = create(this.socketUrl);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setConnected(true);
      if (this.authToken) this.send({ type: 'auth', token: this.authToken });
      for (const channel of this.listeners.keys()) {
        if (!isAuthChannel(channel)) this.send({ ...this.extras.get(channel), type: 'subscribe', channel });
      }
      this.pingTimer = setInterval(
        () => this.send({ type: 'ping' }),
        this.options.pingIntervalMs ?? WS_PING_INTERVAL_MS,
      );
    };
    socket.onmessage = (event) => {
      // A socket already given up (offline, replaced) may still deliver; its frames are not current.
      if (this.socket === socket) this.handleMessage(event.data);
    };
    socket.onerror = () => socket.close();
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.dropSocket();
      if ((event as { code?: number } | null)?.code === WS_CLOSE_TOO_SLOW) {
        this.attempt = Math.max(this.attempt, TOO_SLOW_ATTEMPT);
      }
      this.scheduleReconnect();
    };
  }

  private handleMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: { type?: unknown; channel?: unknown; data?: unknown };
    try {
      frame = parseJson(data) as typeof frame;
    } catch {
      return;
    }
    if (frame.type === 'authenticated') {
      this.isAuthenticated = true;
      for (const channel of this.listeners.keys()) if (isAuthChannel(channel)) this.subscribeAuthChannel(channel);
      return;
    }
    // The server closed an auth channel (expired token, ended session): the next `authenticated` reopens it.
    if (frame.type === 'error' && typeof frame.channel === 'string' && isAuthChannel(frame.channel)) {
      this.authSubscribed.delete(frame.channel);
      return;
    }
    if ((frame.type !== 'snapshot' && frame.type !== 'update') || typeof frame.channel !== 'string') return;
    const set = this.listeners.get(frame.channel);
    if (!set) return;
    for (const listener of [...set]) listener(frame as ChannelFrame);
  }

  private scheduleReconnect(): void {
    if (this.listeners.size === 0 || !this.isOnline) return;
    const delay = (this.options.backoff ?? defaultBackoff)(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.ensureSocket();
    }, delay);
  }

  private send(frame: ClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private dropSocket(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    this.socket = null;
    this.isAuthenticated = false;
    this.authSubscribed.clear();
    this.setConnected(false);
  }

  private teardown(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.dropSocket();
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  private setConnected(value: boolean): void {
    if (this.isConnected === value) return;
    this.isConnected = value;
    for (const listener of this.statusListeners) listener();
  }
}

/** The socket address of this page in a language. */
export function socketUrl(language: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${WS_PATH}?lang=${encodeURIComponent(language)}`;
}
