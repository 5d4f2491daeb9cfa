import type { CurrencyAffixes } from '@meridian/contract/money';
import { useMoney } from '../../../shared/format/use-money';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** Bet amounts show at most 2 decimals (spec 000 §9). */
const STAKE_DECIMALS = 2;

export interface StakeCurrency {
  /** The currency's sign around the stake field, where the page language writes it around money. */
  affixes: CurrencyAffixes;
  /** Minor-unit decimals of the currency. */
  scale: number;
  /** Thousands separator of the page language (the stake field groups with it; its decimal point stays a dot). */
  separator: string;
  /** A bet amount as money is written everywhere in the app ("€0.50" in English, "0,50 €" in Russian). */
  money: (minor: number) => string;
  /** A quick stake: the same, without a fraction of zeros ("€5"). */
  quick: (minor: number) => string;
}

/** How stakes in a currency read, from the app's one money format (`useMoney`). */
export function useStakeCurrency(currencyId: number): StakeCurrency {
  const { i18n } = useTranslation();
  const money = useMoney();
  return {
    affixes: money.affixes(currencyId),
    scale: money.scale(currencyId),
    separator: i18n.language.startsWith('ru') ? ' ' : ',',
    money: (minor) => money.format(minor, currencyId, { maxDecimals: STAKE_DECIMALS }),
    quick: (minor) => money.format(minor, currencyId, { maxDecimals: STAKE_DECIMALS, trimZeroFraction: true }),
  };
}
