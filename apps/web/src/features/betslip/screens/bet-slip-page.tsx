import { useEffect } from 'react';
import { focusSlip, takeSlipFocusRequest } from '../../../shared/betslip/slip-focus';
import { BetSlipPanel } from '../components/bet-slip-panel';

export function BetSlipPage() {
  // Reached by keyboard (the skip link, the menu entry after adding odds): the slip takes the focus.
  useEffect(() => {
    if (takeSlipFocusRequest()) focusSlip();
  }, []);
  return <BetSlipPanel headingLevel={1} />;
}
