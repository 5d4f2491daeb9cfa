import { WS_MAX_CHANNELS } from '@meridian/contract/realtime';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FRAME_LIMITS,
  type FrameLimits,
  RESUBSCRIBE_COST,
  RESUBSCRIBE_WINDOW_MS,
} from './realtime.allowance.js';
import type { OutFrame } from './realtime.frame.js';
import { RealtimeHub } from './realtime.hub.js';
import type { HubSocket } from './realtime.member.js';
import { TestCatalog } from './realtime.test-catalog.js';

type Frame = { type: string; channel?: string | null; message?: string };

class FakeSocket implements HubSocket {
  bufferedAmount = 0;
  readonly frames: Frame[] = [];
  closed: number | null = null;
  send(frame: OutFrame): void {
    this.frames.push(JSON.parse(frame.payload.toString()));
  }
  close(code?: number): void {
    this.closed = code ?? null;
  }
  drop(code: number): void {
    this.closed = code;
  }
  take(): string[] {
    return this.frames.splice(0).map((f) => (f.type === 'error' ? `error: ${f.message}` : `${f.type} ${f.channel}`));
  }
}

const sub = (channel: string) => JSON.stringify({ type: 'subscribe', channel });
const unsub = (channel: string) => JSON.stringify({ type: 'unsubscribe', channel });
const PING = JSON.stringify({ type: 'ping' });

let hub: RealtimeHub | undefined;
afterEach(() => hub?.close());

/** A hub on a catalog of matches 1–300 (tournament 3 holds match 1), with a clock the test moves. */
function start(options: { frameLimits?: FrameLimits; maxChannels?: number } = {}) {
  const catalog = new TestCatalog();
  for (let id = 1; id <= 300; id++)
    catalog.add({ id, tournamentId: id === 1 ? 3 : 4, source: 'live', names: { en: `M${id}` }, odds: 1500 });
  const clock = { now: 1_000_000 };
  hub = new RealtimeHub(catalog, { ...options, now: () => clock.now, idleTimeoutMs: 3_600_000 });
  const socket = new FakeSocket();
  const member = hub.connect(socket, 'en');
  return { hub, clock, socket, send: (text: string) => hub?.receive(member, text) };
}

describe('the frames one socket may send', () => {
  it('closes a socket past its burst with 1008, and lets a steady one go on as the bucket refills', () => {
    const { hub, clock, socket, send } = start({ frameLimits: { perSecond: 10, burst: 5 } });
    for (let i = 0; i < 5; i++) send(PING);
    clock.now += 200; // two frames' worth
    send(PING);
    send(PING);
    expect(socket.take()).toHaveLength(7);
    expect(socket.closed).toBeNull();
    send(PING);
    expect(socket.closed).toBe(1008);
    expect(socket.take()).toEqual([]);
    expect(hub.connections).toBe(0);
  });

  it('charges a re-subscription within the window more, and draws no more snapshots than it pays for', () => {
    const burst = 1 + 10 * (1 + RESUBSCRIBE_COST);
    const { socket, send } = start({ frameLimits: { perSecond: 0.001, burst } });
    send(sub('tournament:live:4'));
    for (let i = 0; i < 10; i++) {
      send(unsub('tournament:live:4'));
      send(sub('tournament:live:4'));
    }
    expect(socket.take().filter((f) => f.startsWith('snapshot'))).toHaveLength(11);
    // Subscribing a channel held already is a re-subscription too.
    send(sub('tournament:live:4'));
    expect(socket.closed).toBe(1008);
    expect(socket.take()).toEqual([]);

    // Past the window a channel left is a new one again, at the price of one frame.
    const fresh = start({ frameLimits: { perSecond: 0.001, burst: 4 } });
    fresh.send(sub('match:1'));
    fresh.send(unsub('match:1'));
    fresh.clock.now += RESUBSCRIBE_WINDOW_MS;
    fresh.send(sub('match:1'));
    fresh.send(PING);
    expect(fresh.socket.take()).toEqual(['snapshot match:1', 'snapshot match:1', 'pong undefined']);
    expect(fresh.socket.closed).toBeNull();
  });

  it('counts channels left within the window under twice the channel cap', () => {
    const { clock, socket, send } = start({ maxChannels: 2 });
    for (const id of [1, 2]) send(sub(`match:${id}`));
    send(sub('match:3'));
    for (const id of [1, 2]) send(unsub(`match:${id}`));
    for (const id of [3, 4, 5]) send(sub(`match:${id}`));
    expect(socket.take()).toEqual([
      'snapshot match:1',
      'snapshot match:2',
      'error: at most 2 channels per connection',
      'snapshot match:3',
      'snapshot match:4',
      'error: at most 2 channels per connection',
    ]);
    // Coming back to a channel left keeps the place it holds.
    send(unsub('match:4'));
    send(sub('match:1'));
    expect(socket.take()).toEqual(['snapshot match:1']);
    // Nothing held, but four channels left within the window: a fifth waits for the window to pass.
    for (const id of [1, 3]) send(unsub(`match:${id}`));
    send(sub('match:5'));
    expect(socket.take()).toEqual(['error: at most 2 channels per connection']);
    clock.now += RESUBSCRIBE_WINDOW_MS;
    send(sub('match:5'));
    expect(socket.take()).toEqual(['snapshot match:5']);
  });

  it('lets the web app reconnect with every channel it may hold, change page and come back', async () => {
    const { clock, socket, send } = start();
    const channels = (from: number, count: number) => Array.from({ length: count }, (_, i) => `match:${from + i}`);
    const list = channels(1, 60);
    // A reconnect: the token, then every channel at once, up to the cap.
    send(JSON.stringify({ type: 'auth', token: 'x' }));
    for (const channel of channels(1, WS_MAX_CHANNELS)) send(sub(channel));
    // The subscriptions wait behind the `auth` frame's answer.
    await new Promise((resolve) => setImmediate(resolve));
    for (const channel of channels(61, WS_MAX_CHANNELS - 60)) send(unsub(channel));
    clock.now += 1_000;
    // Off to a match and back to the list within a few seconds: its 60 channels again.
    for (const channel of list) send(unsub(channel));
    send(sub('match:250'));
    clock.now += 2_000;
    send(unsub('match:250'));
    for (const channel of list) send(sub(channel));
    expect(socket.closed).toBeNull();
    const frames = socket.take();
    expect(frames.filter((f) => f.startsWith('snapshot'))).toHaveLength(WS_MAX_CHANNELS + 1 + list.length);
    expect(frames.filter((f) => f.startsWith('error'))).toEqual(['error: authentication is not available']);
    expect(DEFAULT_FRAME_LIMITS.burst).toBeGreaterThanOrEqual(RESUBSCRIBE_COST * WS_MAX_CHANNELS);
  });
});

describe('a frame nested too deeply', () => {
  it('is answered an error frame before anything walks it', () => {
    const { hub, socket, send } = start();
    send(`{"type":"subscribe","channel":"match:1","x":${'['.repeat(2_000)}${']'.repeat(2_000)}}`);
    expect(socket.take()).toEqual(['error: frames nest too deeply']);
    expect(hub.connections).toBe(1);
  });
});
