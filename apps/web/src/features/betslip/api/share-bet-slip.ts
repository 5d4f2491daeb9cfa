import type { BetLoadResult, BetSaveResult, BetSelection } from '@meridian/contract/bets';
import { callApi } from '../../../shared/api/call-api';

/** `POST /bets/save`: a code others can load the slip with. */
export function saveBetSlip(events: BetSelection[]): Promise<BetSaveResult> {
  return callApi('POST /bets/save', { body: { events } });
}

/** `GET /bets/load`: the selections shared under a code, with current names and odds. */
export function loadBetSlip(code: string): Promise<BetLoadResult> {
  return callApi('GET /bets/load', { query: { coupon_code: code.trim() } });
}
