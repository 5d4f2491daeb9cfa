import { createHash } from 'node:crypto';
import type {
  WalletAnswer,
  WalletBalanceRequest,
  WalletBetRequest,
  WalletRollbackRequest,
  WalletStatus,
  WalletTransactionsAnswer,
  WalletTransactionsRequest,
  WalletUserInfoRequest,
  WalletWinRequest,
} from '@meridian/contract/casino';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { WalletKind } from '../../db/schema.js';
import { BoundedMap } from '../../platform/bounded-map.js';
import { InsufficientFundsError, metadataJson } from '../ledger/ledger.planning.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import * as repo from './casino.repository.js';

/** The provider a signed call came from. */
export interface WalletCaller {
  providerId: number;
  code: string;
}

/** How long a game session stays open after its launch or its latest bet. */
export const CASINO_SESSION_TTL_MS = 4 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest();

const fingerprint = (fields: readonly (string | number | boolean | null)[]) =>
  createHash('sha256').update(JSON.stringify(fields)).digest();

const NO_FINGERPRINT = Buffer.alloc(0);

type Session = repo.SessionRow;

/** Game sessions whose unchanging facts are remembered by their token's hash (the oldest are forgotten first). */
const KNOWN_SESSIONS = 50_000;

/**
 * What never changes of a game session (its player, wallet, currency, game and provider), with the
 * wallet's ledger account: what a bet or win taken at once needs. Expiry and the wallet's close are
 * read by that statement itself.
 */
type KnownSession = Pick<
  Session,
  | 'id'
  | 'user_id'
  | 'wallet_id'
  | 'currency_id'
  | 'currency_code'
  | 'game_id'
  | 'game_code'
  | 'provider_id'
  | 'wallet_kind'
> & { account_id: bigint };

/** A bet, win or rollback as it is claimed: a repeat of its uuid with other `fields` is a duplicate. */
interface MoneyCall {
  kind: 'bet' | 'win' | 'rollback';
  /** Fingerprinted after `kind`, in this order: stored rows are compared with it, so it never changes. */
  fields: readonly (string | number)[];
  amount: bigint | null;
  referenceUuid: string | null;
  /** A free round's reward. */
  rewardUuid?: string | null;
}

/**
 * A bet's or a win's call: its fields in the fingerprint's order (a win names its bet between the game
 * and the currency), and a free round's reward last.
 */
function stakeCall(
  kind: 'bet' | 'win',
  request: WalletBetRequest | WalletWinRequest,
  reference: string | null,
): MoneyCall & { amount: bigint; rewardUuid: string | null } {
  const reward = request.is_free === true ? (request.reward_uuid ?? '') : null;
  return {
    kind,
    fields: [
      request.user,
      request.round,
      request.game_code,
      ...(reference === null ? [] : [reference]),
      request.currency,
      request.amount,
      ...(reward === null ? [] : ['free', reward]),
    ],
    amount: BigInt(request.amount),
    referenceUuid: reference,
    rewardUuid: reward,
  };
}

/** Money a game provider's call moved in a player's wallet (after its ledger posting). */
export interface CasinoMoneyEvent {
  kind: 'bet' | 'win' | 'rollback';
  walletId: bigint;
  gameId: number;
  providerId: number;
  /** The call's transaction uuid (the provider's), and for a rollback the bet it gives back. */
  uuid: string;
  betUuid?: string;
  amount: bigint;
}

/** Answers the wallets' balances when it moved money itself, else null. */
export type CasinoMoneyListener = (
  trx: Database,
  event: CasinoMoneyEvent,
) => Promise<ReadonlyMap<bigint, bigint> | null>;

/** A free round's call (its bet of 0, its win, or the bet's rollback), for the free spins it belongs to. */
export interface FreeRoundEvent {
  kind: 'bet' | 'win' | 'rollback';
  /** The reward the provider names (the operator's id of the free spins). */
  reward: string;
  userId: bigint;
  currencyId: number;
  gameId: number;
  providerCode: string;
  uuid: string;
  amount: bigint;
}

/** A free round's bet refused (the free spins are not playable), or the wallets' balances when money moved. */
export type FreeRoundOutcome = { refused: WalletStatus } | { balances: ReadonlyMap<bigint, bigint> | null };
export type FreeRoundListener = (trx: Database, event: FreeRoundEvent) => Promise<FreeRoundOutcome>;

