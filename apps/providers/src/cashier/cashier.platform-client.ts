import { type SignedResponse, signedHeaders, type Transport } from '../shared/signed-client.js';

/** One HTTP exchange with the platform: a path under its origin, e.g. `/api/v1/payments/webhook`. */
export type { SignedRequest as PlatformRequest, SignedResponse as PlatformResponse } from '../shared/signed-client.js';
export type PlatformTransport = Transport;
type PlatformResponse = SignedResponse;

export interface PlayerSession {
  userId: number;
  walletId: number;
  currencyId: number;
  currencyCode: string;
  scale: number;
  balance: number;
}

/** The platform's answer to a reservation: `review`, it waits for an operator before it is paid. */
export interface WithdrawalReservation {
  review: boolean;
}

/** What the platform says of a withdrawal it reserved: its transaction's status and whether it waits for review. */
export interface WithdrawalStatus {
  /** TRANSACTION_STATUS: 1 pending, 2 sent, 3 waiting, 4 succeeded, 5 canceled, 6 refunded. */
  statusId: number;
  statusReason: string | null;
  review: boolean;
}

/** The platform refused a call; `status` and the envelope's field errors say why. */
export class PlatformError extends Error {
  override name = 'PlatformError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> | null,
    /** The envelope's `details`, unchecked: what the refusal says beyond its message. */
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

const API = '/api/v1';
const PAYMENT_SIGNATURE = { timestamp: 'x-payment-timestamp', signature: 'x-payment-signature' };

/**
 * The cashier's side of the provider protocol: calls signed with
 * hex(HMAC-SHA256(secret, timestamp + "." + body)), made for a player with the payment token (the
 * webhook and the question after a withdrawal's status go without one).
 */
export class PlatformClient {
  constructor(
    private readonly transport: PlatformTransport,
    private readonly secret: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async session(token: string): Promise<PlayerSession> {
    const payload = await this.call<{
      user_id: number;
      account_id: number;
      currency_id: number;
      currency_code: string;
      scale: number;
      balance: number;
    }>('GET', '/payments/provider/session', '', token);
    return {
      userId: payload.user_id,
      walletId: payload.account_id,
      currencyId: payload.currency_id,
      currencyCode: payload.currency_code,
      scale: payload.scale,
      balance: payload.balance,
    };
  }

  /**
   * Asks the platform to authorise a deposit before the player is charged (their limits may refuse it).
   * `language` is the page's: the platform words its refusal in it.
   */
  async authorizeDeposit(token: string, paymentId: string, amount: bigint, language?: string): Promise<void> {
    const body = JSON.stringify({ payment_id: paymentId, amount: Number(amount) });
    await this.call('POST', '/payments/provider/deposits', body, token, language);
  }

  /**
   * Asks the platform to reserve a withdrawal; a refusal comes worded in the page's `language`. The
   * answer says whether the withdrawal waits for an operator's review (the cashier then holds it).
   */
  async requestWithdrawal(
    token: string,
    paymentId: string,
    amount: bigint,
    language?: string,
  ): Promise<WithdrawalReservation> {
    const body = JSON.stringify({ payment_id: paymentId, amount: Number(amount) });
    const payload = await this.call<{ review?: unknown } | null>(
      'POST',
      '/payments/provider/withdrawals',
      body,
      token,
      language,
    );
    return { review: payload?.review === true };
  }

  /**
   * What became of a withdrawal whose reservation the cashier never heard back about; signed, with
   * no payment token (the player's may have expired). A PlatformError 404: the platform has none.
   */
  async withdrawalStatus(paymentId: string): Promise<WithdrawalStatus> {
    const body = JSON.stringify({ payment_id: paymentId });
    const payload = await this.call<{
      transaction?: { status_id?: unknown; status_reason?: unknown } | null;
      review?: unknown;
    } | null>('POST', '/payments/provider/withdrawals/status', body);
    const statusId = payload?.transaction?.status_id;
    if (typeof statusId !== 'number' || !Number.isInteger(statusId)) {
      throw new Error('the platform answered a withdrawal status without a transaction status');
    }
    const reason = payload?.transaction?.status_reason;
    return { statusId, statusReason: typeof reason === 'string' ? reason : null, review: payload?.review === true };
  }

  /** Sends one webhook body as it was stored; answers the platform's status. */
  async sendWebhook(body: string): Promise<PlatformResponse> {
    return this.transport({ method: 'POST', path: `${API}/payments/webhook`, headers: this.headers(body), body });
  }

  private headers(body: string, token?: string): Record<string, string> {
    return {
      ...signedHeaders(this.secret, body, this.nowMs(), PAYMENT_SIGNATURE),
      ...(token ? { 'x-payment-token': token } : {}),
    };
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: string,
    token?: string,
    language?: string,
  ): Promise<T> {
    const res = await this.transport({
      method,
      path: `${API}${path}`,
      headers: { ...this.headers(body, token), ...(language ? { 'accept-language': language } : {}) },
      ...(body ? { body } : {}),
    });
    let envelope: { payload?: T; message?: string; errors?: Record<string, string[]> | null; details?: unknown } = {};
    try {
      envelope = JSON.parse(res.body);
    } catch {
      // A non-JSON answer (a proxy's error page) is reported by status alone.
    }
    if (res.status < 200 || res.status >= 300 || envelope.payload === undefined) {
      throw new PlatformError(
        res.status,
        envelope.message ?? `platform answered ${res.status}`,
        envelope.errors ?? null,
        envelope.details ?? null,
      );
    }
    return envelope.payload;
  }
}
