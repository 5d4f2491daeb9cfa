import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RealtimeHub } from './realtime.hub.js';
import { CLOSE_TOO_SLOW } from './realtime.member.js';
import { TestCatalog } from './realtime.test-catalog.js';
import { TestSocket } from './realtime.test-socket.js';

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));
const sub = (channel: string) => JSON.stringify({ type: 'subscribe', channel });

let catalog: TestCatalog;
let hub: RealtimeHub;

beforeEach(() => {
  catalog = new TestCatalog();
  catalog.add({
    id: 7,
    tournamentId: 3,
    source: 'live',
    names: { en: 'Lions - Tigers', ru: 'Львы - Тигры' },
    odds: 1850,
  });
  catalog.add({ id: 8, tournamentId: 3, source: 'line', names: { en: 'Bears - Wolves' }, odds: 2100 });
  hub = new RealtimeHub(catalog, { coalesceMs: 5, idleTimeoutMs: 1_000 });
});
afterEach(() => hub.close());

describe('RealtimeHub', () => {
  it('sends a snapshot on subscribe, then only the changes', async () => {
    const socket = new TestSocket();
    const member = hub.connect(socket, 'en');
    hub.receive(member, sub('tournament:live:3'));
    expect(socket.take()).toEqual([
      {
        type: 'snapshot',
        channel: 'tournament:live:3',
        data: { list: [{ id: 7, name: 'Lions - Tigers', odds: 1850 }] },
      },
    ]);
    catalog.change(7, { odds: 1900 });
    catalog.change(7, { odds: 1950 });
    await tick();
    expect(socket.take()).toEqual([
      {
        type: 'update',
        channel: 'tournament:live:3',
        data: {
          deltas: [
            { id: 7, odds: [{ market_id: 1, id: 11, odds: 1900, is_blocked: false }] },
            { id: 7, odds: [{ market_id: 1, id: 11, odds: 1950, is_blocked: false }] },
          ],
        },
      },
    ]);
  });

  it('renders a change once per channel and language and sends every client the same bytes', async () => {
    const sockets = Array.from({ length: 50 }, () => new TestSocket());
    for (const [i, socket] of sockets.entries()) {
      hub.receive(hub.connect(socket, i % 2 ? 'ru' : 'en'), sub('tournament:live:3'));
      socket.take();
    }
    catalog.deltaCalls = 0;
    catalog.change(7, { odds: 2000 });
    await tick();
    expect(catalog.deltaCalls).toBe(2);
    const en = sockets.filter((_, i) => i % 2 === 0).map((s) => s.raw.at(-1));
    expect(new Set(en).size).toBe(1);
    expect(sockets.every((s) => s.frames.length === 1)).toBe(true);
  });

  it('builds a snapshot once for a crowd of subscribers, and anew after a change', () => {
    const crowd = Array.from({ length: 3 }, () => new TestSocket());
    for (const socket of crowd) hub.receive(hub.connect(socket, 'en'), sub('match:7'));
    expect(new Set(crowd.map((s) => s.raw[0])).size).toBe(1);
    catalog.change(7, { odds: 1750 });
    const late = new TestSocket();
    hub.receive(hub.connect(late, 'en'), sub('match:7'));
    expect(late.frames[0]?.data.list[0].odds).toBe(1750);
  });

  it('sends without waiting for a late timer while changes keep coming', () => {
    const socket = new TestSocket();
    hub.receive(hub.connect(socket, 'en'), sub('match:7'));
    catalog.change(7, { odds: 1610 });
    const busyUntil = performance.now() + 30;
    while (performance.now() < busyUntil) {
      // The event loop is held: no timer can run.
    }
    catalog.change(7, { odds: 1620 });
    expect(socket.frames.map((f) => f.type)).toEqual(['snapshot', 'update']);
    expect(socket.frames[1]?.data.deltas).toHaveLength(2);
  });

  it('gives each language its own names', () => {
    const en = new TestSocket();
    const ru = new TestSocket();
    hub.receive(hub.connect(en, 'en'), sub('match:7'));
    hub.receive(hub.connect(ru, 'ru'), sub('match:7'));
    hub.receive(hub.connect(new TestSocket(), 'de'), sub('match:7'));
    expect(en.frames[0]?.data.list[0].name).toBe('Lions - Tigers');
    expect(ru.frames[0]?.data.list[0].name).toBe('Львы - Тигры');
  });

  it('moves a match between the line and live lists', async () => {
    const line = new TestSocket();
    const live = new TestSocket();
    hub.receive(hub.connect(line, 'en'), sub('tournament:line:3'));
    hub.receive(hub.connect(live, 'en'), sub('tournament:live:3'));
    line.take();
    live.take();
    catalog.change(8, { source: 'live' });
    await tick();
    expect(line.take()[0]?.data).toEqual({ deltas: [{ id: 8, removed: true }] });
    expect(live.take()[0]?.data).toEqual({ deltas: [{ id: 8, match: { id: 8, name: 'Bears - Wolves', odds: 2100 } }] });
  });

  it('stops the updates of an unsubscribed channel', async () => {
    const socket = new TestSocket();
    const member = hub.connect(socket, 'en');
    hub.receive(member, sub('match:7'));
    hub.receive(member, JSON.stringify({ type: 'unsubscribe', channel: 'match:7' }));
    socket.take();
    catalog.change(7, { odds: 1700 });
    await tick();
    expect(socket.frames).toEqual([]);
  });

  it('does not send a new subscriber a change older than its snapshot', async () => {
    const first = new TestSocket();
    hub.receive(hub.connect(first, 'en'), sub('match:7'));
    catalog.change(7, { odds: 1600 });
    const second = new TestSocket();
    hub.receive(hub.connect(second, 'en'), sub('match:7'));
    await tick();
    expect(first.frames.map((f) => f.type)).toEqual(['snapshot', 'update']);
    expect(second.frames).toEqual([
      { type: 'snapshot', channel: 'match:7', data: { list: [{ id: 7, name: 'Lions - Tigers', odds: 1600 }] } },
    ]);
  });

  it('sends the whole statistics of a live match on each change', async () => {
    const socket = new TestSocket();
    const parts = [{ id: 1, name: 'Match', rows: [] }] as never;
    catalog.change(7, { statistics: [] });
    hub.receive(hub.connect(socket, 'en'), sub('statistics:7'));
    catalog.change(7, { statistics: parts });
    await tick();
    expect(socket.frames).toEqual([
      { type: 'snapshot', channel: 'statistics:7', data: { list: [] } },
      { type: 'update', channel: 'statistics:7', data: { list: parts } },
    ]);
  });

  it('answers errors for unknown channels, unknown matches and bad frames', () => {
    const socket = new TestSocket();
    const member = hub.connect(socket, 'en');
    hub.receive(member, sub('casino:1'));
    hub.receive(member, sub('match:999'));
    hub.receive(member, sub('statistics:8'));
    hub.receive(member, 'not json');
    hub.receive(member, JSON.stringify({ type: 'dance' }));
    const frames = socket.take();
    expect(frames.map((f) => [f.type, f.channel])).toEqual([
      ['error', 'casino:1'],
      ['error', 'match:999'],
      ['error', 'statistics:8'],
      ['error', null],
      ['error', null],
    ]);
    expect(frames[0]?.message).toBe('unknown channel');
    expect(frames[1]?.message).toBe('unknown match');
  });

  it('refuses a channel above the per-connection limit', () => {
    hub.close();
    hub = new RealtimeHub(catalog, { maxChannels: 2 });
    const socket = new TestSocket();
    const member = hub.connect(socket, 'en');
    for (const id of [1, 2, 3]) hub.receive(member, sub(`tournament:line:${id}`));
    hub.receive(member, sub('tournament:line:1'));
    expect(socket.frames.map((f) => f.type)).toEqual(['snapshot', 'snapshot', 'error', 'snapshot']);
    expect(socket.frames[2]?.message).toBe('at most 2 channels per connection');
  });

  it('answers a ping with a pong', () => {
    const socket = new TestSocket();
    hub.receive(hub.connect(socket, 'en'), JSON.stringify({ type: 'ping' }));
    expect(socket.frames).toEqual([{ type: 'pong' }]);
  });

  it('drops a client whose socket is backed up, and keeps serving the others', async () => {
    const slow = new TestSocket();
    const fast = new TestSocket();
    hub.receive(hub.connect(slow, 'en'), sub('match:7'));
    hub.receive(hub.connect(fast, 'en'), sub('match:7'));
    slow.bufferedAmount = 64 * 1024 * 1024;
    catalog.change(7, { odds: 1500 });
    await tick();
    expect(slow.closed).toEqual({ code: CLOSE_TOO_SLOW, reason: 'client too slow' });
    expect(slow.frames.map((f) => f.type)).toEqual(['snapshot']);
    expect(fast.frames.map((f) => f.type)).toEqual(['snapshot', 'update']);
    expect(hub.connections).toBe(1);
  });

  it('closes a connection that stays silent past the idle timeout', async () => {
    const idle = new TestSocket();
    const chatty = new TestSocket();
    hub.connect(idle, 'en');
    const member = hub.connect(chatty, 'en');
    for (let i = 0; i < 6; i++) {
      await tick(250);
      hub.receive(member, JSON.stringify({ type: 'ping' }));
    }
    expect(idle.closed?.code).toBe(1001);
    expect(chatty.closed).toBeNull();
  });
});
