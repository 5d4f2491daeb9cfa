import type { Settings } from '@meridian/contract/settings';
import type { LiveConnection, LiveConnectionState, LiveTableFrame } from './live-tables';
import { isLiveTableFrame } from './live-tables';
import { loadLauncherScript, SCRIPT_TIMEOUT_MS } from './script-launcher';

/** A live-table provider of the settings (`casino.providers`): its script, socket and casino id. */
export type LiveProvider = Settings['casino']['providers'][number];

/** Spec 001 §4: the studio's script; back to `not_loaded` when it failed or did not come within 30 s. */
export type LiveScriptState = 'not_loaded' | 'loading' | 'loaded';

/**
 * Spec 001 §4, what a tile knows of its table: `invalid_provider` (the settings name no live
 * provider for the game), `unsubscribed` (not on screen, or no currency yet), `waiting_connection`
 * (subscribed, the socket not connected yet), `pending` (connected, no frame yet) and `ready`.
 */
export type LiveTableStatus = 'invalid_provider' | 'unsubscribed' | 'waiting_connection' | 'pending' | 'ready';

/** How long the socket stays open after the last tile left: moving between lobby pages keeps it. */
export const LIVE_IDLE_CLOSE_MS = 10_000;
/**
 * How long a table stays subscribed after its last tile left the screen: a tile scrolled past and
 * back shows its table at once rather than waiting for the studio again.
 */
export const LIVE_UNSUBSCRIBE_LINGER_MS = 5_000;

/** One socket to one studio, shared by every tile of its tables. */
interface ProviderLink {
  provider: LiveProvider;
  connection: LiveConnection | null;
  state: LiveConnectionState;
  /** Set once the link is dropped: the script's last callbacks for it are ignored. */
  closed: boolean;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
  tables: Set<TableSubscription>;
}

/** One table in one currency, counted across the tiles that show it. */
interface TableSubscription {
  key: string;
  tableId: string;
  currency: string;
  refs: number;
  frame: LiveTableFrame | null;
  stop: (() => void) | null;
  lingerTimer: ReturnType<typeof setTimeout> | undefined;
}

const providerKey = (provider: LiveProvider) =>
  JSON.stringify([provider.code, provider.script_url, provider.server, provider.casino_id]);
const tableKey = (provider: LiveProvider, tableId: string, currency: string) =>
  `${providerKey(provider)}|${tableId}|${currency}`;

/** What a tile shows, from what it asked for and what the connection has. */
export function liveTableStatus(view: {
  provider: LiveProvider | null;
  subscribed: boolean;
  connection: LiveConnectionState;
  frame: LiveTableFrame | null;
}): LiveTableStatus {
  if (!view.provider) return 'invalid_provider';
  if (!view.subscribed) return 'unsubscribed';
  if (view.connection !== 'connected') return 'waiting_connection';
  return view.frame ? 'ready' : 'pending';
}

/**
 * The lobby's side of the live studios: loads a studio's script once per page (a classic script
 * that defines `window.MeridianLive`), opens one connection per studio while any tile needs it, and
 * counts the tiles of each table and currency so the studio is asked for each once. Observable for
 * React through `listen` and the state getters.
 */
