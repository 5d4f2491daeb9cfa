import { describe, expect, it } from 'vitest';
import { clampRange, defaultRange, earliestDate, matchingPreset, presetRange, rangeToUnix } from './date-range';

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
