import { randomUUID } from 'node:crypto';
import { formatMoney } from '@meridian/contract/money';
import { type PayoutAnswer, TRANSACTION_STATUS } from '@meridian/contract/payments';
import { httpOutcome } from '../shared/owed-calls.js';
import { WorkDue } from '../shared/provider-jobs.js';
import {
  type PlatformClient,
  PlatformError,
  type PlayerSession,
  type WithdrawalStatus,
} from './cashier.platform-client.js';
import {
  type CardInput,
  CHALLENGE_CODE,
  checkCard,
  digitsOnly,
  type FieldErrorKeys,
  ibanValid,
  parseAmount,
} from './cashier.psp.js';
import type { CashierMethod, CashierMode, CashierPayment, CashierStatus, CashierStore } from './cashier.store.js';
import { type CashierLanguage, type TextKey, text } from './cashier.texts.js';

export interface PaymentInput extends CardInput {
  token: string;
  mode: CashierMode;
  method: CashierMethod;
  amount: string;
  iban?: string;
  account_holder?: string;
  lang: CashierLanguage;
  /** The player's time zone as their browser has it (an IANA name), for times in refusals. */
  timeZone?: string;
}

export type PaymentResult = 'success' | 'fail' | 'waiting';

/** What the page does next: enter a challenge code, or leave for the platform's result page. */
export type PaymentAnswer =
  | { step: 'challenge'; payment_id: string }
  | { step: 'done'; payment_id: string; result: PaymentResult; redirect: string };

/** Where the operator's site lets a player verify their identity (a path on the page that framed the cashier). */
export const VERIFICATION_PATH = '/profile/verification';

/** Bad input or a refusal, with field errors already in the page's language, and a link to act on it. */
export class CashierError extends Error {
  override name = 'CashierError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> | null = null,
    readonly link: { href: string; text: string } | null = null,
  ) {
    super(message);
  }
}

export interface CashierOptions {
  /** Seconds until a bank transfer arrives and a withdrawal is paid out. */
  bankDelayS: number;
  now?: () => Date;
}

/**
 * How long after a withdrawal starts the cashier asks the platform about it if the platform's
 * answer to the reservation was never stored (at the least: longer than that call may take), and
 * how long after the platform could not be reached it asks again.
 */
export const CONFIRM_AFTER_S = 60;

const PROVIDER_REASONS: Partial<Record<TextKey, string>> = {
  reason_declined: 'Card declined',
  reason_challenge_failed: '3-D Secure check failed',
  reason_payout_rejected: 'Payout rejected by the bank',
};

/**
 * The built-in payment provider: a simulated card processor and bank, its own payment intents,
 * and an outbox of signed status reports it delivers to the platform until accepted.
 */
export class CashierService {
  private readonly now: () => Date;
  /** Where the cashier says that a payment's step or a report falls due (for whoever runs `tick`). */
  readonly workDue = new WorkDue();

