import { describe, expect, it } from 'vitest';
import { isPresetRange, presetRange, utcDay } from './report-range';

describe('the Reports screen’s quick ranges', () => {
  it('end today in UTC, whatever the operator’s clock says', () => {
    // 23:30 in UTC is already the next day east of Greenwich: the report's days are UTC days.
    const now = new Date('2026-03-03T23:30:00Z');
    expect(utcDay(now)).toBe('2026-03-03');
    expect(presetRange('today', now)).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('last30', now)).toEqual({ from: '2026-02-02', to: '2026-03-03' });
    expect(presetRange('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-03' });
  });

  it('tell which presets a range is, two at once on the first of a month', () => {
    const first = new Date('2026-12-01T08:00:00Z');
    const range = { from: '2026-12-01', to: '2026-12-01' };
    expect(isPresetRange(range, 'today', first)).toBe(true);
    expect(isPresetRange(range, 'month', first)).toBe(true);
    expect(isPresetRange(range, 'last7', first)).toBe(false);
    expect(isPresetRange({ from: '2026-11-30', to: '2026-12-01' }, 'today', first)).toBe(false);
  });
});
