import { randomUUID } from 'node:crypto';
import { formatMoney } from '@meridian/contract/money';
import { httpOutcome } from '../shared/owed-calls.js';
import { WorkDue } from '../shared/provider-jobs.js';
import { type PlatformClient, PlatformError, type PlayerSession } from './cashier.platform-client.js';
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

  /** Bank deposits become succeeded, withdrawals paid or rejected, once their delay has passed. */
  async completeDue(now = this.now()): Promise<number> {
    const ids = await this.store.transaction(async (store) => {
      const due = await store.lockDue(now, 100);
      for (const payment of due) {
        if (payment.mode === 'deposit' && payment.status === 'pending') {
          await this.change(store, payment, 'succeeded', null, null);
        } else if (payment.mode === 'withdrawal' && (payment.status === 'sent' || payment.status === 'pending')) {
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
      return due.map((p) => p.id);
    });
    for (const id of ids) await this.deliver(id);
    return ids.length;
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
    // Due from the start: were the node to stop between the platform's reserve and the `sent`
    // report, the scheduled work still pays the withdrawal out (or the platform refuses an unknown one).
    const dueAt = new Date(this.now().getTime() + this.options.bankDelayS * 1000);
    await this.store.insertPayment({ ...payment, dueAt });
    this.workDue.tell(dueAt);
    try {
      await this.platform.requestWithdrawal(token, payment.id, payment.amount, lang);
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
    await this.store.transaction((store) => this.change(store, payment, 'sent', null, dueAt));
    await this.deliver(payment.id);
    return this.done(payment.id, 'withdrawal', 'sent');
  }

  /** Stores a status change and the report the platform is owed for it, in one transaction. */
  private async change(
    store: CashierStore,
    payment: CashierPayment,
    status: CashierStatus,
    reason: TextKey | null,
    dueAt: Date | null,
  ): Promise<void> {
    const providerReason = reason ? (PROVIDER_REASONS[reason] ?? reason) : null;
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
