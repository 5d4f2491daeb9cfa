import { formatMoney } from '@meridian/contract/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/api/get-dictionaries';

/** Scale of a currency the dictionaries do not (yet) list: cents. */
const FALLBACK_SCALE = 2;

/** Formats minor units in a currency of the dictionaries, e.g. "1,234.50 USD" (its scale and code). */
export function useMoney(): (minor: number, currencyId: number) => string {
  const { i18n } = useTranslation();
  const currencies = useDictionaries().data?.currencies;
  return useCallback(
    (minor, currencyId) => {
      const currency = currencies?.find((item) => item.id === currencyId);
      return formatMoney(minor, {
        scale: currency?.scale ?? FALLBACK_SCALE,
        code: currency?.code,
        locale: i18n.language,
      });
    },
    [currencies, i18n.language],
  );
}
