/**
 * The casino studio's game engine (apps/providers/src/casino-games/engine): rounds per second of
 * every game, with the plain CSPRNG and with provably fair rounds, and each game's simulated return
 * to player beside its exact one. Slots play 10,000,000 rounds each; the other games 1,000,000
 * (blackjack with the basic strategy on the six-deck shoe, beside its infinite-deck RTP). A row
 * passes when the simulated RTP lies inside the 99.9 % confidence interval of the exact one (from
 * the sample variance).
 *
 * Games run in child processes (the TypeScript engine through tsx), one per core at a time.
 * `node bench/casino-games.mjs [--slot-rounds=N] [--rounds=N] [--fair-rounds=N] [--workers=N]`
 * runs it alone and prints the table.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { nextMessage, number, table } from './lib.mjs';

const self = fileURLToPath(import.meta.url);
const root = fileURLToPath(new URL('../', import.meta.url));
const Z_999 = 3.2905267314919255;

export const CASINO_GAMES = { slotRounds: 10_000_000, rounds: 1_000_000, fairRounds: 100_000 };
const GAME_IDS = [
  'sunken-treasure',
  'jade-temple',
  'lucky-orchard',
  'european-roulette',
  'blackjack',
  'dice',
  'mines',
  'crash',
];

const engine = (path) => import(new URL(`../apps/providers/src/casino-games/engine/${path}`, import.meta.url).href);
/** What the studios share (random sources, exact ratios) sits beside them, in shared/games. */
const shared = (path) => import(new URL(`../apps/providers/src/shared/games/${path}`, import.meta.url).href);

/** In a child: what one round of `id` returns per unit staked, as the players of the bench play it. */
async function roundOf(id) {
  const { SLOT_MACHINES } = await engine('catalog.ts');
  const machine = SLOT_MACHINES[id];
  if (machine) {
    const { autoPickBonus, playSlot } = await engine('slots/slot-engine.ts');
    return (rng) => {
      const round = autoPickBonus(playSlot(machine, 100n, rng));
      return round.winCoins / round.stakeCoins;
    };
  }
  switch (id) {
    case 'european-roulette': {
      const { spinRoulette } = await engine('roulette/roulette.ts');
      const bets = [
        { type: 'straight', numbers: [17], amount: 1n },
        { type: 'corner', numbers: [1, 2, 4, 5], amount: 2n },
        { type: 'red', amount: 3n },
      ];
      return (rng) => Number(spinRoulette(bets, rng).payout) / 6;
    }
    case 'blackjack': {
      const { actBlackjack, startBlackjack } = await engine('blackjack/blackjack.ts');
      const { basicStrategyAction } = await engine('blackjack/blackjack-info.ts');
      return (rng) => {
        let state = startBlackjack(100n, rng);
        while (state.phase !== 'settled') state = actBlackjack(state, basicStrategyAction(state));
        return 1 + Number(state.settlement.payout - state.settlement.staked) / 100;
      };
    }
    case 'dice': {
      const { rollDice } = await engine('instant/dice.ts');
      const bet = { target: 5_000, direction: 'under', amount: 100n };
      return (rng) => Number(rollDice(bet, rng).payout) / 100;
    }
    case 'mines': {
      const { cashOutMines, openTile, startMines } = await engine('instant/mines.ts');
      return (rng) => {
        // Three mines, five tiles opened in a fixed order, then cash out; a stake large enough that
        // rounding down to the minor unit does not show.
        let state = startMines(10n ** 12n, 3, rng);
        for (const tile of [12, 0, 24, 6, 18]) if (state.status === 'playing') state = openTile(state, tile);
        if (state.status === 'playing') state = cashOutMines(state);
        return Number(state.payout) / 1e12;
      };
    }
    case 'crash': {
      const { playCrash } = await engine('instant/crash.ts');
      return (rng) => (playCrash({ target: 200, amount: 100n }, rng).payout > 0n ? 2 : 0);
    }
    default:
      throw new Error(`no game ${id}`);
  }
}

