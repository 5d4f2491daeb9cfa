import { KYC_STATUS, KYC_VERIFICATION_PAGE, type KycStatusName } from '@meridian/contract/kyc';
import { BadgeCheck, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useProfileQuery } from '../../../shared/api/get-profile';
import { useTranslation } from '../../../shared/i18n/use-translation';
import pageStyles from '../screens/profile-info-page.module.css';
import styles from './verification-row.module.css';

const NAMES = Object.keys(KYC_STATUS) as KycStatusName[];

/**
 * The player's identity verification (the user's `kyc`), leading to its page. The profile query is
 * the one the verification page refreshes; `kyc` stands in until it has answered.
 */
export function VerificationRow({ kyc }: { kyc: number }) {
  const { t } = useTranslation();
  const { data: user } = useProfileQuery();
  const current = user?.kyc ?? kyc;
  const status = NAMES.find((name) => KYC_STATUS[name] === current) ?? 'not_verified';
  const label = t('title.verification');
  const name = t(`kyc.status.${status}`);
  return (
    <div className={pageStyles.row}>
      <dt className={pageStyles.label}>{label}</dt>
      <dd className={pageStyles.value}>
        <Link
          to={KYC_VERIFICATION_PAGE}
          className={`${styles.link} ${styles[status]}`}
          aria-label={`${label}: ${name}`}
          data-status={status}
        >
          {status === 'verified' && <BadgeCheck aria-hidden size={16} />}
          {name}
          <ChevronRight aria-hidden size={16} />
        </Link>
      </dd>
    </div>
  );
}