  constructor(
    private readonly store: CashierStore,
    private readonly platform: PlatformClient,
    private readonly options: CashierOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The player and wallet behind a payment token; a refused token is a 401 for the page. */
  async session(token: string): Promise<PlayerSession> {
    try {
      return await this.platform.session(token);
    } catch (error) {
      if (error instanceof PlatformError && error.status < 500) throw new CashierError(401, 'session');
      throw error;
    }
  }

  /** Starts a deposit or a withdrawal from the page's form. */
  async start(input: PaymentInput): Promise<PaymentAnswer> {
    const session = await this.session(input.token);
    const errors: FieldErrorKeys = {};
    const parsed = parseAmount(input.amount ?? '', session.scale, session.currencyCode, input.lang);
    if ('error' in parsed) errors.amount = parsed.error;
    let outcome: CashierPayment['outcome'] = 'succeed';
    let cardLast4: string | null = null;
    if (input.method === 'card') {
      outcome = checkCard(input, this.now(), errors) ?? 'succeed';
      cardLast4 = digitsOnly(input.card_number ?? '').slice(-4) || null;
      // Payouts are never challenged; the card that asks for a code is paid like the good one.
      if (input.mode === 'withdrawal' && outcome === 'challenge') outcome = 'succeed';
    } else if (input.mode === 'withdrawal') {
      if (!(input.iban ?? '').trim()) errors.iban = { key: 'err_required' };
      else if (!ibanValid(input.iban ?? '')) errors.iban = { key: 'err_iban_invalid' };
      if (!(input.account_holder ?? '').trim()) errors.account_holder = { key: 'err_required' };
    }
    if (Object.keys(errors).length > 0 || 'error' in parsed) throw this.fieldErrors(errors, input.lang);

    const payment: CashierPayment = {
      id: `cp_${randomUUID()}`,
      mode: input.mode,
      method: input.method,
      userId: session.userId,
      walletId: session.walletId,
      currencyId: session.currencyId,
      amount: parsed.amount,
      status: 'pending',
      reason: null,
      cardLast4,
      outcome,
      dueAt: null,
    };
    return input.mode === 'deposit'
      ? this.startDeposit(payment, input.token, input.lang, { session, timeZone: input.timeZone })
      : this.startWithdrawal(payment, input.token, input.lang);
  }

  /** The 3-D Secure step of a card that asked for it. */
  async challenge(token: string, paymentId: string, code: string, lang: CashierLanguage): Promise<PaymentAnswer> {
    const session = await this.session(token);
    if (!/^\d{6}$/.test(code.trim())) throw this.fieldErrors({ code: { key: 'err_code_invalid' } }, lang);
    const status = await this.store.transaction(async (store) => {
      const payment = await store.findPayment(paymentId, true);
      if (!payment || payment.userId !== session.userId || payment.walletId !== session.walletId) {
        throw new CashierError(404, 'Payment not found');
      }
      if (payment.status !== 'waiting') return payment.status;
      const passed = code.trim() === CHALLENGE_CODE;
      const next: CashierStatus = passed ? 'succeeded' : 'canceled';
      await this.change(store, payment, next, passed ? null : 'reason_challenge_failed', null);
      return next;
    });
    await this.deliver(paymentId);
    return this.done(paymentId, 'deposit', status);
  }

  /**
   * Runs what is due: bank transfers that arrived, payouts made, webhooks to send again. Answers
   * when the next of them falls due (null: nothing waits).
   */
  async tick(now = this.now()): Promise<Date | null> {
    await this.completeDue(now);
    await this.deliverDue(now);
    return earliest(await this.store.nextDue(), await this.store.owed.nextDue());
  }

  /**
   * Bank deposits become succeeded, withdrawals paid or rejected, once their delay has passed. A
   * withdrawal still `pending` (the platform's answer to its reservation was never stored) is first
   * confirmed with the platform, outside the transaction: it may be held for review, or unknown there.
   */
  async completeDue(now = this.now()): Promise<number> {
    const askAgainAt = new Date(now.getTime() + CONFIRM_AFTER_S * 1000);
    const { ids, unconfirmed } = await this.store.transaction(async (store) => {
      const due = await store.lockDue(now, 100);
      const ids: string[] = [];
      const unconfirmed: string[] = [];
      for (const payment of due) {
        if (payment.mode === 'withdrawal' && payment.status === 'pending') {
          // Due again in a minute unless the platform's answer settles it first (or it cannot be reached).
          await store.setStatus(payment.id, payment.status, payment.reason, askAgainAt);
          unconfirmed.push(payment.id);
          continue;
        }
        ids.push(payment.id);
        if (payment.mode === 'deposit' && payment.status === 'pending') {
          await this.change(store, payment, 'succeeded', null, null);
        } else if (payment.mode === 'withdrawal' && payment.status === 'sent') {
          const paid = payment.outcome !== 'decline';
          await this.change(
            store,
            payment,
            paid ? 'succeeded' : 'canceled',
            paid ? null : 'reason_payout_rejected',
            null,
          );
        } else {
          await store.setStatus(payment.id, payment.status, payment.reason, null);
        }
      }
      return { ids, unconfirmed };
    });
    if (unconfirmed.length > 0) this.workDue.tell(askAgainAt);
    for (const id of ids) await this.deliver(id);
    for (const id of unconfirmed) await this.confirmWithdrawal(id, now);
    return ids.length + unconfirmed.length;
  }

  /**
   * `POST /api/payouts/:id/release`, the platform's: an operator approved a held withdrawal, so it is
   * sent (reported) and paid after the bank's delay. Releasing one already sent or paid changes
   * nothing; one canceled (or refused) is a 409.
   */
  async release(paymentId: string): Promise<PayoutAnswer> {
    const payAt = new Date(this.now().getTime() + this.options.bankDelayS * 1000);
    const { status, changed } = await this.store.transaction(async (store) => {
      const payment = await this.payout(store, paymentId);
      // A pending one too: the platform calling about it has its reservation, whose answer was lost.
      if (payment.status === 'held' || payment.status === 'pending') {
        await this.change(store, payment, 'sent', null, payAt);
        return { status: 'sent' as const, changed: true };
      }
      if (payment.status === 'sent' || payment.status === 'succeeded')
        return { status: payment.status, changed: false };
      throw new CashierError(409, `The payout is already ${payment.status}.`);
    });
    if (changed) {
      this.workDue.tell(payAt);
      await this.deliver(paymentId);
    }
    return { payment_id: paymentId, status };
  }

  /**
   * `POST /api/payouts/:id/cancel`, the platform's: an operator rejected a held withdrawal, so it is
   * reported canceled with the operator's `reason` (the platform returns the money). Cancelling one
   * already canceled changes nothing; one sent or paid (or refused) is a 409.
   */
  async cancel(paymentId: string, reason: string): Promise<PayoutAnswer> {
    const { status, changed } = await this.store.transaction(async (store) => {
      const payment = await this.payout(store, paymentId);
      if (payment.status === 'held' || payment.status === 'pending') {
        await this.record(store, payment, 'canceled', reason, null);
        return { status: 'canceled' as const, changed: true };
      }
      if (payment.status === 'canceled') return { status: payment.status, changed: false };
      throw new CashierError(409, `The payout is already ${payment.status}.`);
    });
    if (changed) await this.deliver(paymentId);
    return { payment_id: paymentId, status };
  }

  /**
   * Sends every due report in order; a payment's later reports wait for its earlier ones. Answers
   * when the earliest that failed is sent again (null: none failed).
   */
  deliverDue(now = this.now(), paymentId: string | null = null): Promise<Date | null> {
    // 409: the platform already holds this event (an earlier answer was lost on the way).
    const send = async (body: string) => httpOutcome(await this.platform.sendWebhook(body), 'platform', [409]);
    return this.store.owed.deliverDue(send, now, paymentId);
  }

  /** A withdrawal by the platform's id of it, its row locked; a deposit or an unknown id is a 404. */
  private async payout(store: CashierStore, paymentId: string): Promise<CashierPayment> {
    const payment = await store.findPayment(paymentId, true);
    if (payment?.mode !== 'withdrawal') throw new CashierError(404, 'Payout not found');
    return payment;
  }

  /**
   * Asks the platform what became of a withdrawal the cashier never heard back about (already due
   * again in a minute, should the platform not answer): unknown there, it is refused; waiting for
   * review, held; canceled or refunded there, canceled (the platform knows); else sent and paid
   * after the bank's delay.
   */
  private async confirmWithdrawal(paymentId: string, now: Date): Promise<void> {
    let known: WithdrawalStatus | null;
    let unknownReason = 'unknown to the platform';
    try {
      known = await this.platform.withdrawalStatus(paymentId);
    } catch (error) {
      if (!(error instanceof PlatformError) || error.status !== 404) return;
      known = null;
      unknownReason = error.message;
    }
    const payAt = new Date(now.getTime() + this.options.bankDelayS * 1000);
    const sent = await this.store.transaction(async (store) => {
      const payment = await store.findPayment(paymentId, true);
      // Settled meanwhile: the page's answer was stored after all, or the platform released or canceled it.
      if (payment?.status !== 'pending') return false;
      if (known === null) {
        await store.setStatus(paymentId, 'refused', unknownReason, null);
      } else if (known.review && known.statusId === TRANSACTION_STATUS.waiting) {
        await store.setStatus(paymentId, 'held', null, null);
      } else if (known.statusId === TRANSACTION_STATUS.canceled || known.statusId === TRANSACTION_STATUS.refunded) {
        await store.setStatus(paymentId, 'canceled', known.statusReason, null);
      } else {
        await this.change(store, payment, 'sent', null, payAt);
        return true;
      }
      return false;
    });
    if (sent) {
      this.workDue.tell(payAt);
      await this.deliver(paymentId);
    }
  }

  private async startDeposit(
    payment: CashierPayment,
    token: string,
    lang: CashierLanguage,
    player: { session: PlayerSession; timeZone: string | undefined },
  ): Promise<PaymentAnswer> {
    // The operator authorises the deposit first: the player's own limits or break may refuse it.
    try {
      await this.platform.authorizeDeposit(token, payment.id, payment.amount, lang);
    } catch (error) {
      if (!(error instanceof PlatformError) || error.status >= 500) throw error;
      if (error.status === 401) throw new CashierError(401, 'session');
      if (error.status === 403) throw this.fieldErrors({ amount: { key: 'err_play_excluded' } }, lang);
      if (error.status === 422 && error.errors?.amount) {
        const room = roomLeft(error.details, player.session, lang, player.timeZone);
        const refusal = this.fieldErrors({ amount: { key: 'err_deposit_limit' } }, lang);
        if (room && refusal.errors?.amount) refusal.errors.amount = [`${refusal.errors.amount[0]} ${room}`];
        throw refusal;
      }
      throw new CashierError(422, text(lang, 'err_generic'));
    }
    const bank = payment.method === 'bank';
    const first: CashierStatus = payment.outcome === 'challenge' && !bank ? 'waiting' : 'pending';
    const dueAt = bank ? new Date(this.now().getTime() + this.options.bankDelayS * 1000) : null;
    const status = await this.store.transaction(async (store) => {
      await store.insertPayment({ ...payment, status: first, dueAt });
      await this.report(store, { ...payment, status: first });
      if (bank || first === 'waiting') return first;
      const next: CashierStatus = payment.outcome === 'succeed' ? 'succeeded' : 'canceled';
      await this.change(
        store,
        { ...payment, status: first },
        next,
        next === 'canceled' ? 'reason_declined' : null,
        null,
      );
      return next;
    });
    this.workDue.tell(dueAt);
    await this.deliver(payment.id);
    if (status === 'waiting') return { step: 'challenge', payment_id: payment.id };
    return this.done(payment.id, 'deposit', status);
  }

  private async startWithdrawal(payment: CashierPayment, token: string, lang: CashierLanguage): Promise<PaymentAnswer> {
    const started = this.now().getTime();
    const payAt = new Date(started + this.options.bankDelayS * 1000);
    // Due from the start: were the node to stop between the platform's reserve and its answer being
    // stored, the scheduled work asks the platform what became of it (completeDue) — not before this
    // call could have ended — and holds, pays or drops it as the platform says.
    const askAt = new Date(started + Math.max(this.options.bankDelayS, CONFIRM_AFTER_S) * 1000);
    await this.store.insertPayment({ ...payment, dueAt: askAt });
    this.workDue.tell(askAt);
    let review: boolean;
    try {
      ({ review } = await this.platform.requestWithdrawal(token, payment.id, payment.amount, lang));
    } catch (error) {
      if (!(error instanceof PlatformError) || error.status >= 500) throw error;
      await this.store.setStatus(payment.id, 'refused', error.message, null);
      if (error.status === 401) throw new CashierError(401, 'session');
      if (error.status === 422 && error.errors?.amount) {
        throw this.fieldErrors({ amount: { key: 'err_insufficient_funds' } }, lang);
      }
      // The operator wants a verified player for this withdrawal: the page links to its verification.
      if (error.status === 403 && error.errors?.amount) {
        const refusal = this.fieldErrors({ amount: { key: 'err_verification_required' } }, lang);
        throw new CashierError(422, refusal.message, refusal.errors, {
          href: VERIFICATION_PATH,
          text: text(lang, 'verify_identity'),
        });
      }
      throw new CashierError(422, text(lang, 'err_generic'));
    }
    // Held for the operator's review: no due time and no report (the platform shows it waiting)
    // until the platform releases or cancels it. Else sent, and paid after the bank's delay.
    const status = await this.store.transaction(async (store) => {
      const current = await store.findPayment(payment.id, true);
      if (current?.status !== 'pending') return current?.status ?? 'pending';
      if (review) {
        await store.setStatus(payment.id, 'held', null, null);
        return 'held';
      }
      await this.change(store, current, 'sent', null, payAt);
      return 'sent';
    });
    if (status === 'sent') this.workDue.tell(payAt);
    await this.deliver(payment.id);
    return this.done(payment.id, 'withdrawal', status);
  }

  /** Stores a status change and the report the platform is owed for it, in one transaction. */
  private async change(
    store: CashierStore,
    payment: CashierPayment,
    status: CashierStatus,
    reason: TextKey | null,
    dueAt: Date | null,
  ): Promise<void> {
    await this.record(store, payment, status, reason ? (PROVIDER_REASONS[reason] ?? reason) : null, dueAt);
  }

  /** A status change with the reason as the platform is told it (in the provider's words). */
  private async record(
    store: CashierStore,
    payment: CashierPayment,
    status: CashierStatus,
    providerReason: string | null,
    dueAt: Date | null,
  ): Promise<void> {
    await store.setStatus(payment.id, status, providerReason, dueAt);
    await this.report(store, { ...payment, status, reason: providerReason });
  }

  private async report(store: CashierStore, payment: CashierPayment): Promise<void> {
    const eventId = `ce_${randomUUID()}`;
    const body = JSON.stringify({
      event_id: eventId,
      payment_id: payment.id,
      type: payment.mode,
      user_id: payment.userId,
      account_id: payment.walletId,
      amount: Number(payment.amount),
      currency_id: payment.currencyId,
      status: payment.status,
      reason: payment.reason,
    });
    await store.owed.add(eventId, payment.id, body, this.now());
  }

  /**
   * Delivers a payment's reports now; what fails is retried by `tick` with backoff
   * (shared/owed-calls.ts), told when through `workDue`.
   */
  private async deliver(paymentId: string): Promise<void> {
    this.workDue.tell(await this.deliverDue(this.now(), paymentId));
  }

  private done(paymentId: string, mode: CashierMode, status: CashierStatus): PaymentAnswer {
    const result: PaymentResult = status === 'succeeded' ? 'success' : status === 'canceled' ? 'fail' : 'waiting';
    const path = mode === 'deposit' ? 'deposit' : 'withdraw';
    return { step: 'done', payment_id: paymentId, result, redirect: `/payments/${path}/${result}` };
  }

  private fieldErrors(errors: FieldErrorKeys, lang: CashierLanguage): CashierError {
    const out: Record<string, string[]> = {};
    for (const [field, e] of Object.entries(errors)) out[field] = [text(lang, e.key, e.values)];
    return new CashierError(422, text(lang, 'err_generic'), out);
  }
}

/**
 * The room a deposit limit leaves, in the page's words, from the `details` of the platform's
 * refusal (a `deposit_limit` of the session's currency), or null when they say none: "You can
 * deposit up to €20.00 more until 1 Dec, 14:05." in the player's time zone (UTC when unknown).
 */
export function roomLeft(
  details: unknown,
  session: Pick<PlayerSession, 'scale' | 'currencyCode'>,
  lang: CashierLanguage,
  timeZone: string | undefined,
): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const d = details as Record<string, unknown>;
  if (d.kind !== 'deposit_limit' || d.currency_code !== session.currencyCode) return null;
  if (!Number.isSafeInteger(d.room) || (d.room as number) < 0) return null;
  if (d.renews_at !== null && !Number.isSafeInteger(d.renews_at)) return null;
  const room = BigInt(d.room as number);
  const amount = formatMoney(room, { scale: session.scale, code: session.currencyCode, locale: lang });
  const time = typeof d.renews_at === 'number' ? formatTime(d.renews_at, lang, timeZone) : null;
  if (room === 0n) return time ? text(lang, 'err_deposit_limit_full', { time }) : null;
  return time
    ? text(lang, 'err_deposit_limit_room', { amount, time })
    : text(lang, 'err_deposit_limit_room_open', { amount });
}

/** A moment as "1 Dec, 14:05" (Russian "1 дек., 14:05") in the time zone given, if it is one. */
function formatTime(unixS: number, lang: CashierLanguage, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  const locale = lang === 'ru' ? 'ru' : 'en-GB';
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone || 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  }
  return format.format(new Date(unixS * 1000));
}

/** The earlier of two moments, either of which may be missing. */
function earliest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}
