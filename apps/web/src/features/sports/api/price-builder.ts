import type { BuilderAnswer, BuilderRequest } from '@meridian/contract/bet-builder';
import { callApi } from '../../../shared/api/call-api';

/** `POST /bets/builder`: the price of a same-match combination, or why it has none, and what would conflict. */
export function priceBuilder(request: BuilderRequest, signal?: AbortSignal): Promise<BuilderAnswer> {
  return callApi('POST /bets/builder', { body: request, signal });
}
