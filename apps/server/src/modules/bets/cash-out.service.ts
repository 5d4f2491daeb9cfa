import {
  type AutoCashOut,
  BET_STATUS,
  type Bet,
  type CashedOut,
  type CashOutOfferState,
  type CashOutReason,
  type CashOutResult,
  CHECK_ODDS,
  type cashOutRequestSchema,
} from '@meridian/contract/bets';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Bus } from '../../platform/bus.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import { publishBalances, publishUserEvent } from '../../platform/user-events.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { siteDefaults } from '../settings/settings.defaults.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { LegFacts } from '../settlement/settlement.rules.js';
import type { AutoCashOutRow } from './auto-cash-out.repository.js';
import * as autoRepo from './auto-cash-out.repository.js';
import { ruleRequestId } from './auto-cash-out.rules.js';
import { type BetErrorKey, betErrorText } from './bets.texts.js';
import {
  type BetOffer,
  type OfferCatalog,
  type OfferedBet,
  type OfferedLeg,
  offerFor,
  offerState,
} from './cash-out.offer.js';
import * as repo from './cash-out.repository.js';
import { PARTIAL_CASH_OUT_MIN_PERCENT, partialCashOutValue, validCashOutMargin } from './cash-out.rules.js';

export type CashOutInput = z.output<typeof cashOutRequestSchema>;

/** A bet's cash-out fields as the coupon shows them. */
export interface BetCashOut {
  cash_out: CashOutOfferState;
  cashed_out: CashedOut[];
  auto_cash_out: AutoCashOut | null;
}

/** What a cash-out paid, for the sockets once its transaction commits. */
export interface CashOutPaid {
  walletId: bigint;
  whole: boolean;
  value: bigint;
  stake: bigint;
  balances: Map<bigint, bigint>;
}

/** What a request came to. */
export type CashOutOutcome = Outcome;
type Outcome =
  | { kind: 'done'; amount: bigint }
  | { kind: 'changed'; amount: bigint }
  | { kind: 'unavailable'; reason: CashOutReason }
  | { kind: 'waiting'; seconds: number };

const REASON_TEXTS: Record<CashOutReason, BetErrorKey> = {
  lost: 'cashOutLost',
  suspended: 'cashOutSuspended',
  decided: 'cashOutDecided',
  bonus: 'cashOutBonus',
  not_offered: 'cashOutNotOffered',
};

const CHANGED_REPEAT =
  'This request_id was sent for another bet, amount or part: a new cash-out request needs a new request_id.';

export interface CashOutDeps {
  /** The live delay of legs in play of these sports (the trading desk's per sport, else the default). */
  liveDelayOf: (sportIds: readonly number[]) => Promise<number>;
  /** What settlement knows of a bet's legs, read in the caller's transaction. */
  legFacts: (db: Database, betId: bigint) => Promise<LegFacts[]>;
  /** The player's bet as the history shows it. */
  betOf: (userId: bigint, betId: bigint, language: string) => Promise<Bet>;
}

/**
 * Cash-out of open bets (docs/decisions.md, "Cash-out and system bets"): the offer of each bet in
 * the history, and `POST /bets/cash-out`. The money moves in one transaction under the bet's row
 * lock, the lock settlement takes: the offer is priced again there, from the bet as it is then, so a
 * cash-out and a settlement of one bet never both pay, and two requests for one bet pay one after
 * the other on what the first left. The request id is unique per player and keeps what it paid, so a
 * repeat answers that and pays nothing.
 */
