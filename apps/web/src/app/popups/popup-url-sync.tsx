import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { topPersistentPopup, usePopupStore } from '../../shared/popups/popup.store';
import { POPUP_QUERY_PARAM } from '../../shared/popups/popup-names';

/** Reopens a persistent popup named in the URL after a reload, and keeps the URL naming the open one. */
export function PopupUrlSync() {
  const [searchParams, setSearchParams] = useSearchParams();
  const stack = usePopupStore((state) => state.stack);
  const restored = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `stack` is the trigger; the body reads the store itself
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      usePopupStore.getState().restore(searchParams.get(POPUP_QUERY_PARAM));
    }
    // Read the store, not the render's snapshot: a restore above has just changed it.
    const open = topPersistentPopup(usePopupStore.getState().stack);
    if (searchParams.get(POPUP_QUERY_PARAM) === open) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (open) next.set(POPUP_QUERY_PARAM, open);
        else next.delete(POPUP_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [stack, searchParams, setSearchParams]);

  return null;
}
