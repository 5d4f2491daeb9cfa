/**
 * Helpers the bench scripts share: a free port, a production server's environment, waiting for a
 * server to answer, the machine's busy share, and the plain-text table of the report.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The environment of a production server on 127.0.0.1:`port` with its data in `dataDir`, apart from
 * whatever database, bus, web build or proxy this shell points at; `settings` adds or overrides.
 */
export function productionServerEnv(port, dataDir, settings = {}) {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'NATS_URL', 'WEB_DIST', 'MAINTENANCE', 'TRUST_PROXY', 'DATABASE_SCHEMA'])
    delete env[key];
  return Object.assign(env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEFAULT_COUNTRY: 'CY',
    ...settings,
  });
}

/** The production server's resident memory after start and warm-up must stay below this. */
export const RSS_GOAL_MIB = 300;

/** A process's resident memory in MiB, from /proc (Linux). */
export function residentMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kib)) throw new Error(`no VmRSS for process ${pid}`);
  return kib / 1024;
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function waitForAnswer(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the process behind ${url} exited with code ${child.exitCode}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The machine's CPU time so far, busy and in all, in clock ticks of 10 ms, from /proc/stat (Linux). */
export function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - fields[3] - (fields[4] ?? 0), total };
}

/** Milliseconds of the machine's CPU time (every core) spent busy since `before` (machineTicks). */
export const busyMsSince = (before) => (machineTicks().busy - before.busy) * 10;

/** Share of the machine's CPU time spent busy over one second, from /proc/stat. */
export async function cpuBusyShare() {
  const before = machineTicks();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = machineTicks();
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}

export const number = (value, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A plain-text table, first row the header. */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) =>
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/**
 * The next IPC message of a given type from a child process; rejects after `timeoutMs` or when the
 * child exits first.
 */
export function nextMessage(child, type, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no '${type}' from ${child.spawnfile} in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onMessage = (message) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`${child.spawnfile} exited with code ${code} before '${type}'`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Runs `main` when `moduleUrl` is the script node was started with; a failure prints and exits 1. */
export async function runWhenMain(moduleUrl, main) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  try {
    await main();
  } catch (error) {
    console.error(`bench: could not measure: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exit(1);
  }
}
