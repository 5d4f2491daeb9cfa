import { useTranslation } from '../i18n/use-translation';
import styles from './logo.module.css';

export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('app.name')}
      className={size === 'lg' ? `${styles.logo} ${styles.lg}` : styles.logo}
    />
  );
}
