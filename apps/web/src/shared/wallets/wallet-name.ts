import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { PlayerWallet } from './get-wallets';

/**
 * How a wallet is named wherever wallets are listed or chosen: its currency code, or its kind for a
 * bonus balance (which shares its currency with the cash wallet beside it).
 */
export function useWalletName(): (wallet: PlayerWallet) => string {
  const { t } = useTranslation();
  return useCallback(
    (wallet: PlayerWallet) => {
      if (wallet.is_bonus_sport) return t('wallets.bonusSport');
      if (wallet.is_bonus_casino) return t('wallets.bonusCasino');
      return wallet.name;
    },
    [t],
  );
}
