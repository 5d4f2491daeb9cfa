import { randomUUID } from 'node:crypto';
import { OperatorWallet } from '../shared/seamless-wallet.js';
import type { GameStep, StudioGame } from './studio.game.js';
import type { Launch, Round, StudioStore, WalletCall } from './studio.store.js';
import { walletCallBody } from './studio.wallet-body.js';

/** How long a real round may stay open, untouched, before the recovery finishes it (seconds). */
export interface RecoveryPolicy {
  /**
   * A round a crash left half-written: its stake sent and never answered, or its outcome decided
   * and its win never owed. Longer than any wallet call takes, so no round in play is touched.
   */
  stuckAfterS: number;
  /** A round the player can still continue (a blackjack hand, a mines field, a bonus pick) and left. */
  abandonedAfterS: number;
}

export interface RecoveryReport {
  /** Rounds finished (settled, voided, or with their win now owed). */
  rounds: number;
  /** Rollbacks now owed: stakes never answered, or stakes on a round where nothing was decided. */
  rollbacks: number;
  /** Decided wins now owed. */
  wins: number;
}

type Call = WalletCall & { status: 'pending' | 'done' | 'refused' };

const PAGE = 100;

/**
 * Finishes the real rounds left open: each is decided in a transaction that holds its row and reads
 * its calls again, and what it owes the operator (a win, a rollback) is written as a call there, for
 * the delivery (`tick`) to send under the call's own transaction uuid. A second node, or a run
 * after a restart, finds the round finished or its call written, and writes nothing more.
 */
