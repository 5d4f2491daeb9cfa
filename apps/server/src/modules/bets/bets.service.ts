import { randomInt, randomUUID } from 'node:crypto';
import { BUILDER_SELECTIONS_MAX } from '@meridian/contract/bet-builder';
import {
  BET_TYPE,
  type Bet,
  type BetLoadResult,
  type BetMakeResult,
  type BetSaveResult,
  type BetSelection,
  type BetUpdateEvent,
  type BetUpdateResult,
  betMakeRequestSchema,
  betSelectionSchema,
  CHECK_ODDS,
  COUPON_CODE_ALPHABET,
  COUPON_CODE_LENGTH,
  COUPON_CODE_TTL_SECONDS,
  combinedOdds,
  type FreeBet,
  type LoadedSelection,
  type StakeLimitDetails,
  winningsOf,
} from '@meridian/contract/bets';
import type { FieldErrors } from '@meridian/contract/envelope';
import { STAKE_FACTOR_ONE } from '@meridian/contract/players';
import {
  lineCount,
  SYSTEM_MAX_SELECTIONS,
  SYSTEM_MIN_SELECTIONS,
  type SystemShape,
  systemPotentialWin,
} from '@meridian/contract/system-bets';
import type { RawBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { BoundedMap } from '../../platform/bounded-map.js';
import type { Bus } from '../../platform/bus.js';
import { AppError, unauthorized, validationFailed } from '../../platform/errors.js';
import type { BetRefusalReason, Metrics } from '../../platform/metrics.js';
import { toMinorUnits } from '../../platform/money.js';
import { publishBalances, publishUserEvent } from '../../platform/user-events.js';
import type { BuilderService } from '../builder/builder.service.js';
import { builderErrorText } from '../builder/builder.texts.js';
import { namesFor } from '../catalog/catalog.names.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { type CatalogMarket, fixtureFromRow } from '../catalog/catalog.state.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';
import type { FreeBetsService } from '../free-bets/free-bets.service.js';
import { InsufficientFundsError } from '../ledger/ledger.planning.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type WalletAccount, type WalletsService, walletServes } from '../wallets/wallets.service.js';
import { sameAsHeld, sameAsPlaced } from './bet-repeat.rules.js';
import {
  presentBet,
  presentLeg,
  presentLoaded,
  type SelectionState,
  selectionState,
  storedMarket,
} from './bets.presenter.js';
import type { NewBet } from './bets.repository.js';
import * as repo from './bets.repository.js';
import { type BetErrorKey, betErrorText } from './bets.texts.js';
import type { CashOutService } from './cash-out.service.js';
import { editLinks } from './edit-bet.repository.js';

const WEEK_S = 7 * 24 * 3600;
const CODE_ATTEMPTS = 10;

/** A `POST /bets/make` body after parsing (defaults applied). */
/** Whether a wallet has bets still in game: the wallets module asks it before closing one. */
export function hasOpenBets(db: Database, walletId: bigint): Promise<boolean> {
  return repo.hasOpenBets(db, walletId);
}

export type BetMakeInput = z.output<typeof betMakeRequestSchema>;

const storedSelections = z.array(betSelectionSchema);
const conflict = (message: string) => new AppError('Conflict', message);
const CHANGED_REPEAT =
  'This bet_uuid was sent with another stake, wallet or selections: a changed bet needs a new bet_uuid.';

/** A bet to write in a transaction: the request, its wallet and what was decided of it before. */
interface BetToWrite {
  userId: bigint;
  wallet: WalletAccount;
  request: BetMakeInput;
  betUuid: string;
  language: string;
  legs: NewBet['legs'];
  odds: number;
  isLive: boolean;
  house: bigint;
  freeBetId: bigint | null;
  amount: bigint;
}

/**
 * A new accumulator checked before its transaction (edit-bet.service.ts): what `placeWithin` needs
 * to write it with a stake known only inside that transaction.
 */
export interface PlannedBet {
  userId: bigint;
  request: BetMakeInput;
  wallet: WalletAccount;
  states: SelectionState[];
  legs: NewBet['legs'];
  house: bigint;
  factor: number;
  payoutLimit: bigint | null;
}

/** An operator set the player's stake factor to 0 (the back office's players). */
const NO_BETS = 'Bets are not accepted from this account. The maximum stake is 0.';

type Selection = Pick<BetSelection, 'id' | 'market_id' | 'outcome_id' | 'odds'>;

/** Why a player's own limits or exclusion refuse a stake (in its transaction), or null. */
export type StakeGuard = (
  db: Database,
  stake: { userId: bigint; currencyId: number; amount: bigint; cash: boolean; language: string },
) => Promise<string | null>;

/** A held live bet must be repeated within this long after its delay ends. */
export const HELD_REQUEST_GRACE_MS = 60_000;
/** An expired slip code still answers "Code is expired" for this long, then is removed. */
export const EXPIRED_CODE_KEEP_MS = 30 * 24 * 3600 * 1000;
/** Wallets whose owner, currency and ledger account are remembered (the oldest are forgotten first). */
const KNOWN_WALLETS = 50_000;

/**
 * Bets of 001 §3/§4: slip refresh, placing (with the live delay), shared slips and the history.
 * A stake moves through the ledger in the transaction that inserts the bet; `bet_uuid` is unique,
 * so however often (or concurrently) one is sent it makes one bet and one debit.
 */
export class BetsService {
  private readonly knownWallets = new BoundedMap<bigint, { userId: bigint; accountId: bigint; currencyId: number }>(
    KNOWN_WALLETS,
  );

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly wallets: WalletsService,
    private readonly catalog: CatalogService,
    private readonly settings: SettingsService,
    private readonly dictionaries: DictionariesService,
    private readonly bus: Bus,
    private readonly liveDelayS: number,
    private readonly freeBets: FreeBetsService,
    private readonly metrics: Pick<Metrics, 'betPlaced' | 'betRefused'>,
  ) {}

  private stakeGuard: StakeGuard | null = null;

  /** The player's own limits and exclusions, checked in each bet's transaction with its wallet locked. */
  useStakeGuard(guard: StakeGuard): void {
    this.stakeGuard = guard;
  }

  private betPlaced: ((legs: Array<{ matchId: number; marketId: number }>) => void) | null = null;

  /** Told the markets of every bet placed, after it is: the trading desk's liability limits. */
  useBetPlaced(hook: (legs: Array<{ matchId: number; marketId: number }>) => void): void {
    this.betPlaced = hook;
  }

  private liveDelayOf: (sportIds: readonly number[]) => Promise<number> = async () => this.liveDelayS;

  /** The live delay of a bet's live legs' sports (the trading desk's per sport, else the default). */
  useLiveDelays(delayOf: (sportIds: readonly number[]) => Promise<number>): void {
    this.liveDelayOf = delayOf;
  }

  private stakeFactorOf: (userId: bigint) => Promise<number> = async () => STAKE_FACTOR_ONE;

  /** The operator's factor on a player's largest stake, in basis points (the back office's players). */
  useStakeFactor(factorOf: (userId: bigint) => Promise<number>): void {
    this.stakeFactorOf = factorOf;
  }

  private payoutLimitOf: (currencyId: number) => Promise<bigint | null> = async () => null;

  private builder: Pick<BuilderService, 'price'> | null = null;

  /** The bet builder's prices: a builder (bet_type 4) is placed at its price at that moment. */
  useBuilder(builder: Pick<BuilderService, 'price'>): void {
    this.builder = builder;
  }

  private cashOut: Pick<CashOutService, 'forBets'> | null = null;

  /** Each open bet's cash-out offer and the cash-outs done, for the history. */
  useCashOut(cashOut: Pick<CashOutService, 'forBets'>): void {
    this.cashOut = cashOut;
  }

  /** The trading desk's largest payout of one bet in a currency (minor units; null: none). */
  usePayoutLimit(limitOf: (currencyId: number) => Promise<bigint | null>): void {
    this.payoutLimitOf = limitOf;
  }

  /**
   * Stake limits of a currency in minor units, from the site's `bets` settings; the maximum times the
   * player's stake factor (basis points), rounded down.
   */
  limits(currencyId: number, factorBp = STAKE_FACTOR_ONE): { min: bigint; max: bigint; scale: number } {
    const scale = this.dictionaries.currency(currencyId)?.scale ?? 2;
    const { amount_min, amount_max } = this.settings.site.bets;
    const max = (BigInt(toMinorUnits(amount_max, scale)) * BigInt(factorBp)) / BigInt(STAKE_FACTOR_ONE);
    return { min: BigInt(toMinorUnits(amount_min, scale)), max, scale };
  }

  /** Every selection against the catalog now, in the order sent. */
  states(selections: readonly Selection[], nowMs = Date.now()): SelectionState[] {
    const nowSeconds = Math.floor(nowMs / 1000);
    // A catalog that may have missed feed batches prices nothing: every selection shows suspended.
    const suspended = this.catalog.stale;
    return selections.map((s) => selectionState(this.catalog.get(s.id), s, nowSeconds, suspended));
  }

  /** The current state of the selections still offered (gone ones are left out). */
  events(selections: readonly Selection[]): BetUpdateEvent[] {
    return this.states(selections).flatMap((s) => (s.kind === 'deleted' ? [] : [s.event]));
  }

  /**
   * `POST /bets/update`: fresh odds for the slip and the largest stake now. With `account_id` (the
   * signed-in player's own wallet) the maximum is lowered to the wallet's balance, and the player's
   * free bets usable in the wallet's currency are offered (a visitor gets none). The selections
   * come with their names in `language`, so a slip follows a language switch.
   */
  async update(
    userId: bigint | null,
    request: { events: Selection[]; account_id?: number | undefined; currency_id?: number | undefined },
    defaultCurrencyId: number,
    language: string,
    nowMs = Date.now(),
  ): Promise<BetUpdateResult> {
    let amountMax: bigint;
    let freeBets: FreeBet[] = [];
    let wallet: WalletAccount | null = null;
    const factor = userId === null ? STAKE_FACTOR_ONE : await this.stakeFactorOf(userId);
    if (request.account_id !== undefined) {
      if (userId === null) throw unauthorized();
      wallet = await this.wallets.account(this.db, userId, BigInt(request.account_id));
      amountMax = this.limits(wallet.currencyId, factor).max;
      if (wallet.balance < amountMax) amountMax = wallet.balance;
      freeBets = await this.freeBets.usable(userId, wallet.currencyId);
    } else {
      const currencyId = request.currency_id ?? defaultCurrencyId;
      if (!this.dictionaries.currency(currencyId)) {
        throw validationFailed({ currency_id: ['The selected currency is invalid.'] });
      }
      amountMax = this.limits(currencyId, factor).max;
    }
    if (request.events.length > 0) {
      const currencyId = wallet?.currencyId ?? request.currency_id ?? defaultCurrencyId;
      const payoutMax = stakeForPayout(
        await this.payoutLimitOf(currencyId),
        combinedOdds(this.slipLegOdds(request.events, nowMs)),
      );
      if (payoutMax !== null && payoutMax < amountMax) amountMax = payoutMax;
    }
    return { amount_max: Number(amountMax), free_bets: freeBets, events: this.named(request.events, language, nowMs) };
  }

  /**
   * `POST /bets/make`. Checks the request, then the selections against the catalog; a live bet is
   * held for the live delay first. A refusal (odds changed, event closed or deleted) answers the
   * reason and the current selections and writes nothing.
   */
  async make(userId: bigint, request: BetMakeInput, language: string, nowMs = Date.now()): Promise<BetMakeResult> {
    const betUuid = request.bet_uuid ?? randomUUID();
    const { bet, held } = await repo.findPlacedOrHeld(this.db, betUuid);
    if (bet) return this.placedAnswer(userId, betUuid, bet, request);
    if (held) {
      if (held.user_id !== userId) throw conflict('This bet_uuid belongs to another bet.');
      const original = betMakeRequestSchema.parse({ ...held.request, bet_uuid: betUuid });
      if (!sameAsHeld(original, request)) throw conflict(CHANGED_REPEAT);
      const waitMs = held.accept_after.getTime() - nowMs;
      if (waitMs > 0) return this.waiting(betUuid, Math.ceil(waitMs / 1000), request.events);
      // The delay is over: the request as first sent is decided against the catalog now.
      const wallet = await this.checkRequest(userId, original, language);
      return this.decide(userId, wallet, original, betUuid, language, true);
    }
    // Neither placed nor held (one snapshot: a concurrent repeat placing a held bet shows either).

    const wallet = await this.checkRequest(userId, request, language);
    const states = this.states(request.events, nowMs);
    const liveSports = states.flatMap((s) =>
      s.kind !== 'deleted' && s.event.is_live ? [s.match.fixture.sport_id] : [],
    );
    const delayS = liveSports.length === 0 ? 0 : await this.liveDelayOf(liveSports);
    if (delayS === 0) return this.decide(userId, wallet, request, betUuid, language, false);

    const refusal = refusalOf(legRule(request), states);
    if (refusal) return this.refused(betUuid, refusal, language, request.events);
    // A builder is priced now as well, so one without a price is not held; the price that counts is
    // the one after the delay.
    const builder = isBuilder(request) ? await this.priceBuilder(request, language) : null;
    if (builder && 'refusal' in builder) return this.builderRefused(betUuid, builder, request.events);
    if (request.free_bet_id == null && BigInt(request.amount) > wallet.balance) {
      this.metrics.betRefused('insufficient_funds');
      throw validationFailed({ amount: ['Insufficient funds'] });
    }
    await this.checkPayout(
      wallet,
      request,
      builder ? [Math.max(builder.odds, request.builder_odds ?? 0)] : this.slipLegOdds(request.events, nowMs),
    );
    const { bet_uuid: _uuid, ...body } = request;
    await repo.insertRequest(this.db, betUuid, userId, body, new Date(nowMs + delayS * 1000));
    return this.waiting(betUuid, delayS, request.events);
  }

  /**
   * `POST /bets/make` for the common bet, in one statement and no transaction of its own: a paid bet
   * on a wallet bet on before, that passes every check and is not held for the live delay. The
   * statement checks the player's session (`session.condition`, the full guard's check), locks the
   * wallet, inserts the bet when the wallet is still the player's and open, the balance covers the
   * stake and no bet or held request has the bet_uuid, and posts the stake. Answers null when it
   * wrote nothing or was not tried: the caller then runs the full guard and `make`, which give a
   * repeated bet_uuid, a refusal, a short balance or an ended session their usual answers.
   */
  async placeAtOnce(
    session: { userId: bigint; condition: RawBuilder<boolean> },
    request: BetMakeInput,
    language: string,
    nowMs = Date.now(),
  ): Promise<BetMakeResult | null> {
    // A free bet, a system and a builder take the full path (a system's payout is its lines', a
    // builder's price is the feed's).
    if (request.free_bet_id != null || request.bet_type === BET_TYPE.system || isBuilder(request)) return null;
    const { userId } = session;
    const betUuid = request.bet_uuid ?? randomUUID();
    const wallet = this.knownWallets.get(BigInt(request.account_id));
    if (!wallet || wallet.userId !== userId) return null;
    if (Object.keys(this.requestErrors(request, wallet.currencyId, language)).length > 0) return null;
    const states = this.states(request.events, nowMs);
    if (refusalOf(request, states)) return null;
    const legs = openLegs(states);
    // A live bet may be held for its sports' delay: the full path asks for it.
    if (legs.some((l) => l.isLive)) return null;
    const walletId = BigInt(request.account_id);
    const amount = BigInt(request.amount);
    const house = await this.ledger.houseAccount(this.db, 'house_betting', wallet.currencyId);
    const stake = await this.ledger.postingCtes(
      this.db,
      {
        kind: 'bet_stake',
        idempotencyKey: `bet:${betUuid}:stake`,
        entries: [
          { accountId: wallet.accountId, amount: -amount },
          { accountId: house, amount },
        ],
      },
      repo.PLACED_BET,
      repo.placedBetMetadata(betUuid),
    );
    const placed = await repo.placeBet(
      this.db,
      {
        betUuid,
        userId,
        walletId,
        currencyId: wallet.currencyId,
        type: request.bet_type,
        amount,
        odds: combinedOdds(legs.map((l) => l.odds)),
        isLive: legs.some((l) => l.isLive),
        legs,
      },
      session.condition,
      stake,
    );
    if (!placed) return null;
    const balances = new Map([[walletId, placed.balance]]);
    return this.accepted(userId, wallet.currencyId, amount, walletId, placed.betId, balances, betUuid, states);
  }

  /**
   * Removes held live bets and cash-out requests not repeated within HELD_REQUEST_GRACE_MS of the end
   * of their delay (a later repeat is taken as a new one) and slip codes expired for EXPIRED_CODE_KEEP_MS.
   */
  purgeExpired(nowMs = Date.now()): Promise<{ requests: number; codes: number; cashOuts: number }> {
    return repo.purgeExpired(this.db, new Date(nowMs - HELD_REQUEST_GRACE_MS), new Date(nowMs - EXPIRED_CODE_KEEP_MS));
  }

  /** `POST /bets/save`: the selections under a fresh code, loadable until it expires. */
  async save(userId: bigint, selections: BetSelection[], nowMs = Date.now()): Promise<BetSaveResult> {
    const events = selections.map((s) => ({
      id: s.id,
      is_live: s.is_live,
      market_id: s.market_id,
      outcome_id: s.outcome_id,
      odds: s.odds,
    }));
    const expiresAt = new Date(nowMs + COUPON_CODE_TTL_SECONDS * 1000);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newSlipCode();
      if (await repo.insertSlipCode(this.db, code, userId, events, expiresAt))
        return { coupon_code: code, error: null };
    }
    throw new Error('no free bet slip code after several attempts');
  }

  /** `GET /bets/load`: a shared slip's selections still offered, with current names and odds. */
  async load(code: string, language: string, nowMs = Date.now()): Promise<BetLoadResult> {
    const row = await repo.findSlipCode(this.db, code.trim().toUpperCase());
    if (!row) return { events: [], error: betErrorText('codeNotFound', language) };
    if (row.expires_at.getTime() <= nowMs) return { events: [], error: betErrorText('codeExpired', language) };
    const parsed = storedSelections.safeParse(row.events);
    const selections = parsed.success ? parsed.data : [];
    return { events: this.named(selections, language, nowMs), error: null };
  }

  /** The selections still offered, named in the language (the slip shows these names). */
  private named(selections: readonly Selection[], language: string, nowMs: number): LoadedSelection[] {
    const names = namesFor(language);
    return this.states(selections, nowMs).flatMap((s) =>
      s.kind === 'deleted' ? [] : [presentLoaded(s, names, this.catalog.lookups)],
    );
  }

  /** The player's latest bets of any kind, as stored, for the back office's player page. */
  latestBets(userId: bigint, limit: number) {
    const none = { isLive: null, type: null, status: null, walletId: null, betId: null, lastId: null };
    return repo.listBets(this.db, { userId, ...none, from: null, to: null, limit });
  }

  /**
   * `GET /bets/history`: the caller's own bets only, newest first. A wallet of another player is
   * unknown (404); a `coupon_id` of another player's bet lists nothing.
   */
  async history(
    userId: bigint,
    query: {
      feed_type: 'all' | 'line' | 'live';
      bet_type?: number | undefined;
      status?: number | undefined;
      account_id?: number | undefined;
      coupon_id?: number | undefined;
      limit: number;
      last_id?: number | undefined;
      from?: number | undefined;
      to?: number | undefined;
    },
    language: string,
    nowS = Math.floor(Date.now() / 1000),
  ): Promise<Bet[]> {
    const walletId =
      query.account_id === undefined
        ? null
        : (await this.wallets.account(this.db, userId, BigInt(query.account_id))).walletId;
    // One coupon is read whenever it was placed; lists default to the last 7 days.
    const one = query.coupon_id !== undefined;
    const to = query.to ?? (one ? null : nowS);
    const from = query.from ?? (one || to === null ? null : to - WEEK_S);
    const rows = await repo.listBets(this.db, {
      userId,
      isLive: query.feed_type === 'all' ? null : query.feed_type === 'live',
      type: query.bet_type ?? null,
      status: query.status ?? null,
      walletId,
      betId: one ? BigInt(query.coupon_id as number) : null,
      lastId: query.last_id === undefined ? null : BigInt(query.last_id),
      from: from === null ? null : new Date(from * 1000),
      to: to === null ? null : new Date(to * 1000 + 999),
      limit: query.limit,
    });
    const legs = await repo.listLegs(
      this.db,
      rows.map((r) => r.id),
    );
    const names = namesFor(language);

    // Names come from the catalog while a match is held, else from the stored sports tables.
    const missingMatches = new Set<number>();
    const missingMarkets: { matchId: number; marketId: number }[] = [];
    for (const leg of legs) {
      const match = this.catalog.get(leg.match_id);
      if (!match) missingMatches.add(leg.match_id);
      if (!match?.markets.get(leg.market_id)) missingMarkets.push({ matchId: leg.match_id, marketId: leg.market_id });
    }
    const storedMatches = new Map(
      (await repo.listStoredMatches(this.db, [...missingMatches])).map((m) => [m.id, fixtureFromRow(m)]),
    );
    const storedMarkets = new Map<string, CatalogMarket>(
      (await repo.listStoredMarkets(this.db, missingMarkets)).map((m) => [`${m.match_id}:${m.id}`, storedMarket(m)]),
    );
    const byBet = new Map<bigint, ReturnType<typeof presentLeg>[]>();
    for (const leg of legs) {
      const match = this.catalog.get(leg.match_id);
      const fixture = match?.fixture ?? storedMatches.get(leg.match_id);
      const market = match?.markets.get(leg.market_id) ?? storedMarkets.get(`${leg.match_id}:${leg.market_id}`);
      const list = byBet.get(leg.bet_id) ?? [];
      list.push(presentLeg(leg, fixture, market, names, this.catalog.lookups));
      byBet.set(leg.bet_id, list);
    }
    const cashOuts = (await this.cashOut?.forBets(rows, legs)) ?? new Map();
    const edits = await editLinks(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => presentBet(row, byBet.get(row.id) ?? [], cashOuts.get(row.id), edits.get(row.id)));
  }

  /**
   * Refuses a malformed bet with field errors (422): the slip's shape, the wallet (the player's own
   * open one) and the stake limits. The balance is checked by the ledger when the stake is posted.
   */
  private async checkRequest(userId: bigint, request: BetMakeInput, language: string): Promise<WalletAccount> {
    let wallet: WalletAccount | null = null;
    try {
      wallet = await this.wallets.account(this.db, userId, BigInt(request.account_id));
      this.rememberWallet(userId, wallet);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NotFound') throw error;
    }
    const factor = await this.stakeFactorOf(userId);
    const errors = this.requestErrors(request, wallet?.currencyId ?? null, language, factor);
    if (!wallet) errors.account_id = ['The wallet is not available.'];
    else if (!walletServes(wallet.kind, 'sport'))
      errors.account_id = ['A casino bonus balance cannot stake sports bets.'];
    else if (request.free_bet_id != null) await this.checkFreeBet(userId, request, wallet.currencyId, errors);
    // A factor of 0 stops the player betting: free bets too.
    if (factor === 0) errors.amount = [NO_BETS];
    if (Object.keys(errors).length > 0 || !wallet) {
      this.metrics.betRefused('invalid');
      throw new AppError(
        'ValidationError',
        'The given data was invalid.',
        errors,
        this.largerStake(request, wallet, factor),
      );
    }
    return wallet;
  }

  /** A paid stake above the player's maximum is answered with the largest one accepted (the slip offers it). */
  private largerStake(request: BetMakeInput, wallet: WalletAccount | null, factor: number): StakeLimitDetails | null {
    if (!wallet || request.free_bet_id != null || factor === 0) return null;
    const { max } = this.limits(wallet.currencyId, factor);
    if (BigInt(request.amount) <= max) return null;
    return { kind: 'stake_limit', amount_max: Number(smaller(wallet.balance, max)) };
  }

  /**
   * Refuses a bet that would pay more than the trading desk's largest payout of a bet in its currency
   * (422 on `amount`, with the largest stake that fits at `odds`). A free bet pays its winnings less
   * its stake, and its stake is fixed: it is refused on `free_bet_id`.
   */
  private async checkPayout(
    wallet: WalletAccount,
    request: BetMakeInput,
    legOdds: readonly number[],
    known?: bigint | null,
  ): Promise<void> {
    const limit = known === undefined ? await this.payoutLimitOf(wallet.currencyId) : known;
    if (limit === null) return;
    const amount = BigInt(request.amount);
    const free = request.free_bet_id != null;
    const system = systemShapeOf(request);
    const odds = combinedOdds(legOdds);
    const payout = system
      ? systemPotentialWin(system, legOdds, amount / BigInt(lineCount(system)))
      : BigInt(winningsOf(request.amount, odds)) - (free ? amount : 0n);
    if (payout <= limit) return;
    this.metrics.betRefused('payout_limit');
    const scale = this.limits(wallet.currencyId).scale;
    if (free) {
      throw validationFailed({
        free_bet_id: [`This free bet would pay more than the largest payout of a bet, ${major(limit, scale)}.`],
      });
    }
    // A system's payout grows with its stake line by line: the largest whole stake is its share.
    const lines = system ? BigInt(lineCount(system)) : 1n;
    const fits = system ? ((limit * amount) / payout / lines) * lines : (stakeForPayout(limit, odds) ?? 0n);
    const offered = smaller(wallet.balance, fits);
    const text = `The largest payout of a bet is ${major(limit, scale)}: the largest stake at these odds is ${major(fits, scale)}.`;
    throw new AppError(
      'ValidationError',
      text,
      { amount: [text] },
      { kind: 'stake_limit', amount_max: Number(offered) },
    );
  }

  /** A slip's legs' odds for its payout: each at the higher of the odds sent and the catalog's now. */
  private slipLegOdds(selections: readonly Selection[], nowMs: number): number[] {
    const states = this.states(selections, nowMs);
    return selections.map((selection, i) => {
      const state = states[i];
      return state && state.kind !== 'deleted' && state.event.odds > selection.odds ? state.event.odds : selection.odds;
    });
  }

  /**
   * A free bet must be the player's own, usable now and in the wallet's currency, and `amount` must
   * be its stake; the stake limits do not apply to it.
   */
  private async checkFreeBet(
    userId: bigint,
    request: BetMakeInput,
    currencyId: number,
    errors: FieldErrors,
  ): Promise<void> {
    delete errors.amount;
    const freeBet = await this.freeBets.find(userId, BigInt(request.free_bet_id as number));
    if (!freeBet || freeBet.currency_id !== currencyId) {
      errors.free_bet_id = ['The free bet is not available.'];
    } else if (BigInt(request.amount) !== freeBet.amount) {
      errors.amount = [`The stake of this free bet is ${major(freeBet.amount, this.limits(currencyId).scale)}.`];
    }
  }

  /** The slip's shape and the stake limits of the wallet's currency (null: unknown wallet). */
  private requestErrors(
    request: BetMakeInput,
    currencyId: number | null,
    language: string,
    factorBp = STAKE_FACTOR_ONE,
  ): FieldErrors {
    const errors: FieldErrors = {};
    const count = request.events.length;
    const maxSize = this.settings.site.bets.coupon_max_size;
    if (isBuilder(request)) {
      if (count < 2 || count > BUILDER_SELECTIONS_MAX) {
        errors.events = [`A bet builder holds 2 to ${BUILDER_SELECTIONS_MAX} selections.`];
      } else if (new Set(request.events.map((e) => e.id)).size !== 1) {
        errors.events = ['The selections of a bet builder are of one match.'];
      }
      if (request.builder_odds === undefined) errors.builder_odds = ['A bet builder sends the odds it was shown.'];
    } else if (request.bet_type === BET_TYPE.single && count !== 1) {
      errors.events = ['A single bet holds exactly one selection.'];
    } else if (request.bet_type === BET_TYPE.accumulator && count < 2) {
      errors.events = ['An accumulator holds two selections or more.'];
    } else if (new Set(request.events.map((e) => e.id)).size !== count) {
      errors.events = [betErrorText('sameMatchTwice', language)];
    } else if (count > maxSize) {
      errors.events = [`The limit is ${maxSize} events`];
    }
    if (!isBuilder(request) && request.builder_odds !== undefined) {
      errors.builder_odds = ['Only a bet builder (bet_type 4) sends builder_odds.'];
    }
    const system = this.systemErrors(request, errors);
    if (currencyId !== null) {
      const { min, max, scale } = this.limits(currencyId, factorBp);
      const amount = BigInt(request.amount);
      // A system's smallest stake is per line, its largest the whole stake's, as a bet's.
      const lines = system ? BigInt(lineCount(system)) : 1n;
      if (amount % lines !== 0n) {
        errors.amount = [`A system stakes the same on each of its ${lines} lines: a multiple of ${lines} minor units.`];
      } else if (amount / lines < min) {
        errors.amount = [
          system ? `The minimum stake per line is ${major(min, scale)}.` : `The minimum stake is ${major(min, scale)}.`,
        ];
      } else if (amount > max) errors.amount = [`The maximum stake is ${major(max, scale)}.`];
    }
    return errors;
  }

  /**
   * A system's own checks (3 to 8 selections, sizes from 1 to their number, no free bet), added to
   * `errors`; answers its shape when it is one that can be placed. Only a system names sizes.
   */
  private systemErrors(request: BetMakeInput, errors: FieldErrors): SystemShape | null {
    if (request.bet_type !== BET_TYPE.system) {
      if (request.system) errors.system = ['Only a system (bet_type 3) names combination sizes.'];
      return null;
    }
    const count = request.events.length;
    if (count < SYSTEM_MIN_SELECTIONS || count > SYSTEM_MAX_SELECTIONS) {
      errors.events ??= [`A system holds ${SYSTEM_MIN_SELECTIONS} to ${SYSTEM_MAX_SELECTIONS} selections.`];
      return null;
    }
    const sizes = request.system?.sizes ?? [];
    if (sizes.length === 0 || new Set(sizes).size !== sizes.length || sizes.some((size) => size > count)) {
      errors.system = [`A system names different combination sizes from 1 to its ${count} selections.`];
      return null;
    }
    if (request.free_bet_id != null) errors.free_bet_id = ['A free bet stakes a single or an accumulator.'];
    return systemShapeOf(request);
  }

  /**
   * Checks a bet of `request` as `POST /bets/make` does, before a transaction that will place it
   * (edit-bet.service.ts): its shape, wallet and stake limits (422), then its selections against the
   * catalog now. Answers the plan, or the refusal's text when a selection is refused.
   */
  async plan(
    userId: bigint,
    request: BetMakeInput,
    language: string,
    nowMs = Date.now(),
  ): Promise<PlannedBet | { refusal: string }> {
    const wallet = await this.checkRequest(userId, request, language);
    const states = this.states(request.events, nowMs);
    const refusal = refusalOf(request, states);
    if (refusal) {
      this.metrics.betRefused(REFUSAL_REASONS[refusal]);
      return { refusal: betErrorText(refusal, language) };
    }
    const legs = openLegs(states);
    const payoutLimit = await this.payoutLimitOf(wallet.currencyId);
    await this.checkPayout(
      wallet,
      request,
      legs.map((l) => l.odds),
      payoutLimit,
    );
    const house = await this.ledger.houseAccount(this.db, 'house_betting', wallet.currencyId);
    const factor = await this.stakeFactorOf(userId);
    return { userId, request, wallet, states, legs, house, factor, payoutLimit };
  }

  /**
   * Places a planned bet with the stake `amount` in the caller's transaction, by the rules of
   * `POST /bets/make`: the stake limits and the largest payout at that stake (422), the player's own
   * limits, the balance. A refusal is thrown, so the caller's transaction writes nothing.
   */
  async placeWithin(
    trx: Database,
    planned: PlannedBet,
    amount: bigint,
    betUuid: string,
    language: string,
  ): Promise<{ betId: bigint; balances: Map<bigint, bigint> }> {
    const { userId, wallet, legs, house } = planned;
    const request = { ...planned.request, amount: Number(amount) };
    const errors = this.requestErrors(request, wallet.currencyId, language, planned.factor);
    if (Object.keys(errors).length > 0) {
      this.metrics.betRefused('invalid');
      throw new AppError('ValidationError', 'The given data was invalid.', errors);
    }
    const legOdds = legs.map((l) => l.odds);
    await this.checkPayout(wallet, request, legOdds, planned.payoutLimit);
    const odds = combinedOdds(legOdds);
    const isLive = legs.some((l) => l.isLive);
    const bet = { userId, wallet, request, betUuid, language, legs, odds, isLive, house, freeBetId: null, amount };
    const written = await this.writeBet(trx, bet);
    if (!written) throw conflict('This bet is placed already.');
    return written;
  }

  /** Remembers what never changes of a player's wallet (its owner, currency and ledger account). */
  private rememberWallet(userId: bigint, wallet: WalletAccount): void {
    this.knownWallets.set(wallet.walletId, { userId, accountId: wallet.accountId, currencyId: wallet.currencyId });
  }

  /**
   * Decides a bet against the catalog now: refuses it, or places it in one transaction. `held`: the
   * request waited out the live delay (a refusal removes it; placing always does).
   */
  private async decide(
    userId: bigint,
    wallet: WalletAccount,
    request: BetMakeInput,
    betUuid: string,
    language: string,
    held: boolean,
  ): Promise<BetMakeResult> {
    const states = this.states(request.events);
    const refusal = refusalOf(legRule(request), states);
    if (refusal) {
      if (held) await repo.deleteRequest(this.db, betUuid);
      return this.refused(betUuid, refusal, language, request.events);
    }
    // A builder takes its price now: its parts' own odds are shown on its legs, not multiplied.
    const builder = isBuilder(request) ? await this.priceBuilder(request, language) : null;
    if (builder && 'refusal' in builder) {
      if (held) await repo.deleteRequest(this.db, betUuid);
      return this.builderRefused(betUuid, builder, request.events);
    }
    const legs = openLegs(states);
    const amount = BigInt(request.amount);
    const legOdds = builder ? [builder.odds] : legs.map((l) => l.odds);
    const odds = combinedOdds(legOdds);
    try {
      await this.checkPayout(wallet, request, legOdds);
    } catch (error) {
      if (held) await repo.deleteRequest(this.db, betUuid);
      throw error;
    }
    const isLive = legs.some((l) => l.isLive);
    const house = await this.ledger.houseAccount(this.db, 'house_betting', wallet.currencyId);
    const freeBetId = request.free_bet_id == null ? null : BigInt(request.free_bet_id);
    const result = await this.placeInTransaction((trx) =>
      this.writeBet(trx, { userId, wallet, request, betUuid, language, legs, odds, isLive, house, freeBetId, amount }),
    );
    if (!result) {
      // A concurrent call of the same bet_uuid placed it first: answer that bet.
      const bet = await repo.findBetByUuid(this.db, betUuid);
      if (bet) return this.placedAnswer(userId, betUuid, bet, request);
      throw conflict('The bet is being placed.');
    }
    return this.accepted(
      userId,
      wallet.currencyId,
      amount,
      wallet.walletId,
      result.betId,
      result.balances,
      betUuid,
      states,
    );
  }

  /**
   * Writes a bet in the caller's transaction: the bet and its legs under the wallet's lock, the
   * player's own limits, and its stake (from the wallet, or a free bet). Null when a bet of the
   * bet_uuid exists; a refusal is thrown, so the transaction writes nothing.
   */
  private async writeBet(
    trx: Database,
    bet: BetToWrite,
  ): Promise<{ betId: bigint; balances: Map<bigint, bigint> } | null> {
    const { userId, wallet, request, betUuid, language, legs, odds, isLive, house, freeBetId, amount } = bet;
    // The wallet's lock first, as the ledger takes it (insertBet takes it before the bet's foreign
    // key takes a weaker one); the ledger posts with this lock and balance instead of locking again.
    const { betId, balance } = await repo.insertBet(trx, {
      betUuid,
      userId,
      walletId: wallet.walletId,
      currencyId: wallet.currencyId,
      type: request.bet_type,
      amount,
      odds,
      isLive,
      legs,
      freeBetId,
      systemSizes: systemShapeOf(request)?.sizes ?? null,
    });
    if (betId === null) return null;
    const refusal = await this.stakeGuard?.(trx, {
      userId,
      currencyId: wallet.currencyId,
      amount,
      cash: freeBetId === null && wallet.kind === 'cash',
      language,
    });
    // Thrown inside the transaction: the bet just written is rolled back with it.
    if (refusal) {
      this.metrics.betRefused('player_limits');
      throw validationFailed({ amount: [refusal] }, refusal);
    }
    if (freeBetId !== null) {
      // Taken exactly once: a concurrent use of the free bet waited on the wallet's lock and finds
      // it used (its bet is rolled back). The bonus account funds the stake, not the wallet.
      const use = { freeBetId, userId, currencyId: wallet.currencyId, amount, betId };
      if (!(await this.freeBets.take(trx, use))) {
        this.metrics.betRefused('invalid');
        throw validationFailed({ free_bet_id: ['The free bet is not available.'] });
      }
      const bonus = await this.ledger.houseAccount(trx, 'house_bonus', wallet.currencyId);
      await this.ledger.post(trx, {
        kind: 'bet_stake',
        idempotencyKey: `bet:${betUuid}:stake`,
        entries: [
          { accountId: bonus, amount: -amount },
          { accountId: house, amount },
        ],
        metadata: { bet_id: betId, bet_uuid: betUuid, free_bet_id: freeBetId },
      });
      return { betId, balances: new Map<bigint, bigint>() };
    }
    const posted = await this.ledger.post(
      trx,
      {
        kind: 'bet_stake',
        idempotencyKey: `bet:${betUuid}:stake`,
        entries: [
          { accountId: wallet.accountId, amount: -amount },
          { accountId: house, amount },
        ],
        metadata: { bet_id: betId, bet_uuid: betUuid },
      },
      { lockedWallets: new Map([[wallet.walletId, balance]]) },
    );
    return { betId, balances: posted.walletBalances };
  }

  /** Runs a bet's transaction; a balance short of the stake, found by the ledger inside it, is counted. */
  private async placeInTransaction<T>(work: (trx: Database) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (error) {
      if (error instanceof InsufficientFundsError) this.metrics.betRefused('insufficient_funds');
      throw error;
    }
  }

  /** Tells the player's sockets of a placed bet and its wallet's balance, and answers the bet. */
  accepted(
    userId: bigint,
    currencyId: number,
    stake: bigint,
    walletId: bigint,
    betId: bigint,
    balances: ReadonlyMap<bigint, bigint>,
    betUuid: string,
    states: readonly SelectionState[],
  ): BetMakeResult {
    this.metrics.betPlaced(this.dictionaries.currency(currencyId)?.code ?? 'unknown', stake);
    publishBalances(this.bus, userId, balances);
    publishUserEvent(this.bus, userId, { kind: 'bet_accepted', account_id: Number(walletId), bet_id: Number(betId) });
    this.betPlaced?.(
      states.flatMap((s) => (s.kind === 'deleted' ? [] : [{ matchId: s.match.id, marketId: s.market.id }])),
    );
    return {
      wait_time: 0,
      bet_uuid: betUuid,
      error: null,
      bet_id: Number(betId),
      events: states.flatMap((s) => (s.kind === 'deleted' ? [] : [s.event])),
    };
  }

  /**
   * The answer for a bet_uuid already placed: that bet again for a repeat of it; a bet_uuid of
   * another player's bet, or a repeat asking for another stake, wallet or selections, is refused.
   */
  private async placedAnswer(
    userId: bigint,
    betUuid: string,
    bet: { id: bigint; user_id: bigint },
    request: BetMakeInput,
  ): Promise<BetMakeResult> {
    if (bet.user_id !== userId) throw conflict('This bet_uuid belongs to another bet.');
    if (!sameAsPlaced(await repo.findBetTerms(this.db, bet.id), request)) throw conflict(CHANGED_REPEAT);
    return {
      wait_time: 0,
      bet_uuid: betUuid,
      error: null,
      bet_id: Number(bet.id),
      events: this.events(request.events),
    };
  }

  private waiting(betUuid: string, seconds: number, selections: Selection[]): BetMakeResult {
    return { wait_time: seconds, bet_uuid: betUuid, error: null, bet_id: null, events: this.events(selections) };
  }

  /**
   * A builder's price now from the bet builder (its parts open in the catalog were checked before),
   * or why it is refused: the builder's own reason (no price, `error` its text in the language), or
   * its price moved from `builder_odds` in a way `check_odds` does not accept.
   */
  private async priceBuilder(
    request: BetMakeInput,
    language: string,
  ): Promise<{ odds: number } | { refusal: BetRefusalReason; error: string }> {
    const [first] = request.events;
    const selections = request.events.map((e) => ({ market_id: e.market_id, outcome_id: e.outcome_id }));
    // A match gone since its parts were checked has no price, as one the builder does not take.
    const answer =
      this.builder && first
        ? await this.builder.price({ match_id: first.id, selections }, language).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'NotFound') return null;
            throw error;
          })
        : null;
    if (answer?.odds == null) {
      return { refusal: 'builder_refused', error: answer?.error ?? builderErrorText('unavailable', language) };
    }
    const sent = request.builder_odds ?? 0;
    if (
      (request.check_odds === CHECK_ODDS.exact && answer.odds !== sent) ||
      (request.check_odds === CHECK_ODDS.acceptRaise && answer.odds < sent)
    ) {
      return { refusal: REFUSAL_REASONS.oddsChanged, error: betErrorText('oddsChanged', language) };
    }
    return { odds: answer.odds };
  }

  private builderRefused(
    betUuid: string,
    refused: { refusal: BetRefusalReason; error: string },
    selections: Selection[],
  ): BetMakeResult {
    this.metrics.betRefused(refused.refusal);
    return { wait_time: 0, bet_uuid: betUuid, error: refused.error, bet_id: null, events: this.events(selections) };
  }

  private refused(betUuid: string, key: RefusalKey, language: string, selections: Selection[]): BetMakeResult {
    this.metrics.betRefused(REFUSAL_REASONS[key]);
    return {
      wait_time: 0,
      bet_uuid: betUuid,
      error: betErrorText(key, language),
      bet_id: null,
      events: this.events(selections),
    };
  }
}

