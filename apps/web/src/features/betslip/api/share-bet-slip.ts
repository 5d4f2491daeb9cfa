import type { BetLoadResult, BetSaveResult, BetSelection } from '@meridian/contract/bets';
import { apiRequest } from '../../../shared/api/api-client';

/** `POST /bets/save`: a code others can load the slip with. */
export function saveBetSlip(events: BetSelection[]): Promise<BetSaveResult> {
  return apiRequest<BetSaveResult>('/bets/save', { method: 'POST', body: { events } });
}

/** `GET /bets/load`: the selections shared under a code, with current names and odds. */
export function loadBetSlip(code: string): Promise<BetLoadResult> {
  return apiRequest<BetLoadResult>('/bets/load', { query: { coupon_code: code.trim() } });
}
