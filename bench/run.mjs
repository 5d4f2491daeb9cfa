/**
 * `npm run bench`: performance figures measured on this machine in one run, printed as a table.
 *
 * - catalog reads: GET /api/v1/settings, /api/v1/dictionaries and POST
 *   /api/v1/events/line/matches-best (limit 50, `main` markets) on the real server (the bundle that
 *   `npm start` runs, production mode, fresh embedded database with the demo content and the feed
 *   simulator running, so the catalog is full and moving) against a bare node:http server answering
 *   the same bytes, each loaded alone with the same connections;
 * - GET / as a browser asks for it (HTML rendered on the server) beside matches-best, both loaded by
 *   bench/byte-load.mjs, which does not decode the answers' bodies;
 * - the real server's resident memory after start and warm-up;
 * - the web app's initial JavaScript for the top page, gzipped;
 * - WebSocket fan-out (bench/fanout.mjs): 5,000 sockets on one tournament channel, 200 odds changes
 *   per second through ingestion; delivery latency p50/p99 and server memory per connected client;
 * - slow readers (bench/slow-readers.mjs): 100 sockets that never read a large tournament channel;
 *   server memory before, during and after, and whether the server dropped them;
 * - the live list in Chromium (bench/live-list.mjs): 500 outcomes updating, long tasks over 50 ms;
 * - bet placement (bench/bets.mjs): accepted bets per second on PostgreSQL beside pgbench, on one
 *   wallet, and on PGlite.
 * - casino wallet calls (bench/casino-wallet.mjs): signed bet and win calls per second while players
 *   play dice for real at the built-in studio;
 * - casino games (bench/casino-games.mjs): rounds per second of each game and the simulated RTP of
 *   each slot over 10^7 rounds beside its exact figure.
 * - live casino (bench/live-casino.mjs): the p99 delivery time of the live tables' frames to 500
 *   lobby sockets, and the studio's memory per socket.
 * - Lighthouse (bench/lighthouse.mjs): performance score, LCP, TBT and CLS of /, /live, /line and an
 *   event page on the mobile preset, CLS on the desktop preset.
 *
 * The run takes eight to ten minutes after the build. The fan-out opens 5,000 sockets: the open-files limit
 * (`ulimit -n`) must allow about 6,000 descriptors for the server process.
 *
 * Only 127.0.0.1 is contacted. Benchmarks print figures; the exit code is non-zero only when a
 * figure could not be measured.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, serverEntry, serverNodeFlags } from '../e2e/support/build.mjs';
import { measureBets } from './bets.mjs';
import { betNotes, betRows } from './bets-report.mjs';
import { loadBytes } from './byte-load.mjs';
import { measureCasinoGames } from './casino-games.mjs';
import { casinoWalletNote, casinoWalletRows, measureCasinoWallet } from './casino-wallet.mjs';
import { measureFanout } from './fanout.mjs';
import { INITIAL_JS_GOAL_KIB, initialJavaScript } from './initial-js.mjs';
import { cpuBusyShare, freePort, number, RSS_GOAL_MIB, residentMiB, table, waitForAnswer } from './lib.mjs';
import { lighthouseRows, measureLighthouse } from './lighthouse.mjs';
import { liveCasinoRows, measureLiveCasino } from './live-casino.mjs';
import { measureLiveList } from './live-list.mjs';
import {
  benchServerEnv,
  CONNECTIONS,
  DURATION_S,
  load,
  measureReads,
  READ_ENDPOINTS,
  readRows,
  WARMUP_S,
  waitForCatalog,
} from './reads.mjs';
import { measureSlowReaders, SLOW_READERS } from './slow-readers.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const DEADLINE_MS = 1_200_000;
/** The top page as a browser asks for it: HTML rendered on the server, kept a second per variant. */
const TOP_PAGE = { method: 'GET', path: '/', headers: { accept: 'text/html' }, goal: 0.3, p99GoalMs: 100 };
const FANOUT = { clients: 5_000, rate: 200, seconds: 15, warmupSeconds: 3, p99GoalMs: 100, kibGoal: 30 };
const LIVE_LIST = { outcomes: 500, rate: 100, seconds: 10 };

const children = [];
const scratch = mkdtempSync(join(tmpdir(), 'meridian-bench-'));

function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}

