import type { RandomSource } from '../shared/games/random.js';
import type { RouletteBet } from '../shared/games/roulette-table.js';
import {
  actBlackjack,
  actionCost,
  type BlackjackAction,
  type BlackjackState,
  blackjackView,
  legalActions,
  startBlackjack,
} from './engine/blackjack/blackjack.js';
import { gameById, SLOT_MACHINES } from './engine/catalog.js';
import type { GameInfo } from './engine/game.js';
import { type CrashBet, playCrash, validateCrashBet } from './engine/instant/crash.js';
import { type DiceBet, rollDice, validateDiceBet } from './engine/instant/dice.js';
import { cashOutMines, type MinesState, minesView, openTile, startMines } from './engine/instant/mines.js';
import { spinRoulette, validateRouletteBets } from './engine/roulette/roulette.js';
import { autoPickBonus, pickBonusTile, playSlot, type SlotRound, visibleBonus } from './engine/slots/slot-engine.js';
import type { SlotMachine } from './engine/slots/slot-machine.js';
import type { GameStep, Refusal, StudioGame } from './studio.game.js';
import { plain } from './studio.json.js';

/** Stakes the studio takes per round (minor units): 0.10 to 500.00 of the player's currency. */
export const MIN_STAKE = 10n;
export const MAX_STAKE = 50_000n;

type Params = Record<string, unknown>;

const asParams = (value: unknown): Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : {};

/** A stake in minor units between the studio's limits, or why not. */
function readStake(value: unknown, label = 'stake'): bigint | Refusal {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    return { error: `The ${label} must be a whole amount.` };
  const stake = BigInt(value);
  if (stake < MIN_STAKE) return { error: `The ${label} is below the table minimum.` };
  if (stake > MAX_STAKE) return { error: `The ${label} is above the table maximum.` };
  return stake;
}

const refused = (value: unknown): value is Refusal => typeof value === 'object' && value !== null && 'error' in value;

const finishedStep = (state: unknown, view: unknown, win: bigint): GameStep => ({
  state,
  view,
  extraStake: 0n,
  finished: true,
  win,
});

/** A round decided at its start (dice, crash, a roulette spin): its stored state is the outcome. */
const decided = (state: unknown): GameStep => finishedStep(state, plain(state), (state as { payout: bigint }).payout);

function info(id: string): GameInfo {
  const found = gameById(id);
  if (!found) throw new Error(`the engine has no game ${id}`);
  return found;
}

function slotGame(machine: SlotMachine): StudioGame {
  const view = (round: SlotRound) =>
    plain({ ...round, bonus: round.bonus ? visibleBonus(round.bonus) : null, machine: machine.def.id });
  const step = (round: SlotRound): GameStep => ({
    state: round,
    view: view(round),
    extraStake: 0n,
    finished: round.complete,
    win: round.win,
  });
  return {
    info: info(machine.def.id),
    open(params) {
      const stake = readStake(asParams(params).stake);
      return refused(stake) ? stake : { stake, params: { stake } };
    },
    start: (_params, stake, rng) => step(playSlot(machine, stake, rng)),
    act(state, action) {
      const tile = asParams(action).tile;
      const round = state as SlotRound;
      if (!round.bonus || round.bonus.finished) return { error: 'No bonus is waiting for a pick.' };
      if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= round.bonus.board.length) {
        return { error: 'Pick one of the tiles.' };
      }
      if (round.bonus.picked.includes(tile)) return { error: 'That tile is already open.' };
      return step(pickBonusTile(round, tile));
    },
    resume: (state) => step(state as SlotRound),
    // A bonus left waiting opens its tiles in order until it ends.
    abandon: (state) => step(autoPickBonus(state as SlotRound)),
    view: (state) => view(state as SlotRound),
    summary: (state) => plain(state),
  };
}

const roulette: StudioGame = {
  info: info('european-roulette'),
  open(params) {
    const raw = asParams(params).bets;
    if (!Array.isArray(raw) || raw.length === 0) return { error: 'Place at least one bet.' };
    const bets: RouletteBet[] = [];
    for (const item of raw) {
      const bet = asParams(item);
      const amount = readStake(bet.amount, 'bet');
      if (refused(amount)) return amount;
      bets.push({ ...bet, amount } as unknown as RouletteBet);
    }
    const validation = validateRouletteBets(bets);
    if (!validation.ok) return { error: `Bet ${(validation.errors[0]?.index ?? 0) + 1} is not on the table.` };
    const stake = bets.reduce((total, bet) => total + bet.amount, 0n);
    if (stake > MAX_STAKE) return { error: 'The bets together are above the table maximum.' };
    return { stake, params: { bets } };
  },
  start(params, _stake, rng) {
    const spin = spinRoulette((params as { bets: RouletteBet[] }).bets, rng);
    return finishedStep(spin, plain(spin), spin.payout);
  },
  resume: decided,
  view: (state) => plain(state),
  summary: (state) => plain(state),
};

const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'];

