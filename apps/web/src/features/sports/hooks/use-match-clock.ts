import type { Clock } from '@meridian/contract/events';
import { useEffect, useState } from 'react';
import { clockSeconds } from '../lib/match-clock';

/** The clock's current reading, ticking every second while it runs. */
export function useMatchClock(clock: Clock | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const running = clock?.running ?? false;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return clock ? clockSeconds(clock, Math.max(now, Date.now())) : null;
}
