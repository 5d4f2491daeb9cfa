/**
 * Bet placement throughput (ARCHITECTURE.md §10): the production bundle with the feed simulator,
 * players signed up and funded through the API (bench/bets-load.mjs), then `connections` workers
 * posting single line bets to `/bets/make` for `seconds` after a warm-up. Three figures:
 *
 * - on PostgreSQL, beside `pgbench` (built-in TPC-B-like script, the same number of clients, the
 *   same server; bench/bets-postgres.mjs), as a ratio of accepted bets per second to its tps;
 * - on PostgreSQL with every bet on one wallet, as a ratio to the uncontended figure;
 * - on the embedded PGlite, as a ratio to the PostgreSQL figure.
 *
 * Only accepted bets (`bet_id` set) count; refusals and failures are reported beside the figures, and
 * the wallets' balances are checked to have moved by exactly the accepted stakes. Without psql,
 * pgbench or a PostgreSQL server at 127.0.0.1:5432 the PostgreSQL figures read "not measured".
 *
 * Standalone: `node bench/bets.mjs [--only=postgres|pglite] [--source] [--cpu-prof]` builds what is
 * stale, measures on ports 8116 and 8117 and prints the rows; `--source` runs the server from its
 * TypeScript sources through tsx instead of the bundle (no build); `--cpu-prof` writes the servers'
 * CPU profiles to /tmp/meridian-bets-prof.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, serverEntry, serverNodeFlags } from '../e2e/support/build.mjs';
import { balanceOf, cashOutBets, createPlayers, lineSelections, placeBets } from './bets-load.mjs';
import {
  dropDatabase,
  freshDatabase,
  measurePgbench,
  postgresMissing,
  postgresUrl,
  postgresVersion,
} from './bets-postgres.mjs';
import { betNotes, betRows } from './bets-report.mjs';
import {
  busyMsSince,
  cpuBusyShare,
  freePort,
  machineTicks,
  number,
  productionServerEnv,
  table,
  waitForAnswer,
} from './lib.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
export const BETS = {
  connections: 20,
  warmupSeconds: 2,
  seconds: 10,
  pgbenchScale: 10,
  /** 1.00 EUR a bet; every player gets 1,000,000.00 EUR, far more than a run can stake. */
  stake: 100,
  deposit: 100_000_000,
  goals: { postgres: 0.5, oneWallet: 0.5, pglite: 0.4 },
};
const BENCH_DATABASE = 'meridian_bench';
const START_TIMEOUT_S = 180;
const IDLE_SAMPLE_S = 2;
const PGBENCH_DATABASE = 'meridian_pgbench';

