import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/api/get-dictionaries';

export interface StakeCurrency {
  symbol: string;
  /** Minor-unit decimals of the currency. */
  scale: number;
  /** Thousands separator of the page language. */
  separator: string;
}

/** How stakes in a currency read: its symbol and scale from `/dictionaries`, 2 decimals when unknown. */
export function useStakeCurrency(currencyId: number): StakeCurrency {
  const { i18n } = useTranslation();
  const { data } = useDictionaries();
  const currency = data?.currencies.find((item) => item.id === currencyId);
  return {
    symbol: currency?.symbol ?? currency?.code ?? '',
    scale: currency?.scale ?? 2,
    separator: i18n.language.startsWith('ru') ? ' ' : ',',
  };
}
