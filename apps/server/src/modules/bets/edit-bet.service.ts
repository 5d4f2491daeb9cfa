import {
  BET_TYPE,
  type Bet,
  type EditBetReason,
  type EditBetResult,
  type editBetRequestSchema,
} from '@meridian/contract/bets';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import type { BetMakeInput, BetsService, PlannedBet } from './bets.service.js';
import { type BetErrorKey, betErrorText } from './bets.texts.js';
import type { OfferCatalog } from './cash-out.offer.js';
import * as cashRepo from './cash-out.repository.js';
import type { CashOutPaid, CashOutService } from './cash-out.service.js';
import * as repo from './edit-bet.repository.js';
import { editIds, editRefusal, sameEdit, sameSelections, started } from './edit-bet.rules.js';

export type EditBetInput = z.output<typeof editBetRequestSchema>;

const CHANGED_REPEAT =
  'This request_id was sent for another bet, amount or selections: a new edit needs a new request_id.';
const UNCHANGED = 'The new selections are the bet’s own: add, remove or swap a selection.';

const REASON_TEXTS: Record<Exclude<EditBetReason, 'refused'>, BetErrorKey> = {
  lost: 'cashOutLost',
  suspended: 'cashOutSuspended',
  decided: 'cashOutDecided',
  bonus: 'cashOutBonus',
  not_offered: 'cashOutNotOffered',
  not_accumulator: 'editNotAccumulator',
  started: 'editStarted',
  cashed_out: 'editCashedOut',
};

/** What an edit came to. */
type Outcome =
  | { kind: 'done'; amount: bigint; newBetId: bigint }
  | { kind: 'changed'; amount: bigint }
  | { kind: 'unavailable'; reason: EditBetReason; error?: string };

export interface EditBetDeps {
  /** The player's bet as the history shows it. */
  betOf: (userId: bigint, betId: bigint, language: string) => Promise<Bet>;
  /** The clock, in epoch milliseconds (tests pass their own). */
  now?: (() => number) | undefined;
}

/**
 * `POST /bets/edit` (docs/api.md, "Edit bet"): an open accumulator whose matches have not started is
 * cashed out whole at its offer and an accumulator of the new selections placed from the same wallet
 * with that value as its stake. Both happen in one transaction under the bet's row lock, the lock
 * cash-out and settlement take, through the cash-out path (CashOutService.payWithin) and the
 * placement rules (BetsService.plan and placeWithin): a refusal of either writes nothing. The edit is
 * recorded under the player's request id, so a repeat answers the same two bets and does nothing.
 */
