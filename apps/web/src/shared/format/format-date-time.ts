import { useCallback } from 'react';
import { i18n } from '../i18n/i18n';
import { plainSpaces } from './plain-spaces';
import { useTimezone } from './timezone.store';

export interface FormatDateTimeOptions {
  timeZone?: string;
  locale?: string;
  /** `datetime` (default), `date` or `time`. */
  part?: 'datetime' | 'date' | 'time';
}

const PARTS: Record<NonNullable<FormatDateTimeOptions['part']>, Intl.DateTimeFormatOptions> = {
  datetime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/**
 * Formatters by language, part and zone. Making an `Intl.DateTimeFormat` costs far more than using
 * one, and a list formats two times for each of its rows on every render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, part: keyof typeof PARTS, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${part}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...PARTS[part], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats server time (unix seconds) in the player's chosen time zone. */
export function formatDateTime(unixSeconds: number, options: FormatDateTimeOptions = {}): string {
  const timeZone = options.timeZone ?? useTimezone.getState().timezone;
  // The language the page's texts are in, which the server's render knows as well (it has no document).
  const locale = options.locale ?? (i18n.language || 'en');
  return plainSpaces(formatterFor(locale, options.part ?? 'datetime', timeZone).format(new Date(unixSeconds * 1000)));
}

/**
 * `formatDateTime` for components: the component draws again when the player picks another time
 * zone, so every time on screen changes at once rather than at the next reload.
 */
export function useFormatDateTime(): typeof formatDateTime {
  const timeZone = useTimezone((state) => state.timezone);
  return useCallback(
    (unixSeconds: number, options: FormatDateTimeOptions = {}) => formatDateTime(unixSeconds, { timeZone, ...options }),
    [timeZone],
  );
}

/**
 * A calendar date the server keeps as `YYYY-MM-DD` (a date of birth) written the way the page's
 * language writes dates. It names a day, not a moment, so no time zone shifts it.
 */
export function formatCalendarDate(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
