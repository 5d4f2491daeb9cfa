import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLiveMatch, buildMatch } from '../../test/match.factory';
import { i18n } from '../i18n/i18n';
import { clockReading, footballMinute, partText, useMatchTime } from './match-time';

const t = i18n.t.bind(i18n);

describe('useMatchTime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks the server clock while a part is played', () => {
    const match = buildLiveMatch({
      info: { ...buildLiveMatch().info, clock: { seconds: 2932, running: true, rate: 1 } },
    });
    const { result } = renderHook(() => useMatchTime(match));
    expect(clockReading(result.current!, t)).toBe('48:52');
    act(() => vi.advanceTimersByTime(8000));
    expect(clockReading(result.current!, t)).toBe('49:00');
    expect(partText(result.current!, t)).toBe('1st half');
  });

  it('shows HT and the part that ended at half-time, and does not tick even on a clock still marked running', () => {
    // The break's state arrives with the clock where the half ended; whatever it says, nothing moves.
    const match = buildLiveMatch({
      status_id: 2,
      info: { ...buildLiveMatch().info, clock: { seconds: 2856, running: true, rate: 1 } },
    });
    const { result } = renderHook(() => useMatchTime(match));
    expect(clockReading(result.current!, t)).toBe('HT');
    expect(partText(result.current!, t)).toBe('End of 1st half');
    // A list row's narrow status column: HT above already says the half is over.
    expect(partText(result.current!, t, { compact: true })).toBe('1st half');
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(clockReading(result.current!, t)).toBe('HT');
  });

  it('calls a break after another part Break, and after the 2nd quarter half-time', () => {
    const period = buildLiveMatch({ status_id: 2, current_part: { part_id: 8, name: '1st period' } });
    const afterPeriod = renderHook(() => useMatchTime(period)).result.current!;
    expect(clockReading(afterPeriod, t)).toBe('Break');
    expect(partText(afterPeriod, t)).toBe('End of 1st period');
    const quarter = buildLiveMatch({ status_id: 2, current_part: { part_id: 5, name: '2nd quarter' } });
    expect(clockReading(renderHook(() => useMatchTime(quarter)).result.current!, t)).toBe('HT');
  });

  it('keeps a stopped clock in play (a time-out) without ticking', () => {
    const match = buildLiveMatch({
      info: { ...buildLiveMatch().info, clock: { seconds: 600, running: false, rate: 0 } },
    });
    const { result } = renderHook(() => useMatchTime(match));
    act(() => vi.advanceTimersByTime(5000));
    expect(clockReading(result.current!, t)).toBe('10:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers null for a match not in play', () => {
    expect(renderHook(() => useMatchTime(buildMatch())).result.current).toBeNull();
  });
});

describe('footballMinute', () => {
  it('counts the minute being played', () => {
    expect(footballMinute(0)).toBe(1);
    expect(footballMinute(2932)).toBe(49);
    expect(footballMinute(2940)).toBe(50);
  });
});
