import type { ReactNode } from 'react';
import styles from './history.module.css';

/** An empty list's message, announced politely to screen readers. */
export function HistoryMessage({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <div className={styles.message} role="status">
      <span className={styles.messageIcon} aria-hidden>
        {icon}
      </span>
      <p className={styles.messageTitle}>{title}</p>
      {text && <p>{text}</p>}
    </div>
  );
}
