import {
  type ProviderFreeRoundsAnswer,
  type ProviderFreeRoundsRequest,
  type ProviderGameUrlAnswer,
  type ProviderGameUrlRequest,
  providerFreeRoundsAnswerSchema,
  providerGameUrlAnswerSchema,
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
} from '@meridian/contract/casino';
import type { z } from 'zod';
import type { ProviderTransport } from '../../platform/provider-transport.js';
import { signPayload } from '../../platform/signature.js';

/** A connected game provider: its code, the key both sides sign with, and where its API answers. */
export interface CasinoProviderLink {
  code: string;
  secret: string;
  /** The provider's `game/url` call (its public operator API). */
  gameUrlPath: string;
  /** Its `free-rounds` call, when it plays free rounds (free spins) the operator grants. */
  freeRoundsPath?: string;
  transport: ProviderTransport;
}

/** The provider could not be reached or answered something unusable. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** Asks a provider where a game runs for this launch. */
export function requestGameUrl(
  link: CasinoProviderLink,
  request: ProviderGameUrlRequest,
  nowS = Math.floor(Date.now() / 1000),
): Promise<ProviderGameUrlAnswer> {
  return callProvider(link, link.gameUrlPath, request, nowS, providerGameUrlAnswerSchema, 'no game address');
}

/** Grants a player free rounds at a provider (applied once per `reward_uuid`). */
export function requestFreeRounds(
  link: CasinoProviderLink & { freeRoundsPath: string },
  request: ProviderFreeRoundsRequest,
  nowS = Math.floor(Date.now() / 1000),
): Promise<ProviderFreeRoundsAnswer> {
  return callProvider(link, link.freeRoundsPath, request, nowS, providerFreeRoundsAnswerSchema, 'no free rounds');
}

/** One signed call of the provider's operator API; its answer must match `schema`. */
async function callProvider<T>(
  link: CasinoProviderLink,
  path: string,
  request: unknown,
  nowS: number,
  schema: z.ZodType<T>,
  missing: string,
): Promise<T> {
  const body = JSON.stringify(request);
  let answer: { status: number; body: string };
  try {
    answer = await link.transport({
      method: 'POST',
      path,
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
  const parsed = schema.safeParse((json as { payload?: unknown })?.payload ?? json);
  if (!parsed.success) throw new ProviderUnavailableError(`provider ${link.code} answered ${missing}`);
  return parsed.data;
}
