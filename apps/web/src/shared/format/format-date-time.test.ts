import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from './format-date-time';
import { useTimezone } from './timezone.store';

// 2025-06-15 18:30:00 UTC
const KICK_OFF = 1_750_012_200;

describe('formatDateTime', () => {
  it('shows server time in the chosen time zone', () => {
    useTimezone.getState().setTimezone('Asia/Tokyo');
    expect(formatDateTime(KICK_OFF, { locale: 'en-GB' })).toBe('16/06/2025, 03:30');
    useTimezone.getState().setTimezone('Europe/London');
    expect(formatDateTime(KICK_OFF, { locale: 'en-GB', part: 'time' })).toBe('19:30');
  });

  it('keeps the chosen zone in storage and ignores unknown zones', () => {
    useTimezone.getState().setTimezone('America/New_York');
    useTimezone.getState().setTimezone('Mars/Olympus_Mons');
    expect(useTimezone.getState().timezone).toBe('America/New_York');
    expect(localStorage.getItem('meridian.timezone')).toBe('America/New_York');
  });
});

describe('formatCalendarDate', () => {
  it('writes a date of birth the way each language writes dates, in any time zone', () => {
    useTimezone.getState().setTimezone('Pacific/Honolulu');
    expect(formatCalendarDate('1990-05-17', 'en')).toBe('May 17, 1990');
    expect(formatCalendarDate('1990-05-17', 'ru')).toBe('17 мая 1990 г.');
  });

  it('leaves a value that is not a calendar date as it is', () => {
    expect(formatCalendarDate('unknown', 'en')).toBe('unknown');
  });
});
