import type { RgPeriod } from '@meridian/contract/responsible-gaming';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRgText } from '../i18n/responsible-gaming-texts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A statement period (its first day, YYYY-MM-DD in UTC) as the page's language writes it: "12 May"
 * for a day, "Week of 12 May", "May 2026". It names calendar days, so no time zone shifts it.
 */
export function usePeriodLabel(group: RgPeriod): (period: string) => string {
  const t = useRgText();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    }),
    [locale],
  );
  return useCallback(
    (period: string) => {
      const match = ISO_DATE.exec(period);
      if (!match) return period;
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      if (group === 'month') return formats.month.format(date);
      const day = formats.day.format(date);
      return group === 'week' ? t('rg.activity.week', { date: day }) : day;
    },
    [formats, group, t],
  );
}
