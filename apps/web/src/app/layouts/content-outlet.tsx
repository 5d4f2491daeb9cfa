import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import styles from './layout.module.css';

/** The routed screen; lazy screens show a spinner while their code loads. */
export function ContentOutlet() {
  return (
    <Suspense
      fallback={
        <div className={styles.fallback}>
          <Spinner />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
