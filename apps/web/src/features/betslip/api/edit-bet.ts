import type { EditBetRequest, EditBetResult } from '@meridian/contract/bets';
import { callApi } from '../../../shared/api/call-api';

/** `POST /bets/edit`: cashes an open accumulator out and places the new one with that value as its stake. */
export function editBet(request: EditBetRequest): Promise<EditBetResult> {
  return callApi('POST /bets/edit', { body: request });
}
