import { useTranslation } from 'react-i18next';
import styles from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={styles.skip}>
      {t('app.skipToContent')}
    </a>
  );
}
