import { ODDS_FLASH_MS } from '@meridian/contract/events';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOddsFlash } from './use-odds-flash';

describe('useOddsFlash', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the direction of a move for the flash time, then nothing', () => {
    const { result, rerender } = renderHook(({ odds }) => useOddsFlash(odds), { initialProps: { odds: 1500 } });
    expect(result.current.direction).toBeNull();

    rerender({ odds: 1650 });
    expect(result.current.direction).toBe('up');
    act(() => vi.advanceTimersByTime(ODDS_FLASH_MS - 1));
    expect(result.current.direction).toBe('up');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.direction).toBeNull();
  });

  it('restarts the flash on a new move and ends each price on its own time', () => {
    const first = renderHook(({ odds }) => useOddsFlash(odds), { initialProps: { odds: 2000 } });
    const second = renderHook(({ odds }) => useOddsFlash(odds), { initialProps: { odds: 3000 } });

    first.rerender({ odds: 1900 });
    const stamp = first.result.current.stamp;
    act(() => vi.advanceTimersByTime(1000));
    second.rerender({ odds: 3100 });
    act(() => vi.advanceTimersByTime(2000));
    first.rerender({ odds: 1800 });
    expect(first.result.current).toEqual({ direction: 'down', stamp: stamp + 1 });

    // The second price moved 3 s after the first one's restart: its flash ends first.
    act(() => vi.advanceTimersByTime(ODDS_FLASH_MS - 2000));
    expect(second.result.current.direction).toBeNull();
    expect(first.result.current.direction).toBe('down');
    act(() => vi.advanceTimersByTime(2000));
    expect(first.result.current.direction).toBeNull();
  });

  it('stops the flash of a price that leaves the page without touching the others', () => {
    const leaving = renderHook(({ odds }) => useOddsFlash(odds), { initialProps: { odds: 2000 } });
    const staying = renderHook(({ odds }) => useOddsFlash(odds), { initialProps: { odds: 3000 } });
    leaving.rerender({ odds: 2100 });
    staying.rerender({ odds: 2900 });

    leaving.unmount();
    act(() => vi.advanceTimersByTime(ODDS_FLASH_MS));
    expect(staying.result.current.direction).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
