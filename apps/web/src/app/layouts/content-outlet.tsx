import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import { ConnectionBar } from './connection-bar';
import styles from './layout.module.css';

/**
 * The routed screen; lazy screens show a spinner while their code loads. Above it, the bar that says
 * when the screen's data stands still for want of a connection.
 */
export function ContentOutlet() {
  return (
    <>
      <ConnectionBar />
      <Suspense
        fallback={
          <div className={styles.fallback}>
            <Spinner />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </>
  );
}
