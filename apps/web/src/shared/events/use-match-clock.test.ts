import type { Clock } from '@meridian/contract/events';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMatchClock } from './use-match-clock';

const clock = (seconds: number, running: boolean): Clock => ({ seconds, running, rate: 1 }) as Clock;

describe('useMatchClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves every running clock of the page with one timer, and stops it when none runs', () => {
    // A delta brings a new clock object; the same object keeps counting from when it arrived.
    const [firstClock, secondClock] = [clock(600, true), clock(1200, true)];
    const first = renderHook(() => useMatchClock(firstClock));
    const second = renderHook(() => useMatchClock(secondClock));
    expect(first.result.current).toBe(600);
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(3000));
    expect(first.result.current).toBe(603);
    expect(second.result.current).toBe(1203);

    first.unmount();
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a stopped clock and needs no timer for it', () => {
    const halfTime = clock(2700, false);
    const stopped = renderHook(() => useMatchClock(halfTime));
    act(() => vi.advanceTimersByTime(5000));
    expect(stopped.result.current).toBe(2700);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers null without a clock', () => {
    expect(renderHook(() => useMatchClock(null)).result.current).toBeNull();
  });
});
