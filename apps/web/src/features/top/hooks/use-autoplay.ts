import { useEffect } from 'react';
import { useBrowserValue } from '../../../shared/hooks/use-browser-value';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const pageHidden = () => document.visibilityState === 'hidden';

/**
 * Calls `advance` every `intervalMs` while enabled and not paused; the timer restarts whenever the
 * slide changes so a manual move always gets a full interval.
 */
export function useAutoplay(advance: () => void, intervalMs: number, enabled: boolean, restartKey: unknown) {
  // A page being rendered (the server's, or hydrating) counts as shown; timers start only after it.
  const hidden = useBrowserValue(pageHidden, false, subscribeVisibility);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `restartKey` only restarts the timer
  useEffect(() => {
    if (!enabled || hidden) return;
    const timer = setInterval(advance, intervalMs);
    return () => clearInterval(timer);
  }, [advance, intervalMs, enabled, hidden, restartKey]);
}
