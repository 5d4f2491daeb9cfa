import {
  type ProviderGameUrlAnswer,
  type ProviderGameUrlRequest,
  providerGameUrlAnswerSchema,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
} from '@meridian/contract/casino';
import { signPayload } from '../../platform/signature.js';

/** One HTTP exchange with a provider. */
export interface ProviderRequest {
  method: 'POST';
  /** A path for an in-process provider, or a full address for a remote one. */
  path: string;
  headers: Record<string, string>;
  body: string;
}
export type ProviderTransport = (request: ProviderRequest) => Promise<{ status: number; body: string }>;

/** A connected game provider: its code, the key both sides sign with, and where its API answers. */
export interface CasinoProviderLink {
  code: string;
  secret: string;
  /** The provider's `game/url` call (its public operator API). */
  gameUrlPath: string;
  transport: ProviderTransport;
}

/** The provider could not be reached or answered something unusable. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** A transport over the network, for a provider running elsewhere. */
export function fetchProviderTransport(timeoutMs = 10_000): ProviderTransport {
  return async (request) => {
    const res = await fetch(request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  };
}

/** Asks a provider where a game runs for this launch. */
export async function requestGameUrl(
  link: CasinoProviderLink,
  request: ProviderGameUrlRequest,
  nowS = Math.floor(Date.now() / 1000),
): Promise<ProviderGameUrlAnswer> {
  const body = JSON.stringify(request);
  let answer: { status: number; body: string };
  try {
    answer = await link.transport({
      method: 'POST',
      path: link.gameUrlPath,
      headers: {
        'content-type': 'application/json',
        [WALLET_PROVIDER_HEADER]: link.code,
        [WALLET_TIMESTAMP_HEADER]: String(nowS),
        [WALLET_SIGNATURE_HEADER]: signPayload(link.secret, nowS, body),
      },
      body,
    });
  } catch (error) {
    throw new ProviderUnavailableError(`provider ${link.code} unreachable: ${(error as Error).message}`);
  }
  if (answer.status !== 200) throw new ProviderUnavailableError(`provider ${link.code} answered ${answer.status}`);
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    throw new ProviderUnavailableError(`provider ${link.code} answered no JSON`);
  }
  // A provider may answer bare or in an envelope's payload.
  const candidate = (json as { payload?: unknown })?.payload ?? json;
  const parsed = providerGameUrlAnswerSchema.safeParse(candidate);
  if (!parsed.success) throw new ProviderUnavailableError(`provider ${link.code} answered no game address`);
  return parsed.data;
}
