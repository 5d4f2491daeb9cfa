/**
 * The live studio's launcher: the script an operator's lobby loads (settings
 * `casino.providers[].script_url`) to show its tables live. It opens one socket to the studio
 * (`server`), keeps it open (reconnecting with a growing delay, subscriptions restored), and hands
 * each table's frames to whoever subscribed to that table and currency.
 *
 *   const live = window.MeridianLive.connect({ server, casinoId, onConnection });
 *   const stop = live.subscribe('roulette-grand', 'EUR', (frame) => draw(frame));
 *   stop(); live.close();
 */
import type { ClientFrame, LobbyTableFrame, StudioFrame } from '../protocol.js';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected';

export interface LiveConnectOptions {
  /** The studio's socket: a ws(s):// address, or a path on the page's own host. */
  server: string;
  casinoId: string;
  onConnection?: (state: ConnectionState) => void;
}

export interface LiveConnection {
  readonly state: ConnectionState;
  /** Frames of a table in a currency, the current one first; answers the function that stops them. */
  subscribe(tableId: string, currency: string, onTable: (frame: LobbyTableFrame) => void): () => void;
  close(): void;
}

export interface MeridianLiveApi {
  readonly version: 1;
  connect(options: LiveConnectOptions): LiveConnection;
}

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** A path becomes an address on the page's own host, ws: or wss: as the page is served. */
export function socketAddress(server: string, location: { protocol: string; host: string }): string {
  if (/^wss?:\/\//.test(server)) return server;
  if (/^https?:\/\//.test(server)) return server.replace(/^http/, 'ws');
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${server.startsWith('/') ? '' : '/'}${server}`;
}

function connect(options: LiveConnectOptions): LiveConnection {
  const listeners = new Map<string, Set<(frame: LobbyTableFrame) => void>>();
  const latest = new Map<string, LobbyTableFrame>();
  let socket: WebSocket | null = null;
  let state: ConnectionState = 'disconnected';
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: ConnectionState) => {
    if (state === next) return;
    state = next;
    options.onConnection?.(next);
  };
  const send = (frame: ClientFrame) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };
  const split = (key: string) => {
    const at = key.lastIndexOf('|');
    return { table: key.slice(0, at), currency: key.slice(at + 1) };
  };

  const open = () => {
    if (closed) return;
    setState('connecting');
    const ws = new WebSocket(socketAddress(options.server, window.location));
    socket = ws;
    ws.onopen = () => {
      retryMs = RETRY_MIN_MS;
      setState('connected');
      for (const key of listeners.keys()) send({ type: 'subscribe', ...split(key) });
    };
    ws.onmessage = (event) => {
      let frame: StudioFrame;
      try {
        frame = JSON.parse(String(event.data)) as StudioFrame;
      } catch {
        return;
      }
      if (frame.type !== 'table') return;
      const key = `${frame.tableId}|${frame.currencyCode}`;
      latest.set(key, frame);
      for (const listener of listeners.get(key) ?? []) listener(frame);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      setState('disconnected');
      if (closed) return;
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
  };
  open();

  return {
    get state() {
      return state;
    },
    subscribe(tableId, currency, onTable) {
      const key = `${tableId}|${currency}`;
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
        send({ type: 'subscribe', table: tableId, currency });
      } else {
        const known = latest.get(key);
        if (known) onTable(known);
      }
      set.add(onTable);
      return () => {
        const current = listeners.get(key);
        if (!current?.delete(onTable) || current.size > 0) return;
        listeners.delete(key);
        latest.delete(key);
        send({ type: 'unsubscribe', table: tableId, currency });
      };
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close();
      socket = null;
      setState('disconnected');
    },
  };
}

const api: MeridianLiveApi = { version: 1, connect };
(window as unknown as { MeridianLive: MeridianLiveApi }).MeridianLive = api;
