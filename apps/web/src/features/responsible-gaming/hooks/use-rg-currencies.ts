import type { RgLimit } from '@meridian/contract/responsible-gaming';
import { useMemo } from 'react';
import { useMoney } from '../../../shared/format/use-money';
import { isBonusWallet, useActiveWallet, useWallets } from '../../../shared/wallets/get-wallets';

export interface RgCurrency {
  id: number;
  /** The currency's code ("EUR"), else the wallet's name. */
  code: string;
}

/**
 * The currencies limits and the statement can be shown in: those of the player's cash wallets (and
 * of any limit set in another), the active wallet's first; `defaultId` is the active wallet's.
 */
export function useRgCurrencies(limits: readonly RgLimit[] = []): {
  currencies: RgCurrency[];
  defaultId: number | null;
  /** The wallets are known (or failed to load): an empty list means none. */
  ready: boolean;
} {
  const walletsQuery = useWallets();
  const wallets = walletsQuery.data;
  const ready = walletsQuery.isSuccess || walletsQuery.isError;
  const active = useActiveWallet();
  const money = useMoney();
  return useMemo(() => {
    const names = new Map<number, string>();
    if (active) names.set(active.currency_id, active.name);
    for (const wallet of wallets ?? []) {
      if (!isBonusWallet(wallet) && !names.has(wallet.currency_id)) names.set(wallet.currency_id, wallet.name);
    }
    for (const limit of limits) {
      if (limit.currency_id !== null && !names.has(limit.currency_id)) names.set(limit.currency_id, '');
    }
    const currencies = [...names].map(([id, name]) => ({ id, code: money.currency(id)?.code || name || String(id) }));
    return { currencies, defaultId: currencies[0]?.id ?? null, ready };
  }, [wallets, active, limits, money, ready]);
}
