import type { autoCashOutDeleteSchema, autoCashOutRequestSchema, Bet, CashOutReason } from '@meridian/contract/bets';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import * as autoRepo from './auto-cash-out.repository.js';
import { targetError } from './auto-cash-out.rules.js';
import { type BetErrorKey, betErrorText } from './bets.texts.js';
import { type OfferCatalog, offerFor } from './cash-out.offer.js';
import * as repo from './cash-out.repository.js';
import { PARTIAL_CASH_OUT_MIN_PERCENT, partialCashOutValue } from './cash-out.rules.js';
import type { CashOutService } from './cash-out.service.js';

export type AutoCashOutInput = z.output<typeof autoCashOutRequestSchema>;
export type AutoCashOutDeleteInput = z.output<typeof autoCashOutDeleteSchema>;

/** The job that checks the rules of bets whose legs' markets were repriced. */
export const AUTO_CASH_OUT_QUEUE = 'bets-auto-cash-out';
/** Bets a job checks at the most. */
const BETS_PER_JOB = 100;

const REASON_TEXTS: Record<CashOutReason, BetErrorKey> = {
  lost: 'cashOutLost',
  suspended: 'cashOutSuspended',
  decided: 'cashOutDecided',
  bonus: 'cashOutBonus',
  not_offered: 'cashOutNotOffered',
};

export interface AutoCashOutDeps {
  /** The player's bet as the history shows it. */
  betOf: (userId: bigint, betId: bigint, language: string) => Promise<Bet>;
  /** The wall clock (ms); tests pass their own. */
  now?: () => number;
}

/** What checking a bet's rule came to. */
export type RuleCheck = 'none' | 'below' | 'done' | 'changed' | 'unavailable';

/**
 * Auto cash-out (docs/decisions.md, "Auto cash-out"): a player's rule on an open bet, "cash out when
 * the offer reaches X", for the whole bet or a part of its stake. It fires while the player is away:
 * a feed batch that reprices a market sends a job for the bets with a rule and a leg in it, and a
 * sweep every AUTO_CASH_OUT_SWEEP_S checks every rule, so nothing is missed. A rule whose target the
 * offer reached is paid through the cash-out path (CashOutService.payRule), exactly once.
 */
export class AutoCashOutService {
  readonly #now: () => number;

  constructor(
    private readonly db: Database,
    private readonly catalog: OfferCatalog,
    private readonly cashOut: Pick<CashOutService, 'margin' | 'payRule'>,
    private readonly jobs: Pick<JobQueue, 'send'>,
    private readonly deps: AutoCashOutDeps,
  ) {
    this.#now = deps.now ?? Date.now;
  }