async function startServer({ port, dataDir, databaseUrl, poolSize, webhookSecret, cpuProfDir, fromSource, track }) {
  const env = productionServerEnv(port, dataDir, {
    FEED_SOURCE: 'simulator',
    CAPTCHA_PROVIDER: 'none',
    CASHIER_WEBHOOK_SECRET: webhookSecret,
    // Every bench player signs up from 127.0.0.1.
    RATE_LIMIT_ADDRESS: '100000',
    // As many database connections as pgbench's clients: the same concurrency reaches PostgreSQL.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(poolSize) } : {}),
  });
  // Nor blocked countries or a pool size from this shell.
  delete env.BLOCKED_COUNTRIES;
  if (!databaseUrl) delete env.DATABASE_POOL_SIZE;
  const profile = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const entry = fromSource
    ? ['--import', 'tsx', join(root, 'apps/server/src/main.ts')]
    : [...serverNodeFlags, serverEntry];
  const child = spawn(process.execPath, [...profile, ...entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(child);
  await waitForAnswer(`http://127.0.0.1:${port}/api/v1/ping`, child, START_TIMEOUT_S * 1000);
  return child;
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** CPU time (user + system) a process has used, in milliseconds, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of the line) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** CPU time of every PostgreSQL process on this machine (the local server's), in milliseconds. */
function postgresCpuMs() {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') sum += cpuMs(entry);
    } catch {
      // ended meanwhile
    }
  }
  return sum;
}

/** This process's CPU time (the load generator's), in milliseconds. */
function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function balances(port, players) {
  let sum = 0;
  for (const player of players) sum += await balanceOf(port, player);
  return sum;
}

/** Warm-up then the measured run; checks the balances moved by exactly the stakes accepted. */
async function loadRun({ pid, port, players, selections, connections, seconds, warmupSeconds }) {
  const before = await balances(port, players);
  const common = { port, players, selections, connections, stake: BETS.stake };
  // What the server spends with no bets (the feed simulator, the cashier's sweeps) is left out of
  // its CPU time per bet.
  const idleBefore = cpuMs(pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SAMPLE_S * 1000));
  const idleShare = (cpuMs(pid) - idleBefore) / 1000 / IDLE_SAMPLE_S;
  const warmup = await placeBets({ ...common, seconds: warmupSeconds });
  const cpuBefore = cpuMs(pid);
  const postgresBefore = postgresCpuMs();
  const ownBefore = ownCpuMs();
  const machineBefore = machineTicks();
  const run = await placeBets({ ...common, seconds });
  const machineMs = busyMsSince(machineBefore);
  const serverCpuMs = cpuMs(pid) - cpuBefore - idleShare * run.seconds * 1000;
  const postgresMs = postgresCpuMs() - postgresBefore;
  const ownMs = ownCpuMs() - ownBefore;
  const moved = before - (await balances(port, players));
  const staked = (warmup.accepted + run.accepted) * BETS.stake;
  return {
    ...run,
    balancesMatch: moved === staked,
    moved,
    staked,
    /** The server's CPU time per accepted bet over the run, less its idle rate (PostgreSQL's not included). */
    cpuMsPerBet: serverCpuMs / Math.max(1, run.accepted),
    serverCpuShare: serverCpuMs / 1000 / run.seconds,
    idleShare,
    /**
     * Where a bet's CPU time went, in milliseconds: the whole machine (busy time of every core),
     * the server, the PostgreSQL processes (0 on PGlite) and the load generator (this process).
     */
    cpuSplit: {
      machine: machineMs / Math.max(1, run.accepted),
      server: serverCpuMs / Math.max(1, run.accepted),
      postgres: postgresMs / Math.max(1, run.accepted),
      load: ownMs / Math.max(1, run.accepted),
    },
  };
}

/** Cash-outs of the bets just placed; checks the balances rose by exactly what was paid. */
async function cashOutRun({ port, players, bets, connections, seconds }) {
  const before = await balances(port, players);
  const run = await cashOutBets({ port, bets, connections, seconds });
  const moved = (await balances(port, players)) - before;
  return { ...run, balancesMatch: moved === run.paid, moved };
}

