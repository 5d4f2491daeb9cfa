import type { PopupName } from './popup-names';

/** What every popup component receives from the popup host. */
export interface PopupProps {
  name: PopupName;
  data: unknown;
  onClose: () => void;
  /** Only the top popup of the stack traps focus and answers Escape. */
  isTop: boolean;
}
