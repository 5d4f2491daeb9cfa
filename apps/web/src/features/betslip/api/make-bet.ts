import type { BetMakeRequest, BetMakeResult } from '@meridian/contract/bets';
import { callApi } from '../../../shared/api/call-api';

/** `POST /bets/make`: one attempt; a live bet answers `wait_time` and is asked about again. */
export function makeBet(request: BetMakeRequest): Promise<BetMakeResult> {
  return callApi('POST /bets/make', { body: request });
}
