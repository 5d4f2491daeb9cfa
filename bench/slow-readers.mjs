/**
 * WebSocket memory under slow readers: `clients` sockets subscribe to one large tournament channel
 * of the real app (bench/fanout-server.ts with `matches` live matches) and never read, while one
 * socket reads and `rate` odds changes per second go through ingestion for `seconds`. Reports the
 * server's resident memory (after a full GC) before the clients connect, at the end of the run and
 * after they have gone, the sockets the server still holds, and what the reading socket received.
 *
 * `node bench/slow-readers.mjs` runs it alone and prints the figures.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { nextMessage, number } from './lib.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
/**
 * 40 live matches make a tournament snapshot of about 64 KiB; 600 changes a second send each
 * subscriber about 0.3 MiB a second, more than the kernel's socket buffers absorb in the run.
 */
export const SLOW_READERS = { clients: 100, matches: 40, rate: 600, seconds: 30, growthGoalMiB: 64 };

function openSocket(url) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  ws.on('error', () => {});
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

/** Runs the measure; `track` receives the server process so the caller can end it. */
export async function measureSlowReaders({ dataDir, clients, matches, rate, seconds, track }) {
  const server = fork(join(root, 'bench/fanout-server.ts'), [dataDir, String(matches)], {
    cwd: root,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  track(server);
  const { port, tournamentId } = await nextMessage(server, 'ready', 90_000);
  const ask = async (type) => {
    server.send({ type });
    return nextMessage(server, type, 10_000);
  };
  const mib = (bytes) => bytes / 1024 / 1024;
  const url = `ws://127.0.0.1:${port}/api/v1/ws`;
  const channel = `tournament:live:${tournamentId}`;
  const subscribe = JSON.stringify({ type: 'subscribe', channel });

  const reader = await openSocket(url);
  let snapshotBytes = 0;
  let updates = 0;
  let bytes = 0;
  reader.on('message', (data) => {
    const text = String(data);
    bytes += data.length;
    if (text.startsWith('{"type":"snapshot"')) snapshotBytes = Buffer.byteLength(text);
    else if (text.startsWith('{"type":"update"')) updates += 1;
  });
  reader.send(subscribe);
  const rssBefore = (await ask('rss')).bytes;

  // Each asks for the snapshot and stops reading its TCP socket at once: nothing it is sent is read.
  const slow = await Promise.all(Array.from({ length: clients }, () => openSocket(url)));
  for (const ws of slow) {
    ws._socket.pause();
    ws.send(subscribe);
  }
  server.send({ type: 'run', rate, seconds, mode: 'main' });
  await nextMessage(server, 'ran', (seconds + 30) * 1000);
  const socketsDuring = (await ask('sockets')).count;
  const rssDuring = (await ask('rss')).bytes;
  const updatesDuring = updates;
  const bytesDuring = bytes;

  for (const ws of slow) ws.terminate();
  reader.close();
  // Positive condition: the server has let go of every socket, then memory is read.
  const deadline = Date.now() + 10_000;
  let socketsAfter = socketsDuring;
  while (socketsAfter > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    socketsAfter = (await ask('sockets')).count;
  }
  const rssAfter = (await ask('rss')).bytes;
  server.send({ type: 'stop' });
  return {
    clients,
    seconds,
    rate,
    snapshotKiB: snapshotBytes / 1024,
    readerUpdates: updatesDuring,
    /** What every subscriber was sent: the snapshot and the updates (the reading client's count). */
    sentMiB: mib(bytesDuring),
    /** Sockets the server held at the end of the run (the reader and the slow ones not yet dropped). */
    socketsDuring,
    socketsAfter,
    rssBeforeMiB: mib(rssBefore),
    rssDuringMiB: mib(rssDuring),
    rssAfterMiB: mib(rssAfter),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scratch = mkdtempSync(join(tmpdir(), 'meridian-slow-readers-'));
  const children = [];
  try {
    const r = await measureSlowReaders({
      ...SLOW_READERS,
      dataDir: join(scratch, 'data'),
      track: (child) => children.push(child),
    });
    console.log(
      `${r.clients} non-reading clients of a ${number(r.snapshotKiB, 1)} KiB snapshot, ${r.rate} changes/s for ${r.seconds} s: ` +
        `server RSS ${number(r.rssBeforeMiB, 1)} MiB before, ${number(r.rssDuringMiB, 1)} MiB during ` +
        `(${r.socketsDuring} sockets held), ${number(r.rssAfterMiB, 1)} MiB after (${r.socketsAfter} held); ` +
        `the reading client got ${r.readerUpdates} updates, ${number(r.sentMiB, 1)} MiB in all.`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
}
