import type { MinorAmount } from '@meridian/contract/money';
import type { Wallet } from '@meridian/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/call-api';
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
  return callApi('GET /user/balance', { signal });
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

/**
 * The cash wallet that pays for a wallet: itself, or for a bonus balance the cash wallet of its
 * currency (else the default cash one). Deposits and withdrawals go there: bonus money is never paid
 * in or out.
 */
export function cashWalletFor(
  wallets: readonly PlayerWallet[] | undefined,
  wallet: PlayerWallet | null,
): PlayerWallet | null {
  if (!wallet || !isBonusWallet(wallet)) return wallet;
  const cash = wallets?.filter((item) => !isBonusWallet(item)) ?? [];
  return cash.find((item) => item.currency_id === wallet.currency_id) ?? activeWalletOf(cash);
}

/**
 * The bonus money of each currency, summed over its bonus wallets (sports and casino), the currency
 * of `firstCurrencyId` first; currencies whose bonus balances are all empty are left out.
 */
export function bonusBalancesOf(
  wallets: readonly PlayerWallet[] | undefined,
  firstCurrencyId: number | null = null,
): { currencyId: number; code: string; balance: bigint }[] {
  const sums = new Map<number, { currencyId: number; code: string; balance: bigint }>();
  for (const wallet of wallets ?? []) {
    if (!isBonusWallet(wallet) || !(wallet.balance > 0)) continue;
    const sum = sums.get(wallet.currency_id) ?? { currencyId: wallet.currency_id, code: wallet.name, balance: 0n };
    sum.balance += BigInt(wallet.balance);
    sums.set(wallet.currency_id, sum);
  }
  return [...sums.values()].sort(
    (a, b) => Number(b.currencyId === firstCurrencyId) - Number(a.currencyId === firstCurrencyId),
  );
}
