import { createHmac } from 'node:crypto';

/** One HTTP exchange with the platform. */
export interface PlatformRequest {
  method: 'GET' | 'POST';
  /** Path under the platform's origin, e.g. `/api/v1/payments/webhook`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface PlatformResponse {
  status: number;
  body: string;
}
export type PlatformTransport = (request: PlatformRequest) => Promise<PlatformResponse>;

/** A transport over the network to a platform at `baseUrl` (the cashier mounted on its own). */
export function fetchTransport(baseUrl: string): PlatformTransport {
  return async (request) => {
    const res = await fetch(new URL(request.path, baseUrl), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: await res.text() };
  };
}

export interface PlayerSession {
  userId: number;
  walletId: number;
  currencyId: number;
  currencyCode: string;
  scale: number;
  balance: number;
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

/**
 * The cashier's side of the provider protocol: calls signed with
 * hex(HMAC-SHA256(secret, timestamp + "." + body)), made for a player with the payment token.
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

  /** Asks the platform to authorise a deposit before the player is charged (their limits may refuse it). */
  async authorizeDeposit(token: string, paymentId: string, amount: bigint): Promise<void> {
    const body = JSON.stringify({ payment_id: paymentId, amount: Number(amount) });
    await this.call('POST', '/payments/provider/deposits', body, token);
  }

  async requestWithdrawal(token: string, paymentId: string, amount: bigint): Promise<void> {
    const body = JSON.stringify({ payment_id: paymentId, amount: Number(amount) });
    await this.call('POST', '/payments/provider/withdrawals', body, token);
  }

  /** Sends one webhook body as it was stored; answers the platform's status. */
  async sendWebhook(body: string): Promise<PlatformResponse> {
    return this.transport({ method: 'POST', path: `${API}/payments/webhook`, headers: this.headers(body), body });
  }

  private headers(body: string, token?: string): Record<string, string> {
    const timestamp = Math.floor(this.nowMs() / 1000);
    const signature = createHmac('sha256', this.secret).update(`${timestamp}.${body}`).digest('hex');
    return {
      ...(body ? { 'content-type': 'application/json' } : {}),
      'x-payment-timestamp': String(timestamp),
      'x-payment-signature': signature,
      ...(token ? { 'x-payment-token': token } : {}),
    };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body: string, token: string): Promise<T> {
    const res = await this.transport({
      method,
      path: `${API}${path}`,
      headers: this.headers(body, token),
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
