import { useEffect } from 'react';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useRgState } from '../api/get-rg-state';
import { useLinkedExclusionAlert } from '../hooks/use-linked-exclusion-alert';
import { nextRealityCheckAt } from '../lib/reality-schedule';
import { useRealityCheckStore } from '../store/reality-check.store';

interface RealityCheckSchedulerProps {
  /** The time source (ms); tests may give their own. */
  now?: () => number;
}

/**
 * Brings up the reality check every so many minutes of the sign-in, while the player has one set.
 * One timer to the next due time, no polling: it is armed again when the tab comes back into view
 * (a sleeping device fires it late, and then it comes at once), and never while a check is open.
 * Mounted once in the app shell for a signed-in player; it also tells an account covered by a
 * self-exclusion taken on another of the person's accounts, as the sign-in begins.
 */
export function RealityCheckScheduler({ now = Date.now }: RealityCheckSchedulerProps) {
  const state = useRgState({ fresh: true });
  // Until the state of this sign-in has come, a cached one may be of the sign-in before.
  const fresh = state.isFetchedAfterMount ? state.data : undefined;
  const minutes = fresh?.reality_check_minutes ?? null;
  const sessionStartedAt = fresh?.session_started_at ?? null;
  useLinkedExclusionAlert(fresh);
  const lastCheckAt = useRealityCheckStore((store) => store.lastCheckAt);
  const markChecked = useRealityCheckStore((store) => store.markChecked);
  const isOpen = usePopupStore((store) => store.stack.some((popup) => popup.name === 'RealityCheck'));
  const open = usePopupStore((store) => store.open);
  const close = usePopupStore((store) => store.close);

  // Signed out (the scheduler leaves with the sign-in): a check still open has nothing to show.
  useEffect(() => () => close('RealityCheck'), [close]);

  useEffect(() => {
    if (minutes === null || sessionStartedAt === null || isOpen) return;
    const dueAt = nextRealityCheckAt({ sessionStartedAt, minutes, lastCheckAt, now: now() });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      // A timer may come early (a clock changed): wait on for the rest.
      if (now() < dueAt) return arm();
      markChecked(now());
      open('RealityCheck');
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, dueAt - now()));
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') arm();
    };
    arm();
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [minutes, sessionStartedAt, lastCheckAt, isOpen, now, markChecked, open]);

  return null;
}
