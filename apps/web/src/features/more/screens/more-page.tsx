import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAuthStore } from '../../../shared/session/auth.store';
import { ButtonLink } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { ProfileMenuHead, ProfileMenuList } from '../components/profile-menu';
import styles from '../components/profile-menu.module.css';

/** /more, the mobile profile menu; visitors see only results, promotions and contacts (spec 000 §2, 001 §2). */
export function MorePage() {
  const { t } = useTranslation();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  return (
    <>
      <PageHeading>{t('more.title')}</PageHeading>
      {isAuthorized ? (
        <ProfileMenuHead />
      ) : (
        <section className={styles.guest}>
          <p className={styles.hint}>{t('more.guestHint')}</p>
          <div className={styles.guestActions}>
            <ButtonLink to="/auth/login" block>
              {t('auth.login')}
            </ButtonLink>
            <ButtonLink to="/auth/registration" variant="primary" block>
              {t('auth.signup')}
            </ButtonLink>
          </div>
        </section>
      )}
      <nav aria-label={t('more.title')}>
        <ProfileMenuList />
      </nav>
    </>
  );
}
