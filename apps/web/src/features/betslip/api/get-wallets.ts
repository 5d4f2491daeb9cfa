import type { Wallet, WalletList } from '@meridian/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import { useAuthStore } from '../../auth/store/auth.store';
import { walletsKeys } from './bets-keys';

/** `GET /user/balance`, cached under `['wallets', 'list']`, which the wallets feature shares. */
export function walletsQueryOptions() {
  return queryOptions({
    queryKey: walletsKeys.list,
    queryFn: ({ signal }) => apiRequest<WalletList>('/user/balance', { signal }),
    // The wallets feature refreshes balances on its own schedule (spec 000 §9).
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The wallets of a cached answer, whichever shape the sharer stored (the payload or its list). */
function walletsOf(data: unknown): Wallet[] {
  if (Array.isArray(data)) return data as Wallet[];
  if (data && typeof data === 'object' && Array.isArray((data as WalletList).list)) return (data as WalletList).list;
  return [];
}

/** The wallet bets are placed from: the one picked for settings, else the default one, else the first. */
export function activeWallet(wallets: Wallet[], pickedId: number | null = null): Wallet | null {
  return (
    wallets.find((wallet) => wallet.id === pickedId) ??
    wallets.find((wallet) => wallet.is_default) ??
    wallets[0] ??
    null
  );
}

/** The signed-in player's active wallet; `ready` once the balance is known (always for a visitor). */
export function useActiveWallet(): { wallet: Wallet | null; ready: boolean } {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const pickedId = useSettingsParamsStore((state) => state.accountId);
  const query = useQuery({ ...walletsQueryOptions(), enabled: isAuthorized, select: walletsOf });
  if (!isAuthorized) return { wallet: null, ready: true };
  return { wallet: activeWallet(query.data ?? [], pickedId), ready: query.isSuccess || query.isError };
}
