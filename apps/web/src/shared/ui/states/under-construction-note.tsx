import { Construction } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import styles from './under-construction-note.module.css';

/** The under-construction message sized for a dialog body. */
export function UnderConstructionNote() {
  const { t } = useTranslation();
  return (
    <div className={styles.note}>
      <Construction aria-hidden size={32} />
      <p>{t('state.underConstruction.title')}</p>
    </div>
  );
}