export class CashOutService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly catalog: OfferCatalog,
    private readonly settings: SettingsService,
    private readonly bus: Bus,
    private readonly deps: CashOutDeps,
  ) {}

  /** The cash-out margin in basis points (the site's `bets` settings). */
  margin(): number {
    const bets = this.settings.site.bets;
    return validCashOutMargin(bets.cash_out_margin_bp ?? siteDefaults.bets.cash_out_margin_bp ?? 500);
  }

  /** Each bet's offer now and the cash-outs done on it, for the history. */
  async forBets(
    rows: ReadonlyArray<Omit<OfferedBet, 'wallet_kind'> & { id: bigint; wallet_id: bigint }>,
    legs: ReadonlyArray<OfferedLeg & { bet_id: bigint }>,
    nowMs = Date.now(),
  ): Promise<Map<bigint, BetCashOut>> {
    const open = rows.filter((r) => r.status === BET_STATUS.inGame);
    const [kinds, paid, rules] = await Promise.all([
      repo.walletKinds(this.db, [...new Set(open.map((r) => r.wallet_id))]),
      repo.listPaid(
        this.db,
        rows.map((r) => r.id),
      ),
      autoRepo.listRules(
        this.db,
        open.map((r) => r.id),
      ),
    ]);
    const margin = this.margin();
    const nowS = Math.floor(nowMs / 1000);
    const result = new Map<bigint, BetCashOut>();
    for (const row of rows) {
      const bet = { ...row, wallet_kind: kinds.get(row.wallet_id) ?? 'cash' };
      const offer = offerFor(
        bet,
        legs.filter((l) => l.bet_id === row.id),
        this.catalog,
        margin,
        nowS,
      );
      const cashedOut = paid
        .filter((p) => p.bet_id === row.id)
        .map((p) => ({
          amount: amountToJson(p.amount ?? 0n),
          at: Math.floor((p.paid_at as Date).getTime() / 1000),
          stake_part: amountToJson(p.stake ?? 0n),
        }));
      const rule = rules.find((r) => r.bet_id === row.id);
      result.set(row.id, {
        cash_out: offerState(offer),
        cashed_out: cashedOut,
        auto_cash_out: rule
          ? {
              amount: amountToJson(rule.amount),
              stake_part: rule.stake_part === null ? null : amountToJson(rule.stake_part),
            }
          : null,
      });
    }
    return result;
  }

  /** `POST /bets/cash-out`. */
  async request(userId: bigint, input: CashOutInput, language: string, nowMs = Date.now()): Promise<CashOutResult> {
    const betId = BigInt(input.bet_id);
    const held = await repo.findRequest(this.db, userId, input.request_id);
    if (held) {
      if (!sameRequest(held, input)) throw new AppError('Conflict', CHANGED_REPEAT);
      if (held.paid_at !== null)
        return this.answer(userId, betId, { kind: 'done', amount: held.amount ?? 0n }, language);
      const waitMs = (held.accept_after?.getTime() ?? 0) - nowMs;
      if (waitMs > 0)
        return this.answer(userId, betId, { kind: 'waiting', seconds: Math.ceil(waitMs / 1000) }, language);
      return this.answer(userId, betId, await this.decide(userId, input, nowMs, true), language);
    }

    const bet = await repo.findBet(this.db, betId);
    if (!bet || bet.user_id !== userId) throw notFound('No such bet.');
    const offer = offerFor(bet, await repo.listLegs(this.db, betId), this.catalog, this.margin(), nowS(nowMs));
    const judged = judge(bet.amount, offer, input);
    if (judged.kind !== 'pay') return this.answer(userId, betId, judged, language);
    if (offer.available && offer.liveSports.length > 0) {
      const delayS = await this.deps.liveDelayOf(offer.liveSports);
      if (delayS > 0) {
        await repo.insertHeld(this.db, asked(userId, input), new Date(nowMs + delayS * 1000));
        const first = await repo.findRequest(this.db, userId, input.request_id);
        if (first && !sameRequest(first, input)) throw new AppError('Conflict', CHANGED_REPEAT);
        return this.answer(userId, betId, { kind: 'waiting', seconds: delayS }, language);
      }
    }
    return this.answer(userId, betId, await this.decide(userId, input, nowMs, false), language);
  }

  /**
   * Pays an auto cash-out rule whose target the offer reached (auto-cash-out.service.ts): the same
   * path as a request, under the bet's lock and a request id derived from the rule, so a repeated or
   * concurrent run pays once. It asks for the target or more (check_odds 3) and pays the offer of
   * the moment; the live delay does not apply (docs/decisions.md, "Auto cash-out"). Nothing is paid
   * when the rule was removed or replaced meanwhile (a cash-out of the bet removes it).
   */
  async payRule(rule: AutoCashOutRow, nowMs = Date.now()): Promise<'done' | 'changed' | 'unavailable'> {
    const input: CashOutInput = {
      bet_id: Number(rule.bet_id),
      amount_seen: Number(rule.amount),
      ...(rule.stake_part === null ? {} : { stake_part: Number(rule.stake_part) }),
      check_odds: CHECK_ODDS.acceptRaise,
      request_id: ruleRequestId(rule.id),
    };
    const outcome = await this.decide(rule.user_id, input, nowMs, false, rule);
    if (outcome.kind === 'waiting') return 'unavailable';
    return outcome.kind;
  }

  /**
   * Prices the bet again under its row lock and pays, or answers why not. `held`: the request waited
   * out the live delay (a refusal removes it). `rule`: an auto cash-out rule pays, if it is still
   * the bet's. Any cash-out paid removes the bet's rule.
   */
  private async decide(
    userId: bigint,
    input: CashOutInput,
    nowMs: number,
    held: boolean,
    rule: AutoCashOutRow | null = null,
  ): Promise<Outcome> {
    const result = await this.db.transaction().execute((trx) => this.payWithin(trx, userId, input, nowMs, held, rule));
    this.announce(userId, BigInt(input.bet_id), result.paid, rule !== null);
    return result.outcome;
  }

  /**
   * The body of a cash-out's transaction, in the caller's transaction `trx`: locks the bet, prices it
   * again and pays, or answers why not (edit-bet.service.ts cashes a bet out this way before placing
   * its new bet in the same transaction). `announce` tells the sockets after the commit.
   */
  async payWithin(
    trx: Database,
    userId: bigint,
    input: CashOutInput,
    nowMs: number,
    held = false,
    rule: AutoCashOutRow | null = null,
  ): Promise<{ outcome: Outcome; paid: CashOutPaid | null }> {
    const betId = BigInt(input.bet_id);
    const bet = await repo.lockBet(trx, betId);
    if (!bet || bet.user_id !== userId) throw notFound('No such bet.');
    // A repeat that waited on the lock of its own first call answers what that call paid.
    const earlier = await repo.findRequest(trx, userId, input.request_id);
    if (earlier?.paid_at) {
      if (!sameRequest(earlier, input)) throw new AppError('Conflict', CHANGED_REPEAT);
      return { outcome: { kind: 'done', amount: earlier.amount ?? 0n } as Outcome, paid: null };
    }
    if (rule && (await autoRepo.findRule(trx, betId))?.id !== rule.id) {
      return { outcome: { kind: 'unavailable', reason: 'not_offered' } as Outcome, paid: null };
    }
    const facts = await this.deps.legFacts(trx, betId);
    const legs = await repo.listLegs(trx, betId);
    const offer = offerFor(bet, legs, this.catalog, this.margin(), nowS(nowMs), facts);
    const judged = judge(bet.amount, offer, input);
    if (judged.kind !== 'pay') {
      if (held) await repo.deleteHeld(trx, userId, input.request_id);
      return { outcome: judged as Outcome, paid: null };
    }
    const { value, stake } = judged;
    const whole = stake === bet.amount;
    const wallet = await this.ledger.walletAccount(trx, bet.wallet_id);
    const house = await this.ledger.houseAccount(trx, 'house_betting', bet.currency_id);
    const posted = await this.ledger.post(trx, {
      kind: 'bet_cash_out',
      idempotencyKey: `bet:${betId}:cash_out:${input.request_id}`,
      entries: [
        { accountId: wallet, amount: value },
        { accountId: house, amount: -value },
      ],
      metadata: { bet_id: betId, request_id: input.request_id, stake },
    });
    if (whole) await repo.closeCashedOut(trx, betId, value);
    else await repo.lowerStake(trx, betId, bet.amount - stake);
    await autoRepo.deleteRule(trx, betId);
    const recorded = await repo.recordPaid(trx, asked(userId, input), {
      amount: value,
      stake,
      at: new Date(nowMs),
    });
    // The request id was paid for another bet meanwhile: this payment is rolled back.
    if (!recorded) throw new AppError('Conflict', CHANGED_REPEAT);
    await audit(trx, 'bet_cashed_out', {
      userId,
      details: {
        bet_id: String(betId),
        wallet_id: String(bet.wallet_id),
        amount: String(value),
        stake: String(stake),
        whole,
        currency_id: bet.currency_id,
        ...(rule ? { auto_cash_out_id: String(rule.id) } : {}),
      },
    });
    return {
      outcome: { kind: 'done', amount: value } as Outcome,
      paid: { walletId: bet.wallet_id, whole, value, stake, balances: posted.walletBalances },
    };
  }

  /** Tells the player's sockets of a cash-out paid (after its transaction commits). */
  announce(userId: bigint, betId: bigint, paid: CashOutPaid | null, auto: boolean): void {
    if (paid) {
      publishBalances(this.bus, userId, paid.balances);
      publishUserEvent(this.bus, userId, {
        kind: 'bet_cashed_out',
        account_id: Number(paid.walletId),
        bet_id: Number(betId),
        amount: Number(paid.value),
        stake_part: Number(paid.stake),
        auto,
      });
      if (paid.whole) {
        publishUserEvent(this.bus, userId, {
          kind: 'bet_settled',
          account_id: Number(paid.walletId),
          bet_id: Number(betId),
          status: BET_STATUS.cashedOut,
          amount_win: Number(paid.value),
        });
      }
    }
  }

  private async answer(userId: bigint, betId: bigint, outcome: Outcome, language: string): Promise<CashOutResult> {
    const bet = await this.deps.betOf(userId, betId, language);
    const base = { status: outcome.kind, amount: null, wait_time: 0, error: null, bet };
    switch (outcome.kind) {
      case 'done':
        return { ...base, amount: amountToJson(outcome.amount) };
      case 'waiting':
        return { ...base, wait_time: outcome.seconds };
      case 'changed':
        return { ...base, amount: amountToJson(outcome.amount), error: betErrorText('cashOutChanged', language) };
      case 'unavailable': {
        // Priced under the lock with what settlement knows: the coupon says the same.
        const cashOut = { available: false, amount: null, reason: outcome.reason };
        const error = betErrorText(REASON_TEXTS[outcome.reason], language);
        return { ...base, error, bet: { ...bet, cash_out: cashOut } };
      }
    }
  }
}

