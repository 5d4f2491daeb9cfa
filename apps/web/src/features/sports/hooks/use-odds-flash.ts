import { ODDS_FLASH_MS } from '@meridian/contract/events';
import { useEffect, useRef, useState } from 'react';

export interface OddsFlash {
  direction: 'up' | 'down' | null;
  /** Changes on every move, so a repeated move in the same direction restarts the animation. */
  stamp: number;
}

/** Which way the price last moved, for ODDS_FLASH_MS after the move (spec 001 §4). */
export function useOddsFlash(odds: number): OddsFlash {
  const previous = useRef(odds);
  const [flash, setFlash] = useState<OddsFlash>({ direction: null, stamp: 0 });

  useEffect(() => {
    if (odds === previous.current) return;
    const direction = odds > previous.current ? 'up' : 'down';
    previous.current = odds;
    setFlash((current) => ({ direction, stamp: current.stamp + 1 }));
    const timer = setTimeout(() => setFlash((current) => ({ direction: null, stamp: current.stamp })), ODDS_FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);

  return flash;
}