export class EditBetService {
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly catalog: OfferCatalog,
    private readonly bets: Pick<BetsService, 'plan' | 'placeWithin' | 'accepted' | 'events'>,
    private readonly cashOut: Pick<CashOutService, 'payWithin' | 'announce'>,
    private readonly deps: EditBetDeps,
  ) {
    this.now = deps.now ?? Date.now;
  }

  async edit(userId: bigint, input: EditBetInput, language: string, nowMs = this.now()): Promise<EditBetResult> {
    const betId = BigInt(input.bet_id);
    const held = await repo.findEdit(this.db, userId, input.request_id);
    if (held) return this.repeated(userId, held, input, language);

    const bet = await cashRepo.findBet(this.db, betId);
    if (!bet || bet.user_id !== userId) throw notFound('No such bet.');
    const legs = await cashRepo.listLegs(this.db, betId);
    const nowS = Math.floor(nowMs / 1000);
    const refusal =
      editRefusal(bet, legs, this.catalog, nowS) ??
      ((await repo.hasCashOuts(this.db, betId)) ? ('cashed_out' as const) : null);
    if (refusal) {
      // The same request may have edited the bet since it was looked for: that edit is the answer.
      const done = await repo.findEdit(this.db, userId, input.request_id);
      if (done) return this.repeated(userId, done, input, language);
      return this.answer(userId, betId, input, { kind: 'unavailable', reason: refusal }, language);
    }
    if (sameSelections(legs, input.events)) throw validationFailed({ events: [UNCHANGED] });
    if (input.events.some((e) => started(this.catalog, e.id, nowS))) {
      const error = betErrorText('editSelectionStarted', language);
      return this.answer(userId, betId, input, { kind: 'unavailable', reason: 'refused', error }, language);
    }
    // The new bet as /bets/make checks it, staked with the amount seen; its stake is checked again
    // once the cash-out has priced it under the lock.
    const request: BetMakeInput = {
      account_id: Number(bet.wallet_id),
      amount: input.amount_seen,
      bet_type: BET_TYPE.accumulator,
      check_odds: input.check_odds,
      events: input.events,
    };
    const planned = await asEditFields(() => this.bets.plan(userId, request, language, nowMs));
    if ('refusal' in planned) {
      const outcome: Outcome = { kind: 'unavailable', reason: 'refused', error: planned.refusal };
      return this.answer(userId, betId, input, outcome, language);
    }
    const result = await asEditFields(() =>
      this.db.transaction().execute((trx) => this.editWithin(trx, userId, input, planned, language, nowMs)),
    );
    if (result.kind === 'repeat') return this.repeated(userId, result.row, input, language);
    if (result.outcome.kind === 'done' && result.paid && result.placed) {
      this.cashOut.announce(userId, betId, result.paid, false);
      const { wallet } = planned;
      const { betId: newBetId, balances } = result.placed;
      const { betUuid } = editIds(userId, input.request_id);
      this.bets.accepted(
        userId,
        wallet.currencyId,
        result.outcome.amount,
        wallet.walletId,
        newBetId,
        balances,
        betUuid,
        planned.states,
      );
    }
    return this.answer(userId, betId, input, result.outcome, language);
  }

  /** The edit's transaction: the bet locked and checked again, cashed out whole, the new bet placed. */
  private async editWithin(
    trx: Database,
    userId: bigint,
    input: EditBetInput,
    planned: PlannedBet,
    language: string,
    nowMs: number,
  ): Promise<
    | { kind: 'repeat'; row: repo.EditRow }
    | {
        kind: 'decided';
        outcome: Outcome;
        paid?: CashOutPaid | null;
        placed?: { betId: bigint; balances: Map<bigint, bigint> };
      }
  > {
    const betId = BigInt(input.bet_id);
    const bet = await cashRepo.lockBet(trx, betId);
    if (!bet || bet.user_id !== userId) throw notFound('No such bet.');
    // A repeat that waited on the lock of its own first call answers what that call did.
    const earlier = await repo.findEdit(trx, userId, input.request_id);
    if (earlier) return { kind: 'repeat', row: earlier };
    const legs = await cashRepo.listLegs(trx, betId);
    const refusal =
      editRefusal(bet, legs, this.catalog, Math.floor(nowMs / 1000)) ??
      ((await repo.hasCashOuts(trx, betId)) ? ('cashed_out' as const) : null);
    if (refusal) return { kind: 'decided', outcome: { kind: 'unavailable', reason: refusal } };

    const ids = editIds(userId, input.request_id);
    const cashOutInput = {
      bet_id: input.bet_id,
      amount_seen: input.amount_seen,
      check_odds: input.check_odds,
      request_id: ids.cashOutRequestId,
    };
    const cash = await this.cashOut.payWithin(trx, userId, cashOutInput, nowMs);
    const paid = cash.outcome;
    if (paid.kind === 'changed') return { kind: 'decided', outcome: paid };
    if (paid.kind === 'waiting') return { kind: 'decided', outcome: { kind: 'unavailable', reason: 'suspended' } };
    if (paid.kind === 'unavailable') return { kind: 'decided', outcome: paid };

    const placed = await this.bets.placeWithin(trx, planned, paid.amount, ids.betUuid, language);
    const asked = {
      userId,
      requestId: input.request_id,
      fromBetId: betId,
      amountSeen: BigInt(input.amount_seen),
      checkOdds: input.check_odds,
      events: input.events.map((e) => ({ id: e.id, market_id: e.market_id, outcome_id: e.outcome_id, odds: e.odds })),
    };
    // The request id was used for another edit meanwhile: both parts of this one are rolled back.
    if (!(await repo.insertEdit(trx, asked, { toBetId: placed.betId, amount: paid.amount }))) {
      throw new AppError('Conflict', CHANGED_REPEAT);
    }
    await audit(trx, 'bet_edited', {
      userId,
      details: {
        bet_id: String(betId),
        new_bet_id: String(placed.betId),
        wallet_id: String(bet.wallet_id),
        amount: String(paid.amount),
        currency_id: bet.currency_id,
      },
    });
    return {
      kind: 'decided',
      outcome: { kind: 'done', amount: paid.amount, newBetId: placed.betId },
      paid: cash.paid,
      placed,
    };
  }

  /** The answer to a request id already used: the same two bets, or 409 for another request. */
  private repeated(userId: bigint, row: repo.EditRow, input: EditBetInput, language: string): Promise<EditBetResult> {
    if (!sameEdit(row, input)) throw new AppError('Conflict', CHANGED_REPEAT);
    const outcome: Outcome = { kind: 'done', amount: row.amount, newBetId: row.to_bet_id };
    return this.answer(userId, row.from_bet_id, input, outcome, language);
  }

  private async answer(
    userId: bigint,
    betId: bigint,
    input: EditBetInput,
    outcome: Outcome,
    language: string,
  ): Promise<EditBetResult> {
    const bet = await this.deps.betOf(userId, betId, language);
    const events = this.bets.events(input.events);
    const base = { amount: null, reason: null, error: null, bet, new_bet: null, events };
    switch (outcome.kind) {
      case 'done':
        return {
          ...base,
          status: 'done',
          amount: Number(outcome.amount),
          new_bet: await this.deps.betOf(userId, outcome.newBetId, language),
        };
      case 'changed':
        return {
          ...base,
          status: 'changed',
          amount: Number(outcome.amount),
          error: betErrorText('cashOutChanged', language),
        };
      case 'unavailable': {
        const error =
          outcome.error ?? (outcome.reason === 'refused' ? null : betErrorText(REASON_TEXTS[outcome.reason], language));
        return { ...base, status: 'unavailable', reason: outcome.reason, error };
      }
    }
  }
}

/** Runs `work`, naming the placement's `amount` errors after the request's `amount_seen` (the new stake). */
async function asEditFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'ValidationError' && error.errors?.amount) {
      const { amount, ...rest } = error.errors;
      // The largest stake the slip would offer does not apply: the stake is the cash-out's value.
      throw new AppError('ValidationError', error.message, { ...rest, amount_seen: amount });
    }
    throw error;
  }
}
