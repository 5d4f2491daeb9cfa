import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_TOO_SLOW } from './realtime.member.js';
import { realtimeRoutes, registerWebSocket } from './realtime.routes.js';
import { TestCatalog } from './realtime.test-catalog.js';

let app: FastifyInstance;
let catalog: TestCatalog;
let url: string;
const clients: WebSocket[] = [];

beforeEach(async () => {
  catalog = new TestCatalog();
  catalog.add({
    id: 7,
    tournamentId: 3,
    source: 'live',
    names: { en: 'Lions - Tigers', ru: 'Львы - Тигры' },
    odds: 1850,
  });
  app = Fastify();
  await registerWebSocket(app);
  await app.register(realtimeRoutes, {
    prefix: '/api/v1',
    catalog,
    hub: { coalesceMs: 5, maxBufferedBytes: 256 * 1024 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/ws`;
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await app.close();
});

/** A client that queues the frames it receives. */
async function client(query = '') {
  const ws = new WebSocket(url + query);
  clients.push(ws);
  // biome-ignore lint/suspicious/noExplicitAny: frames are read loosely, field by field, in assertions.
  const frames: any[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)));
    for (const w of waiters.splice(0)) w();
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = async () => {
    const deadline = Date.now() + 5_000;
    while (frames.length === 0) {
      if (Date.now() > deadline) throw new Error('no frame');
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
    return frames.shift();
  };
  const send = (frame: object) => ws.send(JSON.stringify(frame));
  return { ws, frames, next, send };
}

describe('GET /api/v1/ws', () => {
  it('speaks the protocol over a real socket in the language of the connection', async () => {
    const ru = await client('?lang=ru');
    ru.send({ type: 'subscribe', channel: 'match:7' });
    expect(await ru.next()).toEqual({
      type: 'snapshot',
      channel: 'match:7',
      data: { list: [{ id: 7, name: 'Львы - Тигры', odds: 1850 }] },
    });
    catalog.change(7, { odds: 1990 });
    expect((await ru.next()).data.deltas[0].odds[0].odds).toBe(1990);
    ru.send({ type: 'ping' });
    expect(await ru.next()).toEqual({ type: 'pong' });
  });

  it('drops a client that stops reading, and keeps serving the others', async () => {
    catalog.add({ id: 9, tournamentId: 4, source: 'line', names: { en: 'x'.repeat(512 * 1024) }, odds: 1500 });
    const slow = await client();
    const fast = await client();
    fast.send({ type: 'subscribe', channel: 'match:7' });
    await fast.next();
    const closed = new Promise<number>((resolve) => slow.ws.once('close', resolve));
    // The slow client keeps asking and never reads: its answers pile up in the server's socket.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    for (let i = 0; i < 60; i++) slow.send({ type: 'subscribe', channel: 'match:9' });
    await new Promise((r) => setTimeout(r, 500));
    catalog.change(7, { odds: 2020 });
    expect((await fast.next()).data.deltas[0].odds[0].odds).toBe(2020);
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await closed).toBe(CLOSE_TOO_SLOW);
    expect(slow.frames.length).toBeLessThan(60);
  });
});
