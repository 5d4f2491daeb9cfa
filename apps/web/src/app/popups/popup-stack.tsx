import { Suspense } from 'react';
import { usePopupStore } from '../../shared/popups/popup.store';
import { popupComponent } from './popup-registry';

/** The open popups in stack order, each loading its own code. */
export function PopupStack() {
  const stack = usePopupStore((state) => state.stack);
  const close = usePopupStore((state) => state.close);

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
