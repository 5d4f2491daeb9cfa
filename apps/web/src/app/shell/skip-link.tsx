import { useTranslation } from '../../shared/i18n/use-translation';
import styles from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={styles.skip}>
      {t('app.skipToContent')}
    </a>
  );
}
