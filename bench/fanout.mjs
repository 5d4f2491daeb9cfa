/**
 * WebSocket fan-out: `clients` sockets in several client processes subscribe to one tournament
 * channel of the real app (bench/fanout-server.ts), then `rate` odds changes per second go through
 * ingestion for `seconds`. Reports the delivery latency (from ingestion to a client's frame) at
 * p50 and p99, and the server's resident memory per connected client (after a full GC, before
 * and after the clients connect).
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextMessage } from './lib.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const CLIENT_PROCESSES = 4;
/** One socket in this many parses its frames and records latencies. */
const SAMPLE_EVERY = 10;

function percentile(histogram, share) {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms];
    if (seen >= total * share) return ms;
  }
  return histogram.length - 1;
}

/** Runs the fan-out measure; `track` receives every child process so the caller can end them. */
export async function measureFanout({ dataDir, clients, rate, seconds, warmupSeconds, track }) {
  const server = fork(join(root, 'bench/fanout-server.ts'), [dataDir], {
    cwd: root,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  track(server);
  const { port, tournamentId } = await nextMessage(server, 'ready', 90_000);
  const rss = async () => {
    server.send({ type: 'rss' });
    return (await nextMessage(server, 'rss', 10_000)).bytes;
  };
  const rssBefore = await rss();

  const workers = Array.from({ length: CLIENT_PROCESSES }, () => {
    const child = fork(join(root, 'bench/fanout-client.mjs'), [], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    track(child);
    return child;
  });
  const url = `ws://127.0.0.1:${port}/api/v1/ws`;
  const channel = `tournament:live:${tournamentId}`;
  const connectStarted = performance.now();
  const opened = await Promise.all(
    workers.map((child, i) => {
      const count = Math.floor(clients / CLIENT_PROCESSES) + (i < clients % CLIENT_PROCESSES ? 1 : 0);
      child.send({ type: 'open', url, channel, count, sampleEvery: SAMPLE_EVERY });
      return nextMessage(child, 'opened', 120_000);
    }),
  );
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const failed = opened.reduce((sum, o) => sum + o.failed, 0);
  const connected = clients - failed;
  const rssConnected = await rss();

  server.send({ type: 'run', rate, seconds: warmupSeconds });
  await nextMessage(server, 'ran', (warmupSeconds + 30) * 1000);
  for (const child of workers) child.send({ type: 'reset' });
  server.send({ type: 'run', rate, seconds });
  const { changes, cpuShare, ingestP50Ms, ingestP99Ms, loopDelayP99Ms } = await nextMessage(
    server,
    'ran',
    (seconds + 30) * 1000,
  );
  // Frames still on their way arrive within the coalescing window and the fan-out.
  await new Promise((r) => setTimeout(r, 500));
  const reports = await Promise.all(
    workers.map((child) => {
      child.send({ type: 'report' });
      return nextMessage(child, 'report', 10_000);
    }),
  );

  const histogram = new Array(reports[0].histogram.length).fill(0);
  let frames = 0;
  let sampled = 0;
  let bytes = 0;
  for (const report of reports) {
    frames += report.frames;
    sampled += report.sampled;
    bytes += report.bytes;
    report.histogram.forEach((n, ms) => {
      histogram[ms] += n;
    });
  }
  const samples = histogram.reduce((sum, n) => sum + n, 0);
  for (const child of workers) child.send({ type: 'stop' });
  server.send({ type: 'stop' });
  return {
    connected,
    failed,
    connectSeconds,
    changes,
    seconds,
    /** The server's CPU time over the run's wall time (1 = one core busy). */
    cpuShare,
    /** How long a batch took to go through ingestion (database write included), and event-loop delay. */
    ingestP50Ms,
    ingestP99Ms,
    loopDelayP99Ms,
    samples,
    framesPerClientPerSecond: frames / Math.max(1, sampled) / seconds,
    /** Bytes the server sent per second to all the clients that only count bytes. */
    bytesPerSecond: bytes / seconds,
    p50: percentile(histogram, 0.5),
    p99: percentile(histogram, 0.99),
    max: percentile(histogram, 1),
    kibPerClient: (rssConnected - rssBefore) / 1024 / Math.max(1, connected),
    rssBeforeMiB: rssBefore / 1024 / 1024,
    rssConnectedMiB: rssConnected / 1024 / 1024,
  };
}
