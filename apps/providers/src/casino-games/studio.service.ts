import { randomBytes, randomUUID } from 'node:crypto';
import {
  createClientSeed,
  createServerSeed,
  fairRandom,
  hashServerSeed,
  isValidClientSeed,
} from '../shared/games/provably-fair.js';
import { retryDelayMs } from '../shared/owed-calls.js';
import { WorkDue } from '../shared/provider-jobs.js';
import { type ReconciliationReport, reconcileWithOperator } from '../shared/reconcile.js';
import type { OperatorWallet, WalletReply } from '../shared/seamless-wallet.js';
import { type GameStep, isRefusal, type StudioGame } from './studio.game.js';
import { type RecoveryPolicy, type RecoveryReport, recoverRounds } from './studio.recovery.js';
import type { FreeRounds, Launch, PendingStake, Round, StudioStore } from './studio.store.js';
import { walletCallBody } from './studio.wallet-body.js';

/** The player-facing refusal of a round or an action. */
export class StudioError extends Error {
  override name = 'StudioError';
  constructor(
    readonly status: number,
    message: string,
    /** The wallet's status when the operator refused the money. */
    readonly walletStatus: string | null = null,
    /** Which conflict a 409 is (`round_over`, `in_flight`), for the game page. */
    readonly code: string | null = null,
    /** The round as it stands, for a page to show instead of what it sent. */
    readonly answer: RoundAnswer | null = null,
  ) {
    super(message);
  }
}

const ROUND_OVER = 'This round is over.';
const IN_FLIGHT = 'Your previous move in this round is still being settled.';

/** Play money a demo launch starts with, in minor units. */
export const DEMO_BALANCE = 100_000n;
const HISTORY_SIZE = 20;
/** How long a tick holds the calls it is sending before another node may take them. */
const LEASE_S = 60;
/**
 * A win sent by the action that decided it is left to that action for this long before the
 * delivery may send it too: a tick never leases a win on its way, so a crash meanwhile leaves it
 * due soon after rather than held for a whole lease.
 */
const INLINE_WIN_S = 10;

export interface LaunchRequest {
  gameCode: string;
  demo: boolean;
  token?: string;
  user?: string;
  currency?: string;
  language: string;
  theme: 'dark' | 'light';
  lobbyUrl?: string;
  depositUrl?: string;
}

/** An operator's free rounds as the game page shows them. */
export interface FreeRoundsView {
  reward: string;
  left: number;
  total: number;
  bet: number;
  /** Won in these rounds so far: the operator pays it (into a bonus balance), not into the balance shown. */
  won: number;
}

export interface RoundAnswer {
  round: { id: string; status: Round['status']; stake: number; win: number; view: unknown; free: boolean };
  /** The wallet's balance after the round's money moved (null when the operator did not say). */
  balance: number | null;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  /** After a free round: its free rounds (left 0 after the last one); null after a paid round. */
  freeRounds: FreeRoundsView | null;
}

/** An operator's grant of free rounds (`POST /api/free-rounds`). */
export interface FreeRoundsGrant {
  rewardUuid: string;
  userRef: string;
  currency: string;
  gameCodes: string[];
  betValue: bigint;
  betCount: number;
  endTime: Date;
}

/** The wallet status of free rounds the operator no longer offers (or none are left). */
const FREE_ROUNDS_GONE = 'RS_ERROR_FREEBET_UNAVAILABLE';
const FREE_ROUNDS_GONE_TEXT = 'These free spins are no longer available.';
const MAX_FREE_ROUNDS = 1000;

function viewOf(free: FreeRounds): FreeRoundsView {
  return {
    reward: free.rewardUuid,
    left: free.roundsLeft,
    total: free.betCount,
    bet: Number(free.betValue),
    won: Number(free.won),
  };
}

