import { Ban, Banknote, Check, Clock, X } from 'lucide-react';
import styles from './status-badge.module.css';

/** How a status reads at a glance; the text always says it too (colour is never the only sign). */
export type StatusTone = 'open' | 'won' | 'lost' | 'void' | 'cashedOut';

const ICONS = { open: Clock, won: Check, lost: X, void: Ban, cashedOut: Banknote } as const;

export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  const Icon = ICONS[tone];
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      <Icon aria-hidden size={14} />
      {label}
    </span>
  );
}

/** Bet and leg status ids (1 open, 2 won, 3 lost, 4 cancelled or void, 5 cashed out) to a tone. */
export function betStatusTone(status: number): StatusTone {
  if (status === 2) return 'won';
  if (status === 5) return 'cashedOut';
  if (status === 3) return 'lost';
  if (status === 4) return 'void';
  return 'open';
}

/** Transaction status ids: 4 succeeded, 5 canceled, 6 refunded; the rest are still in progress. */
export function transactionStatusTone(status: number): StatusTone {
  if (status === 4) return 'won';
  if (status === 5) return 'lost';
  if (status === 6) return 'void';
  return 'open';
}
