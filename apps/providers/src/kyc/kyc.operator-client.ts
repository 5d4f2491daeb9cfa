import { type SignedResponse, signBody, signedHeaders, type Transport } from '../shared/signed-client.js';

/** One HTTP exchange with the operator's platform: a path on its origin (in-process), or a full address. */
export type { SignedRequest as OperatorRequest, SignedResponse as OperatorResponse } from '../shared/signed-client.js';
export type OperatorTransport = Transport;

/** The signature of every call between the provider and the operator, both ways. */
export const SIGNATURE_HEADER = 'x-kyc-signature';
export const TIMESTAMP_HEADER = 'x-kyc-timestamp';
const KYC_SIGNATURE = { timestamp: TIMESTAMP_HEADER, signature: SIGNATURE_HEADER };

/** hex(HMAC-SHA256(secret, timestamp + "." + raw body)). */
export const signKyc = signBody;

/** The provider's webhook to the operator: each body signed as it is sent (a retry gets a fresh timestamp). */
export class OperatorWebhook {
  constructor(
    private readonly transport: OperatorTransport,
    private readonly secret: string,
    private readonly path: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  send(body: string): Promise<SignedResponse> {
    const headers = signedHeaders(this.secret, body, this.nowMs(), KYC_SIGNATURE);
    return this.transport({ method: 'POST', path: this.path, headers, body });
  }
}
