import type { Promotion } from '@meridian/contract/offers';
import { plainSpaces } from '../../../shared/format/plain-spaces';
import type { PromotionsT } from '../i18n/promotions-texts';

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    // The terms name their days in UTC (a week from Monday 00:00 UTC), so the dates on screen do too.
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * The days a promotion runs: "1–30 September 2026", or its first day while it runs on. `ends_at` is
 * the first moment after the promotion, so its last day is the one before.
 */
export function promotionPeriod(promotion: Pick<Promotion, 'starts_at' | 'ends_at'>, locale: string, t: PromotionsT) {
  const format = dayFormat(locale);
  const start = new Date(promotion.starts_at * 1000);
  if (promotion.ends_at === null) return t('promotions.period.from', { start: plainSpaces(format.format(start)) });
  const lastDay = new Date(Math.max(promotion.starts_at, promotion.ends_at - 1) * 1000);
  return plainSpaces(format.formatRange(start, lastDay));
}
