import type { BuilderAnswer } from '@meridian/contract/bet-builder';
import { callApi } from '../../../shared/api/call-api';
import type { SlipBuilder } from '../../../shared/betslip/slip-builder';

/** `POST /bets/builder` for the slip's builder: its price now in `language`, or why it has none. */
export function priceSlipBuilder(builder: SlipBuilder, language: string, signal?: AbortSignal): Promise<BuilderAnswer> {
  return callApi('POST /bets/builder', {
    body: {
      match_id: builder.matchId,
      selections: builder.parts.map((part) => ({ market_id: part.marketId, outcome_id: part.id })),
    },
    signal,
    language,
  });
}
