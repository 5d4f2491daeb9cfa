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

/**
 * How often the open bets are read while the socket is up: the player's channel pushes their cash-out
 * offers and tells of bets placed, settled and cashed out, so the read only catches what it missed.
 */
export const OPEN_BETS_PUSHED_PERIOD_MS = 60_000;

/**
 * Polling of open bets (001 §4): with the socket down, the live period while any bet has a live leg,
 * else the line one; with it up, the slow fallback (the channel pushes what changes).
 */
export function openBetsInterval(
  bets: Bet[] | undefined,
  periods: { live: number; line: number },
  connected = false,
): number {
  if (connected) return OPEN_BETS_PUSHED_PERIOD_MS;
  const live = bets?.some((bet) => bet.events.some((event) => event.is_live || event.state.is_live)) ?? false;
  const period = live ? periods.live : periods.line;
  return period > 0 ? period : live ? 5_000 : 30_000;
}

export function openBetsQueryOptions(
  accountId: number | null,
  periods: { live: number; line: number },
  connected = false,
) {
  return queryOptions({
    queryKey: betsKeys.open(accountId),
    queryFn: ({ signal }) => getOpenBets(accountId, signal),
    refetchInterval: (query) => openBetsInterval(query.state.data, periods, connected),
    retry: false,
  });
}
