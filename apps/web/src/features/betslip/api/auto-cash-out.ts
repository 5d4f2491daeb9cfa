import type { AutoCashOutRequest, Bet } from '@meridian/contract/bets';
import { callApi } from '../../../shared/api/call-api';

/** `PUT /bets/auto-cash-out`: sets the bet's auto cash-out rule, replacing the one it had. */
export function setAutoCashOut(request: AutoCashOutRequest): Promise<Bet> {
  return callApi('PUT /bets/auto-cash-out', { body: request });
}

/** `DELETE /bets/auto-cash-out`: removes the bet's auto cash-out rule. */
export function deleteAutoCashOut(betId: number): Promise<Bet> {
  return callApi('DELETE /bets/auto-cash-out', { body: { bet_id: betId } });
}
