import { describe, expect, it } from 'vitest';
import { clampRange, dayOf, defaultRange, earliestDate, matchingPreset, presetRange, rangeToUnix } from './date-range';

// Tests run with TZ=UTC, so local days are UTC days.
const today = new Date(2026, 2, 10, 15, 30);

describe('date presets', () => {
  it('reads yesterday as the one day before today', () => {
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-09', to: '2026-03-09' });
  });

  it('reads the last 7, 14 and 30 days as ending today, across a month boundary', () => {
    expect(presetRange('last7', today)).toEqual({ from: '2026-03-03', to: '2026-03-10' });
    expect(presetRange('last14', today)).toEqual({ from: '2026-02-24', to: '2026-03-10' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-02-08', to: '2026-03-10' });
  });

  it('starts on the last 7 days and recognises a range that equals a preset', () => {
    expect(defaultRange(today)).toEqual(presetRange('last7', today));
    expect(matchingPreset(presetRange('last14', today), today)).toBe('last14');
    expect(matchingPreset({ from: '2026-03-05', to: '2026-03-06' }, today)).toBeNull();
  });
});

describe('clampRange', () => {
  it('keeps the range within 30 days back and not after today', () => {
    expect(earliestDate(today)).toBe('2026-02-08');
    expect(clampRange({ from: '2025-12-01', to: '2026-04-01' }, today)).toEqual({
      from: '2026-02-08',
      to: '2026-03-10',
    });
  });

  it('puts reversed days in order and replaces an unreadable day', () => {
    expect(clampRange({ from: '2026-03-08', to: '2026-03-01' }, today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-08',
    });
    expect(clampRange({ from: 'soon', to: '2026-03-08' }, today)).toEqual({ from: '2026-03-03', to: '2026-03-08' });
  });
});

describe('rangeToUnix', () => {
  it('covers the first day from midnight to the last day up to 23:59:59', () => {
    expect(rangeToUnix({ from: '2026-03-09', to: '2026-03-09' })).toEqual({
      from: Date.UTC(2026, 2, 9) / 1000,
      to: Date.UTC(2026, 2, 10) / 1000 - 1,
    });
  });
});

describe('days in a named time zone', () => {
  // 23:30 on 14 March in UTC is already the 15th in Tokyo and still the 14th in New York.
  const now = new Date(Date.UTC(2026, 2, 14, 23, 30));

  it('takes today in the zone named, whatever the browser’s own', () => {
    expect([dayOf(now, 'UTC'), dayOf(now, 'Asia/Tokyo'), dayOf(now, 'America/New_York')]).toEqual([
      '2026-03-14',
      '2026-03-15',
      '2026-03-14',
    ]);
    expect(defaultRange(now, 'Asia/Tokyo')).toEqual({ from: '2026-03-08', to: '2026-03-15' });
    expect(presetRange('yesterday', now, 'America/New_York')).toEqual({ from: '2026-03-13', to: '2026-03-13' });
    expect(matchingPreset({ from: '2026-03-08', to: '2026-03-15' }, now, 'Asia/Tokyo')).toBe('last7');
    expect(matchingPreset({ from: '2026-03-08', to: '2026-03-15' }, now, 'UTC')).toBeNull();
  });

  it('turns days into the instants they begin and end there, across a change of clocks', () => {
    expect(rangeToUnix({ from: '2026-03-15', to: '2026-03-15' }, 'Asia/Tokyo')).toEqual({
      from: Date.UTC(2026, 2, 14, 15) / 1000,
      to: Date.UTC(2026, 2, 15, 15) / 1000 - 1,
    });
    // New York moves its clocks forward on 8 March 2026: that day has 23 hours.
    const spring = rangeToUnix({ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York');
    expect(spring).toEqual({ from: Date.UTC(2026, 2, 8, 5) / 1000, to: Date.UTC(2026, 2, 9, 4) / 1000 - 1 });
  });

  it('keeps a picked range inside the last 30 days of the zone’s today', () => {
    expect(clampRange({ from: '2026-01-01', to: '2026-03-20' }, now, 'Asia/Tokyo')).toEqual({
      from: '2026-02-13',
      to: '2026-03-15',
    });
    expect(clampRange({ from: '2026-02-30', to: 'soon' }, now, 'UTC')).toEqual(defaultRange(now, 'UTC'));
  });
});
