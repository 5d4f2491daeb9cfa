import { useSyncExternalStore } from 'react';
import { pageContext } from '../browser/page-context';
import { useBrowserRender } from './use-browser-value';

/** Spec 000 §9: countdowns tick once a second. */
export const COUNTDOWN_TICK_MS = 1_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let current = 0;

const unixSeconds = () => Math.floor(Date.now() / 1000);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    current = unixSeconds();
    timer = setInterval(() => {
      current = unixSeconds();
      for (const notify of listeners) notify();
    }, COUNTDOWN_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
  };
}

// With no timer running the clock reads the time afresh; within one second the reading is the same.
const snapshot = () => (timer === undefined ? unixSeconds() : current);

/** The second the server's HTML was rendered at: what it shows, and what the hydrating render shows. */
function renderedSecond(): number {
  const renderedAt = pageContext()?.renderedAt;
  return renderedAt === undefined ? snapshot() : Math.floor(renderedAt / 1000);
}

/**
 * The time in unix seconds, redrawn once a second. Every countdown on screen shares one timer, which
 * runs only while one is shown, so they all turn over together.
 */
export function useSecondClock(): number {
  // A hydrated clock keeps the server's second until it turns to the browser's, in a transition.
  const browser = useBrowserRender();
  return useSyncExternalStore(subscribe, browser ? snapshot : renderedSecond, renderedSecond);
}
