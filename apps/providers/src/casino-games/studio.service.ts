import { randomBytes, randomUUID } from 'node:crypto';
import {
  createClientSeed,
  createServerSeed,
  fairRandom,
  hashServerSeed,
  isValidClientSeed,
} from '../shared/games/provably-fair.js';
import { type ReconciliationReport, reconcileWithOperator } from '../shared/reconcile.js';
import { OperatorWallet, type WalletReply } from '../shared/seamless-wallet.js';
import { type GameStep, isRefusal, type StudioGame } from './studio.game.js';
import type { FreeRounds, Launch, Round, StudioStore, WalletCallKind } from './studio.store.js';

/** The player-facing refusal of a round or an action. */
export class StudioError extends Error {
  override name = 'StudioError';
  constructor(
    readonly status: number,
    message: string,
    /** The wallet's status when the operator refused the money. */
    readonly walletStatus: string | null = null,
  ) {
    super(message);
  }
}

/** Play money a demo launch starts with, in minor units. */
export const DEMO_BALANCE = 100_000n;
const HISTORY_SIZE = 20;
/** Retries of an undelivered win or rollback: 2, 4, 8 … seconds, at most five minutes apart. */
const MAX_RETRY_DELAY_S = 300;
/** How long a tick holds the calls it is sending before another node may take them. */
const LEASE_S = 60;

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
      };
      await store.insertRound(round);
      const body = this.body(launch, round.id, 'bet', betUuid, false, {
        amount: reward === null ? opened.stake : 0n,
        reward,
      });
      const callId = await store.insertWalletCall(round.id, 'bet', betUuid, body);
      return { round, step, callId, body };
    });

    const reply = await this.wallet.transaction('bet', prepared.body);
    const taken = await this.afterStake(launch, prepared.round.id, prepared.callId, betUuid, reply, false, reward);
    const answer = await this.advance(launch, game, { ...prepared.round, createdAt: new Date() }, prepared.step, taken);
    return this.withFreeRounds(answer, reward);
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

  /** A player's action in the round in play. */
  async act(launchId: string, roundId: string, action: unknown): Promise<RoundAnswer> {
    const launch = await this.findLaunch(launchId);
    const game = this.requireGame(launch.gameCode);
    if (!game.act) throw new StudioError(422, 'This game takes no actions.');
    const act = game.act.bind(game);
    if (launch.demo) return this.actDemo(launch, game, roundId, action);

    const prepared = await this.store.transaction(async (store) => {
      const round = await store.findRound(roundId, true);
      if (!round || round.launchId !== launch.id) throw new StudioError(404, 'No such round.');
      if (round.status !== 'open') throw new StudioError(409, 'This round is over.');
      const step = act(round.state, action);
      if (isRefusal(step)) throw new StudioError(422, step.error);
      if (step.extraStake === 0n) {
        await store.updateRound(round.id, { status: 'open', stake: round.stake, win: 0n, state: step.state });
        return { round, step, call: null };
      }
      const uuid = randomUUID();
      const body = this.body(launch, round.id, 'bet', uuid, false, { amount: step.extraStake });
      const callId = await store.insertWalletCall(round.id, 'bet', uuid, body);
      return { round, step, call: { id: callId, uuid, body } };
    });

    const { round, step, call } = prepared;
    if (!call)
      return this.withFreeRounds(await this.advance(launch, game, round, step, { balance: null }), round.rewardUuid);
    const reply = await this.wallet.transaction('bet', call.body);
    const taken = await this.afterStake(launch, round.id, call.id, call.uuid, reply, true);
    return this.advance(launch, game, { ...round, stake: round.stake + step.extraStake }, step, taken);
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
        const delay = Math.min(2 ** (call.attempts + 1), MAX_RETRY_DELAY_S);
        await this.store.retryWalletCall(call.id, new Date(now.getTime() + delay * 1000), reply.reason);
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

  /** The studio's calls of a window against the operator's record of them (shared/reconcile.ts). */
  reconcile(fromMs: number, toMs: number): Promise<ReconciliationReport> {
    return reconcileWithOperator(this.wallet, (from, to) => this.store.walletCallsBetween(from, to), fromMs, toMs);
  }

  // ── internals ──

  /** Records the operator's answer to a stake. A stake without an answer is rolled back. */
  private async afterStake(
    launch: Launch,
    roundId: string,
    callId: bigint,
    betUuid: string,
    reply: WalletReply,
    midRound = false,
    reward: string | null = null,
  ): Promise<{ balance: number | null }> {
    if (reply.answered && reply.status === 'RS_OK') {
      await this.store.finishWalletCall(callId, 'done', JSON.stringify(reply));
      return { balance: reply.balance };
    }
    const gone = reply.answered && reply.status === FREE_ROUNDS_GONE;
    await this.store.transaction(async (store) => {
      const free = reward === null ? undefined : await store.findFreeRounds(reward, true);
      if (free) {
        // The round did not happen: its free round is played again, unless the operator ended them.
        await store.updateFreeRounds(free.rewardUuid, {
          roundsLeft: gone ? free.roundsLeft : free.roundsLeft + 1,
          won: free.won,
          status: gone ? 'ended' : free.status,
        });
      }
      await store.finishWalletCall(callId, 'refused', JSON.stringify(reply));
      if (!reply.answered) {
        const uuid = randomUUID();
        const body = this.body(launch, roundId, 'rollback', uuid, true, { reference: betUuid });
        await store.insertWalletCall(roundId, 'rollback', uuid, body);
      }
      // The first stake refused voids the round; a refused double or split leaves the hand as it was.
      if (!midRound) {
        const round = await store.findRound(roundId, true);
        if (round) await store.updateRound(roundId, { status: 'void', stake: 0n, win: 0n, state: round.state });
      }
    });
    if (!reply.answered) {
      // Deliver the rollback now when the operator is back; the scheduled retries cover the rest.
      await this.tick().catch(() => 0);
      throw new StudioError(503, 'The stake could not be confirmed: the round is cancelled and the stake returned.');
    }
    throw new StudioError(
      reply.status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? 402 : 409,
      gone ? FREE_ROUNDS_GONE_TEXT : (MESSAGES[reply.status] ?? 'The stake was refused.'),
      reply.status,
    );
  }

  /** Stores the step; a finished round's win is owed and delivered now (or retried later). */
  private async advance(
    launch: Launch,
    game: StudioGame,
    round: Round,
    step: GameStep,
    taken: { balance: number | null },
  ): Promise<RoundAnswer> {
    let balance = taken.balance;
    if (!step.finished) {
      await this.store.updateRound(round.id, { status: 'open', stake: round.stake, win: 0n, state: step.state });
      return this.answer(game, { ...round, state: step.state }, step, balance, false);
    }
    const winUuid = randomUUID();
    const reward = round.rewardUuid;
    const winCall = await this.store.transaction(async (store) => {
      // A free round's win is always sent (0 too): the operator learns the round is over.
      await store.updateRound(round.id, {
        status: step.win > 0n || reward !== null ? 'open' : 'settled',
        stake: round.stake,
        win: step.win,
        state: step.state,
      });
      if (step.win === 0n && reward === null) return null;
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
      const body = this.body(launch, round.id, 'win', winUuid, true, { amount: step.win, reference, reward });
      return { id: await store.insertWalletCall(round.id, 'win', winUuid, body), body };
    });
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
        if (reply.status === 'RS_OK') balance = reply.balance;
      } else {
        await this.store.retryWalletCall(winCall.id, new Date(this.nowMs() + 2_000), reply.reason);
      }
    }
    return this.answer(game, { ...round, state: step.state, win: step.win }, step, balance, true);
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
      if (round.status !== 'open') throw new StudioError(409, 'This round is over.');
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

  private body(
    launch: Launch,
    roundId: string,
    kind: WalletCallKind,
    uuid: string,
    roundClosed: boolean,
    extra: { amount?: bigint; reference?: string | undefined; reward?: string | null },
  ): string {
    return OperatorWallet.body(
      kind,
      {
        token: launch.token ?? '',
        user: launch.userRef ?? '',
        transaction_uuid: uuid,
        round: roundId,
        round_closed: roundClosed,
        game_code: launch.gameCode,
      },
      {
        currency: launch.currency,
        ...(extra.amount === undefined ? {} : { amount: extra.amount }),
        ...(extra.reference === undefined ? {} : { reference: extra.reference }),
        ...(extra.reward ? { reward: extra.reward } : {}),
      },
    );
  }
}

/** Seeds belong to the player (real play) or to the demo launch. */
function ownerOf(launch: Launch): string {
  return launch.demo || !launch.userRef ? `demo:${launch.id}` : `player:${launch.userRef}`;
}

function freshSeeds() {
  return { serverSeed: createServerSeed(), clientSeed: createClientSeed() };
}
