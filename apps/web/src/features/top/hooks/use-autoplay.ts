import { useEffect, useState } from 'react';

/**
 * Calls `advance` every `intervalMs` while enabled and not paused; the timer restarts whenever the
 * slide changes so a manual move always gets a full interval.
 */
export function useAutoplay(advance: () => void, intervalMs: number, enabled: boolean, restartKey: unknown) {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');

  useEffect(() => {
    const handleVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', handleVisibility);
    return () => document.removeEventListener('visibilitychange', handleVisibility);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `restartKey` only restarts the timer
  useEffect(() => {
    if (!enabled || hidden) return;
    const timer = setInterval(advance, intervalMs);
    return () => clearInterval(timer);
  }, [advance, intervalMs, enabled, hidden, restartKey]);
}
