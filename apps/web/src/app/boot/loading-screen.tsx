import { Logo } from '../../shared/ui/logo';
import { Spinner } from '../../shared/ui/spinner';
import styles from './loading-screen.module.css';

export function LoadingScreen() {
  return (
    <main className={styles.screen} aria-busy="true">
      <Logo size="lg" />
      <Spinner />
    </main>
  );
}