/**
 * Whether the request is paid at the offer now: a stake part of 10 % or more and less than the
 * stake (422 otherwise), and an amount check_odds accepts against the amount seen (1: the same,
 * 2: any, 3: no less).
 */
function judge(
  stake: bigint,
  offer: BetOffer,
  input: CashOutInput,
): { kind: 'pay'; value: bigint; stake: bigint } | Extract<Outcome, { kind: 'changed' | 'unavailable' }> {
  if (!offer.available) return { kind: 'unavailable', reason: offer.reason };
  const part = input.stake_part === undefined ? null : BigInt(input.stake_part);
  if (part !== null && (part * 100n < stake * PARTIAL_CASH_OUT_MIN_PERCENT || part >= stake)) {
    throw validationFailed({
      stake_part: [
        `A part of the stake from ${PARTIAL_CASH_OUT_MIN_PERCENT} % up to less than all of it (${stake}); leave it out to cash out the whole bet.`,
      ],
    });
  }
  const value = part === null ? offer.value : partialCashOutValue(stake, part, offer.value);
  const seen = BigInt(input.amount_seen);
  const accepted =
    input.check_odds === CHECK_ODDS.acceptAny ||
    value === seen ||
    (input.check_odds === CHECK_ODDS.acceptRaise && value > seen);
  if (!accepted) return { kind: 'changed', amount: value };
  if (value <= 0n) return { kind: 'unavailable', reason: 'not_offered' };
  return { kind: 'pay', value, stake: part ?? stake };
}

function asked(userId: bigint, input: CashOutInput): repo.CashOutAsked {
  return {
    userId,
    requestId: input.request_id,
    betId: BigInt(input.bet_id),
    amountSeen: BigInt(input.amount_seen),
    stakePart: input.stake_part === undefined ? null : BigInt(input.stake_part),
    checkOdds: input.check_odds,
  };
}

/** Whether a stored request is the one sent again (same bet, amount seen, part and check_odds). */
function sameRequest(row: repo.CashOutRequestRow, input: CashOutInput): boolean {
  const part = input.stake_part === undefined ? null : BigInt(input.stake_part);
  return (
    row.bet_id === BigInt(input.bet_id) &&
    row.amount_seen === BigInt(input.amount_seen) &&
    row.stake_part === part &&
    row.check_odds === input.check_odds
  );
}

const nowS = (nowMs: number) => Math.floor(nowMs / 1000);