async function measureServer({
  port,
  dataDir,
  databaseUrl,
  oneWallet,
  connections,
  seconds,
  warmupSeconds,
  cpuProfDir,
  fromSource,
  track,
  log,
}) {
  const webhookSecret = randomBytes(24).toString('hex');
  const startedAt = performance.now();
  const server = await startServer({
    port,
    dataDir,
    databaseUrl,
    poolSize: connections,
    webhookSecret,
    cpuProfDir,
    fromSource,
    track,
  });
  log(`server up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  try {
    const selections = await lineSelections(port);
    const players = await createPlayers({ port, count: connections, deposit: BETS.deposit, webhookSecret });
    log(`${selections.length} open line outcomes, ${players.length} players funded; placing bets`);
    const options = { pid: server.pid, port, selections, connections, seconds, warmupSeconds };
    const uncontended = await loadRun({ ...options, players });
    log('cashing the bets out');
    const cashOut = await cashOutRun({ port, players, bets: uncontended.placed, connections, seconds });
    let contended = null;
    if (oneWallet) {
      const [player] = await createPlayers({ port, count: 1, deposit: BETS.deposit, webhookSecret });
      log('placing bets on one wallet');
      contended = await loadRun({ ...options, players: [player] });
    }
    delete uncontended.placed;
    if (contended) delete contended.placed;
    return { uncontended, contended, cashOut, selections: selections.length };
  } finally {
    await stopServer(server);
  }
}

/**
 * Runs the three bet placement measures; `track` receives every child process so the caller can end
 * them. `only` limits the run to 'postgres' or 'pglite'. Answers what `betRows` and `betNotes`
 * (bench/bets-report.mjs) print.
 */
export async function measureBets({
  scratch,
  track,
  ports = {},
  only = null,
  cpuProfDir = null,
  fromSource = false,
  log = () => {},
  connections = BETS.connections,
  seconds = BETS.seconds,
  warmupSeconds = BETS.warmupSeconds,
}) {
  const result = {
    connections,
    seconds,
    goals: BETS.goals,
    pgbenchScale: BETS.pgbenchScale,
    missing: null,
    version: null,
    pgbench: null,
    postgres: null,
    pglite: null,
  };
  const common = { connections, seconds, warmupSeconds, cpuProfDir, fromSource, track };
  if (only !== 'pglite') {
    result.missing = postgresMissing();
    if (!result.missing) {
      result.version = postgresVersion();
      // The machine's speed drifts by a quarter from minute to minute: the reference runs before and
      // after the bets, and their mean is the figure the bets are measured against.
      const pgbench = () =>
        measurePgbench({
          database: PGBENCH_DATABASE,
          scale: BETS.pgbenchScale,
          clients: connections,
          seconds,
          warmupSeconds,
        });
      log('pgbench');
      const before = await pgbench();
      freshDatabase(BENCH_DATABASE);
      log('bets on PostgreSQL');
      try {
        result.postgres = await measureServer({
          ...common,
          port: ports.postgres ?? (await freePort()),
          dataDir: join(scratch, 'bets-postgres-data'),
          databaseUrl: postgresUrl(BENCH_DATABASE),
          oneWallet: true,
          log,
        });
      } finally {
        dropDatabase(BENCH_DATABASE);
      }
      log('pgbench again');
      const after = await pgbench();
      const mean = (key) => (before[key] + after[key]) / 2;
      result.pgbench = {
        tps: mean('tps'),
        runs: [before.tps, after.tps],
        latencyMs: mean('latencyMs'),
        cpuMsPerTransaction: mean('cpuMsPerTransaction'),
      };
    }
  }
  if (only !== 'postgres') {
    log('bets on PGlite');
    result.pglite = await measureServer({
      ...common,
      log,
      port: ports.pglite ?? (await freePort()),
      dataDir: join(scratch, 'bets-pglite-data'),
      databaseUrl: undefined,
      oneWallet: false,
    });
  }
  return result;
}

async function standalone() {
  const only = /^--only=(postgres|pglite)$/.exec(process.argv.find((arg) => arg.startsWith('--only=')) ?? '')?.[1];
  const cpuProfDir = process.argv.includes('--cpu-prof') ? '/tmp/meridian-bets-prof' : null;
  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  const fromSource = process.argv.includes('--source');
  if (!fromSource && !ensureBuild({ quiet: true })) throw new Error('the build failed');
  const busyBefore = await cpuBusyShare();
  const scratch = mkdtempSync(join(tmpdir(), 'meridian-bets-'));
  const children = [];
  try {
    const bets = await measureBets({
      scratch,
      track: (child) => children.push(child),
      ports: { postgres: 8116, pglite: 8117 },
      log: (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`),
      only,
      cpuProfDir,
      fromSource,
    });
    console.log(table([['figure', 'Meridian', 'reference', 'ratio', 'goal', 'result'], ...betRows(bets)]));
    for (const note of betNotes(bets)) console.log(`\n${note}`);
    if (cpuProfDir) console.log(`\nCPU profiles of the servers in ${cpuProfDir}.`);
    if (busyBefore > 0.2) {
      console.log(
        `\nnote: other work kept the CPUs ${number(busyBefore * 100)} % busy just before the run; ` +
          'the rates and ratios are unreliable.',
      );
    }
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await standalone();
  } catch (error) {
    console.error(`bench/bets: could not measure: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