/** The free rounds a round's parameters ask to play (`free_round`), or null. */
function freeRoundOf(params: unknown): string | null {
  if (typeof params !== 'object' || params === null) return null;
  const value = (params as Record<string, unknown>).free_round;
  return typeof value === 'string' && value !== '' ? value : null;
}

const MESSAGES: Record<string, string> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'Not enough money for this stake.',
  RS_ERROR_TOKEN_EXPIRED: 'Your game session has expired: open the game again.',
  RS_ERROR_INVALID_TOKEN: 'Your game session is not valid: open the game again.',
  RS_ERROR_USER_DISABLED: 'Play is not available on this account.',
  RS_ERROR_LIMIT_REACHED: 'A limit you set on your account stops this stake.',
};

/**
 * The studio's rounds: a round is stored with its provably fair seeds before any money moves; the
 * stake is taken through the operator's wallet before the outcome is shown; a win is stored as a
 * call the studio owes and delivered until the operator answers; a stake whose answer never came is
 * rolled back the same way.
 */
export class StudioService {
  /** Where the studio says that a win or rollback falls due to be sent again (for whoever delivers). */
  readonly workDue = new WorkDue();

  constructor(
    private readonly store: StudioStore,
    private readonly wallet: OperatorWallet,
    private readonly games: ReadonlyMap<string, StudioGame>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  game(code: string): StudioGame | undefined {
    return this.games.get(code);
  }

  /**
   * Free rounds an operator grants a player (once per reward: the same grant again answers what is
   * stored; other terms under the same reward are refused). Played on the studio's slots only, at a
   * bet each of them takes.
   */
  async grantFreeRounds(grant: FreeRoundsGrant): Promise<FreeRounds> {
    if (grant.gameCodes.length === 0) throw new StudioError(422, 'Name the games the free rounds are for.');
    for (const code of grant.gameCodes) {
      const game = this.games.get(code);
      if (game?.info.kind !== 'slot') {
        throw new StudioError(422, `Free rounds are played on the studio's slots: ${code} is not one.`);
      }
      const opened = game.open({ stake: Number(grant.betValue) });
      if (isRefusal(opened)) throw new StudioError(422, opened.error);
    }
    if (!Number.isInteger(grant.betCount) || grant.betCount < 1 || grant.betCount > MAX_FREE_ROUNDS) {
      throw new StudioError(422, `A grant is 1 to ${MAX_FREE_ROUNDS} free rounds.`);
    }
    if (grant.endTime.getTime() <= this.nowMs()) throw new StudioError(422, 'These free rounds have already ended.');
    const stored = await this.store.insertFreeRounds(grant);
    const same =
      stored.userRef === grant.userRef &&
      stored.currency === grant.currency &&
      stored.betValue === grant.betValue &&
      stored.betCount === grant.betCount &&
      stored.gameCodes.join('\n') === grant.gameCodes.join('\n');
    if (!same) throw new StudioError(409, 'This reward was granted before with other terms.');
    return stored;
  }

  async launch(request: LaunchRequest): Promise<Launch> {
    if (!this.games.has(request.gameCode)) throw new StudioError(404, 'Unknown game.');
    if (!request.demo && (!request.token || !request.user || !request.currency)) {
      throw new StudioError(422, 'Real play needs the session token, the player and the currency.');
    }
    const launch: Launch = {
      id: randomBytes(24).toString('base64url'),
      gameCode: request.gameCode,
      demo: request.demo,
      token: request.demo ? null : (request.token ?? null),
      userRef: request.demo ? null : (request.user ?? null),
      currency: request.currency ?? 'EUR',
      demoBalance: request.demo ? DEMO_BALANCE : null,
      language: request.language,
      theme: request.theme,
      lobbyUrl: request.lobbyUrl ?? null,
      depositUrl: request.depositUrl ?? null,
    };
    await this.store.insertLaunch(launch);
    return launch;
  }

  async findLaunch(id: string): Promise<Launch> {
    const launch = await this.store.findLaunch(id);
    if (!launch) throw new StudioError(404, 'This game session does not exist.');
    return launch;
  }

  /** What the game page shows on opening: balance, the seeds' commitment, the latest rounds. */
  async overview(launchId: string) {
    const launch = await this.findLaunch(launchId);
    const owner = ownerOf(launch);
    const seeds = await this.store.transaction((store) => store.lockSeeds(owner, freshSeeds));
    const game = this.requireGame(launch.gameCode);
    const open = await this.store.openRound(launch.id);
    const balance = launch.demo ? Number(launch.demoBalance ?? 0n) : await this.operatorBalance(launch);
    const history = await this.store.history(owner, launch.gameCode, HISTORY_SIZE);
    const offered =
      launch.demo || !launch.userRef
        ? []
        : await this.store.offeredFreeRounds(launch.userRef, launch.currency, launch.gameCode, new Date(this.nowMs()));
    return {
      game: {
        code: launch.gameCode,
        name: game.info.name,
        kind: game.info.kind,
        help: game.info.help,
        rtp: game.info.rtp().value,
      },
      demo: launch.demo,
      currency: launch.currency,
      balance,
      /** The operator's pages the game links to (cashier, lobby), when the launch named them. */
      depositUrl: launch.depositUrl,
      lobbyUrl: launch.lobbyUrl,
      fairness: { serverSeedHash: hashServerSeed(seeds.serverSeed), clientSeed: seeds.clientSeed, nonce: seeds.nonce },
      open: open ? this.present(game, open, game.view(open.state), false) : null,
      /** The operator's free rounds of this game the player can play now (the oldest grant first). */
      freeRounds: offered[0] ? viewOf(offered[0]) : null,
      history: history.map((r) => ({
        id: r.id,
        stake: Number(r.stake),
        win: Number(r.win),
        at: Math.floor(r.createdAt.getTime() / 1000),
        status: r.status,
        free: r.rewardUuid !== null,
        fairness: { serverSeedHash: r.serverSeedHash, clientSeed: r.clientSeed, nonce: r.nonce },
        view: r.status === 'settled' ? game.summary(r.state) : null,
      })),
    };
  }

  /**
   * Starts a round: the stake is taken (real play) before the outcome is shown. A free round
   * (`free_round` names the operator's reward) is played at the reward's bet and stakes nothing: the
   * operator's wallet is told of it with a bet of 0 naming the reward, and of its win, 0 included.
   */
  async play(launchId: string, params: unknown): Promise<RoundAnswer> {
    const launch = await this.findLaunch(launchId);
    const game = this.requireGame(launch.gameCode);
    const reward = freeRoundOf(params);
    if (reward !== null && launch.demo) throw new StudioError(409, FREE_ROUNDS_GONE_TEXT, FREE_ROUNDS_GONE);
    const granted = reward === null ? undefined : await this.store.findFreeRounds(reward);
    if (reward !== null && !granted) throw new StudioError(409, FREE_ROUNDS_GONE_TEXT, FREE_ROUNDS_GONE);
    const opened = game.open(granted ? { ...(params as object), stake: Number(granted.betValue) } : params);
    if (isRefusal(opened)) throw new StudioError(422, opened.error);
    if (launch.demo) return this.playDemo(launch, game, opened.stake, opened.params);

    const roundId = randomUUID();
    const betUuid = randomUUID();
    const prepared = await this.store.transaction(async (store) => {
      // One round at a time per launch: a second tab's start waits here and then finds this one.
      await store.findLaunch(launch.id, true);
      if (await store.openRound(launch.id)) throw new StudioError(409, 'Finish the round in play first.');
      if (reward !== null) {
        const free = await store.findFreeRounds(reward, true);
        if (!free || !this.playableBy(free, launch))
          throw new StudioError(409, FREE_ROUNDS_GONE_TEXT, FREE_ROUNDS_GONE);
        await store.updateFreeRounds(reward, { roundsLeft: free.roundsLeft - 1, won: free.won, status: free.status });
      }
      const seeds = await store.lockSeeds(ownerOf(launch), freshSeeds);
      const step = game.start(opened.params, opened.stake, fairRandom(seeds));
      await store.setNonce(seeds.owner, seeds.nonce + 1);
      const round: Omit<Round, 'createdAt'> = {
        id: roundId,
        launchId: launch.id,
        owner: seeds.owner,
        gameCode: launch.gameCode,
        demo: false,
        status: 'open',
        stake: opened.stake,
        win: 0n,
        params: opened.params,
        state: step.state,
        serverSeedHash: hashServerSeed(seeds.serverSeed),
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        rewardUuid: reward,
        // The round takes no action until the operator answers its stake.
        pending: pendingOf(betUuid, true, step),
      };
      await store.insertRound(round);
      const body = walletCallBody(launch, round.id, 'bet', betUuid, false, {
        amount: reward === null ? opened.stake : 0n,
        reward,
      });
      const callId = await store.insertWalletCall(round.id, 'bet', betUuid, body);
      return { round, step, callId, body };
    });

    const reply = await this.wallet.transaction('bet', prepared.body);
    const round = { ...prepared.round, createdAt: new Date() };
    const stake = { callId: prepared.callId, bet: betUuid, first: true };
    return this.withFreeRounds(await this.afterStake(launch, game, round, prepared.step, stake, reply), reward);
  }

  /** Whether a launch's player may play a grant's free round now. */
  private playableBy(free: FreeRounds, launch: Launch): boolean {
    return (
      free.status === 'active' &&
      free.roundsLeft > 0 &&
      free.endTime.getTime() > this.nowMs() &&
      free.userRef === launch.userRef &&
      free.currency === launch.currency &&
      free.gameCodes.includes(launch.gameCode)
    );
  }

  private async withFreeRounds(answer: RoundAnswer, reward: string | null): Promise<RoundAnswer> {
    if (reward === null) return answer;
    const free = await this.store.findFreeRounds(reward);
    return { ...answer, freeRounds: free ? viewOf(free) : null };
  }

  /**
   * A player's action in the round in play. Actions on a round are serialised: each is decided and
   * stored under the round's lock, and an action with a stake (a double, a split, insurance) marks
   * the round until the operator answers, so a second action meanwhile is a 409, never a second stake.
   */
  async act(launchId: string, roundId: string, action: unknown): Promise<RoundAnswer> {
    const launch = await this.findLaunch(launchId);
    const game = this.requireGame(launch.gameCode);
    if (!game.act) throw new StudioError(422, 'This game takes no actions.');
    const act = game.act.bind(game);
    if (launch.demo) return this.actDemo(launch, game, roundId, action);

    const prepared = await this.store.transaction(async (store) => {
      const round = await store.findRound(roundId, true);
      if (!round || round.launchId !== launch.id) throw new StudioError(404, 'No such round.');
      const conflict = await this.conflict(store, game, round);
      if (conflict) throw conflict;
      const step = act(round.state, action);
      if (isRefusal(step)) throw new StudioError(422, step.error);
      if (step.extraStake === 0n)
        return { round, step, stake: null, win: await this.commitStep(store, launch, round, step) };
      const uuid = randomUUID();
      const body = walletCallBody(launch, round.id, 'bet', uuid, false, { amount: step.extraStake });
      const callId = await store.insertWalletCall(round.id, 'bet', uuid, body);
      await store.setPending(round.id, pendingOf(uuid, false, step));
      return { round, step, stake: { callId, bet: uuid, first: false, body }, win: null };
    });

    const { round, step, stake } = prepared;
    if (!stake) {
      const answer = await this.deliver(game, round, step, prepared.win, null);
      return this.withFreeRounds(answer, round.rewardUuid);
    }
    const reply = await this.wallet.transaction('bet', stake.body);
    return this.withFreeRounds(await this.afterStake(launch, game, round, step, stake, reply), round.rewardUuid);
  }

  /** A new seed pair: the current server seed is revealed (every round under it can be checked). */
  async rotateSeeds(launchId: string, clientSeed?: string) {
    const launch = await this.findLaunch(launchId);
    const next = clientSeed ?? createClientSeed();
    if (!isValidClientSeed(next)) throw new StudioError(422, 'A client seed is 1 to 64 printable characters.');
    return this.store.transaction(async (store) => {
      if (await store.openRound(launch.id)) throw new StudioError(409, 'Finish the round in play first.');
      const seeds = await store.lockSeeds(ownerOf(launch), freshSeeds);
      const revealedHash = hashServerSeed(seeds.serverSeed);
      await store.reveal(revealedHash, seeds.serverSeed, seeds.owner);
      const serverSeed = createServerSeed();
      await store.replaceSeeds(seeds.owner, serverSeed, next);
      return {
        revealed: {
          serverSeed: seeds.serverSeed,
          serverSeedHash: revealedHash,
          clientSeed: seeds.clientSeed,
          rounds: seeds.nonce,
        },
        fairness: { serverSeedHash: hashServerSeed(serverSeed), clientSeed: next, nonce: 0 },
      };
    });
  }

  /** The server seed behind a commitment, once revealed. */
  revealedSeed(hash: string): Promise<string | undefined> {
    return this.store.revealedSeed(hash);
  }

  /**
   * Delivers the wins and rollbacks still owed to the operator; answers how many went out. The due
   * calls are leased in a short transaction (another node's tick skips them meanwhile) and sent
   * outside it: no transaction waits on the network.
   */
  async tick(limit = 50): Promise<number> {
    const now = new Date(this.nowMs());
    const lease = new Date(now.getTime() + LEASE_S * 1000);
    const due = await this.store.transaction((store) => store.leaseDueWalletCalls(now, lease, limit));
    for (const call of due) {
      const reply = await this.wallet.transaction(call.kind, call.body);
      if (!reply.answered) {
        // An undelivered win or rollback is tried again with the kit's backoff.
        const next = new Date(now.getTime() + retryDelayMs(call.attempts + 1));
        await this.store.retryWalletCall(call.id, next, reply.reason);
        this.workDue.tell(next);
        continue;
      }
      await this.store.transaction(async (store) => {
        await store.finishWalletCall(call.id, reply.status === 'RS_OK' ? 'done' : 'refused', JSON.stringify(reply));
        if (call.kind !== 'win' || (await store.pendingWalletCalls(call.roundId)) > 0) return;
        const round = await store.findRound(call.roundId, true);
        if (round?.status === 'open') {
          await store.updateRound(round.id, {
            status: 'settled',
            stake: round.stake,
            win: round.win,
            state: round.state,
          });
        }
      });
    }
    return due.length;
  }

  /** The scheduled delivery: what is due goes out; answers when the next call owed falls due (null: none). */
  async deliverOwed(): Promise<Date | null> {
    await this.tick();
    return this.store.nextWalletCallDue();
  }

  /** The studio's calls of a window against the operator's record of them (shared/reconcile.ts). */
  reconcile(fromMs: number, toMs: number): Promise<ReconciliationReport> {
    return reconcileWithOperator(this.wallet, (from, to) => this.store.walletCallsBetween(from, to), fromMs, toMs);
  }

  /**
   * Finishes the rounds a crash left half-written and those the player left in play too long
   * (studio.recovery.ts), then delivers what they now owe.
   */
  async recover(policy: RecoveryPolicy): Promise<RecoveryReport> {
    const report = await recoverRounds(this.store, this.games, policy, this.nowMs());
    if (report.rollbacks + report.wins > 0) await this.tick();
    return report;
  }

  // ── internals ──

  /**
   * Records the operator's answer to a stake. A stake taken moves the round on to the step it paid
   * for, with the win that step owes, in one transaction; a stake refused or unanswered leaves the
   * round as it was (the first stake refused voids it), and one without an answer is rolled back.
   * Only the action that marked the stake may settle it (compare and set on the mark).
   */
  private async afterStake(
    launch: Launch,
    game: StudioGame,
    round: Round,
    step: GameStep,
    stake: { callId: bigint; bet: string; first: boolean },
    reply: WalletReply,
  ): Promise<RoundAnswer> {
    if (reply.answered && reply.status === 'RS_OK') {
      const moved = await this.store.transaction(async (store) => {
        await store.finishWalletCall(stake.callId, 'done', JSON.stringify(reply));
        const current = await store.findRound(round.id, true);
        if (!current || current.pending?.bet !== stake.bet) {
          return { error: current ? await this.conflict(store, game, current) : null };
        }
        const next = { ...current, stake: current.stake + step.extraStake };
        return { round: next, win: await this.commitStep(store, launch, next, step) };
      });
      if (!moved.round) throw moved.error ?? new StudioError(409, IN_FLIGHT, null, 'in_flight');
      return this.deliver(game, moved.round, step, moved.win, reply.balance);
    }
    const gone = reply.answered && reply.status === FREE_ROUNDS_GONE;
    await this.store.transaction(async (store) => {
      await store.finishWalletCall(stake.callId, 'refused', JSON.stringify(reply));
      const current = await store.findRound(round.id, true);
      if (current?.pending?.bet !== stake.bet) return;
      const free = stake.first && current.rewardUuid ? await store.findFreeRounds(current.rewardUuid, true) : undefined;
      if (free) {
        // The round did not happen: its free round is played again, unless the operator ended them.
        await store.updateFreeRounds(free.rewardUuid, {
          roundsLeft: gone ? free.roundsLeft : free.roundsLeft + 1,
          won: free.won,
          status: gone ? 'ended' : free.status,
        });
      }
      if (!reply.answered) {
        const uuid = randomUUID();
        // The first stake's rollback voids the round and closes it; an extra stake's leaves the hand
        // in play, its win still to come.
        const body = walletCallBody(launch, round.id, 'rollback', uuid, stake.first, { reference: stake.bet });
        await store.insertWalletCall(round.id, 'rollback', uuid, body);
      }
      // The first stake refused voids the round; a refused double or split leaves the hand as it was.
      if (stake.first) {
        await store.updateRound(round.id, { status: 'void', stake: 0n, win: 0n, state: current.state, pending: null });
      } else {
        await store.setPending(round.id, null);
      }
    });
    if (!reply.answered) {
      // Deliver the rollback now when the operator is back; the scheduled retries cover the rest.
      await this.tick().catch(() => this.workDue.tellRetry(this.nowMs()));
      throw new StudioError(
        503,
        stake.first
          ? 'The stake could not be confirmed: the round is cancelled and the stake returned.'
          : 'The stake could not be confirmed: it is returned, and the round is as it was.',
      );
    }
    throw new StudioError(
      reply.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 402 : 409,
      gone ? FREE_ROUNDS_GONE_TEXT : (MESSAGES[reply.status] ?? 'The stake was refused.'),
      reply.status,
    );
  }

  /**
   * Stores a step of a round locked by the caller's transaction, its stake already taken. A finished
   * round's win (a free round's even when 0) is owed in the same transaction: answers its call.
   */
  private async commitStep(
    store: StudioStore,
    launch: Launch,
    round: Round,
    step: GameStep,
  ): Promise<{ id: bigint; body: string } | null> {
    if (!step.finished) {
      await store.updateRound(round.id, {
        status: 'open',
        stake: round.stake,
        win: 0n,
        state: step.state,
        pending: null,
      });
      return null;
    }
    const reward = round.rewardUuid;
    // A free round's win is always sent (0 too): the operator learns the round is over.
    const owed = step.win > 0n || reward !== null;
    await store.updateRound(round.id, {
      status: owed ? 'open' : 'settled',
      stake: round.stake,
      win: step.win,
      state: step.state,
      pending: null,
    });
    if (!owed) return null;
    if (reward !== null) {
      const free = await store.findFreeRounds(reward, true);
      if (free) {
        await store.updateFreeRounds(reward, {
          roundsLeft: free.roundsLeft,
          won: free.won + step.win,
          status: free.status,
        });
      }
    }
    // A win names the round's first stake.
    const reference = await store.firstBetUuid(round.id);
    const winUuid = randomUUID();
    const body = walletCallBody(launch, round.id, 'win', winUuid, true, { amount: step.win, reference, reward });
    const due = new Date(this.nowMs() + INLINE_WIN_S * 1000);
    return { id: await store.insertWalletCall(round.id, 'win', winUuid, body, due), body };
  }

  /** Delivers a committed step's win now (or leaves it owed for the retries) and answers the round. */
  private async deliver(
    game: StudioGame,
    round: Round,
    step: GameStep,
    winCall: { id: bigint; body: string } | null,
    balance: number | null,
  ): Promise<RoundAnswer> {
    if (!step.finished) return this.answer(game, { ...round, state: step.state }, step, balance, false);
    let after = balance;
    if (winCall) {
      const reply = await this.wallet.transaction('win', winCall.body);
      if (reply.answered) {
        await this.store.transaction(async (store) => {
          await store.finishWalletCall(
            winCall.id,
            reply.status === 'RS_OK' ? 'done' : 'refused',
            JSON.stringify(reply),
          );
          await store.updateRound(round.id, {
            status: 'settled',
            stake: round.stake,
            win: step.win,
            state: step.state,
          });
        });
        if (reply.status === 'RS_OK') after = reply.balance;
      } else {
        const next = new Date(this.nowMs() + retryDelayMs(1));
        await this.store.retryWalletCall(winCall.id, next, reply.reason);
        this.workDue.tell(next);
      }
    }
    return this.answer(game, { ...round, state: step.state, win: step.win }, step, after, true);
  }

  /**
   * Why a round takes no action now, or null: it is over (409 with its final state, for the page to
   * show), or a stake of an earlier action still waits for the operator's answer.
   */
  private async conflict(store: StudioStore, game: StudioGame, round: Round): Promise<StudioError | null> {
    if (round.status === 'void') return new StudioError(409, ROUND_OVER, null, 'round_over');
    if (round.status === 'settled' || (await store.hasWinCall(round.id))) {
      const final: RoundAnswer = {
        round: this.present(game, round, null, true),
        balance: null,
        fairness: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce },
        freeRounds: null,
      };
      return new StudioError(409, ROUND_OVER, null, 'round_over', final);
    }
    if (round.pending) return new StudioError(409, IN_FLIGHT, null, 'in_flight');
    return null;
  }

