import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button';
import { Logo } from '../../../shared/ui/logo';
import { ThemeToggle } from '../theme-toggle';
import { AuthActions } from './auth-actions';
import styles from './mobile-header.module.css';

export function MobileHeader() {
  const { t } = useTranslation();
  return (
    // A visitor's two auth buttons, like a player's balance and deposit, leave a narrow phone no room
    // for the whole wordmark.
    <header className={styles.header} data-compact data-site-header>
      <Link to="/" className={styles.logoLink} aria-label={t('app.homeLink', { name: t('app.name') })}>
        <Logo />
      </Link>
      <div className={styles.actions}>
        {/* The header entry starts a fresh search (spec 001 §2). */}
        <ButtonLink
          to="/search?clear=true"
          variant="ghost"
          iconOnly
          aria-label={t('menu.search')}
          title={t('menu.search')}
        >
          <Search aria-hidden size={20} />
        </ButtonLink>
        <ThemeToggle />
        <AuthActions />
      </div>
    </header>
  );
}
