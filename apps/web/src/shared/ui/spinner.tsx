import { useTranslation } from '../i18n/use-translation';
import styles from './spinner.module.css';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md'; label?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="progressbar"
      aria-busy="true"
      aria-label={label ?? t('app.loading')}
      className={size === 'sm' ? `${styles.spinner} ${styles.sm}` : styles.spinner}
    />
  );
}
