import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './responsible-gaming.module.css';

/** A part of the page that failed to load, with a retry that repeats its own request only. */
export function SectionError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.message} role="alert">
      <TriangleAlert aria-hidden size={24} className={styles.messageIcon} />
      <p className={styles.messageText}>{text}</p>
      <Button size="sm" onClick={onRetry}>
        {t('state.techError.retry')}
      </Button>
    </div>
  );
}