/** The theoretical RTP a game's bench play is compared with. */
async function exactRtp(id) {
  const { gameById } = await engine('catalog.ts');
  const game = gameById(id);
  if (id === 'crash') {
    const { crashRtp } = await engine('instant/crash.ts');
    const { toNumber } = await shared('rational.ts');
    return { name: game.name, value: toNumber(crashRtp(200)) };
  }
  return { name: game.name, value: game.rtp().value };
}

/** In a child: plays one game and answers its figures. */
async function measureInChild({ id, rounds, fairRounds }) {
  const { simulate, seededRounds } = await engine('simulation.ts');
  const { cryptoRandom } = await shared('random.ts');
  const play = await roundOf(id);
  const { name, value } = await exactRtp(id);
  const csprng = cryptoRandom();
  // A short warm-up so that the rates measure compiled code.
  simulate(Math.min(20_000, rounds), play, () => csprng);
  const plain = simulate(rounds, play, () => csprng);
  const fair = simulate(fairRounds, play, seededRounds('be'.repeat(32), `bench-${id}`));
  return {
    id,
    name,
    exact: value,
    rounds,
    mean: plain.mean,
    variance: plain.variance,
    seconds: plain.seconds,
    fairRounds,
    fairSeconds: fair.seconds,
  };
}

function runChild(job, track) {
  const child = fork(self, ['--worker'], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  track?.(child);
  const answer = nextMessage(child, 'result', 900_000).finally(() => child.kill('SIGTERM'));
  child.send({ type: 'job', job });
  return answer;
}

const percent = (value, digits = 3) => `${number(value * 100, digits)} %`;

/** Table rows in bench/run.mjs's columns: figure, Meridian, reference, ratio, goal, result. */
export function casinoRows(results) {
  return results.map((r) => {
    const half = Z_999 * Math.sqrt(r.variance / r.rounds);
    const inside = Math.abs(r.mean - r.exact) <= half;
    const kind = r.id === 'blackjack' ? 'infinite-deck ' : '';
    return [
      `casino ${r.name}: RTP over ${number(r.rounds)} rounds; rounds/s (CSPRNG, provably fair)`,
      `${percent(r.mean)} ± ${percent(half)}; ${number(r.rounds / r.seconds)}/s, ${number(r.fairRounds / r.fairSeconds)}/s`,
      `${kind}exact ${percent(r.exact, 4)}`,
      number(r.mean / r.exact, 4),
      'inside ± (99.9 %)',
      inside ? 'pass' : 'miss',
    ];
  });
}

/**
 * Plays every game in child processes, `workers` at a time, and returns the table rows; `track`
 * receives each child process so the caller can end it.
 */
export async function measureCasinoGames({
  slotRounds = CASINO_GAMES.slotRounds,
  rounds = CASINO_GAMES.rounds,
  fairRounds = CASINO_GAMES.fairRounds,
  workers = availableParallelism(),
  track,
} = {}) {
  const jobs = GAME_IDS.map((id, index) => ({ id, rounds: index < 3 ? slotRounds : rounds, fairRounds }));
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = (await runChild(jobs[index], track)).result;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, jobs.length)) }, lane));
  return casinoRows(results);
}

function option(name, fallback) {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
}

if (process.argv[1] === self && process.argv[2] === '--worker') {
  process.once('message', async ({ job }) => {
    try {
      process.send({ type: 'result', result: await measureInChild(job) });
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  });
} else if (process.argv[1] === self) {
  const children = [];
  try {
    const rows = await measureCasinoGames({
      slotRounds: option('slot-rounds', CASINO_GAMES.slotRounds),
      rounds: option('rounds', CASINO_GAMES.rounds),
      fairRounds: option('fair-rounds', CASINO_GAMES.fairRounds),
      workers: option('workers', availableParallelism()),
      track: (child) => children.push(child),
    });
    console.log(table([['figure', 'Meridian', 'reference', 'ratio', 'goal', 'result'], ...rows]));
  } catch (error) {
    console.error(`casino bench: could not measure: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  }
}
