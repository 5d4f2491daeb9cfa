import { randomUUID } from 'node:crypto';
import { signedHeaders } from './signed-client.js';

/** The wallet's HTTP refusals, in the statuses of its answers. */
const REFUSALS: Record<number, string> = { 401: 'RS_ERROR_INVALID_SIGNATURE', 422: 'RS_ERROR_WRONG_SYNTAX' };

const CASINO_SIGNATURE = { timestamp: 'x-casino-timestamp', signature: 'x-casino-signature' };

/** One HTTP exchange with the operator. */
export interface OperatorRequest {
  method: 'POST';
  /** Path under the operator's origin (in-process) or a full address. */
  path: string;
  headers: Record<string, string>;
  body: string;
}
export type OperatorTransport = (request: OperatorRequest) => Promise<{ status: number; body: string }>;

/** What the operator's wallet answered, or that no answer came (the call may or may not have landed). */
export type WalletReply =
  | { answered: true; status: string; balance: number | null; currency: string | null }
  | { answered: false; reason: string };

/** One of the studio's calls as the operator recorded it. */
export interface OperatorRecord {
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  status: 'accepted' | 'refused' | 'rolled_back';
  answer_status: string;
  amount: number | null;
  id: number;
}

export interface WalletTransaction {
  token: string;
  user: string;
  transaction_uuid: string;
  round: string;
  round_closed: boolean;
  game_code: string;
}

/**
 * A studio's side of the operator's seamless wallet: each call signed with
 * hex(HMAC-SHA256(key, timestamp + "." + body)) and the studio's code, made with the session
 * token the operator gave at launch.
 */
export class OperatorWallet {
  constructor(
    private readonly transport: OperatorTransport,
    private readonly code: string,
    private readonly secret: string,
    private readonly basePath = '/api/v1/casino/wallet',
    private readonly nowMs: () => number = Date.now,
  ) {}

  balance(token: string, user: string, gameCode: string): Promise<WalletReply> {
    return this.send('user/balance', JSON.stringify({ request_uuid: randomUUID(), token, user, game_code: gameCode }));
  }

  /** The body of a bet, win or rollback, stored before it is sent so a retry sends the same call. */
  static body(
    kind: 'bet' | 'win' | 'rollback',
    tx: WalletTransaction,
    extra: { currency?: string; amount?: bigint; reference?: string; reward?: string },
  ): string {
    return JSON.stringify({
      request_uuid: randomUUID(),
      ...tx,
      ...(extra.reference === undefined ? {} : { reference_transaction_uuid: extra.reference }),
      ...(kind === 'rollback' ? {} : { currency: extra.currency, amount: Number(extra.amount ?? 0n) }),
      // A free round: a bet of 0 and its win name the operator's reward.
      ...(extra.reward === undefined || kind === 'rollback' ? {} : { is_free: true, reward_uuid: extra.reward }),
    });
  }

  /** The amount (minor units) a stored call's body names; null for a rollback, which names none. */
  static amountOf(body: string): number | null {
    const amount = (JSON.parse(body) as { amount?: unknown }).amount;
    return typeof amount === 'number' ? amount : null;
  }

  /** The operator's record of this studio's calls in a window (unix seconds), one page after `afterId`. */
  async transactions(from: number, to: number, afterId: number, limit: number): Promise<OperatorRecord[] | null> {
    const body = JSON.stringify({ request_uuid: randomUUID(), from, to, after_id: afterId, limit });
    const res = await this.exchange('transactions', body);
    const list = (res?.payload as { list?: unknown } | undefined)?.list;
    return Array.isArray(list) ? (list as OperatorRecord[]) : null;
  }

  /** Sends a stored bet, win or rollback body. */
  transaction(kind: 'bet' | 'win' | 'rollback', body: string): Promise<WalletReply> {
    return this.send(`transaction/${kind}`, body);
  }

  private async exchange(path: string, body: string): Promise<{ status: number; payload: unknown } | null> {
    const timestamp = Math.floor(this.nowMs() / 1000);
    let res: { status: number; body: string };
    try {
      res = await this.transport(this.request(path, body, timestamp));
    } catch {
      return null;
    }
    try {
      return { status: res.status, payload: (JSON.parse(res.body) as { payload?: unknown }).payload };
    } catch {
      return { status: res.status, payload: undefined };
    }
  }

  private request(path: string, body: string, timestamp: number): OperatorRequest {
    return {
      method: 'POST',
      path: `${this.basePath}/${path}`,
      headers: {
        ...signedHeaders(this.secret, body, timestamp * 1000, CASINO_SIGNATURE),
        'x-casino-provider': this.code,
      },
      body,
    };
  }

  private async send(path: string, body: string): Promise<WalletReply> {
    const timestamp = Math.floor(this.nowMs() / 1000);
    let res: { status: number; body: string };
    try {
      res = await this.transport(this.request(path, body, timestamp));
    } catch (error) {
      return { answered: false, reason: (error as Error).message };
    }
    let json: { payload?: { status?: unknown; balance?: unknown; currency?: unknown } } | null = null;
    try {
      json = JSON.parse(res.body);
    } catch {
      json = null;
    }
    const payload = json?.payload;
    // A refused signature or body is a definite answer: nothing was applied.
    const refused = REFUSALS[res.status];
    if (refused) return { answered: true, status: refused, balance: null, currency: null };
    // A 5xx, or an answer without a status, says nothing about whether the call landed.
    if (res.status >= 500 || typeof payload?.status !== 'string') {
      return { answered: false, reason: `operator answered ${res.status}` };
    }
    return {
      answered: true,
      status: payload.status,
      balance: typeof payload.balance === 'number' ? payload.balance : null,
      currency: typeof payload.currency === 'string' ? payload.currency : null,
    };
  }
}
