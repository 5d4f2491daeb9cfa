import type { MinorAmount } from '@meridian/contract/money';
import type { RgLimitKind } from '@meridian/contract/responsible-gaming';
import { useCallback } from 'react';
import { useMoney } from '../../../shared/format/use-money';
import { useRgText } from '../i18n/responsible-gaming-texts';

/** Minutes as "45 min", "2 h" or "1 h 30 min". */
export function useMinutesText(): (minutes: number) => string {
  const t = useRgText();
  return useCallback(
    (value: number) => {
      const hours = Math.floor(value / 60);
      const minutes = value % 60;
      if (hours === 0) return t('rg.duration.minutes', { minutes });
      if (minutes === 0) return t('rg.duration.hours', { hours });
      return t('rg.duration.hoursMinutes', { hours, minutes });
    },
    [t],
  );
}

/** A limit's amount as text: money in its currency, or the session limit's minutes. */
export function useLimitAmountText(): (amount: MinorAmount, kind: RgLimitKind, currencyId: number | null) => string {
  const money = useMoney();
  const minutes = useMinutesText();
  return useCallback(
    (amount, kind, currencyId) =>
      kind === 'session' || currencyId === null ? minutes(Number(amount)) : money.format(amount, currencyId),
    [money, minutes],
  );
}
