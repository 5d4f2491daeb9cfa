import type { ReactNode } from 'react';
import styles from './section-message.module.css';

interface SectionMessageProps {
  /** Drawn beside the words: an aria-hidden icon with a class that composes this file's `icon`. */
  icon: ReactNode;
  title: string;
  text: string;
  /** The box's class, when a screen adds to it: it composes this file's `message`. */
  className?: string;
}

/** A section with nothing to show yet: an icon beside a title and a hint, announced politely. */
export function SectionMessage({ icon, title, text, className = styles.message }: SectionMessageProps) {
  return (
    <div className={className} role="status">
      {icon}
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.text}>{text}</p>
      </div>
    </div>
  );
}
