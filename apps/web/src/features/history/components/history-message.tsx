import type { ReactNode } from 'react';
import { EmptyMessage } from '../../../shared/ui/states/empty-message';
import styles from './history.module.css';

/** An empty list's message in a tab of the history. */
export function HistoryMessage(props: { icon: ReactNode; title: string; text?: string }) {
  return <EmptyMessage {...props} className={styles.message} />;
}