  private async playDemo(launch: Launch, game: StudioGame, stake: bigint, params: unknown): Promise<RoundAnswer> {
    return this.store.transaction(async (store) => {
      const locked = await store.findLaunch(launch.id, true);
      if (!locked) throw new StudioError(404, 'This game session does not exist.');
      if (await store.openRound(launch.id)) throw new StudioError(409, 'Finish the round in play first.');
      const balance = locked.demoBalance ?? 0n;
      if (stake > balance)
        throw new StudioError(402, MESSAGES.RS_ERROR_NOT_ENOUGH_MONEY ?? '', 'RS_ERROR_NOT_ENOUGH_MONEY');
      const seeds = await store.lockSeeds(ownerOf(launch), freshSeeds);
      const step = game.start(params, stake, fairRandom(seeds));
      await store.setNonce(seeds.owner, seeds.nonce + 1);
      const after = balance - stake + (step.finished ? step.win : 0n);
      await store.setDemoBalance(launch.id, after);
      const round: Omit<Round, 'createdAt'> = {
        id: randomUUID(),
        launchId: launch.id,
        owner: seeds.owner,
        gameCode: launch.gameCode,
        demo: true,
        status: step.finished ? 'settled' : 'open',
        stake,
        win: step.finished ? step.win : 0n,
        params,
        state: step.state,
        serverSeedHash: hashServerSeed(seeds.serverSeed),
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        rewardUuid: null,
        pending: null,
      };
      await store.insertRound(round);
      return this.answer(game, { ...round, createdAt: new Date() }, step, Number(after), step.finished);
    });
  }