/**
 * Why a bet cannot be placed now, per leg in order: the event is gone, closed, or its odds moved
 * in a way `check_odds` does not accept (1 any difference, 3 a fall; 2 accepts any change).
 */
export function refusalOf(
  request: { check_odds: number; events: readonly Selection[] },
  states: readonly SelectionState[],
): RefusalKey | null {
  for (const [i, state] of states.entries()) {
    const sent = request.events[i];
    if (!sent || state.kind === 'deleted') return 'eventDeleted';
    if (state.event.is_ended) return 'eventEnded';
    if (state.kind === 'closed' || state.event.odds <= 1000) return 'eventClosed';
    const now = state.event.odds;
    if (request.check_odds === CHECK_ODDS.exact && now !== sent.odds) return 'oddsChanged';
    if (request.check_odds === CHECK_ODDS.acceptRaise && now < sent.odds) return 'oddsChanged';
  }
  return null;
}

type RefusalKey = Extract<BetErrorKey, 'eventDeleted' | 'eventEnded' | 'eventClosed' | 'oddsChanged'>;

/** The metrics' name of each reason the catalog refuses a bet for. */
const REFUSAL_REASONS: Record<RefusalKey, BetRefusalReason> = {
  eventDeleted: 'event_deleted',
  eventEnded: 'event_ended',
  eventClosed: 'event_closed',
  oddsChanged: 'odds_changed',
};

