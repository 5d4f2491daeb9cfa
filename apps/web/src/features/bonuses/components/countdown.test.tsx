import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

const START = Date.UTC(2026, 10, 1, 12, 0, 0);
const at = (seconds: number) => Math.floor(START / 1000) + seconds;

describe('Countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows days plus hh:mm:ss and ticks each second, every countdown on one shared timer', () => {
    vi.useFakeTimers({ now: START });
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const view = render(
      <>
        <Countdown expiresAt={at(2 * 86_400 + 5)} />
        <Countdown expiresAt={at(65)} />
        <Countdown expiresAt={at(1)} />
      </>,
    );
    const texts = () => [...view.container.querySelectorAll('p')].map((item) => item.textContent);
    expect(texts()).toEqual(['Ends in 2 days 00:00:05', 'Ends in 00:01:05', 'Ends in 00:00:01']);
    expect(view.container.querySelector('time')?.getAttribute('datetime')).toBe('P2DT0H0M5S');
    expect(intervals).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(texts()).toEqual(['Ends in 2 days 00:00:04', 'Ends in 00:01:04', 'Expired']);
    act(() => vi.advanceTimersByTime(5000));
    expect(texts()).toEqual(['Ends in 1 day 23:59:59', 'Ends in 00:00:59', 'Expired']);
    expect(intervals).toHaveBeenCalledTimes(1);
  });

  it('stops its timer when no countdown is left on screen', () => {
    vi.useFakeTimers({ now: START });
    const clear = vi.spyOn(globalThis, 'clearInterval');
    const view = render(<Countdown expiresAt={at(60)} />);
    expect(clear).not.toHaveBeenCalled();
    view.unmount();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads "Expired" for a bonus whose time has passed', () => {
    vi.useFakeTimers({ now: START });
    const view = render(<Countdown expiresAt={at(-10)} />);
    expect(view.container.textContent).toBe('Expired');
  });
});
