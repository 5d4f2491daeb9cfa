import type { Currency, Dictionaries } from '@meridian/contract/dictionaries';
import type { QueryClient } from '@tanstack/react-query';
import { emptyDictionaries } from '../../test/render-app';
import { buildUser } from '../../test/signed-in';
import { dictionariesQueryOptions } from '../api/get-dictionaries';
import type { PlayerWallet } from './get-wallets';

/** A wallet as `GET /user/balance` lists it; override what a test needs. */
export function buildWallet(
  overrides: Partial<PlayerWallet> & Pick<PlayerWallet, 'id' | 'name' | 'currency_id'>,
): PlayerWallet {
  return {
    balance: 0,
    is_default: false,
    is_hidden: false,
    is_bonus_sport: false,
    is_bonus_casino: false,
    ...overrides,
  };
}

const currency = (id: number, code: string, symbol: string, scale = 2, is_hide = false): Currency => ({
  id,
  code,
  name: `${code} name`,
  name_and_val: `${code} (${code})`,
  symbol,
  scale,
  is_hide,
});

export const testCurrencies = [
  currency(1, 'EUR', '€'),
  currency(2, 'USD', '$'),
  currency(3, 'RUB', '₽'),
  currency(4, 'BTC', '₿', 8),
  currency(5, 'OLD', '', 2, true),
];

/** Dictionaries with the test currencies and the player's country (826), whose list is `countryCurrencies`. */
export function putWalletDictionaries(queryClient: QueryClient, countryCurrencies: number[] = []): void {
  const dictionaries: Dictionaries = {
    ...emptyDictionaries,
    currencies: testCurrencies,
    countries: [
      {
        id: 826,
        name: 'United Kingdom',
        name_and_code: 'United Kingdom (GB)',
        code: 'GB',
        phone_code: '44',
        currency_id: 2,
        currencies: countryCurrencies,
        image: '',
        is_reg_off: false,
      },
    ],
  };
  queryClient.setQueryData(dictionariesQueryOptions().queryKey, dictionaries);
}

export const profileRoute = { user: buildUser({ id: 7, country_id: 826 }) };
