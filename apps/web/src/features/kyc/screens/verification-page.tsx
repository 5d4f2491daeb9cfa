import { KYC_STATUS_OF_PROVIDER, type KycSdkEvent, type KycStatusName } from '@meridian/contract/kyc';
import { CircleCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BackLink } from '../../../shared/ui/back-link';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { type IdentityCheckState, IdentityCheckWidget } from '../components/identity-check-widget';
import { VerificationStatus } from '../components/verification-status';
import { type ExpectedStatus, useKycStatus } from '../hooks/use-kyc-status';
import { useKycText } from '../i18n/kyc-texts';
import { canStartCheck, kycStatusName } from '../lib/kyc-status';
import styles from './verification-page.module.css';

/**
 * /profile/verification: the player's verification status (the user's `kyc`) and, until they are
 * verified, the identity check widget. Cashier pages send players here when a withdrawal needs it.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const kt = useKycText();
  const isMobile = useFormFactor() === 'mobile';
  const [expected, setExpected] = useState<ExpectedStatus | null>(null);
  const { status, isError, refetch } = useKycStatus(expected);
  /** The status when the player sent their documents in this visit. */
  const [submittedFrom, setSubmittedFrom] = useState<KycStatusName | null>(null);
  /** Once started, the check stays on the page while the provider decides (pending, in review). */
  const [started, setStarted] = useState(false);

  const handleEvent = useCallback(
    (event: KycSdkEvent) => {
      if (event.type === 'submitted' && status) setSubmittedFrom(status);
      if (event.type === 'status')
        setExpected({ status: kycStatusName(KYC_STATUS_OF_PROVIDER[event.status]), at: Date.now() });
    },
    [status],
  );
  const handleStateChange = useCallback((state: IdentityCheckState) => {
    if (state !== 'not_launched') setStarted(true);
  }, []);
  // A refused token may mean the status moved on (verified elsewhere, say): read it again.
  const handleError = useCallback(() => void refetch(), [refetch]);

  const heading = (
    <>
      {isMobile && <BackLink to="/more" label={t('more.title')} />}
      <PageHeading>{t('title.verification')}</PageHeading>
    </>
  );
  if (isError && !status) {
    return (
      <div className={styles.page}>
        {heading}
        <TechErrorState onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!status) {
    return (
      <div className={styles.page} aria-busy="true">
        {heading}
        <Skeleton height={240} />
      </div>
    );
  }

  const showCheck = status !== 'verified' && (canStartCheck(status) || started);
  const thanks =
    submittedFrom !== null &&
    status !== 'verified' &&
    (status === submittedFrom || status === 'pending' || status === 'review');

  return (
    <div className={styles.page}>
      {heading}
      <p className={styles.intro}>{kt('kyc.page.intro')}</p>
      <section className={styles.panel} aria-labelledby="kyc-status-title">
        <h2 id="kyc-status-title" className={styles.panelTitle}>
          {kt('kyc.page.statusTitle')}
        </h2>
        <div>
          <VerificationStatus status={status} />
          <div role="status">
            {thanks && (
              <p className={styles.thanks}>
                <CircleCheck aria-hidden size={20} className={styles.thanksIcon} />
                {kt('kyc.submitted')}
              </p>
            )}
          </div>
        </div>
      </section>
      {showCheck && (
        <section className={styles.panel} aria-labelledby="kyc-check-title">
          <h2 id="kyc-check-title" className={styles.panelTitle}>
            {kt('kyc.page.checkTitle')}
          </h2>
          <IdentityCheckWidget
            startLabel={status === 'rejected' ? kt('kyc.widget.resubmit') : undefined}
            onEvent={handleEvent}
            onError={handleError}
            onStateChange={handleStateChange}
          />
        </section>
      )}
    </div>
  );
}
