import type { Country, Currency } from '@meridian/contract/dictionaries';

/**
 * The currencies a player may open a wallet in (spec 000 §5): not hidden, not already held, and in the
 * player's country list when the country has one.
 */
export function addableCurrencies(
  currencies: readonly Currency[],
  heldCurrencyIds: readonly number[],
  country: Pick<Country, 'currencies'> | undefined,
): Currency[] {
  const held = new Set(heldCurrencyIds);
  const allowed = country && country.currencies.length > 0 ? new Set(country.currencies) : null;
  return currencies.filter(
    (currency) => !currency.is_hide && !held.has(currency.id) && (!allowed || allowed.has(currency.id)),
  );
}
