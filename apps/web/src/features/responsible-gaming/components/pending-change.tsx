import type { RgLimit } from '@meridian/contract/responsible-gaming';
import { Clock } from 'lucide-react';
import { countdownParts } from '../../../shared/format/countdown';
import { useSecondClock } from '../../../shared/hooks/use-second-clock';
import { useLimitAmountText } from '../hooks/use-limit-format';
import { useRgText } from '../i18n/responsible-gaming-texts';
import styles from './limits.module.css';

/** Stands in for the countdown inside a translated sentence, so the countdown can be a `<time>`. */
const SLOT = '\u0000';

/**
 * A raise or removal waiting for its cooling-off: "Raises to €90.00 in 23:59:10", ticking each second.
 * The ticking text is not a live region: a screen reader reads it when it gets there.
 */
export function PendingChange({ limit }: { limit: RgLimit }) {
  const t = useRgText();
  const format = useLimitAmountText();
  const now = useSecondClock();
  const pending = limit.pending;
  const left = pending ? countdownParts(pending.effective_at, now) : null;
  if (!pending || !left) return null;
  const sentence =
    pending.amount === null
      ? t('rg.limit.pendingRemove', { time: SLOT })
      : t('rg.limit.pendingRaise', { amount: format(pending.amount, limit.kind, limit.currency_id), time: SLOT });
  const [before = '', after = ''] = sentence.split(SLOT);
  return (
    <p className={styles.pending}>
      <Clock aria-hidden size={16} className={styles.pendingIcon} />
      <span>
        {before}
        <time dateTime={left.duration} className={styles.countdown}>
          {left.days > 0 ? t('rg.countdown.days', { count: left.days, time: left.time }) : left.time}
        </time>
        {after}
      </span>
    </p>
  );
}
