import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type HubOptions, RealtimeHub } from './realtime.hub.js';
import { CLOSE_TOO_SLOW } from './realtime.member.js';
import { type RealtimeRoutesOptions, realtimeRoutes, registerWebSocket } from './realtime.routes.js';
import { TestCatalog } from './realtime.test-catalog.js';

let app: FastifyInstance | undefined;
let hub: RealtimeHub;
let catalog: TestCatalog;
const clients: WebSocket[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await app?.close();
  app = undefined;
});

/** A listening app whose gateway's hub the test can count. */
async function start(hubOptions: HubOptions = {}, routes: Partial<RealtimeRoutesOptions> = {}) {
  catalog = new TestCatalog();
  catalog.add({ id: 7, tournamentId: 3, source: 'live', names: { en: 'Lions - Tigers' }, odds: 1850 });
  // A tournament whose snapshot is large, as a busy live list is.
  catalog.add({ id: 9, tournamentId: 4, source: 'live', names: { en: 'x'.repeat(256 * 1024) }, odds: 1500 });
  hub = new RealtimeHub(catalog, { coalesceMs: 5, ...hubOptions });
  app = Fastify();
  await registerWebSocket(app);
  await app.register(realtimeRoutes, { prefix: '/api/v1', catalog, hub, ...routes });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/ws`;
}

/** Opens a socket; answers it once open, or the HTTP status that refused the upgrade. */
function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket | number> {
  const ws = new WebSocket(url, { headers });
  clients.push(ws);
  ws.on('error', () => {});
  return new Promise((resolve) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
  });
}

async function openSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const ws = await open(url, headers);
  if (typeof ws === 'number') throw new Error(`upgrade refused with ${ws}`);
  return ws;
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Stops reading on the client's TCP socket: the server's writes pile up on its side. */
const stopReading = (ws: WebSocket) => (ws as unknown as { _socket: { pause(): void } })._socket.pause();
const subscribe = (ws: WebSocket, channel: string) => ws.send(JSON.stringify({ type: 'subscribe', channel }));

/** A reading client of `match:7`; answers the odds it has seen. */
async function reader(url: string): Promise<number[]> {
  const ws = await openSocket(url);
  const seen: number[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type === 'update') seen.push(frame.data.deltas[0].odds[0].odds);
    if (frame.type === 'snapshot') seen.push(frame.data.list[0].odds);
  });
  subscribe(ws, 'match:7');
  await until(() => seen.length === 1);
  return seen;
}

describe('the gateway under slow readers', () => {
  it('drops clients that stop reading past the per-socket bound, forgets them, and keeps serving the others', async () => {
    const url = await start({ maxBufferedBytes: 256 * 1024 });
    const seen = await reader(url);
    const slow = await Promise.all([openSocket(url), openSocket(url), openSocket(url)]);
    const closed = slow.map((ws) => new Promise<number>((resolve) => ws.once('close', resolve)));
    for (const ws of slow) {
      stopReading(ws);
      // Asking again for the large snapshot, and never reading it.
      for (let i = 0; i < 80; i++) subscribe(ws, 'tournament:live:4');
    }
    await until(() => hub.stats().connections === 1);
    expect(hub.stats()).toEqual({ connections: 1, channels: 1, subscriptions: 1 });

    catalog.change(7, { odds: 2020 });
    await until(() => seen.includes(2020));
    // Reading again, each dropped client finds the close frame that says why, after what it missed.
    for (const ws of slow) (ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await Promise.all(closed)).toEqual([CLOSE_TOO_SLOW, CLOSE_TOO_SLOW, CLOSE_TOO_SLOW]);
  });

  it('bounds what all sockets hold together, dropping the clients furthest behind', async () => {
    const url = await start({ maxBufferedBytes: 64 * 1024 * 1024, maxBufferedTotalBytes: 512 * 1024 });
    const seen = await reader(url);
    const slow = await Promise.all([openSocket(url), openSocket(url)]);
    for (const ws of slow) {
      stopReading(ws);
      for (let i = 0; i < 80; i++) subscribe(ws, 'tournament:live:4');
    }
    await until(() => hub.stats().connections === 1);
    catalog.change(7, { odds: 2030 });
    await until(() => seen.includes(2030));
    expect(hub.stats()).toEqual({ connections: 1, channels: 1, subscriptions: 1 });
  });
});

describe('the upgrade', () => {
  it('lets the site’s own pages, listed origins and clients without an Origin open a socket', async () => {
    const url = await start({}, { allowedOrigins: ['https://play.example.com'] });
    const own = `http://${new URL(url).host}`;
    expect(await open(url, { origin: own })).toBeInstanceOf(WebSocket);
    expect(await open(url, { origin: 'https://play.example.com' })).toBeInstanceOf(WebSocket);
    expect(await open(url)).toBeInstanceOf(WebSocket);
  });

  it('refuses a page of another origin with 403 before upgrading', async () => {
    const url = await start({}, { allowedOrigins: ['https://play.example.com'] });
    expect(await open(url, { origin: 'https://evil.example' })).toBe(403);
    expect(await open(url, { origin: 'null' })).toBe(403);
    expect(hub.connections).toBe(0);
  });

  it('caps the open sockets of one address with 429, and counts a closed one out', async () => {
    const url = await start({}, { maxPerAddress: 2 });
    const first = await openSocket(url);
    await openSocket(url);
    expect(await open(url)).toBe(429);
    first.close();
    await until(() => hub.connections === 1);
    expect(await open(url)).toBeInstanceOf(WebSocket);
  });
});
