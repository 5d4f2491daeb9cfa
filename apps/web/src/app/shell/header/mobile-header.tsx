import { Link } from 'react-router';
import { Logo } from '../../../shared/ui/logo';
import { ThemeToggle } from '../theme-toggle';
import { AuthActions } from './auth-actions';
import styles from './mobile-header.module.css';

export function MobileHeader() {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logoLink}>
        <Logo />
      </Link>
      <div className={styles.actions}>
        <ThemeToggle />
        <AuthActions />
      </div>
    </header>
  );
}
