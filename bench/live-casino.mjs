/**
 * Live casino delivery: the production bundle on the embedded database with its live tables
 * dealing; `watchers` sockets subscribe to every table's tile, as lobbies do, for `seconds`. Each
 * tile frame carries the studio's time when it was made: the figure is the p99 of the time from then
 * to its arrival at a watcher (same machine, same clock), and the server's resident memory grown per
 * watcher once they are all connected and subscribed.
 *
 * Standalone: `node bench/live-casino.mjs` builds what is stale and prints the rows.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { ensureBuild, serverEntry, serverNodeFlags } from '../e2e/support/build.mjs';
import { freePort, number, productionServerEnv, table, waitForAnswer } from './lib.mjs';

export const LIVE_CASINO = { watchers: 500, currencies: ['EUR', 'USD', 'RUB', 'GBP'], settleSeconds: 3, seconds: 60 };

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function openWatcher(url, tables, currency, delays, state) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type !== 'table') return;
    state.frames += 1;
    if (state.measuring) delays.push(Date.now() - frame.serverTime);
  });
  for (const id of tables) ws.send(JSON.stringify({ type: 'subscribe', table: id, currency }));
  return ws;
}

export async function measureLiveCasino({ track = () => {} } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'meridian-live-casino-'));
  const port = await freePort();
  const env = productionServerEnv(port, join(scratch, 'data'), {
    FEED_SOURCE: 'none',
    CAPTCHA_PROVIDER: 'none',
    LIVE_CASINO_TABLES: 'true',
  });
  const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(server);
  const sockets = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForAnswer(`${base}/api/v1/ping`, server, 180_000);
    const games = await (await fetch(`${base}/api/v1/casino/games?is_live=true&limit=40`)).json();
    const tables = games.payload.list.map((game) => game.external_id);
    // Memory settles after the start before it is read.
    await new Promise((resolve) => setTimeout(resolve, LIVE_CASINO.settleSeconds * 1000));
    const rssBefore = rssOf(server.pid);
    const delays = [];
    const state = { measuring: false, frames: 0 };
    const url = `ws://127.0.0.1:${port}/providers/live-casino/ws`;
    for (let i = 0; i < LIVE_CASINO.watchers; i += 50) {
      const batch = Array.from({ length: Math.min(50, LIVE_CASINO.watchers - i) }, (_, k) =>
        openWatcher(url, tables, LIVE_CASINO.currencies[(i + k) % LIVE_CASINO.currencies.length], delays, state),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    await new Promise((resolve) => setTimeout(resolve, LIVE_CASINO.settleSeconds * 1000));
    const rssAfter = rssOf(server.pid);
    state.measuring = true;
    await new Promise((resolve) => setTimeout(resolve, LIVE_CASINO.seconds * 1000));
    state.measuring = false;
    delays.sort((a, b) => a - b);
    return {
      tables: tables.length,
      samples: delays.length,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      max: delays.at(-1) ?? 0,
      bytesPerWatcher: Math.max(0, rssAfter - rssBefore) / LIVE_CASINO.watchers,
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    server.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function liveCasinoRows(result) {
  return [
    [
      `live casino: table frames to ${LIVE_CASINO.watchers} lobby sockets × ${result.tables} tables, p99 delivery`,
      `${number(result.p99)} ms (p50 ${number(result.p50)} ms, max ${number(result.max)} ms, ${number(result.samples)} frames)`,
      '-',
      '-',
      '≤ 100 ms',
      result.samples > 0 && result.p99 <= 100 ? 'pass' : 'miss',
    ],
    [
      'live casino: studio memory per lobby socket',
      `${number(result.bytesPerWatcher / 1024)} KiB`,
      '-',
      '-',
      '≤ 64 KiB',
      result.bytesPerWatcher <= 64 * 1024 ? 'pass' : 'miss',
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!ensureBuild({ quiet: true })) throw new Error('the build failed');
  const result = await measureLiveCasino();
  console.log(table([['figure', 'Meridian', 'reference', 'ratio', 'goal', 'result'], ...liveCasinoRows(result)]));
}