/** Stops a bench that hangs; counted from after the build, which a changed source makes slow. */
function armDeadline() {
  const deadline = setTimeout(() => {
    console.error(`bench: stopped after ${DEADLINE_MS / 1000} s of measuring without finishing`);
    cleanUp();
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
}

function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

/** The same with the generator for large answers (bench/byte-load.mjs), for the page's comparison. */
async function measureBytes(url, endpoint) {
  const options = {
    url,
    connections: CONNECTIONS,
    method: endpoint.method,
    body: endpoint.body,
    headers: endpoint.headers ?? (endpoint.body ? { 'content-type': 'application/json' } : {}),
  };
  await loadBytes({ ...options, seconds: WARMUP_S });
  return loadBytes({ ...options, seconds: DURATION_S });
}

async function main() {
  const busyBefore = await cpuBusyShare();
  console.log(
    `Meridian bench on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
  );

  if (!ensureBuild({ quiet: true })) throw new Error('the build failed');
  armDeadline();
  const javascript = initialJavaScript();

  const serverPort = await freePort();
  const serverEnv = benchServerEnv(serverPort, join(scratch, 'data'));
  const startedAt = performance.now();
  const server = start(process.execPath, [...serverNodeFlags, serverEntry], serverEnv);
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  await waitForAnswer(`${serverUrl}/api/v1/ping`, server, 120_000);
  const startSeconds = (performance.now() - startedAt) / 1000;
  const rssAfterStart = residentMiB(server.pid);
  await waitForCatalog(serverUrl, 60_000);

  await load(serverUrl + READ_ENDPOINTS[0].path, WARMUP_S);
  const rssAfterWarmUp = residentMiB(server.pid);

  const [reads] = await measureReads(serverUrl, {
    serverPid: server.pid,
    scratch,
    track: (child) => children.push(child),
  });
  // The page and the JSON call it is held to, each measured twice in turn by the same generator.
  const matchesBestEndpoint = READ_ENDPOINTS.find((endpoint) => endpoint.path.endsWith('/matches-best'));
  const topPage = { rps: 0, p99: 0, bad: 0 };
  const bestBytes = { rps: 0, p99: 0, bad: 0 };
  for (let round = 0; round < 2; round += 1) {
    for (const [target, url, endpoint] of [
      [topPage, serverUrl + TOP_PAGE.path, TOP_PAGE],
      [bestBytes, serverUrl + matchesBestEndpoint.path, matchesBestEndpoint],
    ]) {
      const run = await measureBytes(url, endpoint);
      target.rps += run.rps / 2;
      target.p99 = Math.max(target.p99, run.p99);
      target.bad += run.bad;
    }
  }
  const rssAfterLoad = residentMiB(server.pid);
  // Lighthouse after the reads, once the load has stopped: its figures are CPU-bound, and its page
  // loads (sockets, API calls, a grown heap) would otherwise weigh on the reads and the memory figures.
  const lighthouseResult = await measureLighthouse(serverUrl);
  // The next measures need the CPUs to themselves.
  server.kill('SIGTERM');

  const fanout = await measureFanout({
    dataDir: join(scratch, 'fanout-data'),
    clients: FANOUT.clients,
    rate: FANOUT.rate,
    seconds: FANOUT.seconds,
    warmupSeconds: FANOUT.warmupSeconds,
    track: (child) => children.push(child),
  });
  const slowReaders = await measureSlowReaders({
    ...SLOW_READERS,
    dataDir: join(scratch, 'slow-readers-data'),
    track: (child) => children.push(child),
  });
  const liveList = await measureLiveList({
    dataDir: join(scratch, 'live-list-data'),
    outcomes: LIVE_LIST.outcomes,
    rate: LIVE_LIST.rate,
    seconds: LIVE_LIST.seconds,
    track: (child) => children.push(child),
  });
  const bets = await measureBets({ scratch, track: (child) => children.push(child) });
  const casinoWallet = await measureCasinoWallet({ track: (child) => children.push(child) });
  const casinoGames = await measureCasinoGames({ track: (child) => children.push(child) });
  const liveCasino = await measureLiveCasino({ track: (child) => children.push(child) });

  const verdict = (ok) => (ok ? 'pass' : 'miss');
  const rows = [['figure', 'Meridian', 'reference', 'ratio', 'goal', 'result']];
  rows.push(...readRows(reads));
  const topRatio = topPage.rps / bestBytes.rps;
  rows.push([
    'GET / (HTML rendered on the server) beside matches-best, 50 connections, bench/byte-load.mjs',
    `${number(topPage.rps)} req/s, p99 ${topPage.p99} ms${topPage.bad ? `, ${number(topPage.bad)} failed` : ''}`,
    `${number(bestBytes.rps)} req/s, p99 ${bestBytes.p99} ms (matches-best)`,
    number(topRatio, 2),
    `≥ ${number(TOP_PAGE.goal, 2)}, p99 < ${TOP_PAGE.p99GoalMs} ms`,
    verdict(topRatio >= TOP_PAGE.goal && topPage.p99 < TOP_PAGE.p99GoalMs && topPage.bad === 0),
  ]);
  rows.push(['server RSS after start', `${number(rssAfterStart, 1)} MiB`, '-', '-', '-', '-']);
  rows.push([
    'server RSS after start and warm-up',
    `${number(rssAfterWarmUp, 1)} MiB`,
    '-',
    '-',
    `< ${RSS_GOAL_MIB} MiB`,
    verdict(rssAfterWarmUp < RSS_GOAL_MIB),
  ]);
  rows.push(['server RSS after the load runs', `${number(rssAfterLoad, 1)} MiB`, '-', '-', '-', '-']);
  rows.push([
    `WebSocket fan-out: ${number(fanout.connected)} clients, ${number(fanout.changes / fanout.seconds)} odds changes/s, delivery latency`,
    `p50 ${fanout.p50} ms, p99 ${fanout.p99} ms, max ${fanout.max} ms`,
    '-',
    '-',
    `p99 < ${FANOUT.p99GoalMs} ms`,
    verdict(fanout.p99 < FANOUT.p99GoalMs && fanout.connected >= FANOUT.clients),
  ]);
  rows.push([
    'WebSocket fan-out: server memory per connected client',
    `${number(fanout.kibPerClient, 1)} KiB`,
    '-',
    '-',
    `< ${FANOUT.kibGoal} KiB`,
    verdict(fanout.kibPerClient < FANOUT.kibGoal),
  ]);
  const slowHeld = slowReaders.socketsDuring - 1;
  const slowGrowth = slowReaders.rssDuringMiB - slowReaders.rssBeforeMiB;
  rows.push([
    `WebSocket slow readers: ${slowReaders.clients} clients of a ${number(slowReaders.snapshotKiB)} KiB snapshot that never read, ${number(slowReaders.rate)} changes/s for ${slowReaders.seconds} s: server RSS before, during, after`,
    `${number(slowReaders.rssBeforeMiB, 1)}, ${number(slowReaders.rssDuringMiB, 1)}, ${number(slowReaders.rssAfterMiB, 1)} MiB; ${slowHeld} still held`,
    '-',
    '-',
    `all dropped, < ${SLOW_READERS.growthGoalMiB} MiB more`,
    verdict(slowHeld === 0 && slowGrowth < SLOW_READERS.growthGoalMiB),
  ]);
  if (liveList.skipped) {
    rows.push([
      'live list in Chromium, long tasks over 50 ms',
      `not measured: ${liveList.skipped}`,
      '-',
      '-',
      'none',
      '-',
    ]);
  } else {
    rows.push([
      `live list in Chromium, ${number(liveList.outcomes)} outcomes, ${number(liveList.changes / liveList.seconds)} match changes/s: long tasks over 50 ms in ${liveList.seconds} s`,
      `${liveList.longTasks}${liveList.longTasks ? ` (longest ${liveList.longestMs} ms)` : ''}, ${number(liveList.frames)} socket frames`,
      '-',
      '-',
      'none',
      verdict(liveList.longTasks === 0 && liveList.frames > 0),
    ]);
  }
  rows.push([
    `initial JavaScript, top page (${javascript.files} files, gzip -9)`,
    `${number(javascript.kib, 1)} KiB`,
    '-',
    '-',
    `< ${INITIAL_JS_GOAL_KIB} KiB`,
    verdict(javascript.kib < INITIAL_JS_GOAL_KIB),
  ]);
  rows.push(...betRows(bets));
  rows.push(...casinoWalletRows(casinoWallet));
  rows.push(...casinoGames);
  rows.push(...liveCasinoRows(liveCasino));
  rows.push(...lighthouseRows(lighthouseResult));

  console.log(
    `\nServer ready in ${number(startSeconds, 1)} s. Load: autocannon, ${CONNECTIONS} connections, ` +
      `${WARMUP_S} s warm-up then ${DURATION_S} s, one target at a time.\n`,
  );
  console.log(table(rows));
  if (busyBefore > 0.2) {
    console.log(
      `\nnote: other work kept the CPUs ${number(busyBefore * 100)} % busy just before the run; ` +
        'the rates and ratios are unreliable.',
    );
  }
  console.log(
    `\nFan-out: ${number(fanout.connected)} sockets in ${number(fanout.connectSeconds, 1)} s ` +
      `(${fanout.failed} failed), ${number(fanout.framesPerClientPerSecond, 1)} frames/s per client, ` +
      `${number(fanout.samples)} latencies sampled (one socket in ten), ` +
      `server RSS ${number(fanout.rssBeforeMiB, 1)} → ${number(fanout.rssConnectedMiB, 1)} MiB; ` +
      `server CPU ${number(fanout.cpuShare * 100)} % of a core, ingestion p50 ${number(fanout.ingestP50Ms, 1)} ms ` +
      `and p99 ${number(fanout.ingestP99Ms, 1)} ms a batch, event-loop delay p99 ${number(fanout.loopDelayP99Ms)} ms.`,
  );
  for (const note of betNotes(bets)) console.log(`\n${note}`);
  console.log(`\n${casinoWalletNote(casinoWallet)}`);
  const failedRequests = reads.filter((read) => read.platform.bad > 0 || read.reference.bad > 0);
  for (const read of failedRequests) {
    console.log(
      `\nnote: ${read.path} had ${read.platform.bad} failed or non-2xx answers on Meridian ` +
        `and ${read.reference.bad} on the reference; its rate is not comparable.`,
    );
  }
}

try {
  await main();
  cleanUp();
} catch (error) {
  console.error(`bench: could not measure: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  cleanUp();
  process.exit(1);
}
