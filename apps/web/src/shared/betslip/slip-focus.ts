/**
 * Keyboard paths to the bet slip. On a long list the slip (the desktop's right column, a phone's
 * bottom-menu entry) comes hundreds of Tabs after the odds: once a selection is added by keyboard,
 * the next Tab goes to the slip instead, and a phone's slip page takes the focus when the player
 * went there by keyboard.
 */

/** The id of the slip's region, the target of the "Skip to bet slip" link. */
export const BET_SLIP_ID = 'bet-slip';
/** Marks the slip's stake input. */
export const SLIP_STAKE_ATTRIBUTE = 'data-slip-stake';
/** Marks the link that opens the slip where the slip is a page of its own (a phone's bottom menu). */
export const SLIP_LINK_ATTRIBUTE = 'data-slip-link';

let focusRequested = false;

/** Asks the slip page opened next to take the focus (a keyboard or skip-link visit, not a tap). */
export function requestSlipFocus(): void {
  focusRequested = true;
}

/** Whether a focus was asked for; the request is used up. */
export function takeSlipFocusRequest(): boolean {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
}

/** The slip on this page: its stake field when it has one, else its region; null without a slip. */
function slipTarget(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${SLIP_STAKE_ATTRIBUTE}]:not(:disabled)`) ?? doc.getElementById(BET_SLIP_ID);
}

/** Focuses the slip on this page (see slipTarget); false when the page has none. */
export function focusSlip(doc: Document = document): boolean {
  const target = slipTarget(doc);
  target?.focus();
  return target !== null;
}

/**
 * Makes the next Tab from `from` (an odds button that just added a selection) go to the slip: its
 * stake field, or the link that opens it. Shift+Tab, a click elsewhere or leaving the button keep
 * the ordinary order.
 */
export function sendNextTabToSlip(from: HTMLElement): void {
  const doc = from.ownerDocument;
  const stop = () => {
    from.removeEventListener('keydown', onKeyDown);
    from.removeEventListener('blur', stop);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    stop();
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = slipTarget(doc) ?? doc.querySelector<HTMLElement>(`[${SLIP_LINK_ATTRIBUTE}]`);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  from.addEventListener('keydown', onKeyDown);
  from.addEventListener('blur', stop);
}
