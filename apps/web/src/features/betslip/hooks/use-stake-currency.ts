import { formatMoney } from '@meridian/contract/money';
import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/api/get-dictionaries';

export interface StakeCurrency {
  symbol: string;
  /** Minor-unit decimals of the currency. */
  scale: number;
  /** Thousands separator of the page language (the stake field groups with it; its decimal point stays a dot). */
  separator: string;
  /** An amount in minor units as the page language writes it, with at most 2 decimals (001 §9). */
  format: (minor: number) => string;
  /** An amount with its currency code, written as everywhere else in the app ("0.50 EUR", 000 §9). */
  money: (minor: number) => string;
}

/** How stakes in a currency read: its symbol and scale from `/dictionaries`, 2 decimals when unknown. */
export function useStakeCurrency(currencyId: number): StakeCurrency {
  const { i18n } = useTranslation();
  const { data } = useDictionaries();
  const currency = data?.currencies.find((item) => item.id === currencyId);
  const scale = currency?.scale ?? 2;
  const locale = i18n.language;
  return {
    symbol: currency?.symbol ?? currency?.code ?? '',
    scale,
    separator: locale.startsWith('ru') ? ' ' : ',',
    format: (minor) => formatMoney(minor, { scale, locale, maxDecimals: 2 }),
    money: (minor) => formatMoney(minor, { scale, code: currency?.code, locale, maxDecimals: 2 }),
  };
}
