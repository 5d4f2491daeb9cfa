import { Link } from 'react-router';
import { Logo } from '../../../shared/ui/logo';
import { ThemeToggle } from '../theme-toggle';
import { AuthActions } from './auth-actions';
import styles from './desktop-header.module.css';
import { HeaderMenu } from './header-menu';

export function DesktopHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink}>
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