export async function recoverRounds(
  store: StudioStore,
  games: ReadonlyMap<string, StudioGame>,
  policy: RecoveryPolicy,
  nowMs: number,
): Promise<RecoveryReport> {
  const report: RecoveryReport = { rounds: 0, rollbacks: 0, wins: 0 };
  const stuckBefore = new Date(nowMs - policy.stuckAfterS * 1000);
  const abandonedBefore = new Date(nowMs - policy.abandonedAfterS * 1000);
  let after = '';
  for (;;) {
    const page = await store.staleOpenRounds(stuckBefore, after, PAGE);
    for (const candidate of page) {
      const done = await store.transaction((tx) =>
        new RoundRecovery(tx, games, stuckBefore, abandonedBefore).run(candidate.id),
      );
      if (done) {
        report.rounds += 1;
        report.rollbacks += done.rollbacks;
        report.wins += done.wins;
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return report;
    after = last.id;
  }
}

/** One round's recovery, inside the transaction that holds its row. */
class RoundRecovery {
  private rollbacks = 0;
  private wins = 0;
  /** The stakes the round's rollbacks name, those written here included. */
  private readonly returned = new Set<string>();

  constructor(
    private readonly tx: StudioStore,
    private readonly games: ReadonlyMap<string, StudioGame>,
    private readonly stuckBefore: Date,
    private readonly abandonedBefore: Date,
  ) {}

  /** What the round now owes, or null when it was left as it is. */
  async run(roundId: string): Promise<{ rollbacks: number; wins: number } | null> {
    const round = await this.tx.findRound(roundId, true);
    if (round?.status !== 'open' || round.demo) return null;
    const touched = await this.tx.lastTouched(round.id);
    // Changed since the page was read: a node is playing it now.
    if (touched >= this.stuckBefore) return null;
    const game = this.games.get(round.gameCode);
    const launch = await this.tx.findLaunch(round.launchId);
    if (!game || !launch) return null;
    const finished = await this.finish(launch, game, round, touched, await this.tx.walletCallsOf(round.id));
    return finished ? { rollbacks: this.rollbacks, wins: this.wins } : null;
  }

  private async finish(launch: Launch, game: StudioGame, round: Round, touched: Date, calls: Call[]) {
    for (const call of calls) {
      if (call.kind !== 'rollback') continue;
      const reference = (JSON.parse(call.body) as { reference_transaction_uuid?: unknown }).reference_transaction_uuid;
      if (typeof reference === 'string') this.returned.add(reference);
    }
    const bets = calls.filter((c) => c.kind === 'bet');
    const first = bets[0];
    const unanswered = bets.filter((c) => c.status === 'pending');
    if (unanswered.length > 0) {
      // Sent, and never answered: whether the operator took it or not, it is given back. The first
      // stake's rollback voids the round and closes it; an extra stake's leaves the hand in play.
      const voids = unanswered.includes(first as Call);
      for (const bet of unanswered) await this.giveBack(launch, round, bet, 'no answer was recorded', voids);
      if (voids) return this.void(round);
      // A double, split or insurance never confirmed: the hand stays as it was.
      await this.tx.updateRound(round.id, {
        status: 'open',
        stake: round.stake,
        win: 0n,
        state: round.state,
        pending: null,
      });
      return true;
    }
    // A win or rollback still owed: the delivery sends it and closes the round.
    if (calls.some((c) => c.status === 'pending')) return false;
    // A win already sent (or refused): the round is over.
    if (calls.some((c) => c.kind === 'win')) {
      await this.tx.updateRound(round.id, {
        status: 'settled',
        stake: round.stake,
        win: round.win,
        state: round.state,
        pending: null,
      });
      return true;
    }
    if (first?.status !== 'done') return this.void(round);

    let stake = round.stake;
    let state = round.state;
    let step: GameStep | null = null;
    const marker = round.pending;
    if (marker) {
      const bet = bets.find((c) => c.transactionUuid === marker.bet);
      if (bet?.status !== 'done') {
        // The stake was refused: the round is as it was before it.
        if (marker.first) return this.void(round);
        await this.tx.updateRound(round.id, { status: 'open', stake, win: 0n, state, pending: null });
        return true;
      }
      // Taken, and its step never stored: the step the stake paid for is the round's now.
      stake += marker.extraStake;
      state = marker.state;
      step = { state, view: null, extraStake: 0n, finished: marker.finished, win: marker.win };
    }
    const lost = await this.giveBackUncounted(launch, round, bets, stake);
    step ??= game.resume(state);
    if (step.finished) return this.settle(launch, round, stake, step);
    if (touched < this.abandonedBefore && game.abandon) {
      const ended = game.abandon(state);
      if (ended === null) {
        for (const bet of this.taken(bets)) {
          await this.giveBack(launch, round, bet, 'the round was left undecided', true);
        }
        return this.void(round);
      }
      if (ended.finished) return this.settle(launch, round, stake, ended);
    }
    if (!marker && !lost) return false;
    await this.tx.updateRound(round.id, { status: 'open', stake, win: 0n, state, pending: null });
    return true;
  }

  /** The decided outcome: its win owed (a free round's too, 0 included), or the round closed. */
  private async settle(launch: Launch, round: Round, stake: bigint, step: GameStep): Promise<true> {
    const reward = round.rewardUuid;
    const owed = step.win > 0n || reward !== null;
    await this.tx.updateRound(round.id, {
      status: owed ? 'open' : 'settled',
      stake,
      win: step.win,
      state: step.state,
      pending: null,
    });
    if (!owed) return true;
    if (reward !== null) {
      const free = await this.tx.findFreeRounds(reward, true);
      if (free) {
        await this.tx.updateFreeRounds(reward, {
          roundsLeft: free.roundsLeft,
          won: free.won + step.win,
          status: free.status,
        });
      }
    }
    const uuid = randomUUID();
    const reference = await this.tx.firstBetUuid(round.id);
    const body = walletCallBody(launch, round.id, 'win', uuid, true, { amount: step.win, reference, reward });
    await this.tx.insertWalletCall(round.id, 'win', uuid, body);
    this.wins += 1;
    return true;
  }

  /** A round that did not happen: nothing staked, nothing won; a free round is played again. */
  private async void(round: Round): Promise<true> {
    await this.tx.updateRound(round.id, { status: 'void', stake: 0n, win: 0n, state: round.state, pending: null });
    if (round.rewardUuid !== null) {
      const free = await this.tx.findFreeRounds(round.rewardUuid, true);
      if (free) {
        await this.tx.updateFreeRounds(free.rewardUuid, {
          roundsLeft: free.roundsLeft + 1,
          won: free.won,
          status: free.status,
        });
      }
    }
    return true;
  }

  /**
   * Owes the rollback of a stake; an unanswered one is marked refused, as an unanswered stake in play
   * is. `closes` when the round is void: a stake given back from a round that goes on leaves it open
   * for its win.
   */
  private async giveBack(launch: Launch, round: Round, bet: Call, why: string, closes: boolean): Promise<void> {
    if (bet.status === 'pending') {
      await this.tx.finishWalletCall(bet.id, 'refused', JSON.stringify({ answered: false, reason: why }));
    }
    const uuid = randomUUID();
    const body = walletCallBody(launch, round.id, 'rollback', uuid, closes, { reference: bet.transactionUuid });
    await this.tx.insertWalletCall(round.id, 'rollback', uuid, body);
    this.returned.add(bet.transactionUuid);
    this.rollbacks += 1;
  }

  /**
   * Stakes taken that the round does not count (a double whose answer was recorded but whose step
   * was lost), latest first, are given back: every stake is counted by its round or returned.
   */
  private async giveBackUncounted(launch: Launch, round: Round, bets: Call[], stake: bigint): Promise<boolean> {
    if (round.rewardUuid !== null) return false;
    const taken = this.taken(bets);
    let total = taken.reduce((sum, bet) => sum + amountOf(bet), 0n);
    let gave = false;
    for (const bet of taken.slice(1).reverse()) {
      if (total <= stake) break;
      await this.giveBack(launch, round, bet, 'its step was not recorded', false);
      total -= amountOf(bet);
      gave = true;
    }
    return gave;
  }

  /** The stakes the operator took and was not asked to give back. */
  private taken(bets: Call[]): Call[] {
    return bets.filter((c) => c.status === 'done' && !this.returned.has(c.transactionUuid));
  }
}

function amountOf(call: WalletCall): bigint {
  return BigInt(OperatorWallet.amountOf(call.body) ?? 0);
}
