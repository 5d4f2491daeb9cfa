import type { CashOutRequest, CashOutResult } from '@meridian/contract/bets';
import { callApi } from '../../../shared/api/call-api';

/** `POST /bets/cash-out`: one attempt; a bet in play answers `waiting` and is asked about again. */
export function cashOut(request: CashOutRequest): Promise<CashOutResult> {
  return callApi('POST /bets/cash-out', { body: request });
}
