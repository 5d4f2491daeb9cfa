import { vi } from 'vitest';
import type { LiveConnectionState, LiveConnectOptions, LiveTableFrame, MeridianLiveApi } from '../lib/live-tables';

type Listener = (frame: LiveTableFrame) => void;

/** One `connect` of the fake studio script: its subscriptions, and controls to play the studio's part. */
export class FakeLiveConnection {
  state: LiveConnectionState = 'connecting';
  closed = false;
  /** Every subscribe and unsubscribe the lobby made, in order, as `+table|currency` and `-table|currency`. */
  readonly calls: string[] = [];
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(readonly options: LiveConnectOptions) {}

  subscribe(tableId: string, currency: string, onTable: Listener): () => void {
    const key = `${tableId}|${currency}`;
    this.calls.push(`+${key}`);
    const set = this.#listeners.get(key) ?? new Set();
    set.add(onTable);
    this.#listeners.set(key, set);
    return () => {
      if (set.delete(onTable)) this.calls.push(`-${key}`);
    };
  }

  close(): void {
    this.closed = true;
    this.setState('disconnected');
  }

  /** The socket's state changes, as the script reports it. */
  setState(state: LiveConnectionState): void {
    this.state = state;
    this.options.onConnection?.(state);
  }

  /** The studio sends a frame to the table's subscribers. */
  send(frame: LiveTableFrame): void {
    for (const listener of this.#listeners.get(`${frame.tableId}|${frame.currencyCode}`) ?? []) listener(frame);
  }

  /** The tables and currencies subscribed to now. */
  get subscribed(): string[] {
    return [...this.#listeners].filter(([, set]) => set.size > 0).map(([key]) => key);
  }
}

/** A stand-in for the studio's launcher script: `window.MeridianLive`, with the connections it made. */
export function installFakeMeridianLive() {
  const connections: FakeLiveConnection[] = [];
  const api: MeridianLiveApi = {
    version: 1,
    connect: (options) => {
      const connection = new FakeLiveConnection(options);
      connections.push(connection);
      // The real script starts connecting at once, telling so while `connect` still runs.
      options.onConnection?.('connecting');
      return connection;
    },
  };
  window.MeridianLive = api;
  return { connections, last: () => connections.at(-1) };
}

/**
 * Catches the lobby's `<script src>` for `src` instead of adding it to the page; `load()` then runs
 * it (its onload), `fail()` reports it failed. Other elements are added as usual; the spy ends
 * with the test (restoreAllMocks).
 */
export function catchScript(src: string) {
  const caught: HTMLScriptElement[] = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0];
    if (script instanceof HTMLScriptElement && script.getAttribute('src') === src) caught.push(script);
    else append(...nodes);
  });
  return {
    caught,
    load: () => caught.at(-1)?.onload?.(new Event('load')),
    fail: () => caught.at(-1)?.onerror?.(new Event('error')),
  };
}