export class LiveCasinoClient {
  readonly #scripts = new Map<string, LiveScriptState>();
  /** Scripts whose last load failed, ran out of time or defined no API; cleared by the next try. */
  readonly #failed = new Set<string>();
  readonly #links = new Map<string, ProviderLink>();
  readonly #tables = new Map<string, TableSubscription>();
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly timing: { scriptTimeoutMs: number; idleCloseMs: number; lingerMs: number } = {
      scriptTimeoutMs: SCRIPT_TIMEOUT_MS,
      idleCloseMs: LIVE_IDLE_CLOSE_MS,
      lingerMs: LIVE_UNSUBSCRIBE_LINGER_MS,
    },
  ) {}

  /** Calls back on every change of a script, a connection or a table (for useSyncExternalStore). */
  listen = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  scriptState(src: string): LiveScriptState {
    return this.#scripts.get(src) ?? 'not_loaded';
  }

  /** Whether the script's last load failed (so tiles waiting for it can say so rather than wait). */
  scriptFailed(src: string): boolean {
    return this.#failed.has(src);
  }

  connectionState(provider: LiveProvider): LiveConnectionState {
    return this.#links.get(providerKey(provider))?.state ?? 'disconnected';
  }

  /** The latest frame of a table in a currency while it is subscribed to (or lingering). */
  frame(provider: LiveProvider, tableId: string, currency: string): LiveTableFrame | null {
    return this.#tables.get(tableKey(provider, tableId, currency))?.frame ?? null;
  }

  /** A tile's interest in a table in a currency; answers the function that ends it. */
  subscribe(provider: LiveProvider, tableId: string, currency: string): () => void {
    const link = this.#linkFor(provider);
    clearTimeout(link.idleTimer);
    const key = tableKey(provider, tableId, currency);
    let table = this.#tables.get(key);
    if (!table) {
      table = { key, tableId, currency, refs: 0, frame: null, stop: null, lingerTimer: undefined };
      this.#tables.set(key, table);
      link.tables.add(table);
      this.#attach(link, table);
    }
    clearTimeout(table.lingerTimer);
    table.refs += 1;
    this.#openWhenReady(link);

    const subscription = table;
    let ended = false;
    return () => {
      if (ended || link.closed) return;
      ended = true;
      subscription.refs -= 1;
      if (subscription.refs > 0) return;
      subscription.lingerTimer = setTimeout(() => this.#release(link, subscription), this.timing.lingerMs);
    };
  }

  /** Closes every connection (the page is going away, or a test ends). */
  closeAll(): void {
    for (const link of [...this.#links.values()]) this.#drop(link);
    this.#tables.clear();
  }

  /** Stops a table no tile came back for; the connection closes a while after its last table. */
  #release(link: ProviderLink, table: TableSubscription): void {
    if (table.refs > 0 || link.closed) return;
    table.stop?.();
    this.#tables.delete(table.key);
    link.tables.delete(table);
    if (link.tables.size === 0) {
      link.idleTimer = setTimeout(() => this.#drop(link), this.timing.idleCloseMs);
    }
    this.#emit();
  }

  #linkFor(provider: LiveProvider): ProviderLink {
    const key = providerKey(provider);
    let link = this.#links.get(key);
    if (!link) {
      link = {
        provider,
        connection: null,
        state: 'disconnected',
        closed: false,
        idleTimer: undefined,
        tables: new Set(),
      };
      this.#links.set(key, link);
    }
    return link;
  }

  /** Connects once the studio's script has run, loading it first when it has not. */
  #openWhenReady(link: ProviderLink): void {
    if (link.connection || link.closed) return;
    const src = link.provider.script_url;
    if (this.scriptState(src) === 'loading') return;
    // Loaded before, or arrived after its time ran out: what it defined serves without a second copy.
    if (this.#scripts.has(src) && window.MeridianLive?.version === 1) {
      this.#setScript(src, 'loaded');
      this.#connect(link);
      return;
    }
    this.#failed.delete(src);
    this.#setScript(src, 'loading');
    const settle = () => {
      // A script that defined no API of this version has failed as much as one that did not come.
      if (window.MeridianLive?.version !== 1) {
        this.#fail(src);
        return;
      }
      this.#setScript(src, 'loaded');
      for (const waiting of this.#links.values()) {
        if (waiting.provider.script_url === src && waiting.tables.size > 0) this.#connect(waiting);
      }
    };
    // A failed or timed-out load goes back to `not_loaded`; the next tile to need it tries again.
    loadLauncherScript(src, this.timing.scriptTimeoutMs).then(settle, () => this.#fail(src));
  }

  #connect(link: ProviderLink): void {
    const api = window.MeridianLive;
    if (!api || link.connection || link.closed) return;
    const { server, casino_id } = link.provider;
    // The script may call back while `connect` still runs (it starts connecting at once).
    link.connection = api.connect({
      server,
      casinoId: casino_id,
      onConnection: (state) => {
        if (link.closed || link.state === state) return;
        link.state = state;
        this.#emit();
      },
    });
    link.state = link.connection.state;
    for (const table of link.tables) this.#attach(link, table);
    this.#emit();
  }

  #attach(link: ProviderLink, table: TableSubscription): void {
    if (!link.connection || table.stop) return;
    table.stop = link.connection.subscribe(table.tableId, table.currency, (frame) => {
      if (!isLiveTableFrame(frame) || this.#tables.get(table.key) !== table) return;
      table.frame = frame;
      this.#emit();
    });
  }

  #drop(link: ProviderLink): void {
    clearTimeout(link.idleTimer);
    link.closed = true;
    const key = providerKey(link.provider);
    if (this.#links.get(key) === link) this.#links.delete(key);
    for (const table of link.tables) {
      clearTimeout(table.lingerTimer);
      table.stop?.();
      this.#tables.delete(table.key);
    }
    link.tables.clear();
    link.connection?.close();
    link.connection = null;
    link.state = 'disconnected';
    this.#emit();
  }

  #fail(src: string): void {
    this.#failed.add(src);
    if (this.scriptState(src) === 'not_loaded') this.#emit();
    else this.#setScript(src, 'not_loaded');
  }

  #setScript(src: string, state: LiveScriptState): void {
    if (this.scriptState(src) === state) return;
    this.#scripts.set(src, state);
    this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** The page's one client: every tile of every lobby shares its scripts and connections. */
export const liveCasino = new LiveCasinoClient();
