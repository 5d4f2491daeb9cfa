import type { Clock } from '@meridian/contract/events';
import { useSyncExternalStore } from 'react';
import { pageContext } from '../browser/page-context';
import { useBrowserRender } from '../hooks/use-browser-value';
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
/** The moment the server's HTML shows the clocks at, which the hydrating render must show as well. */
const readRenderedAt = () => pageContext()?.renderedAt ?? Date.now();

/** The clock's current reading, ticking every second while it runs. */
export function useMatchClock(clock: Clock | null): number | null {
  const running = clock?.running ?? false;
  // `now` moves only while the ticker runs, so a browser's render reads the time afresh; the server's
  // render and the hydrating one keep to the moment of the server's HTML, until the browser's turn.
  const afresh = useBrowserRender();
  const tick = useSyncExternalStore(
    running ? subscribeTicks : noTicks,
    afresh ? readNow : readRenderedAt,
    readRenderedAt,
  );
  return clock ? clockSeconds(clock, afresh ? Math.max(tick, Date.now()) : tick) : null;
}
