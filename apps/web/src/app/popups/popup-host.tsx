import { Suspense, useEffect } from 'react';
import { usePopupStore } from '../../shared/popups/popup.store';
import { popupComponent } from './popup-registry';

/** Renders the open popups in stack order; the page behind does not scroll while one is open. */
export function PopupHost() {
  const stack = usePopupStore((state) => state.stack);
  const close = usePopupStore((state) => state.close);
  const hasPopup = stack.length > 0;

  useEffect(() => {
    if (!hasPopup) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [hasPopup]);

  return stack.map((popup, index) => {
    const Popup = popupComponent(popup.name);
    return (
      <Suspense key={popup.id} fallback={null}>
        <Popup
          name={popup.name}
          data={popup.data}
          isTop={index === stack.length - 1}
          onClose={() => close(popup.name)}
        />
      </Suspense>
    );
  });
}