/** Why the player's own limits or exclusion refuse a stake (in its transaction, the wallet locked), or null. */
export type CasinoStakeGuard = (
  trx: Database,
  stake: { userId: bigint; currencyId: number; amount: bigint; cash: boolean },
) => Promise<'excluded' | 'limit' | null>;

/**
 * The platform's seamless wallet for game providers: balance reads and the bet, win and rollback
 * calls, each applied once per provider transaction uuid. A repeat answers what the first call was
 * answered; the same uuid with other data is refused as a duplicate. Every stake, win and refund is
 * a ledger transaction between the player's wallet and the house's casino account, written in the
 * same database transaction as the record of the call.
 */
export class CasinoWalletService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly now: () => number = Date.now,
    /** Told of each stake, win and refund in its transaction (bonuses count wagering by them). */
    private readonly onMoney: CasinoMoneyListener | null = null,
    /** Decides free rounds (free spins): none are accepted without it. */
    private readonly onFreeRound: FreeRoundListener | null = null,
    /** The wallet kinds whose money `onMoney` is told of (null: every kind). */
    private readonly moneyWallets: ReadonlySet<WalletKind> | null = null,
  ) {}

  private stakeGuard: CasinoStakeGuard | null = null;
  private readonly knownSessions = new BoundedMap<string, KnownSession>(KNOWN_SESSIONS);

  /** The player's latest rounds from the wallet's record, newest first (the back office's player page). */
  latestRounds(userId: bigint, limit: number) {
    return repo.latestRounds(this.db, userId, limit);
  }

  /** The player's limits and exclusions, checked on every bet (free rounds too: an excluded player does not play). */
  useStakeGuard(guard: CasinoStakeGuard): void {
    this.stakeGuard = guard;
  }

  private freeRound(
    trx: Database,
    caller: WalletCaller,
    session: Session,
    event: Pick<FreeRoundEvent, 'kind' | 'reward' | 'uuid' | 'amount'>,
  ): Promise<FreeRoundOutcome> {
    if (!this.onFreeRound) return Promise.resolve({ refused: 'RS_ERROR_FREEBET_UNAVAILABLE' });
    return this.onFreeRound(trx, {
      ...event,
      userId: session.user_id,
      currencyId: session.currency_id,
      gameId: session.game_id,
      providerCode: caller.code,
    });
  }

  /**
   * Tells the listener of money that moved; when it moved more (a bonus converted or forfeited), the
   * answer carries the wallet's balance after that too.
   */
  private async told(
    trx: Database,
    session: Session,
    posted: { id: bigint; walletBalances: Map<bigint, bigint> },
    event: Omit<CasinoMoneyEvent, 'walletId' | 'gameId' | 'providerId'>,
  ): Promise<{ id: bigint; walletBalances: Map<bigint, bigint> }> {
    if (!this.toldOf(session.wallet_kind)) return posted;
    const moved = await this.onMoney?.(trx, {
      ...event,
      walletId: session.wallet_id,
      gameId: session.game_id,
      providerId: session.provider_id,
    });
    return moved ? { id: posted.id, walletBalances: new Map([...posted.walletBalances, ...moved]) } : posted;
  }

  /** Whether money in a wallet of this kind is told to the listener. */
  private toldOf(kind: WalletKind): boolean {
    return this.onMoney !== null && (this.moneyWallets === null || this.moneyWallets.has(kind));
  }

  async userInfo(caller: WalletCaller, request: WalletUserInfoRequest): Promise<WalletAnswer> {
    const session = await this.session(caller, request.token, request.user);
    if (!session) return refusal(request, 'RS_ERROR_INVALID_TOKEN');
    const balance = await repo.walletBalance(this.db, session.wallet_id);
    return {
      ...answer(request, 'RS_OK', session, balance),
      country: session.country_code,
      language: session.language,
    };
  }

  async balance(caller: WalletCaller, request: WalletBalanceRequest): Promise<WalletAnswer> {
    const session = await this.session(caller, request.token, request.user);
    if (!session) return refusal(request, 'RS_ERROR_INVALID_TOKEN');
    const balance = await repo.walletBalance(this.db, session.wallet_id);
    const status = this.expired(session) ? 'RS_ERROR_TOKEN_EXPIRED' : 'RS_OK';
    return answer(request, status, session, balance);
  }

  async bet(caller: WalletCaller, request: WalletBetRequest): Promise<WalletAnswer> {
    const call = stakeCall('bet', request, null);
    const { amount, rewardUuid: reward } = call;
    const atOnce: AtOnce = async (trx, known, print) => {
      if (reward !== null || amount === 0n || !this.takenAtOnce(known, request)) return null;
      const balance = await repo.stakeAtOnce(
        trx,
        atOnceCall(caller, known, request, amount, print),
        { now: new Date(this.now()), expiresAt: new Date(this.now() + CASINO_SESSION_TTL_MS) },
        await this.ledger.postingCtes(
          trx,
          {
            kind: 'casino_bet',
            idempotencyKey: ledgerKey(caller, request.transaction_uuid),
            entries: [
              { accountId: known.account_id, amount: -amount },
              { accountId: await this.ledger.houseAccount(trx, 'house_casino', known.currency_id), amount },
            ],
          },
          repo.TAKEN_AT_ONCE,
          jsonb(moneyMetadata(caller, known, request)),
        ),
      );
      return balance === undefined ? null : answer(request, 'RS_OK', known, balance);
    };
    return this.apply(caller, request, call, atOnce, async (trx, id, session, locked) => {
      const refused =
        this.betRefusal(session, request) ?? (await this.closedRound(trx, caller, session, request.round));
      if (refused) return this.refuse(trx, id, request, refused, session);
      const guarded = await this.stakeGuard?.(trx, {
        userId: session.user_id,
        currencyId: session.currency_id,
        amount,
        cash: reward === null && session.wallet_kind === 'cash',
      });
      if (guarded) {
        return this.refuse(
          trx,
          id,
          request,
          guarded === 'excluded' ? 'RS_ERROR_USER_DISABLED' : 'RS_ERROR_LIMIT_REACHED',
          session,
        );
      }
      if (reward !== null) {
        // A free round stakes nothing: the provider plays it at the reward's bet.
        if (amount !== 0n || reward === '') return this.refuse(trx, id, request, 'RS_ERROR_WRONG_SYNTAX', session);
        const outcome = await this.freeRound(trx, caller, session, {
          kind: 'bet',
          reward,
          uuid: request.transaction_uuid,
          amount,
        });
        if ('refused' in outcome) return this.refuse(trx, id, request, outcome.refused, session);
        await repo.extendSession(trx, session.id, new Date(this.now() + CASINO_SESSION_TTL_MS));
        return this.accept(trx, id, request, session, null);
      }
      if (amount === 0n) return this.accept(trx, id, request, session, null);
      try {
        const posted = await this.ledger.post(
          trx,
          {
            kind: 'casino_bet',
            idempotencyKey: ledgerKey(caller, request.transaction_uuid),
            entries: [
              { accountId: await this.ledger.walletAccount(trx, session.wallet_id), amount: -amount },
              { accountId: await this.ledger.houseAccount(trx, 'house_casino', session.currency_id), amount },
            ],
            metadata: moneyMetadata(caller, session, request),
          },
          { lockedWallets: locked },
        );
        await repo.extendSession(trx, session.id, new Date(this.now() + CASINO_SESSION_TTL_MS));
        const after = await this.told(trx, session, posted, { kind: 'bet', uuid: request.transaction_uuid, amount });
        return this.accept(trx, id, request, session, after);
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error;
        return this.refuse(trx, id, request, 'RS_ERROR_NOT_ENOUGH_MONEY', session);
      }
    });
  }

  async win(caller: WalletCaller, request: WalletWinRequest): Promise<WalletAnswer> {
    // Token expiry is never checked here: a win for a round already played must always land.
    const call = stakeCall('win', request, request.reference_transaction_uuid);
    const { amount, rewardUuid: reward } = call;
    const atOnce: AtOnce = async (trx, known, print) => {
      if (reward !== null || amount === 0n || !this.takenAtOnce(known, request)) return null;
      const balance = await repo.winAtOnce(
        trx,
        {
          ...atOnceCall(caller, known, request, amount, print),
          betUuid: request.reference_transaction_uuid,
          closesRound: request.round_closed,
        },
        await this.ledger.postingCtes(
          trx,
          {
            kind: 'casino_win',
            idempotencyKey: ledgerKey(caller, request.transaction_uuid),
            entries: [
              { accountId: await this.ledger.houseAccount(trx, 'house_casino', known.currency_id), amount: -amount },
              { accountId: known.account_id, amount },
            ],
          },
          repo.TAKEN_AT_ONCE,
          jsonb({ ...moneyMetadata(caller, known, request), bet: request.reference_transaction_uuid }),
        ),
      );
      return balance === undefined ? null : answer(request, 'RS_OK', known, balance);
    };
    return this.apply(caller, request, call, atOnce, async (trx, id, session, locked) => {
      const bet = await repo.lockTransaction(trx, caller.providerId, request.reference_transaction_uuid);
      let refused: WalletStatus | null = null;
      if (bet?.kind !== 'bet' || bet.status === 'refused' || bet.wallet_id !== session.wallet_id) {
        refused = 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
      } else if (bet.status === 'rolled_back') refused = 'RS_ERROR_TRANSACTION_ROLLED_BACK';
      else if (request.currency !== session.currency_code) refused = 'RS_ERROR_WRONG_CURRENCY';
      else if (request.game_code !== session.game_code) refused = 'RS_ERROR_INVALID_GAME';
      // A free round's win names its bet's reward, and a paid round's names none.
      else if ((bet.reward_uuid ?? null) !== reward) refused = 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
      // A win belongs to its bet's round: naming another would dodge that round's close.
      else if (bet.round !== request.round) refused = 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
      // A bet is paid once: a second, different win naming it (a replayed or raced round) moves nothing.
      else if (await repo.hasWin(trx, caller.providerId, bet.transaction_uuid, id)) {
        refused = 'RS_ERROR_DUPLICATE_TRANSACTION';
      }
      // And a round's wins stop at its close: a win naming another of its bets moves nothing either.
      // The round is the bet's session's, whichever of the wallet's tokens the win came with.
      else refused = await this.closedRound(trx, caller, session, request.round, bet.session_id ?? session.id);
      if (refused) return this.refuse(trx, id, request, refused, session);
      const closes = request.round_closed;
      if (reward !== null) {
        // The free spins' bonus takes the win (or forfeits it when the bonus has ended).
        const outcome = await this.freeRound(trx, caller, session, {
          kind: 'win',
          reward,
          uuid: request.transaction_uuid,
          amount,
        });
        if ('refused' in outcome) return this.refuse(trx, id, request, outcome.refused, session);
        return this.accept(trx, id, request, session, null, closes);
      }
      if (amount === 0n) return this.accept(trx, id, request, session, null, closes);
      const posted = await this.ledger.post(
        trx,
        {
          kind: 'casino_win',
          idempotencyKey: ledgerKey(caller, request.transaction_uuid),
          entries: [
            { accountId: await this.ledger.houseAccount(trx, 'house_casino', session.currency_id), amount: -amount },
            { accountId: await this.ledger.walletAccount(trx, session.wallet_id), amount },
          ],
          metadata: { ...moneyMetadata(caller, session, request), bet: request.reference_transaction_uuid },
        },
        { lockedWallets: locked },
      );
      const after = await this.told(trx, session, posted, { kind: 'win', uuid: request.transaction_uuid, amount });
      return this.accept(trx, id, request, session, after, closes);
    });
  }

  async rollback(caller: WalletCaller, request: WalletRollbackRequest): Promise<WalletAnswer> {
    const call: MoneyCall = {
      kind: 'rollback',
      fields: [request.user, request.round, request.game_code, request.reference_transaction_uuid],
      amount: null,
      referenceUuid: request.reference_transaction_uuid,
    };
    // A rollback lands on a closed round too (a stake given back late); with `round_closed` it closes it.
    const closes = request.round_closed;
    return this.apply(caller, request, call, null, async (trx, id, session, locked) => {
      // A rollback may overtake its bet: the bet's uuid is claimed as already rolled back, so the bet,
      // should it arrive, is refused. When the bet is there, the claim finds it (after it commits).
      const tombstone = await repo.claimTransaction(trx, {
        providerId: caller.providerId,
        uuid: request.reference_transaction_uuid,
        kind: 'bet',
        session: sessionRef(session),
        round: request.round,
        amount: null,
        referenceUuid: null,
        status: 'rolled_back',
        answerStatus: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
        fingerprint: NO_FINGERPRINT,
      });
      if (tombstone !== null) return this.accept(trx, id, request, session, null, closes);

      const bet = await repo.lockTransaction(trx, caller.providerId, request.reference_transaction_uuid);
      if (bet?.kind !== 'bet' || bet.wallet_id !== session.wallet_id) {
        return this.refuse(trx, id, request, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', session);
      }
      if (bet.status === 'accepted' && (await repo.hasWin(trx, caller.providerId, bet.transaction_uuid))) {
        return this.refuse(trx, id, request, 'RS_ERROR_UNKNOWN', session);
      }
      if (bet.status === 'accepted' && bet.reward_uuid !== null) {
        // A free round given back: its spin is played again.
        await repo.markRolledBack(trx, bet.id);
        await this.freeRound(trx, caller, session, {
          kind: 'rollback',
          reward: bet.reward_uuid,
          uuid: request.transaction_uuid,
          amount: 0n,
        });
        return this.accept(trx, id, request, session, null, closes);
      }
      // Nothing was taken (refused), or it was given back already: nothing to move.
      if (bet.status !== 'accepted' || !bet.amount) return this.accept(trx, id, request, session, null, closes);
      const posted = await this.ledger.post(
        trx,
        {
          kind: 'casino_rollback',
          idempotencyKey: ledgerKey(caller, request.transaction_uuid),
          entries: [
            {
              accountId: await this.ledger.houseAccount(trx, 'house_casino', session.currency_id),
              amount: -bet.amount,
            },
            { accountId: await this.ledger.walletAccount(trx, session.wallet_id), amount: bet.amount },
          ],
          metadata: { ...moneyMetadata(caller, session, request), bet: bet.transaction_uuid },
        },
        { lockedWallets: locked },
      );
      await repo.markRolledBack(trx, bet.id);
      const after = await this.told(trx, session, posted, {
        kind: 'rollback',
        uuid: request.transaction_uuid,
        betUuid: bet.transaction_uuid,
        amount: bet.amount,
      });
      return this.accept(trx, id, request, session, after, closes);
    });
  }

  /** The provider's calls as the platform recorded them, for its reconciliation. */
  async transactions(caller: WalletCaller, request: WalletTransactionsRequest): Promise<WalletTransactionsAnswer> {
    const rows = await repo.listProviderTransactions(this.db, caller.providerId, {
      from: new Date(request.from * 1000),
      to: new Date(request.to * 1000),
      afterId: BigInt(request.after_id),
      limit: request.limit,
    });
    return {
      status: 'RS_OK',
      request_uuid: request.request_uuid,
      list: rows.map((r) => ({
        id: Number(r.id),
        transaction_uuid: r.transaction_uuid,
        kind: r.kind,
        status: r.status,
        answer_status: r.answer_status,
        amount: r.amount === null ? null : Number(r.amount),
        reference_transaction_uuid: r.reference_uuid,
        round: r.round,
        created_at: Math.floor(r.created_at.getTime() / 1000),
      })),
    };
  }

  /** The token's session when it belongs to the calling provider (and to `user`, when named). */
  private async session(
    caller: WalletCaller,
    token: string,
    user: string | undefined,
    db: Database = this.db,
  ): Promise<Session | null> {
    const session = await repo.findSession(db, hashToken(token));
    return session && belongs(session, caller, user) ? session : null;
  }

  /** The session of a token seen before, as remembered, when it belongs to the caller (and to `user`). */
  private knownSession(caller: WalletCaller, token: string, user: string): KnownSession | null {
    const known = this.knownSessions.get(hashToken(token).toString('hex'));
    return known && belongs(known, caller, user) ? known : null;
  }

  /** Remembers what never changes of a session read in full, with its wallet's ledger account. */
  private async remember(token: string, session: Session): Promise<KnownSession> {
    const known: KnownSession = {
      id: session.id,
      user_id: session.user_id,
      wallet_id: session.wallet_id,
      currency_id: session.currency_id,
      currency_code: session.currency_code,
      game_id: session.game_id,
      game_code: session.game_code,
      provider_id: session.provider_id,
      wallet_kind: session.wallet_kind,
      account_id: await this.ledger.walletAccount(this.db, session.wallet_id),
    };
    this.knownSessions.set(hashToken(token).toString('hex'), known);
    return known;
  }

  /**
   * Whether a paid bet or win may be tried at once (repo.stakeAtOnce, repo.winAtOnce): it names the
   * session's currency and game, and no listener is told of money in the session's wallet. The
   * statement checks the rest; whatever it does not take is decided in full.
   */
  private takenAtOnce(known: KnownSession, request: { currency: string; game_code: string }): boolean {
    return (
      request.currency === known.currency_code &&
      request.game_code === known.game_code &&
      !this.toldOf(known.wallet_kind)
    );
  }

  private expired(session: Session): boolean {
    return session.expires_at.getTime() <= this.now();
  }

  /**
   * A round closed in a game session takes no more stakes or wins (the wallet's lock is held). A
   * round is the provider's within one session (one launch token, bound to one wallet), not within
   * the wallet: two launches of a player at one live table, from two wallets or two tabs on one,
   * each have their round closed by their own win. A bet's round is its own session's; a win's is
   * the session of the bet it names (`roundSession`).
   */
  private async closedRound(
    trx: Database,
    caller: WalletCaller,
    session: Session,
    round: string,
    roundSession: bigint = session.id,
  ): Promise<WalletStatus | null> {
    const closed = await repo.roundClosed(trx, caller.providerId, session.wallet_id, roundSession, round);
    return closed ? 'RS_ERROR_ROUND_CLOSED' : null;
  }

  private betRefusal(session: Session, request: WalletBetRequest): WalletStatus | null {
    if (this.expired(session)) return 'RS_ERROR_TOKEN_EXPIRED';
    if (session.wallet_closed) return 'RS_ERROR_USER_DISABLED';
    if (request.currency !== session.currency_code) return 'RS_ERROR_WRONG_CURRENCY';
    if (request.game_code !== session.game_code) return 'RS_ERROR_INVALID_GAME';
    return null;
  }

  /**
   * What a bet, win and rollback share: the token's session, the wallet locked before anything else,
   * and the call's uuid claimed once. A uuid seen before is answered from its stored row; a new one
   * is handed to `work` inside the same database transaction, with the wallet's lock held. A bet or
   * win tries `atOnce` first, under the same lock and before the claim: the call taken by one
   * statement, or null when that statement wrote nothing and the call is decided in full (a session
   * remembered is then read again, its expiry and the wallet's close as of the lock).
   */
  private async apply(
    caller: WalletCaller,
    request: { request_uuid: string; token: string; user: string; transaction_uuid: string; round: string },
    call: MoneyCall,
    atOnce: AtOnce | null,
    work: (trx: Database, id: bigint, session: Session, locked: Map<bigint, bigint>) => Promise<WalletAnswer>,
  ): Promise<WalletAnswer> {
    let known = this.knownSession(caller, request.token, request.user);
    let read: Session | null = null;
    if (!known) {
      read = await this.session(caller, request.token, request.user);
      if (!read) return refusal(request, 'RS_ERROR_INVALID_TOKEN');
      known = await this.remember(request.token, read);
    }
    const { wallet_id: walletId } = known;
    const print = fingerprint([call.kind, ...call.fields]);
    const decide = (tryAtOnce: AtOnce | null) =>
      this.db.transaction().execute(async (trx) => {
        const locked = new Map([[walletId, await repo.lockWallet(trx, walletId)]]);
        const taken = tryAtOnce && known ? await tryAtOnce(trx, known, print) : null;
        if (taken) return taken;
        const session = read ?? (await this.session(caller, request.token, request.user, trx));
        if (!session) return refusal(request, 'RS_ERROR_INVALID_TOKEN');
        const id = await repo.claimTransaction(trx, {
          providerId: caller.providerId,
          uuid: request.transaction_uuid,
          kind: call.kind,
          session: sessionRef(session),
          round: request.round,
          amount: call.amount,
          referenceUuid: call.referenceUuid,
          rewardUuid: call.rewardUuid ?? null,
          status: 'accepted',
          answerStatus: 'RS_OK',
          fingerprint: print,
        });
        if (id === null) return this.repeat(trx, caller, request, call.kind, print, session);
        return work(trx, id, session, locked);
      });
    if (!atOnce) return decide(null);
    try {
      return await decide(atOnce);
    } catch (error) {
      // The uuid claimed meanwhile for another wallet (its check ran under this wallet's lock only):
      // decided in full, which answers it as the repeat it is.
      if ((error as { code?: unknown } | null)?.code !== UNIQUE_VIOLATION) throw error;
      return decide(null);
    }
  }

  /** A uuid seen before: the first answer again, or a duplicate when the data differ. */
  private async repeat(
    trx: Database,
    caller: WalletCaller,
    request: { request_uuid: string; transaction_uuid: string },
    kind: MoneyCall['kind'],
    print: Buffer,
    session: Session,
  ): Promise<WalletAnswer> {
    const first = await repo.lockTransaction(trx, caller.providerId, request.transaction_uuid);
    const balance = await repo.walletBalance(trx, session.wallet_id);
    if (!first) return answer(request, 'RS_ERROR_UNKNOWN', session, balance);
    // A bet whose rollback came first.
    if (first.kind === 'bet' && first.fingerprint.length === 0 && kind === 'bet') {
      return answer(request, 'RS_ERROR_TRANSACTION_ROLLED_BACK', session, balance);
    }
    if (first.kind !== kind || !first.fingerprint.equals(print)) {
      return answer(request, 'RS_ERROR_DUPLICATE_TRANSACTION', session, balance);
    }
    return answer(request, first.answer_status as WalletStatus, session, first.balance_after ?? balance);
  }

  private async accept(
    trx: Database,
    id: bigint,
    request: { request_uuid: string },
    session: Session,
    posted: { id: bigint; walletBalances: Map<bigint, bigint> } | null,
    /** A win or rollback sent with `round_closed`: its round takes nothing more. */
    closesRound = false,
  ): Promise<WalletAnswer> {
    const balance = posted?.walletBalances.get(session.wallet_id) ?? (await repo.walletBalance(trx, session.wallet_id));
    await repo.settleTransaction(trx, id, {
      status: 'accepted',
      answerStatus: 'RS_OK',
      balanceAfter: balance,
      ledgerTransactionId: posted?.id ?? null,
      roundClosed: closesRound,
    });
    return answer(request, 'RS_OK', session, balance);
  }

  private async refuse(
    trx: Database,
    id: bigint,
    request: { request_uuid: string },
    status: WalletStatus,
    session: Session,
  ): Promise<WalletAnswer> {
    const balance = await repo.walletBalance(trx, session.wallet_id);
    await repo.settleTransaction(trx, id, { status: 'refused', answerStatus: status, balanceAfter: balance });
    return answer(request, status, session, balance);
  }
}

