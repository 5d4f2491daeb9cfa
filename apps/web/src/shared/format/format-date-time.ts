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

/** Formats server time (unix seconds) in the player's chosen time zone. */
export function formatDateTime(unixSeconds: number, options: FormatDateTimeOptions = {}): string {
  const timeZone = options.timeZone ?? useTimezone.getState().timezone;
  const formatter = new Intl.DateTimeFormat(options.locale ?? (document.documentElement.lang || 'en'), {
    ...PARTS[options.part ?? 'datetime'],
    timeZone,
  });
  return formatter.format(new Date(unixSeconds * 1000));
}
