/**
 * Catalog reads: GET /api/v1/settings, /api/v1/dictionaries and POST /api/v1/events/line/matches-best
 * (limit 50, `main` markets) on the real server against a bare node:http server
 * (bench/bare-server.mjs) answering the same bytes with the same headers, each loaded alone by
 * autocannon with the same connections.
 *
 * Standalone: `node bench/reads.mjs [--rounds=N] [--only=settings,matches-best]` builds what is
 * stale, starts the production bundle as `npm run bench` does (fresh embedded database, feed
 * simulator) and prints the rows of N rounds (3 by default), their medians, and the server's resident
 * memory after start and warm-up measured as the full run's memory row is (a change to the V8 flags
 * moves both). `--only` measures the endpoints whose path ends with the names given.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuild, serverEntry, serverNodeFlags } from '../e2e/support/build.mjs';
import {
  freePort,
  number,
  productionServerEnv,
  RSS_GOAL_MIB,
  residentMiB,
  runWhenMain,
  table,
  waitForAnswer,
} from './lib.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
export const CONNECTIONS = 50;
export const WARMUP_S = 2;
export const DURATION_S = 10;
const MATCHES_BEST = { limit: 50, markets: 'main' };
export const READ_ENDPOINTS = [
  { method: 'GET', path: '/api/v1/settings', goal: 0.85 },
  { method: 'GET', path: '/api/v1/dictionaries', goal: null },
  { method: 'POST', path: '/api/v1/events/line/matches-best', body: JSON.stringify(MATCHES_BEST), goal: 0.85 },
];

/** The environment the production bundle runs with in the bench. */
export function benchServerEnv(port, dataDir) {
  // The first screens measured as players get them: rendered on the server.
  const env = productionServerEnv(port, dataDir, { FEED_SOURCE: 'simulator', SERVER_RENDER: 'true' });
  delete env.BLOCKED_COUNTRIES;
  return env;
}

/** CPU time a process has used so far (user and system), in ms, from /proc (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * autocannon's average rate and p99 of one target; with `pid`, also the CPU time that process spent
 * per answer, which other work on a shared machine moves far less than the rate.
 */
export async function load(url, seconds, endpoint = { method: 'GET' }, pid = null) {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: endpoint.method,
    body: endpoint.body,
    headers: endpoint.headers ?? (endpoint.body ? { 'content-type': 'application/json' } : undefined),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuUs: pid ? ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total) : null,
  };
}

/** Warm-up, then the measured run; one target at a time. */
async function measure(url, endpoint, pid) {
  await load(url, WARMUP_S, endpoint);
  return load(url, DURATION_S, endpoint, pid);
}