/** A paid bet or win tried by one statement under the wallet's lock: its answer, or null when not taken. */
type AtOnce = (trx: Database, known: KnownSession, print: Buffer) => Promise<WalletAnswer | null>;

const UNIQUE_VIOLATION = '23505';

function belongs(
  session: Pick<Session, 'provider_id' | 'user_id'>,
  caller: WalletCaller,
  user: string | undefined,
): boolean {
  return session.provider_id === caller.providerId && (user === undefined || user === String(session.user_id));
}

function atOnceCall(
  caller: WalletCaller,
  known: KnownSession,
  request: { transaction_uuid: string; round: string },
  amount: bigint,
  print: Buffer,
): repo.AtOnceCall {
  return {
    providerId: caller.providerId,
    uuid: request.transaction_uuid,
    session: sessionRef(known),
    round: request.round,
    amount,
    fingerprint: print,
  };
}

/** Posting metadata as the ledger stores it (`metadataJson`), for a posting written by the caller's statement. */
function jsonb(metadata: Record<string, unknown>) {
  return sql`${metadataJson(metadata)}::jsonb`;
}

function sessionRef(session: Pick<Session, 'id' | 'user_id' | 'wallet_id' | 'currency_id' | 'game_id'>) {
  return {
    id: session.id,
    userId: session.user_id,
    walletId: session.wallet_id,
    currencyId: session.currency_id,
    gameId: session.game_id,
  };
}

function ledgerKey(caller: WalletCaller, uuid: string) {
  return `casino:${caller.code}:${uuid}`;
}

function moneyMetadata(
  caller: WalletCaller,
  session: Pick<Session, 'id' | 'game_id'>,
  request: { transaction_uuid: string; round: string; game_code: string },
) {
  return {
    provider: caller.code,
    game: request.game_code,
    game_id: session.game_id,
    round: request.round,
    transaction: request.transaction_uuid,
    session: session.id,
  };
}

function answer(
  request: { request_uuid: string },
  status: WalletStatus,
  session: Pick<Session, 'user_id' | 'currency_code'>,
  balance: bigint,
): WalletAnswer {
  return {
    status,
    request_uuid: request.request_uuid,
    user: String(session.user_id),
    currency: session.currency_code,
    balance: Number(balance),
  };
}

function refusal(request: { request_uuid: string }, status: WalletStatus): WalletAnswer {
  return { status, request_uuid: request.request_uuid };
}
