/**
 * The server side of the WebSocket fan-out benchmark (run by bench/fanout.mjs through tsx, never
 * part of the product): the real app built in-process with `buildApp` on a fresh embedded database
 * and no feed source, one tournament of live football matches, and odds changes fed through the
 * real ingestion (database write, bus, catalog, gateway) at a fixed rate.
 *
 * In `stamp` mode each change sets the home price of a match's 1X2 to a time stamp: 1001 + (unix ms
 * mod 1,000,000), so a client reads the moment the change entered ingestion from the odds it
 * receives. In `main` mode each change moves every price of a match's main markets (1X2, double
 * chance, total 2.5), as a busy live feed does; the browser measure uses it.
 *
 * `node --import tsx --expose-gc bench/fanout-server.ts <data dir> [matches]`, forked with IPC: sends
 * { type: 'ready', port, tournamentId, sportId }; answers { type: 'rss' } with the resident memory
 * after a full garbage collection, and { type: 'run', rate, seconds, mode } with { type: 'ran',
 * changes, cpuShare } once it fed `rate` changes per second for `seconds`; { type: 'sockets' } with the
 * WebSocket connections it holds.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FeedMarket, FixtureChange } from '@meridian/feed/messages';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { fixture, footballMarkets, live, odds } from '../apps/server/test/feed-factory.js';

const MATCHES = Number(process.argv[3] ?? 20);
/** Changes are handed to ingestion in batches this often, like a feed's packets. */
const TICK_MS = 20;
const STAMP_MODULUS = 1_000_000;

const dataDir = process.argv[2];
if (!dataDir || !process.send)
  throw new Error('usage: forked with IPC, node --import tsx bench/fanout-server.ts <data dir>');
const send = (message: object) => process.send?.(message);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  FEED_SOURCE: 'none',
  CAPTCHA_PROVIDER: 'none',
  // Every bench client connects from 127.0.0.1.
  WS_MAX_PER_ADDRESS: '100000',
});
const app = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const tournamentId = 1_950_000_001;
const matches: FixtureChange[] = [];
for (let i = 0; i < MATCHES; i++) {
  matches.push(
    live(
      fixture({
        tournamentId,
        tournamentName: 'Bench League',
        startsIn: -900,
        homeName: `Home ${i}`,
        awayName: `Away ${i}`,
      }),
    ),
  );
}
await app.services.ingestion.ingest(matches.flatMap((m) => [m, odds(m, footballMarkets(), m.ts + 1)]));
let ts = Date.now() + 1_000;

function stamped(match: FixtureChange): ReturnType<typeof odds> {
  const stamp = 1001 + (Date.now() % STAMP_MODULUS);
  const market = footballMarkets([stamp, 3300, 3600])[0] as FeedMarket;
  ts += 1;
  return odds(match, [market], ts);
}

/** Every main price of the match moves by up to ±8 %. */
const MAIN_MARKETS = new Set([1, 2, 4]);
function moved(match: FixtureChange): ReturnType<typeof odds> {
  const jitter = (price: number) => Math.max(1010, Math.round(price * (0.92 + Math.random() * 0.16)));
  const markets = footballMarkets([jitter(2100), jitter(3300), jitter(3600)])
    .filter((m) => MAIN_MARKETS.has(m.id))
    .map((m) => ({ ...m, outcomes: m.outcomes.map((o) => ({ ...o, odds: jitter(o.odds) })) }));
  ts += 1;
  return odds(match, markets, ts);
}

let ingestMs: number[] = [];

async function run(rate: number, seconds: number, mode: 'stamp' | 'main'): Promise<number> {
  const change = mode === 'stamp' ? stamped : moved;
  const perTick = (rate * TICK_MS) / 1000;
  const ticks = Math.round((seconds * 1000) / TICK_MS);
  const started = performance.now();
  let sent = 0;
  let owed = 0;
  let next = 0;
  for (let tick = 0; tick < ticks; tick++) {
    owed += perTick;
    const batch = [];
    for (; owed >= 1; owed -= 1) batch.push(change(matches[next++ % MATCHES] as FixtureChange));
    sent += batch.length;
    const before = performance.now();
    await app.services.ingestion.ingest(batch);
    ingestMs.push(performance.now() - before);
    // Ticks keep to the wall clock: a slow ingestion does not lower the rate. The embedded
    // database answers through promises alone, so a tick that is late still waits for a timer:
    // without it the loop would run on microtasks and starve every timer of the process.
    const wait = started + (tick + 1) * TICK_MS - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(0, wait)));
  }
  return sent;
}

process.on('message', async (message: { type: string; rate?: number; seconds?: number; mode?: 'stamp' | 'main' }) => {
  if (message.type === 'rss') {
    for (let i = 0; i < 3; i++) {
      globalThis.gc?.();
      await new Promise((r) => setTimeout(r, 50));
    }
    send({ type: 'rss', bytes: process.memoryUsage().rss });
  } else if (message.type === 'run') {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    ingestMs = [];
    const changes = await run(message.rate ?? 200, message.seconds ?? 10, message.mode ?? 'stamp');
    loop.disable();
    const used = process.cpuUsage(cpu);
    ingestMs.sort((a, b) => a - b);
    send({
      type: 'ran',
      changes,
      cpuShare: (used.user + used.system) / 1000 / (performance.now() - started),
      ingestP50Ms: ingestMs[Math.floor(ingestMs.length / 2)] ?? 0,
      ingestP99Ms: ingestMs[Math.floor(ingestMs.length * 0.99)] ?? 0,
      loopDelayP99Ms: loop.percentile(99) / 1e6,
    });
  } else if (message.type === 'sockets') {
    send({ type: 'sockets', count: app.websocketServer.clients.size });
  } else if (message.type === 'stop') {
    await app.close();
    process.exit(0);
  }
});
send({ type: 'ready', port, tournamentId, sportId: 1 });