/** Waits until the feed simulator has filled the line: matches-best answers a full page. */
export async function waitForCatalog(serverUrl, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await fetch(`${serverUrl}/api/v1/events/line/matches-best`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MATCHES_BEST),
    });
    const list = answer.ok ? (await answer.json()).payload?.list : null;
    if (Array.isArray(list) && list.length >= MATCHES_BEST.limit) return list.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the line did not fill within ${timeoutMs / 1000} s`);
}

/**
 * Starts the bare server with the real server's exact answers: the same body and the same headers,
 * less those node:http writes itself on every answer. Both are loaded the same way (autocannon asks
 * for no compression), so both send the same bytes.
 */
async function startReference(serverUrl, scratch, track) {
  const routes = {};
  const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  for (const endpoint of READ_ENDPOINTS) {
    const answer = await fetch(serverUrl + endpoint.path, {
      method: endpoint.method,
      body: endpoint.body,
      headers: { 'accept-encoding': 'identity', ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    });
    if (!answer.ok) throw new Error(`${endpoint.path} answered ${answer.status}`);
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !ownHeaders.has(name)));
    routes[endpoint.path] = { headers, body: body.toString('base64'), bytes: body.length };
  }
  const port = await freePort();
  const routesFile = join(scratch, 'routes.json');
  writeFileSync(routesFile, JSON.stringify({ port, routes }));
  // The reference runs under the platform's own V8 flags, so the ratio measures the request
  // pipeline and not the heap settings the memory budget asks of the platform.
  const bare = spawn(process.execPath, [...serverNodeFlags, join(root, 'bench/bare-server.mjs'), routesFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(bare);
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(url + READ_ENDPOINTS[0].path, bare, 10_000);
  return { bare, url, routes };
}

/**
 * Each endpoint on the real server, then on the reference, `rounds` times; the bare server is
 * stopped before this returns. Returns one list of reads per round.
 */
export async function measureReads(
  serverUrl,
  { serverPid = null, scratch, track = () => {}, rounds = 1, endpoints = READ_ENDPOINTS },
) {
  const reference = await startReference(serverUrl, scratch, track);
  try {
    const results = [];
    for (let round = 0; round < rounds; round += 1) {
      const reads = [];
      for (const endpoint of endpoints) {
        const platform = await measure(serverUrl + endpoint.path, endpoint, serverPid);
        const bare = await measure(reference.url + endpoint.path, endpoint, reference.bare.pid);
        reads.push({ ...endpoint, platform, reference: bare, bytes: reference.routes[endpoint.path].bytes });
      }
      results.push(reads);
    }
    return results;
  } finally {
    reference.bare.kill('SIGTERM');
  }
}

const cpu = (run) => (run.cpuUs === null ? '' : `, ${number(run.cpuUs)} µs CPU each`);

/** The table rows of one round of reads. */
export function readRows(reads) {
  return reads.map((read) => {
    const ratio = read.platform.rps / read.reference.rps;
    return [
      `${read.method} ${read.path} (${number(read.bytes / 1024, 1)} KiB)`,
      `${number(read.platform.rps)} req/s, p99 ${read.platform.p99} ms${cpu(read.platform)}`,
      `${number(read.reference.rps)} req/s, p99 ${read.reference.p99} ms${cpu(read.reference)}`,
      number(ratio, 2),
      read.goal ? `≥ ${number(read.goal, 2)}` : '-',
      read.goal ? (ratio >= read.goal ? 'pass' : 'miss') : '-',
    ];
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const rounds = Number(/^--rounds=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--rounds=')) ?? '')?.[1] ?? 3);
  // `--only=settings,matches-best`: the endpoints whose path ends so, for shorter runs.
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const endpoints = only
    ? READ_ENDPOINTS.filter((e) => only.some((name) => e.path.endsWith(`/${name}`)))
    : READ_ENDPOINTS;
  if (endpoints.length === 0) throw new Error(`--only names none of ${READ_ENDPOINTS.map((e) => e.path).join(', ')}`);
  if (!ensureBuild({ quiet: true })) throw new Error('the build failed');
  const scratch = mkdtempSync(join(tmpdir(), 'meridian-reads-'));
  const children = [];
  try {
    const port = await freePort();
    const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
      cwd: root,
      env: benchServerEnv(port, join(scratch, 'data')),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(server);
    const serverUrl = `http://127.0.0.1:${port}`;
    await waitForAnswer(`${serverUrl}/api/v1/ping`, server, 120_000);
    await waitForCatalog(serverUrl, 60_000);
    await load(serverUrl + READ_ENDPOINTS[0].path, WARMUP_S);
    const rssAfterWarmUp = residentMiB(server.pid);
    const results = await measureReads(serverUrl, {
      serverPid: server.pid,
      scratch,
      track: (child) => children.push(child),
      rounds,
      endpoints,
    });
    const header = ['figure', 'Meridian', 'reference', 'ratio', 'goal', 'result'];
    results.forEach((reads, round) => {
      console.log(`\nround ${round + 1}`);
      console.log(table([header, ...readRows(reads)]));
    });
    console.log(
      `\nmedians of ${rounds} rounds (rate ratio; CPU per answer, Meridian and bare): ${endpoints
        .map(
          (endpoint, i) =>
            `${endpoint.path} ${number(median(results.map((reads) => reads[i].platform.rps / reads[i].reference.rps)), 2)}; ` +
            `${number(median(results.map((reads) => reads[i].platform.cpuUs)))} and ` +
            `${number(median(results.map((reads) => reads[i].reference.cpuUs)))} µs`,
        )
        .join(', ')}`,
    );
    console.log(`server RSS after start and warm-up: ${number(rssAfterWarmUp, 1)} MiB (goal < ${RSS_GOAL_MIB} MiB)`);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
}

await runWhenMain(import.meta.url, main);
