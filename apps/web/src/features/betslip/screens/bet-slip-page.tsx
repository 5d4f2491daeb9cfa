import { BetSlipPanel } from '../components/bet-slip-panel';

export function BetSlipPage() {
  return <BetSlipPanel headingLevel={1} />;
}
