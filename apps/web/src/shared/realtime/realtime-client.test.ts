import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-realtime';
import { type ChannelFrame, RealtimeClient, socketUrl } from './realtime-client';

describe('RealtimeClient', () => {
  let sockets: FakeSocket[];
  let client: RealtimeClient;
  const last = () => sockets.at(-1) as FakeSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    client = new RealtimeClient({
      url: () => socketUrl('ru', { protocol: 'https:', host: 'bet.example' }),
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      pingIntervalMs: 1000,
      backoff: (attempt) => 100 * 2 ** attempt,
    });
  });

  afterEach(() => client.close());

  it('connects on the first subscription with the language and subscribes once per channel', () => {
    const off = [client.subscribe('match:5', () => undefined), client.subscribe('match:5', () => undefined)];
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('wss://bet.example/api/v1/ws?lang=ru');
    last().open();
    expect(client.connected).toBe(true);
    expect(last().sent).toEqual([{ type: 'subscribe', channel: 'match:5' }]);

    off[0]?.();
    expect(last().sent).toHaveLength(1);
    off[1]?.();
    expect(last().sent).toEqual([
      { type: 'subscribe', channel: 'match:5' },
      { type: 'unsubscribe', channel: 'match:5' },
    ]);
  });

  it('hands each channel its own frames only', () => {
    const frames: ChannelFrame[] = [];
    client.subscribe('tournament:live:7', (frame) => frames.push(frame));
    last().open();
    last().receive({ type: 'snapshot', channel: 'tournament:live:7', data: { list: [] } });
    last().receive({ type: 'update', channel: 'tournament:live:8', data: { deltas: [] } });
    last().receive({ type: 'pong' });
    expect(frames).toEqual([{ type: 'snapshot', channel: 'tournament:live:7', data: { list: [] } }]);
  });

  it('pings while open', () => {
    client.subscribe('match:1', () => undefined);
    last().open();
    vi.advanceTimersByTime(2500);
    expect(last().sent.filter((frame) => (frame as { type: string }).type === 'ping')).toHaveLength(2);
  });

  it('reconnects with growing delays after a drop and subscribes again to every channel', () => {
    const status: boolean[] = [];
    client.onStatusChange(() => status.push(client.connected));
    client.subscribe('match:1', () => undefined);
    client.subscribe('tournament:line:3', () => undefined);
    last().open();
    last().close();
    expect(client.connected).toBe(false);

    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().close();
    vi.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    last().open();
    expect(last().sent).toEqual([
      { type: 'subscribe', channel: 'match:1' },
      { type: 'subscribe', channel: 'tournament:line:3' },
    ]);
    expect(status).toEqual([true, false, true]);
  });

  it('waits longer after the server dropped it for falling behind, then gets fresh snapshots', () => {
    const frames: ChannelFrame[] = [];
    client.subscribe('tournament:live:3', (frame) => frames.push(frame));
    last().open();
    last().readyState = 3;
    last().onclose?.({ code: 1013 });

    // The third backoff step (100 · 2² ms here), not the first.
    vi.advanceTimersByTime(399);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', channel: 'tournament:live:3' }]);
    last().receive({ type: 'snapshot', channel: 'tournament:live:3', data: { list: [] } });
    expect(frames).toEqual([{ type: 'snapshot', channel: 'tournament:live:3', data: { list: [] } }]);
  });

  it('stays closed when nobody listens', () => {
    const off = client.subscribe('match:1', () => undefined);
    last().open();
    off();
    last().close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('closes the socket when the browser goes offline, tries nothing until it is back, then connects at once', () => {
    const frames: ChannelFrame[] = [];
    client.subscribe('tournament:live:3', (frame) => frames.push(frame));
    last().open();
    // The network is gone, but the socket has not noticed (its frames would still pass for live).
    client.setOnline(false);
    expect(client.connected).toBe(false);
    const stale = sockets[0] as FakeSocket;
    stale.receive({ type: 'snapshot', channel: 'tournament:live:3', data: { list: [] } });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(frames).toEqual([]);

    client.setOnline(true);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(client.connected).toBe(true);
    expect(last().sent).toEqual([{ type: 'subscribe', channel: 'tournament:live:3' }]);
  });

  describe('the player channel', () => {
    it('authenticates first and opens the user channel only once the server says authenticated', () => {
      const frames: unknown[] = [];
      client.setAuthToken('access-1');
      client.subscribe('match:1', () => undefined);
      client.subscribeUser((frame) => frames.push(frame));
      last().open();
      expect(last().sent).toEqual([
        { type: 'auth', token: 'access-1' },
        { type: 'subscribe', channel: 'match:1' },
      ]);
      last().receive({ type: 'authenticated', user_id: 7 });
      expect(last().sent.at(-1)).toEqual({ type: 'subscribe', channel: 'user' });

      last().receive({ type: 'update', channel: 'user', data: { kind: 'balance', account_id: 3, balance: 500 } });
      expect(frames).toEqual([
        { type: 'update', channel: 'user', data: { kind: 'balance', account_id: 3, balance: 500 } },
      ]);
    });

    it('sends a refreshed token on the open socket, and reopens a channel the server closed', () => {
      client.setAuthToken('access-1');
      client.subscribeUser(() => undefined);
      last().open();
      last().receive({ type: 'authenticated', user_id: 7 });
      last().receive({ type: 'error', channel: 'user', message: 'token expired' });
      last().sent = [];

      client.setAuthToken('access-2');
      expect(last().sent).toEqual([{ type: 'auth', token: 'access-2' }]);
      last().receive({ type: 'authenticated', user_id: 7 });
      expect(last().sent).toEqual([
        { type: 'auth', token: 'access-2' },
        { type: 'subscribe', channel: 'user' },
      ]);
    });

    it('authenticates again after a reconnect, and signs the socket out by replacing it', () => {
      client.setAuthToken('access-1');
      const off = client.subscribeUser(() => undefined);
      client.subscribe('match:1', () => undefined);
      last().open();
      last().receive({ type: 'authenticated', user_id: 7 });
      last().close();
      vi.advanceTimersByTime(100);
      last().open();
      expect(last().sent).toEqual([
        { type: 'auth', token: 'access-1' },
        { type: 'subscribe', channel: 'match:1' },
      ]);
      last().receive({ type: 'authenticated', user_id: 7 });
      expect(last().sent.at(-1)).toEqual({ type: 'subscribe', channel: 'user' });

      off();
      expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'user' });
      client.setAuthToken(null);
      expect(sockets).toHaveLength(3);
      last().open();
      expect(last().sent).toEqual([{ type: 'subscribe', channel: 'match:1' }]);
    });

    it('keeps integers beyond 2^53 exact in frames', () => {
      const frames: unknown[] = [];
      client.subscribe('match:1', (frame) => frames.push(frame));
      last().open();
      last().onmessage?.({ data: '{"type":"update","channel":"match:1","data":{"n":12345678901234567890}}' });
      expect(frames).toEqual([{ type: 'update', channel: 'match:1', data: { n: 12345678901234567890n } }]);
    });
  });
});
