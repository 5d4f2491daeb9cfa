import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSettings } from '../../../shared/api/get-settings';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import type { SlipBuilder } from '../../../shared/betslip/slip-builder';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { betsKeys } from '../api/bets-keys';
import { priceSlipBuilder } from '../api/price-builder';
import { slipRefreshInterval } from './use-slip-refresh';

/** The query key of the builder's price: the same parts ask the same question. */
export function slipBuilderQueryKey(builder: SlipBuilder, language: string) {
  return betsKeys.builder(builder.key, builder.parts.map((part) => `${part.marketId}:${part.id}`).join(','), language);
}

/**
 * Keeps the slip's bet builder priced: `POST /bets/builder` at once and then at the slip's refresh
 * period (the live one for a builder in play); a moved price follows the player's odds-change
 * preference, and no price holds the builder with the builder's reason.
 */
export function useSlipBuilderPrice(): void {
  const builder = useBetSlipStore((state) => state.builder);
  const language = useTranslation().i18n.language;
  const { update_periods } = useSettings();
  const query = useQuery({
    queryKey: builder ? slipBuilderQueryKey(builder, language) : ['bets', 'builder', null],
    queryFn: ({ signal }) => priceSlipBuilder(builder!, language, signal),
    enabled: builder !== null,
    refetchInterval: slipRefreshInterval(builder?.isLive ?? false, update_periods.basket),
    retry: false,
  });
  const { data } = query;
  useEffect(() => {
    if (data) useBetSlipStore.getState().quoteBuilder(data);
  }, [data]);
}
