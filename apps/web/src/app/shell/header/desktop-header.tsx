import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Logo } from '../../../shared/ui/logo';
import { ThemeToggle } from '../theme-toggle';
import { AuthActions } from './auth-actions';
import styles from './desktop-header.module.css';
import { HeaderMenu } from './header-menu';

export function DesktopHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header} data-site-header>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink} aria-label={t('app.homeLink', { name: t('app.name') })}>
          <Logo />
        </Link>
        <HeaderMenu />
        <div className={styles.actions}>
          <ThemeToggle />
          <AuthActions />
        </div>
      </div>
    </header>
  );
}
