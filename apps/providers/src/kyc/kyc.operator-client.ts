import { createHmac } from 'node:crypto';

/** One HTTP exchange with the operator's platform. */
export interface OperatorRequest {
  method: 'POST';
  /** A path on the operator's origin (in-process), or a full address. */
  path: string;
  headers: Record<string, string>;
  body: string;
}
export interface OperatorResponse {
  status: number;
  body: string;
}
export type OperatorTransport = (request: OperatorRequest) => Promise<OperatorResponse>;

/** A transport over the network, for an operator reached by address (the provider running on its own). */
export function fetchTransport(baseUrl: string): OperatorTransport {
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

/** The signature of every call between the provider and the operator, both ways. */
export const SIGNATURE_HEADER = 'x-kyc-signature';
export const TIMESTAMP_HEADER = 'x-kyc-timestamp';

/** hex(HMAC-SHA256(secret, timestamp + "." + raw body)). */
export const signKyc = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The provider's webhook to the operator: each body signed as it is sent (a retry gets a fresh timestamp). */
export class OperatorWebhook {
  constructor(
    private readonly transport: OperatorTransport,
    private readonly secret: string,
    private readonly path: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  send(body: string): Promise<OperatorResponse> {
    const timestamp = Math.floor(this.nowMs() / 1000);
    return this.transport({
      method: 'POST',
      path: this.path,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signKyc(this.secret, timestamp, body),
      },
      body,
    });
  }
}
