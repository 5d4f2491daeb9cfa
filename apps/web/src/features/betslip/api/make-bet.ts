import type { BetMakeRequest, BetMakeResult } from '@meridian/contract/bets';
import { apiRequest } from '../../../shared/api/api-client';

/** `POST /bets/make`: one attempt; a live bet answers `wait_time` and is asked about again. */
export function makeBet(request: BetMakeRequest): Promise<BetMakeResult> {
  return apiRequest<BetMakeResult>('/bets/make', { method: 'POST', body: request });
}
