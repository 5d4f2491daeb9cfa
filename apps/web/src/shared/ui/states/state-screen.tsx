import type { ReactNode } from 'react';
import { Logo } from '../logo';
import styles from './state-screen.module.css';

interface StateScreenProps {
  icon: ReactNode;
  title: string;
  text?: string;
  actions?: ReactNode;
  /** Replaces the whole app (boot states) rather than the content area. */
  fullScreen?: boolean;
}

export function StateScreen({ icon, title, text, actions, fullScreen }: StateScreenProps) {
  const content = (
    <>
      {fullScreen && (
        <div className={styles.logo}>
          <Logo size="lg" />
        </div>
      )}
      <div className={styles.icon} aria-hidden>
        {icon}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  );
  return fullScreen ? (
    <main id="main-content" className={`${styles.screen} ${styles.fullScreen}`}>
      {content}
    </main>
  ) : (
    <section className={styles.screen}>{content}</section>
  );
}