  private async actDemo(launch: Launch, game: StudioGame, roundId: string, action: unknown): Promise<RoundAnswer> {
    return this.store.transaction(async (store) => {
      const locked = await store.findLaunch(launch.id, true);
      const round = await store.findRound(roundId, true);
      if (!locked || !round || round.launchId !== launch.id) throw new StudioError(404, 'No such round.');
      const conflict = await this.conflict(store, game, round);
      if (conflict) throw conflict;
      const step = game.act?.(round.state, action);
      if (!step || isRefusal(step)) throw new StudioError(422, step?.error ?? 'This game takes no actions.');
      let balance = locked.demoBalance ?? 0n;
      if (step.extraStake > balance) {
        throw new StudioError(402, MESSAGES.RS_ERROR_NOT_ENOUGH_MONEY ?? '', 'RS_ERROR_NOT_ENOUGH_MONEY');
      }
      balance -= step.extraStake;
      if (step.finished) balance += step.win;
      await store.setDemoBalance(launch.id, balance);
      const stake = round.stake + step.extraStake;
      await store.updateRound(round.id, {
        status: step.finished ? 'settled' : 'open',
        stake,
        win: step.finished ? step.win : 0n,
        state: step.state,
      });
      return this.answer(
        game,
        { ...round, stake, win: step.win, state: step.state },
        step,
        Number(balance),
        step.finished,
      );
    });
  }

