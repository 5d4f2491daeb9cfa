import type { MinorAmount } from '@meridian/contract/money';
import type { Wallet } from '@meridian/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { useSettingsParamsStore } from '../api/settings-params.store';
import { useAuthStore } from '../session/auth.store';

/** A wallet as the app holds it: a balance beyond 2^53 minor units arrives as a BigInt (parse-json). */
export type PlayerWallet = Omit<Wallet, 'balance'> & { balance: MinorAmount };
export interface PlayerWalletList {
  list: PlayerWallet[];
}

/** Shared with the bet slip, which reads the same cache (the whole payload, `{ list }`). */
export const walletsQueryKey = ['wallets', 'list'] as const;

export function getWallets(signal?: AbortSignal): Promise<PlayerWalletList> {
  return apiRequest<PlayerWalletList>('/user/balance', { signal });
}

/** `GET /user/balance`; refreshed by the rules of spec 000 §9 (use-balance-refresh), not by staleness. */
export function walletsQueryOptions() {
  return queryOptions({
    queryKey: walletsQueryKey,
    queryFn: ({ signal }) => getWallets(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The signed-in player's wallets, the default one first; idle while signed out. */
export function useWallets() {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  return useQuery({ ...walletsQueryOptions(), enabled: isAuthorized, select: (data) => data.list });
}

/** A sports or casino bonus wallet: bonus money, never deposited or withdrawn. */
export function isBonusWallet(wallet: PlayerWallet): boolean {
  return wallet.is_bonus_sport || wallet.is_bonus_casino;
}

/** The wallet in use: the one picked for settings, else the default one, else the first. */
export function activeWalletOf(
  wallets: readonly PlayerWallet[] | undefined,
  pickedId: number | null = null,
): PlayerWallet | null {
  return (
    wallets?.find((wallet) => wallet.id === pickedId) ??
    wallets?.find((wallet) => wallet.is_default) ??
    wallets?.[0] ??
    null
  );
}

/** The signed-in player's wallet in use; `ready` once the balance is known (always for a visitor). */
export function useActiveWalletState(): { wallet: PlayerWallet | null; ready: boolean } {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const pickedId = useSettingsParamsStore((state) => state.accountId);
  const query = useWallets();
  if (!isAuthorized) return { wallet: null, ready: true };
  return { wallet: activeWalletOf(query.data, pickedId), ready: query.isSuccess || query.isError };
}

export function useActiveWallet(): PlayerWallet | null {
  return useActiveWalletState().wallet;
}
