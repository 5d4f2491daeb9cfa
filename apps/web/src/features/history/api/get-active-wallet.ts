import type { Wallet } from '@meridian/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';

/** `GET /user/balance`, read here only to learn whether the active wallet is a bonus one. */
export function historyWalletsQueryOptions() {
  return queryOptions({
    queryKey: ['history', 'wallets'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ list: Wallet[] }>('/user/balance', { signal }).then((payload) => payload.list),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Whether the wallet in use (the one picked, else the default) is a sports or casino bonus wallet:
 * bonus money has no deposits or withdrawals, so the history shows its bets only (spec 001 §4).
 */
export function useBonusWalletActive(): boolean {
  const accountId = useSettingsParamsStore((state) => state.accountId);
  const wallets = useQuery(historyWalletsQueryOptions()).data ?? [];
  const active = wallets.find((wallet) => wallet.id === accountId) ?? wallets.find((wallet) => wallet.is_default);
  return Boolean(active && (active.is_bonus_sport || active.is_bonus_casino));
}
