import { CalendarX, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import styles from './list-states.module.css';

/** Placeholder rows while matches load. */
export function MatchRowsSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('sports.loading')}>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={row} height={56} />
      ))}
    </div>
  );
}

/** A list that failed to load, with a retry that asks again. */
export function ListError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert">
      <TriangleAlert aria-hidden size={28} className={styles.icon} />
      <p className={styles.title}>{text ?? t('sports.error')}</p>
      <Button onClick={onRetry}>{t('sports.retry')}</Button>
    </div>
  );
}

/** Nothing to show: a title and an optional hint. */
export function ListEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className={styles.box}>
      <CalendarX aria-hidden size={28} className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
