import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useProfileQuery } from '../../../shared/api/get-profile';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { ErrorState } from '../../../shared/ui/states/error-state';
import styles from '../components/two-factor.module.css';

/** /profile/2fa: the status, with set-up or disable (spec 000 §2). */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  const open = usePopupStore((state) => state.open);
  if (profile.isError) return <ErrorState />;
  const enabled = profile.data?.two_factor_enabled === 1;
  return (
    <>
      <PageHeading>{t('more.twoFactor')}</PageHeading>
      {profile.isPending ? (
        <Skeleton height={160} />
      ) : (
        <section className={styles.status}>
          <p className={styles.subtitle}>
            {enabled ? <ShieldCheck aria-hidden size={20} /> : <ShieldOff aria-hidden size={20} />}{' '}
            {t(enabled ? 'twoFactor.statusOn' : 'twoFactor.statusOff')}
          </p>
          <p className={styles.hint}>{t(enabled ? 'twoFactor.about' : 'twoFactor.aboutOff')}</p>
          <div className={styles.actions}>
            {enabled ? (
              <>
                <Button onClick={() => open('Disable2FA')}>{t('twoFactor.disable')}</Button>
                <Button onClick={() => open('ConfirmationTfa')}>{t('twoFactor.regenerate')}</Button>
              </>
            ) : (
              <Button variant="primary" onClick={() => open('Setup2FA')}>
                {t('twoFactor.setup')}
              </Button>
            )}
          </div>
        </section>
      )}
    </>
  );
}
