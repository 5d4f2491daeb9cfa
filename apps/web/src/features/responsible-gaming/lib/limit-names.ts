import type { RgLimitKind, RgPeriod } from '@meridian/contract/responsible-gaming';
import type { RgKey } from '../i18n/responsible-gaming.en';

/** The money limit kinds, in the order the page shows them. */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const satisfies readonly RgLimitKind[];
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** The full name of one limit ("Daily deposit limit"): its field's label and its buttons' subject. */
export function limitNameKey(kind: RgLimitKind, period: RgPeriod | null): RgKey {
  if (kind === 'session' || period === null) return 'rg.name.session';
  return `rg.name.${kind}.${period}`;
}