  /**
   * `PUT /bets/auto-cash-out`: under the bet's lock, so a cash-out paid meanwhile (which lowers the
   * stake or closes the bet) is seen. 404 for another player's bet; 422 for a bet without an offer
   * now (why, in the player's language), a part out of range, or a target at or below what it pays
   * now or above what it pays if it wins.
   */
  async set(userId: bigint, input: AutoCashOutInput, language: string): Promise<Bet> {
    const betId = BigInt(input.bet_id);
    const target = BigInt(input.amount);
    const part = input.stake_part === undefined ? null : BigInt(input.stake_part);
    await this.db.transaction().execute(async (trx) => {
      const bet = await repo.lockBet(trx, betId);
      if (!bet || bet.user_id !== userId) throw notFound('No such bet.');
      const offer = offerFor(
        bet,
        await repo.listLegs(trx, betId),
        this.catalog,
        this.cashOut.margin(),
        Math.floor(this.#now() / 1000),
      );
      if (!offer.available) throw validationFailed({ bet_id: [betErrorText(REASON_TEXTS[offer.reason], language)] });
      if (part !== null && (part * 100n < bet.amount * PARTIAL_CASH_OUT_MIN_PERCENT || part >= bet.amount)) {
        throw validationFailed({
          stake_part: [
            `A part of the stake from ${PARTIAL_CASH_OUT_MIN_PERCENT} % up to less than all of it (${bet.amount}); leave it out for the whole bet.`,
          ],
        });
      }
      const stake = part ?? bet.amount;
      const now = part === null ? offer.value : partialCashOutValue(bet.amount, part, offer.value);
      const error = targetError(target, now, (stake * BigInt(bet.odds)) / 1000n);
      if (error) throw validationFailed({ amount: [error] });
      await autoRepo.replaceRule(trx, { betId, userId, amount: target, stakePart: part });
    });
    return this.deps.betOf(userId, betId, language);
  }

  /** `DELETE /bets/auto-cash-out`: removes the rule of the player's bet (none is fine). */
  async remove(userId: bigint, input: AutoCashOutDeleteInput, language: string): Promise<Bet> {
    const betId = BigInt(input.bet_id);
    const bet = await repo.findBet(this.db, betId);
    if (!bet || bet.user_id !== userId) throw notFound('No such bet.');
    await autoRepo.deleteRule(this.db, betId);
    return this.deps.betOf(userId, betId, language);
  }

  /**
   * A feed batch repriced these markets: the bets with a rule and an open leg in one of them are
   * checked by jobs on the queue (any node), a hundred bets a job. Answers how many bets.
   */
  async repriced(markets: ReadonlyArray<{ matchId: number; marketIds: readonly number[] }>): Promise<number> {
    const betIds = await autoRepo.betsWithRuleOn(this.db, markets);
    for (let i = 0; i < betIds.length; i += BETS_PER_JOB) {
      await this.jobs.send(AUTO_CASH_OUT_QUEUE, { bet_ids: betIds.slice(i, i + BETS_PER_JOB).map(String) });
    }
    return betIds.length;
  }

  /** Checks the rules of these bets: each one whose target the offer reached is paid. */
  async check(betIds: readonly bigint[]): Promise<Map<bigint, RuleCheck>> {
    const checked = new Map<bigint, RuleCheck>();
    for (const betId of betIds) checked.set(betId, await this.checkBet(betId));
    return checked;
  }

  /** The sweep: checks every rule, a page of bets at a time. Answers how many paid. */
  async sweep(): Promise<{ checked: number; paid: number }> {
    let after = 0n;
    let checked = 0;
    let paid = 0;
    for (;;) {
      const page = await autoRepo.betsWithRule(this.db, after, 500);
      if (page.length === 0) break;
      for (const outcome of (await this.check(page)).values()) if (outcome === 'done') paid += 1;
      checked += page.length;
      after = page[page.length - 1] ?? after;
    }
    return { checked, paid };
  }

  /**
   * Prices the bet from the catalog without a lock; only a rule whose target is reached goes on to
   * the cash-out path, which prices it again under the lock and pays the target or more.
   */
  private async checkBet(betId: bigint): Promise<RuleCheck> {
    const rule = await autoRepo.findRule(this.db, betId);
    if (!rule) return 'none';
    const bet = await repo.findBet(this.db, betId);
    if (!bet) return 'none';
    const nowMs = this.#now();
    const offer = offerFor(
      bet,
      await repo.listLegs(this.db, betId),
      this.catalog,
      this.cashOut.margin(),
      Math.floor(nowMs / 1000),
    );
    if (!offer.available) return 'unavailable';
    const part = rule.stake_part;
    // A part no longer less than the stake (the rule outlived a change of it) cannot be paid.
    if (part !== null && (part * 100n < bet.amount * PARTIAL_CASH_OUT_MIN_PERCENT || part >= bet.amount)) {
      await autoRepo.deleteRule(this.db, betId);
      return 'unavailable';
    }
    const value = part === null ? offer.value : partialCashOutValue(bet.amount, part, offer.value);
    if (value < rule.amount) return 'below';
    return this.cashOut.payRule(rule, nowMs);
  }
}
