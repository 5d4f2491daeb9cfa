import type { Clock } from '@meridian/contract/events';
import { useSyncExternalStore } from 'react';
import { clockSeconds } from './match-clock';

/**
 * One ticker for every running clock on the page: a list of live matches moves its clocks together,
 * in one render a second, instead of one timer and one render per match.
 */
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribeTicks(listener: () => void): () => void {
  listeners.add(listener);
  if (ticker === undefined) {
    now = Date.now();
    ticker = setInterval(() => {
      now = Date.now();
      for (const notify of [...listeners]) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

const noTicks = () => () => {};
const readNow = () => now;

/** The clock's current reading, ticking every second while it runs. */
export function useMatchClock(clock: Clock | null): number | null {
  const running = clock?.running ?? false;
  const tick = useSyncExternalStore(running ? subscribeTicks : noTicks, readNow, readNow);
  return clock ? clockSeconds(clock, Math.max(tick, Date.now())) : null;
}
