import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top; query-only changes (filters, the popup parameter) keep the scroll. */
export function ScrollRestorer() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [pathname]);
  return null;
}
