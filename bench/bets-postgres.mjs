/**
 * The PostgreSQL side of the bet placement bench: the server at 127.0.0.1:5432 (trust auth), the
 * bench's own databases (never `test`, which the test suite uses) and `pgbench` with its built-in
 * TPC-B-like script as the reference.
 */
import { spawn, spawnSync } from 'node:child_process';
import { busyMsSince, machineTicks } from './lib.mjs';

export const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const connection = ['-h', POSTGRES.host, '-p', String(POSTGRES.port), '-U', POSTGRES.user];

export const postgresUrl = (database) => `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${database}`;

function run(command, args, timeoutMs = 60_000) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: timeoutMs });
  if (result.error) return { ok: false, output: result.error.message };
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

function psql(sql) {
  const result = run('psql', [
    ...connection,
    '-X',
    '-q',
    '-A',
    '-t',
    '-v',
    'ON_ERROR_STOP=1',
    '-d',
    'postgres',
    '-c',
    sql,
  ]);
  if (!result.ok) throw new Error(`psql: ${result.output}`);
  return result.output;
}

/** Why PostgreSQL cannot be measured here (no psql, no pgbench, no server), or null when it can. */
export function postgresMissing() {
  for (const tool of ['psql', 'pgbench']) {
    if (!run(tool, ['--version']).ok) return `${tool} is not installed`;
  }
  const probe = run('psql', [...connection, '-X', '-A', '-t', '-d', 'postgres', '-c', 'select 1'], 10_000);
  if (!probe.ok) return `no PostgreSQL at ${POSTGRES.host}:${POSTGRES.port}`;
  return null;
}

/** Drops (closing its sessions) and creates an empty database. */
export function freshDatabase(name) {
  dropDatabase(name);
  psql(`create database ${name}`);
}

export function dropDatabase(name) {
  psql(`drop database if exists ${name} with (force)`);
}

/** The server's version line, for the report. */
export function postgresVersion() {
  return psql('show server_version');
}

function pgbench(args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', [...connection, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`pgbench ${args.join(' ')} exited with ${code}: ${output.slice(-500)}`));
    });
  });
}

/**
 * The reference: `pgbench` built-in tpcb-like script at scale `scale`, `clients` connections on two
 * threads with prepared statements, `seconds` after a warm-up run; answers its transactions per
 * second without the initial connection time, and the machine's busy CPU time per transaction
 * (PostgreSQL and pgbench together).
 */
export async function measurePgbench({ database, scale, clients, seconds, warmupSeconds }) {
  freshDatabase(database);
  try {
    await pgbench(['-i', '-q', '-s', String(scale), database], 180_000);
    const load = (s) =>
      pgbench(['-c', String(clients), '-j', '2', '-T', String(s), '-M', 'prepared', database], (s + 60) * 1000);
    await load(warmupSeconds);
    const busyBefore = machineTicks();
    const output = await load(seconds);
    const busyMs = busyMsSince(busyBefore);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`no tps in the pgbench output: ${output.slice(-500)}`);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1]);
    return {
      tps,
      latencyMs: Number.isFinite(latencyMs) ? latencyMs : null,
      cpuMsPerTransaction: transactions > 0 ? busyMs / transactions : null,
    };
  } finally {
    dropDatabase(database);
  }
}
