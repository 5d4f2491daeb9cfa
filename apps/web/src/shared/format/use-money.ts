import type { Currency } from '@meridian/contract/dictionaries';
import { type CurrencyAffixes, currencyAffixes, formatMoney, type MinorAmount } from '@meridian/contract/money';
import { useCallback, useMemo } from 'react';
import { useDictionaries } from '../api/get-dictionaries';
import { useTranslation } from '../i18n/use-translation';

/** Scale of a currency the dictionaries do not (yet) list: cents. */
const FALLBACK_SCALE = 2;

export interface MoneyFormatOptions {
  /** Bet amounts show at most 2 decimals, other money at most 3 (spec 000 §9). */
  maxDecimals?: number;
  /** "€5" rather than "€5.00", for round amounts such as quick stakes. */
  trimZeroFraction?: boolean;
  /** The currency's code (a wallet's name), written while the dictionaries do not list the currency. */
  code?: string;
  /** A large amount written short ("€123,456", "€1.23M"), for the header's balance. */
  compact?: boolean;
}

export interface Money {
  /** Minor units of a currency of the dictionaries as text, e.g. "€1,234.50" in English, "1 234,50 €" in Russian. */
  format: (minor: MinorAmount, currencyId: number, options?: MoneyFormatOptions) => string;
  /** The currency's sign around an amount, for a field that takes one (the stake). */
  affixes: (currencyId: number) => CurrencyAffixes;
  /** The currency's minor-unit decimals. */
  scale: (currencyId: number) => number;
  currency: (currencyId: number) => Currency | undefined;
}

/** The sign a currency is written with: its symbol, else its code. */
const signOf = (currency: Currency | undefined) => currency?.symbol || currency?.code || '';

/**
 * The one way the web app writes money: the currency's sign placed as the page language places it
 * (Intl's pattern), the language's separators, and the currency's scale from `/dictionaries`.
 */
export function useMoney(): Money {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const currencies = useDictionaries().data?.currencies;
  const currency = useCallback(
    (currencyId: number) => currencies?.find((item) => item.id === currencyId),
    [currencies],
  );
  return useMemo(
    () => ({
      format: (minor, currencyId, { code, ...options } = {}) => {
        const found = currency(currencyId);
        return formatMoney(minor, {
          scale: found?.scale ?? FALLBACK_SCALE,
          symbol: signOf(found) || code || '',
          locale,
          ...options,
        });
      },
      affixes: (currencyId) => currencyAffixes(signOf(currency(currencyId)), locale),
      scale: (currencyId) => currency(currencyId)?.scale ?? FALLBACK_SCALE,
      currency,
    }),
    [currency, locale],
  );
}