function blackjackStep(state: BlackjackState, extraStake: bigint): GameStep {
  return {
    state,
    view: plain(blackjackView(state)),
    extraStake,
    finished: state.phase === 'settled',
    win: state.settlement?.payout ?? 0n,
  };
}

const blackjack: StudioGame = {
  info: info('blackjack'),
  open(params) {
    const stake = readStake(asParams(params).stake);
    return refused(stake) ? stake : { stake, params: { stake } };
  },
  start: (_params, stake, rng: RandomSource) => blackjackStep(startBlackjack(stake, rng), 0n),
  act(state, action) {
    const name = asParams(action).action;
    const current = state as BlackjackState;
    if (typeof name !== 'string' || !BLACKJACK_ACTIONS.includes(name as BlackjackAction)) {
      return { error: 'Unknown action.' };
    }
    const chosen = name as BlackjackAction;
    if (!legalActions(current).includes(chosen)) return { error: 'That is not allowed now.' };
    return blackjackStep(actBlackjack(current, chosen), actionCost(current, chosen));
  },
  resume: (state) => blackjackStep(state as BlackjackState, 0n),
  abandon(state) {
    // A hand left in play declines insurance and stands; the dealer then plays by the table's rules.
    let current = state as BlackjackState;
    while (current.phase !== 'settled') {
      const legal = legalActions(current);
      const next = legal.includes('noInsurance') ? 'noInsurance' : legal.includes('stand') ? 'stand' : null;
      if (next === null) break;
      current = actBlackjack(current, next);
    }
    return blackjackStep(current, 0n);
  },
  view: (state) => plain(blackjackView(state as BlackjackState)),
  summary: (state) => plain(blackjackView(state as BlackjackState)),
};

const dice: StudioGame = {
  info: info('dice'),
  open(params) {
    const p = asParams(params);
    const stake = readStake(p.stake);
    if (refused(stake)) return stake;
    const bet = { target: p.target, direction: p.direction, amount: stake } as DiceBet;
    const error = validateDiceBet(bet);
    return error ? { error: 'Choose a target the die can roll over or under.' } : { stake, params: bet };
  },
  start(params, _stake, rng) {
    const round = rollDice(params as DiceBet, rng);
    return finishedStep(round, plain(round), round.payout);
  },
  resume: decided,
  view: (state) => plain(state),
  summary: (state) => plain(state),
};

const crash: StudioGame = {
  info: info('crash'),
  open(params) {
    const p = asParams(params);
    const stake = readStake(p.stake);
    if (refused(stake)) return stake;
    const bet = { target: p.target, amount: stake } as CrashBet;
    return validateCrashBet(bet) ? { error: 'Choose a cash-out between 1.01× and 10,000×.' } : { stake, params: bet };
  },
  start(params, _stake, rng) {
    const round = playCrash(params as CrashBet, rng);
    return finishedStep(round, plain(round), round.payout);
  },
  resume: decided,
  view: (state) => plain(state),
  summary: (state) => plain(state),
};

function minesStep(state: MinesState): GameStep {
  const finished = state.status !== 'playing';
  return { state, view: plain(minesView(state)), extraStake: 0n, finished, win: state.payout };
}

const mines: StudioGame = {
  info: info('mines'),
  open(params) {
    const p = asParams(params);
    const stake = readStake(p.stake);
    if (refused(stake)) return stake;
    const count = p.mines;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 24) {
      return { error: 'Choose 1 to 24 mines.' };
    }
    return { stake, params: { stake, mines: count } };
  },
  start: (params, stake, rng) => minesStep(startMines(stake, (params as { mines: number }).mines, rng)),
  act(state, action) {
    const current = state as MinesState;
    const p = asParams(action);
    if (current.status !== 'playing') return { error: 'This round is over.' };
    if (p.cashout === true) {
      if (current.opened.length === 0) return { error: 'Open a tile before cashing out.' };
      return minesStep(cashOutMines(current));
    }
    const tile = p.tile;
    if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile > 24) return { error: 'Pick a tile.' };
    if (current.opened.includes(tile)) return { error: 'That tile is already open.' };
    return minesStep(openTile(current, tile));
  },
  resume: (state) => minesStep(state as MinesState),
  // A field left in play cashes out what was revealed; with no tile open nothing was decided.
  abandon: (state) => ((state as MinesState).opened.length > 0 ? minesStep(cashOutMines(state as MinesState)) : null),
  view: (state) => plain(minesView(state as MinesState)),
  summary: (state) => plain(state),
};

/** The studio's catalogue: every game by its code. */
export function studioGames(): ReadonlyMap<string, StudioGame> {
  const games = new Map<string, StudioGame>();
  for (const machine of Object.values(SLOT_MACHINES)) games.set(machine.def.id, slotGame(machine));
  games.set('european-roulette', roulette);
  games.set('blackjack', blackjack);
  games.set('dice', dice);
  games.set('crash', crash);
  games.set('mines', mines);
  return games;
}
