import { Suspense, useEffect } from 'react';
import { lazyComponent, trackLoad } from '../../shared/browser/lazy-code';
import { usePopupStore } from '../../shared/popups/popup.store';

const loadPopupStack = () => import('./popup-stack');
/** The registry of every popup's code: fetched once the page has painted, before any popup opens. */
const PopupStack = lazyComponent(async () => (await loadPopupStack()).PopupStack);

/** Renders the open popups in stack order; the page behind does not scroll while one is open. */
export function PopupHost() {
  const hasPopup = usePopupStore((state) => state.stack.length > 0);

  useEffect(() => {
    void trackLoad(loadPopupStack());
  }, []);

  useEffect(() => {
    if (!hasPopup) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [hasPopup]);

  if (!hasPopup) return null;
  return (
    <Suspense fallback={null}>
      <PopupStack />
    </Suspense>
  );
}
