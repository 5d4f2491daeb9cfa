import { type Bet, OPEN_BETS_LIMIT } from '@meridian/contract/bets';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { betsKeys } from './bets-keys';

/** `GET /bets/history?status=1`: the open bets the slip shows (at most 8, 001 §9). */
export function getOpenBets(accountId: number | null, signal?: AbortSignal): Promise<Bet[]> {
  return callApi('GET /bets/history', {
    query: { status: 1, limit: OPEN_BETS_LIMIT, account_id: accountId },
    signal,
    // 001 §7: open bets keep a 403 to themselves.
    ignoreForbidden: true,
  }).then((payload) => payload.list);
}

/** Polling of open bets (001 §4): the live period while any bet has a live leg, else the line one. */
export function openBetsInterval(bets: Bet[] | undefined, periods: { live: number; line: number }): number {
  const live = bets?.some((bet) => bet.events.some((event) => event.is_live || event.state.is_live)) ?? false;
  const period = live ? periods.live : periods.line;
  return period > 0 ? period : live ? 5_000 : 30_000;
}

export function openBetsQueryOptions(accountId: number | null, periods: { live: number; line: number }) {
  return queryOptions({
    queryKey: betsKeys.open(accountId),
    queryFn: ({ signal }) => getOpenBets(accountId, signal),
    refetchInterval: (query) => openBetsInterval(query.state.data, periods),
    retry: false,
  });
}
