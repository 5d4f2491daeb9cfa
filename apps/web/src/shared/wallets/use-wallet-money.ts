import type { Currency } from '@meridian/contract/dictionaries';
import { formatMoney } from '@meridian/contract/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../api/get-dictionaries';
import type { PlayerWallet } from './get-wallets';

/** Scale of a currency the dictionaries do not (yet) list: cents. */
const FALLBACK_SCALE = 2;

/** Formats a wallet's balance at its currency's scale, e.g. "1,234.50 USD". */
export function useWalletMoney(): (wallet: PlayerWallet) => string {
  const { i18n } = useTranslation();
  const currencies = useDictionaries().data?.currencies;
  return useCallback(
    (wallet) => {
      const currency = currencies?.find((item) => item.id === wallet.currency_id);
      return formatMoney(wallet.balance, {
        scale: currency?.scale ?? FALLBACK_SCALE,
        code: currency?.code ?? wallet.name,
        locale: i18n.language,
      });
    },
    [currencies, i18n.language],
  );
}

/** The currency of a wallet, for its long name. */
export function useCurrencyOf(): (currencyId: number) => Currency | undefined {
  const currencies = useDictionaries().data?.currencies;
  return useCallback((currencyId) => currencies?.find((item) => item.id === currencyId), [currencies]);
}
