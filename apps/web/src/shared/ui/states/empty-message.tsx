import type { ReactNode } from 'react';
import styles from './empty-message.module.css';

interface EmptyMessageProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** The box, when a screen sets its padding: a class that composes this file's `message`. */
  className?: string;
}

/** An empty list's message, announced politely to screen readers. */
export function EmptyMessage({ icon, title, text, className = styles.message }: EmptyMessageProps) {
  return (
    <div className={className} role="status">
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      {text && <p>{text}</p>}
    </div>
  );
}