const isBuilder = (request: BetMakeInput) => request.bet_type === BET_TYPE.builder;

/**
 * The request as its legs are checked: a builder's parts must be open, but their own odds may move,
 * since the player takes the builder's price (checked against `builder_odds`), not theirs.
 */
function legRule(request: BetMakeInput): { check_odds: number; events: readonly Selection[] } {
  return isBuilder(request) ? { check_odds: CHECK_ODDS.acceptAny, events: request.events } : request;
}

/** The legs to store for the selections still open, in the order sent. */
function openLegs(states: readonly SelectionState[]): NewBet['legs'] {
  return states.flatMap((s) =>
    s.kind === 'open'
      ? [
          {
            matchId: s.event.id,
            marketId: s.event.market_id,
            outcomeId: s.event.outcome_id,
            odds: s.event.odds,
            isLive: s.event.is_live,
          },
        ]
      : [],
  );
}

/** A system request's shape (its sizes in order, once each), or null for a single or an accumulator. */
function systemShapeOf(request: BetMakeInput): SystemShape | null {
  if (request.bet_type !== BET_TYPE.system || !request.system) return null;
  return { selections: request.events.length, sizes: [...new Set(request.system.sizes)].sort((a, b) => a - b) };
}

/** The smaller of two amounts (bigints, which Math.min does not take). */
function smaller(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/**
 * The largest stake whose payout at `odds` (thousandths) stays within `limit` (minor units):
 * `floor(stake × odds / 1000) ≤ limit`. Null when there is no limit.
 */
export function stakeForPayout(limit: bigint | null, odds: number): bigint | null {
  if (limit === null || odds <= 0) return null;
  return ((limit + 1n) * 1000n - 1n) / BigInt(odds);
}

function newSlipCode(): string {
  let code = '';
  for (let i = 0; i < COUPON_CODE_LENGTH; i++) code += COUPON_CODE_ALPHABET[randomInt(COUPON_CODE_ALPHABET.length)];
  return code;
}

/** Minor units as a decimal string in major units (for messages). */
function major(minor: bigint, scale: number): string {
  if (scale === 0) return minor.toString();
  const text = minor.toString().padStart(scale + 1, '0');
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}
