import { useEffect, useId, useRef } from 'react';
import { useOpenUntilNavigation } from './use-open-until-navigation';

/**
 * A disclosure button and its panel: open until the next page, Escape (focus goes back to the
 * button) or a press outside `rootRef`. Put `rootRef` on the element holding both, `buttonRef` on the
 * button, `panelId` on the panel and in the button's aria-controls.
 */
export function useDropdown() {
  const [open, setOpen] = useOpenUntilNavigation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const handlePointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('mousedown', handlePointer);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('mousedown', handlePointer);
    };
  }, [open, setOpen]);

  return { open, setOpen, panelId, rootRef, buttonRef };
}
