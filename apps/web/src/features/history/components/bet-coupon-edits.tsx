import type { Bet } from '@meridian/contract/bets';
import { Link } from 'react-router';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import styles from './bet-coupon-edits.module.css';

/** A link to another bet's coupon: the coupon page on mobile, its BetDetails popup on desktop. */
function CouponLink({ id, label }: { id: number; label: string }) {
  const formFactor = useFormFactor();
  const open = usePopupStore((state) => state.open);
  if (formFactor === 'mobile') {
    return (
      <Link to={`/profile/history/${id}`} className={styles.link}>
        {label}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.link} onClick={() => open('BetDetails', { id })}>
      {label}
    </button>
  );
}

/** An edited bet's links both ways: the bet it was edited from and the bet it was edited into. */
export function BetCouponEdits({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  if (bet.edited_from === null && bet.edited_to === null) return null;
  return (
    <p className={styles.edits} data-testid="coupon-edits">
      {bet.edited_from !== null && (
        <CouponLink id={bet.edited_from} label={t('history.bet.editedFrom', { id: bet.edited_from })} />
      )}
      {bet.edited_to !== null && (
        <CouponLink id={bet.edited_to} label={t('history.bet.editedTo', { id: bet.edited_to })} />
      )}
    </p>
  );
}
