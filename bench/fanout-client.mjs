/**
 * One client process of the WebSocket fan-out benchmark (forked by bench/fanout.mjs): opens `count`
 * sockets to the server, subscribes each to one channel and waits for the snapshots. Every
 * `sampleEvery`-th socket is a `ws` client that parses its updates and records the delivery latency
 * of each stamped price (see bench/fanout-server.ts) in a histogram of whole milliseconds. The
 * others are bare TCP sockets that did the WebSocket handshake and then only count the bytes they
 * receive, so the client side costs as little as it can next to the server it measures.
 *
 * IPC: { type: 'open', url, channel, count, sampleEvery } → { type: 'opened', failed };
 * { type: 'reset' } clears the figures; { type: 'report' } → { type: 'report', histogram, frames, bytes }.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import WebSocket from 'ws';

const STAMP_MODULUS = 1_000_000;
const HISTOGRAM_MS = 10_000;
const PING_MS = 20_000;

let histogram = new Uint32Array(HISTOGRAM_MS + 1);
let frames = 0;
let bytes = 0;
const sockets = [];
const rawSockets = [];

/** A client frame: text, final, masked (RFC 6455 requires clients to mask), short payload. */
function clientFrame(text) {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x81;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i++) frame[6 + i] = payload[i] ^ mask[i % 4];
  return frame;
}
const PING = clientFrame('{"type":"ping"}');

/** A bare socket: the handshake, one subscribe frame, then bytes counted and dropped. */
function openRaw(url, channel) {
  return new Promise((resolve) => {
    const { hostname, port, pathname } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) });
    let state = 'handshake';
    let head = '';
    socket.on('connect', () => {
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (chunk) => {
      if (state === 'open') {
        bytes += chunk.length;
        return;
      }
      if (state === 'handshake') {
        head += chunk.toString('latin1');
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!head.startsWith('HTTP/1.1 101')) {
          socket.destroy();
          resolve(false);
          return;
        }
        state = 'subscribing';
        socket.write(clientFrame(JSON.stringify({ type: 'subscribe', channel })));
        if (head.length > end + 4) {
          state = 'open';
          resolve(true);
        }
        return;
      }
      state = 'open';
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
    rawSockets.push(socket);
  });
}

function latencyOf(odds, now) {
  let ms = (now % STAMP_MODULUS) - (odds - 1001);
  if (ms < 0) ms += STAMP_MODULUS;
  return ms;
}

function record(data) {
  const frame = JSON.parse(data);
  if (frame.type !== 'update') return;
  const now = Date.now();
  for (const delta of frame.data.deltas) {
    for (const outcome of delta.odds ?? []) {
      if (outcome.id !== 11 || outcome.market_id !== 1) continue;
      histogram[Math.min(HISTOGRAM_MS, latencyOf(outcome.odds, now))] += 1;
    }
  }
}

function openOne(url, channel) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    let subscribed = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel })));
    ws.on('message', (data) => {
      if (!subscribed) {
        subscribed = true;
        resolve(true);
        return;
      }
      frames += 1;
      record(data);
    });
    ws.on('error', () => resolve(false));
    ws.on('close', () => resolve(false));
    sockets.push(ws);
  });
}

async function open({ url, channel, count, sampleEvery }) {
  let failed = 0;
  const concurrency = 50;
  for (let i = 0; i < count; i += concurrency) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + concurrency); j++) {
      batch.push(j % sampleEvery === 0 ? openOne(url, channel) : openRaw(url, channel));
    }
    failed += (await Promise.all(batch)).filter((ok) => !ok).length;
  }
  // The server closes sockets silent for 60 s; a long run must keep talking.
  setInterval(() => {
    for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
    for (const socket of rawSockets) if (!socket.destroyed) socket.write(PING);
  }, PING_MS).unref();
  return failed;
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    process.send({ type: 'opened', failed: await open(message) });
  } else if (message.type === 'reset') {
    histogram = new Uint32Array(HISTOGRAM_MS + 1);
    frames = 0;
    bytes = 0;
  } else if (message.type === 'report') {
    process.send({ type: 'report', histogram: Array.from(histogram), frames, sampled: sockets.length, bytes });
  } else if (message.type === 'stop') {
    for (const ws of sockets) ws.terminate();
    for (const socket of rawSockets) socket.destroy();
    process.exit(0);
  }
});
