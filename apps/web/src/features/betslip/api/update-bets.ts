import type { BetSelection, BetUpdateResult } from '@meridian/contract/bets';
import { callApi } from '../../../shared/api/call-api';
import type { BetSlipItem } from '../../../shared/betslip/betslip.store';

/** A slip item as the bet calls send it. */
export function toBetSelection(item: BetSlipItem): BetSelection {
  return { id: item.matchId, is_live: item.isLive, market_id: item.marketId, outcome_id: item.id, odds: item.odds };
}

/**
 * `POST /bets/update`: the current odds, availability and names (in `language`) of the selections,
 * and the stake ceiling.
 */
export function updateBets(
  items: BetSlipItem[],
  owner: { accountId: number | null; currencyId: number },
  language: string,
  signal?: AbortSignal,
): Promise<BetUpdateResult> {
  return callApi('POST /bets/update', {
    body: {
      events: items.map(toBetSelection),
      ...(owner.accountId !== null ? { account_id: owner.accountId } : { currency_id: owner.currencyId }),
    },
    signal,
    language,
  });
}
