import type { KycStatusName } from '@meridian/contract/kyc';
import { BadgeCheck, CircleAlert, CircleX, Hourglass, SearchCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useKycText } from '../i18n/kyc-texts';
import styles from './verification-status.module.css';

const ICONS: Record<KycStatusName, ReactNode> = {
  not_verified: <CircleAlert aria-hidden size={20} />,
  pending: <Hourglass aria-hidden size={20} />,
  verified: <BadgeCheck aria-hidden size={20} />,
  rejected: <CircleX aria-hidden size={20} />,
  review: <SearchCheck aria-hidden size={20} />,
};

/** The player's verification status: its name as a badge, and what it means for them. */
export function VerificationStatus({ status }: { status: KycStatusName }) {
  const { t } = useTranslation();
  const kt = useKycText();
  return (
    <div className={styles.status} data-status={status}>
      <p className={`${styles.badge} ${styles[status]}`}>
        {ICONS[status]}
        {t(`kyc.status.${status}`)}
      </p>
      <p className={styles.text}>{kt(`kyc.state.${status}`)}</p>
    </div>
  );
}