  private answer(
    game: StudioGame,
    round: Round,
    step: GameStep,
    balance: number | null,
    finished: boolean,
  ): RoundAnswer {
    const presented = this.present(game, round, step.view, finished);
    return {
      round: presented,
      balance,
      fairness: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce },
      freeRounds: null,
    };
  }

  private present(game: StudioGame, round: Round, view: unknown, finished: boolean) {
    return {
      id: round.id,
      status: finished ? ('settled' as const) : round.status,
      stake: Number(round.stake),
      win: Number(finished ? round.win : 0n),
      view: finished ? game.summary(round.state) : view,
      free: round.rewardUuid !== null,
    };
  }

  private requireGame(code: string): StudioGame {
    const game = this.games.get(code);
    if (!game) throw new StudioError(404, 'Unknown game.');
    return game;
  }

  private async operatorBalance(launch: Launch): Promise<number | null> {
    if (!launch.token || !launch.userRef) return null;
    const reply = await this.wallet.balance(launch.token, launch.userRef, launch.gameCode);
    return reply.answered && reply.status === 'RS_OK' ? reply.balance : null;
  }
}

/** The mark of a stake in flight and the step it pays for. */
function pendingOf(bet: string, first: boolean, step: GameStep): PendingStake {
  return { bet, first, extraStake: step.extraStake, state: step.state, finished: step.finished, win: step.win };
}

/** Seeds belong to the player (real play) or to the demo launch. */
function ownerOf(launch: Launch): string {
  return launch.demo || !launch.userRef ? `demo:${launch.id}` : `player:${launch.userRef}`;
}

function freshSeeds() {
  return { serverSeed: createServerSeed(), clientSeed: createClientSeed() };
}
