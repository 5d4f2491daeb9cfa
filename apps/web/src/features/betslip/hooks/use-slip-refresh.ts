import type { BetUpdateResult } from '@meridian/contract/bets';
import type { Match } from '@meridian/contract/events';
import { matchChannel } from '@meridian/contract/realtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSettings } from '../../../shared/api/get-settings';
import { useLivePaused } from '../../../shared/api/network.store';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useChannels } from '../../../shared/realtime/realtime';
import { useActiveWalletState } from '../../../shared/wallets/get-wallets';
import { betsKeys } from '../api/bets-keys';
import { updateBets } from '../api/update-bets';
import { changesFromDeltas, changesFromMatch } from '../lib/match-events';

interface SlipUpdate {
  result: BetUpdateResult;
  /** The selections the answer is about; one of them left out of it is deleted. */
  requested: string[];
  /** The wallet the answer's ceiling and free bets belong to. */
  accountId: number | null;
}

/** The slip's refresh period (001 §9): the live period while any selection is live, else the line one. */
export function slipRefreshInterval(isLive: boolean, basket: { live: number; line: number }): number {
  const period = isLive ? basket.live : basket.line;
  return period > 0 ? period : isLive ? 5_000 : 30_000;
}

/**
 * Keeps the slip's odds current (001 §4): `POST /bets/update` at once when the selections change and
 * then every 5 s with a live selection (30 s otherwise), and the `match:{id}` channel of every
 * selected match in between. Waits for the balance when signed in, so the stake ceiling is the
 * wallet's. Asks again in the new language when the page's changes, and takes the names of the
 * answer, so the selections read in the page language. Asks at once again when the connection
 * returns after live prices were paused, since they may have moved meanwhile. Returns the latest answer's ceiling; its free bets go to the slip store, which drops a
 * picked free bet the answer no longer offers (001 §4).
 */
export function useSlipRefresh() {
  const items = useBetSlipStore((state) => state.items);
  const language = useTranslation().i18n.language;
  const { update_periods, currency_id } = useSettings();
  const { wallet, ready } = useActiveWalletState();
  const accountId = wallet?.id ?? null;
  const selections = items
    .map((item) => `${item.key}_${item.marketId}`)
    .sort()
    .join(',');
  const isLive = items.some((item) => item.isLive);

  const query = useQuery({
    queryKey: betsKeys.update(selections, accountId, language),
    queryFn: async ({ signal }): Promise<SlipUpdate> => {
      const current = useBetSlipStore.getState().items;
      const result = await updateBets(
        current,
        { accountId, currencyId: wallet?.currency_id ?? currency_id },
        language,
        signal,
      );
      return { result, requested: current.map((item) => item.key), accountId };
    },
    enabled: ready && items.length > 0,
    // The same wallet's last answer stays while the next one (new selections, new language) loads,
    // so the stake ceiling does not fall back to the site's limit in between.
    placeholderData: (previous) => (previous?.accountId === accountId ? previous : undefined),
    refetchInterval: slipRefreshInterval(isLive, update_periods.basket),
    retry: false,
  });

  const { data, refetch } = query;
  useEffect(() => {
    if (!data) return;
    const store = useBetSlipStore.getState();
    store.applyEvents(data.result.events, new Set(data.requested));
    store.rename(data.result.events);
    store.syncFreeBets(data.accountId, data.result.free_bets);
  }, [data]);

  // Back from a pause: the live prices kept in the slip may be stale, so they are asked for at once.
  const livePaused = useLivePaused();
  const wasPaused = useRef(livePaused);
  const canAsk = ready && items.length > 0;
  useEffect(() => {
    const resumed = wasPaused.current && !livePaused;
    wasPaused.current = livePaused;
    if (resumed && canAsk && isLive) void refetch();
  }, [livePaused, canAsk, isLive, refetch]);

  const matchIds = [...new Set(items.map((item) => item.matchId))];
  useChannels(
    matchIds.map((id) => matchChannel(id)),
    (frame) => {
      const matchId = Number(frame.channel.split(':')[1]);
      const mine = useBetSlipStore.getState().items.filter((item) => item.matchId === matchId);
      if (mine.length === 0 || !('list' in frame.data || 'deltas' in frame.data)) return;
      const changes =
        'deltas' in frame.data
          ? changesFromDeltas(frame.data.deltas, mine)
          : changesFromMatch(
              (frame.data.list as Match[]).find((match) => match.id === matchId),
              mine,
            );
      if (changes.events.length > 0) useBetSlipStore.getState().applyEvents(changes.events);
      if (changes.needsRefresh) void refetch();
    },
  );

  return {
    amountMax: data?.result.amount_max ?? null,
    currencyId: wallet?.currency_id ?? currency_id,
    accountId,
  };
}
