import { ODDS_FLASH_MS } from '@meridian/contract/events';
import { useEffect, useRef, useState } from 'react';

export interface OddsFlash {
  direction: 'up' | 'down' | null;
  /** Changes on every move, so a repeated move in the same direction restarts the animation. */
  stamp: number;
}

interface Expiry {
  due: number;
  end: () => void;
}

/**
 * Every flash of the page ends through one timer: a list of hundreds of prices moving at once
 * would otherwise keep hundreds of timers, each ending its flash in a task of its own. All flashes
 * last the same time, so the set's insertion order is the order they end in.
 */
const expiries = new Set<Expiry>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  const first = expiries.values().next().value;
  if (!first) return;
  timer = setTimeout(endDue, Math.max(0, first.due - Date.now()));
}

function endDue(): void {
  timer = undefined;
  const now = Date.now();
  for (const expiry of expiries) {
    if (expiry.due > now) break;
    expiries.delete(expiry);
    expiry.end();
  }
  schedule();
}

function addExpiry(end: () => void): () => void {
  const expiry: Expiry = { due: Date.now() + ODDS_FLASH_MS, end };
  expiries.add(expiry);
  if (timer === undefined) schedule();
  return () => {
    const wasFirst = expiries.values().next().value === expiry;
    if (expiries.delete(expiry) && wasFirst) schedule();
  };
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
    return addExpiry(() => setFlash((current) => ({ direction: null, stamp: current.stamp })));
  }, [odds]);

  return flash;
}
