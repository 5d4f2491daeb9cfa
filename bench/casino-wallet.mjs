/**
 * Casino wallet throughput: the production bundle on the embedded database, players signed up and
 * funded through the API, each with a real-money dice launch at the built-in studio; then
 * `connections` workers play dice rounds through the studio's page calls for `seconds`. Every round
 * is a signed bet call to the platform's seamless wallet and, when it wins, a win call: the figure
 * is wallet calls per second (bets and wins), printed beside the rounds. The players' wallets are
 * checked afterwards to equal the balance the studio last reported for each.
 *
 * Standalone: `node bench/casino-wallet.mjs` builds what is stale and prints the rows.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, serverEntry, serverNodeFlags } from '../e2e/support/build.mjs';
import { balanceOf, createPlayers } from './bets-load.mjs';
import { busyMsSince, freePort, machineTicks, number, productionServerEnv, table, waitForAnswer } from './lib.mjs';

export const CASINO_WALLET = { players: 20, connections: 20, warmupSeconds: 2, seconds: 10, stake: 100 };

/** CPU time (user + system) a process has used, in milliseconds, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function json(url, init = {}) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function launchDice(base, player, gameId) {
  const res = await json(`${base}/api/v1/casino/games/launch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ game_id: gameId, play_mode: 'real' }),
  });
  if (res.status !== 200) throw new Error(`launch answered ${res.status}: ${JSON.stringify(res.body)}`);
  const url = new URL(res.body.payload.url, base);
  return `${base}/providers/casino-games/api/launches/${url.pathname.split('/').pop()}`;
}

/** Plays rounds until `until`; counts rounds and wins. */
async function play(launchUrl, until, stake, tally, player) {
  while (Date.now() < until) {
    const res = await json(`${launchUrl}/rounds`, {
      method: 'POST',
      body: JSON.stringify({ stake, target: 5000, direction: 'over' }),
    });
    if (res.status !== 200) {
      tally.failed += 1;
      continue;
    }
    tally.rounds += 1;
    if (res.body.round.win > 0) tally.wins += 1;
    player.lastBalance = res.body.balance;
  }
}

export async function measureCasinoWallet({ track = () => {} } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'meridian-casino-wallet-'));
  const port = await freePort();
  const webhookSecret = randomBytes(24).toString('hex');
  const env = productionServerEnv(port, join(scratch, 'data'), {
    FEED_SOURCE: 'simulator',
    CAPTCHA_PROVIDER: 'none',
    CASHIER_WEBHOOK_SECRET: webhookSecret,
    RATE_LIMIT_ADDRESS: '100000',
  });
  const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(server);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForAnswer(`${base}/api/v1/ping`, server, 180_000);
    const games = await json(`${base}/api/v1/casino/games?limit=100`);
    const dice = games.body.payload.list.find((g) => g.external_id === 'dice');
    const players = await createPlayers({ port, count: CASINO_WALLET.players, deposit: 100_000_000, webhookSecret });
    const launches = await Promise.all(players.map((p) => launchDice(base, p, dice.id)));
    const { connections, warmupSeconds, seconds, stake } = CASINO_WALLET;
    const warm = { rounds: 0, wins: 0, failed: 0 };
    const warmUntil = Date.now() + warmupSeconds * 1000;
    await Promise.all(launches.map((l, i) => play(l, warmUntil, stake, warm, players[i])));
    const tally = { rounds: 0, wins: 0, failed: 0 };
    const cpuBefore = cpuMs(server.pid);
    const machineBefore = machineTicks();
    const started = Date.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, (_, i) =>
        play(launches[i % launches.length], until, stake, tally, players[i % players.length]),
      ),
    );
    const elapsed = (Date.now() - started) / 1000;
    const machineMs = busyMsSince(machineBefore);
    const serverMs = cpuMs(server.pid) - cpuBefore;
    let mismatched = 0;
    for (const player of players) {
      if ((await balanceOf(port, player)) !== player.lastBalance) mismatched += 1;
    }
    const rounds = Math.max(1, tally.rounds);
    return {
      ...tally,
      elapsed,
      callsPerSecond: (tally.rounds + tally.wins) / elapsed,
      mismatched,
      // CPU time per round: the server's (the studio runs in it, and so does PGlite) and the whole machine's.
      cpuMsPerRound: { server: serverMs / rounds, machine: machineMs / rounds },
    };
  } finally {
    server.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function casinoWalletRows(result) {
  return [
    [
      `casino wallet: dice rounds through the studio, ${CASINO_WALLET.connections} connections (PGlite)`,
      `${number(result.callsPerSecond)} wallet calls/s (${number(result.rounds / result.elapsed)} rounds/s, ${number(result.wins)} wins, ${result.failed} failed)`,
      '-',
      '-',
      'balances equal the studio’s',
      result.mismatched === 0 && result.failed === 0 ? 'pass' : 'miss',
    ],
  ];
}

/** The CPU time a round cost, for the notes under the table. */
export function casinoWalletNote(result) {
  const { server, machine } = result.cpuMsPerRound;
  return `casino wallet: CPU per round ${number(server, 2)} ms in the server (studio and PGlite included), ${number(machine, 2)} ms of the whole machine`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!ensureBuild({ quiet: true })) throw new Error('the build failed');
  const result = await measureCasinoWallet();
  console.log(table([['figure', 'Meridian', 'reference', 'ratio', 'goal', 'result'], ...casinoWalletRows(result)]));
  console.log(casinoWalletNote(result));
}
